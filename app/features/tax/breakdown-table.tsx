import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PathLine } from "./engine-v2";
import { camel, codeKey, percent, usd } from "./format";
import { STEP_COLOURS, type StepKind } from "./money-path";

/** A step's colour beside its name (the name carries the meaning; the colour matches the chart). */
export function Swatch({ kind }: { kind: StepKind }) {
  return <span className="mr-2 inline-block size-2.5 shrink-0 rounded-sm align-middle" style={{ backgroundColor: STEP_COLOURS[kind] }} aria-hidden />;
}

/**
 * An option's breakdown lines with their rule and source. With `j` (country names) it adds who
 * collects each line and marks the line's side of the path (engine v2); `footer` ends the table.
 */
export function BreakdownTable({
  lines,
  locale,
  rules,
  labelledBy,
  j,
  footer,
  testId,
}: {
  lines: PathLine[];
  locale: string;
  rules?: Record<string, string>;
  labelledBy: string;
  j?: (code: string) => string;
  footer?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className={j ? "w-full min-w-[40rem] text-sm" : "w-full min-w-[36rem] text-sm"} data-testid={testId}>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3">{t("taxReport.line")}</th>
            {j ? <th scope="col" className="py-1 pr-3">{t("taxPath.colCollectedBy")}</th> : null}
            <th scope="col" className="py-1 pr-3 text-right">{t("taxReport.amount")}</th>
            <th scope="col" className="py-1 pr-3">{t("taxReport.rule")}</th>
            <th scope="col" className="py-1">{t("taxReport.source")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, k) => (
            <tr key={k} className="border-t align-top">
              <td className="py-1.5 pr-3">
                {l.side ? <Swatch kind={l.side} /> : null}
                {t([codeKey("label", l.label), `taxPath.label.${camel(l.label)}`], { defaultValue: l.label })}
                {l.rate !== undefined && l.basis !== undefined ? (
                  <span className="block text-xs text-muted-foreground">{t("taxReport.lineOf", { rate: percent(l.rate, locale), basis: usd(l.basis, locale) })}</span>
                ) : null}
              </td>
              {j ? <td className="py-1.5 pr-3">{l.collectedBy ? j(l.collectedBy) : ""}</td> : null}
              <td className="py-1.5 pr-3 text-right tabular-nums">{usd(l.amount, locale)}</td>
              <td className="py-1.5 pr-3 text-xs" lang={rules?.[l.ruleId] ? locale : "en"}>
                {rules?.[l.ruleId] ?? l.rule}
              </td>
              <td className="py-1.5 text-xs">
                <a href={l.source.url} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" rel="noreferrer" target="_blank">
                  {l.source.publisher}
                  <ExternalLink className="size-3 print:hidden" aria-hidden />
                </a>{" "}
                ({t("taxReport.asOf", { year: l.source.asOf })})
              </td>
            </tr>
          ))}
          {footer}
        </tbody>
      </table>
    </div>
  );
}
