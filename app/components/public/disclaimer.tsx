import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "#app/lib/utils";

/** "Information, not legal or tax advice" — shown on every content page. */
export function Disclaimer({ className, children }: { className?: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("public.disclaimer.label")} className={cn("flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950", className)}>
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children ?? t("public.disclaimer.text")}</p>
    </aside>
  );
}

/** Rate with its year and citation, e.g. "12.5% · 2023 · Tax Foundation, 2023". */
export function RateSource({ year, source, className }: { year: number; source: string; className?: string }) {
  const { t } = useTranslation();
  return <span className={cn("text-xs text-muted-foreground", className)}>{t("public.rate.yearSource", { year, source })}</span>;
}
