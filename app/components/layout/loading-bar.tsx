import { useFetchers, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Spec §4/§9: a 6 px bar, shown while any navigation or fetcher is pending. */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { t } = useTranslation();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  if (!busy) return null;
  return (
    <div role="progressbar" aria-label={t("shell.loading")} className="fixed inset-x-0 top-0 z-50 h-[6px] overflow-hidden bg-primary/20">
      <div className="animate-loading-bar h-full w-1/3 bg-primary" />
    </div>
  );
}
