import { Link } from "@remix-run/react";
import { Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { NoSaving } from "./money-path";

export type ReportInputs = Record<string, unknown> & { residence: string; relocate: boolean; distribute: boolean; candidates?: string[] };

/** The /tax form prefilled with these inputs and some changed: "compare again as if …". */
export function rerunHref(inputs: ReportInputs, change: Record<string, string>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(inputs)) {
    if (k === "candidates" || v === undefined || v === null) continue;
    q.set(k, typeof v === "boolean" ? (v ? "yes" : "no") : String(v));
  }
  for (const [k, v] of Object.entries(change)) q.set(k, v);
  for (const c of inputs.candidates ?? []) q.append("candidates", c);
  return `/tax?${q}`;
}

/**
 * The honest answer, said first and plainly: while the person stays and runs the company from
 * home, no foreign company saves tax. Cites the rule and says what moving or real management
 * abroad would change, with a link to compare again that way.
 */
export function NoSavingBanner({
  noSaving,
  inputs,
  residence,
}: {
  noSaving: NoSaving;
  inputs: ReportInputs;
  residence: string;
}) {
  const { t } = useTranslation();
  const rule = noSaving.title;
  return (
    <section
      aria-labelledby="no-saving-title"
      className="space-y-3 rounded-lg border-2 border-amber-600/60 bg-amber-50 p-4 text-amber-950 sm:p-5 dark:bg-amber-950/30 dark:text-amber-50"
      data-testid="no-saving"
    >
      <h2 id="no-saving-title" className="flex items-center gap-2 text-xl font-semibold">
        <Home className="size-5 shrink-0" aria-hidden />
        {t("taxPath.noSavingTitle")}
      </h2>
      <p className="text-sm sm:text-base">{t("taxPath.noSavingBody", { residence })}</p>
      {rule ? (
        <p className="text-sm">
          <span className="font-medium">{t("taxPath.noSavingRule")}</span>{" "}
          {noSaving.url ? (
            <a href={noSaving.url} className="underline underline-offset-4" rel="noreferrer" target="_blank">
              {rule}
            </a>
          ) : (
            rule
          )}
        </p>
      ) : null}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">{t("taxPath.whatWouldChange")}</h3>
        <ul className="space-y-2 text-sm">
          <li>
            <span className="font-medium">{t("taxPath.ifYouMoveTitle")}</span> {t("taxPath.ifYouMove", { residence })}{" "}
            <Link to={rerunHref(inputs, { relocate: "yes", managedFrom: "abroad" })} className="font-medium underline underline-offset-4" data-testid="rerun-relocate">
              {t("taxPath.rerunRelocate")}
            </Link>
          </li>
          <li>
            <span className="font-medium">{t("taxPath.ifManagedAbroadTitle")}</span> {t("taxPath.ifManagedAbroad", { residence })}{" "}
            <Link to={rerunHref(inputs, { relocate: "no", managedFrom: "abroad" })} className="font-medium underline underline-offset-4" data-testid="rerun-managed-abroad">
              {t("taxPath.rerunManagedAbroad")}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
