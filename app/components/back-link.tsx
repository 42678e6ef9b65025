import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The "← Section" breadcrumb above a detail page, back to the list it belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("public.breadcrumb")} className="text-sm">
      <Link to={to} className="text-primary underline-offset-4 hover:underline">
        ← {label}
      </Link>
    </nav>
  );
}
