import { useTranslation } from "react-i18next";

/** Its own module so the empty layout (sign-in, sign-up…) does not pull in the compact shell. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
    >
      {t("shell.skipToContent")}
    </a>
  );
}
