import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import type { V2Option } from "./engine-v2";
import { BreakdownTable, Swatch } from "./breakdown-table";
import { camel, percent, usd } from "./format";
import { moneyPath, residenceRule, type PathStep, type StepKind } from "./money-path";
import { TrackThis } from "#app/features/compliance/track-this";
import { RelocationPanel } from "./relocation-panel";

// Browser only (rendered after mount), as the cost chart: recharts stays out of the Worker bundle.
const WaterfallChart = import.meta.env.SSR ? null : lazy(() => import("./waterfall-chart"));


/** Flags that warn (drawn as warnings); the rest inform. */
const WARNING_FLAGS = new Set([
  "no-saving-while-you-stay",
  "managed-at-home",
  "cfc-applies",
  "us-citizenship-taxation",
  "substance-cfc-risk",
  "headline-only",
  "headline-rate-used",
  "eu-annex-i",
  "eu-annex-ii",
  "temporary-non-residence",
  "dual-residence",
  "exit-tax",
  "home-still-taxes",
  "extended-limited-liability",
]);

/** Flags whose explanation this page knows; an unknown flag from a newer engine shows its code only. */
const EXPLAINED_FLAGS = new Set([
  ...WARNING_FLAGS,
  "residence-baseline",
  "pillar-two-in-scope",
  "pillar-two-qdmtt",
  "pillar-two-iir-utpr",
  "withholding-not-modelled",
  "treaty-rate",
  "dual-residence",
  "exit-tax",
  "eu-directive",
  "disregarded-entity",
  "personal-regime",
]);

export const REQUIREMENTS = ["relocation", "management-abroad", "qualifying-income", "substance", "local-director", "group-in-scope"];

const STEP_KEY: Record<StepKind, string> = {
  profit: "taxPath.stepProfit",
  company: "taxPath.stepCompany",
  withholding: "taxPath.stepWithholding",
  owner: "taxPath.stepOwner",
  "top-up": "taxPath.stepTopUp",
  net: "taxPath.stepNet",
};

const linkClass = "text-primary underline-offset-4 hover:underline";


/** The steps' names in the UI language: the table and the chart say the same. */
function useStepName(distribute: boolean) {
  const { t } = useTranslation();
  return (kind: StepKind) => t(kind === "net" && !distribute ? "taxPath.stepNetKept" : STEP_KEY[kind]);
}

/** The text alternative of the waterfall (and the figures a reader checks): every step, who collects it, what is left. */
function MoneyPathTable({ steps, id, j, locale, distribute }: { steps: PathStep[]; id: string; j: (c: string) => string; locale: string; distribute: boolean }) {
  const { t } = useTranslation();
  const name = useStepName(distribute);
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="w-full min-w-[20rem] text-sm" data-testid="money-path">
        <caption className="sr-only">{t("taxPath.pathCaption")}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3">{t("taxPath.colStep")}</th>
            <th scope="col" className="py-1 pr-3">{t("taxPath.colCollectedBy")}</th>
            <th scope="col" className="py-1 pr-3 text-right">{t("taxReport.amount")}</th>
            <th scope="col" className="py-1 text-right">{t("taxPath.colLeft")}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => {
            const isTax = step.kind !== "profit" && step.kind !== "net";
            const left = step.kind === "profit" || step.kind === "net" ? step.amount : step.low;
            return (
              <tr key={step.kind} className={step.kind === "net" ? "border-t font-semibold" : "border-t"} data-step={step.kind}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  <Swatch kind={step.kind} />
                  {name(step.kind)}
                </th>
                <td className="py-1.5 pr-3">{isTax ? (step.collectedBy.length ? step.collectedBy.map(j).join(", ") : t("taxPath.nobody")) : ""}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{isTax ? (step.amount ? `−${usd(step.amount, locale)}` : usd(0, locale)) : usd(step.amount, locale)}</td>
                <td className="py-1.5 text-right tabular-nums">{usd(left, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const TIE_BREAKER_KEY = { "mli-map": "taxPath.tieBreakerMliMap", poem: "taxPath.tieBreakerPoem", none: "taxPath.tieBreakerNone" } as const;

/** Why the company is resident where it is (engine v2's finding), with the rule as a link and the treaty tie-breaker when two states claim it. */
function ResidenceWhy({ option, residence, j }: { option: V2Option; residence: string; j: (c: string) => string }) {
  const { t } = useTranslation();
  const country = j(option.companyResidence);
  const incorporated = j(option.jurisdiction);
  const finding = option.residence;
  const rule = residenceRule(option);
  const reason =
    finding?.reason ??
    (option.flags.includes("managed-at-home") || (option.companyResidence === residence && option.jurisdiction !== residence) ? "management-at-home" : "incorporation");
  const key = {
    incorporation: "taxPath.residentHome",
    "management-at-home": "taxPath.residentManagedAtHome",
    "management-abroad": "taxPath.residentAbroad",
    disregarded: "taxPath.residentDisregarded",
  }[reason];
  return (
    <div className="space-y-1 text-sm" data-testid="company-residence">
      <h4 className="font-semibold">{t("taxPath.companyResidenceTitle")}</h4>
      <p>
        <span className="font-medium">{t(key, { country, incorporated })}</span>
        {rule?.title ? (
          <>
            {" "}
            (
            <a href={rule.url} className={linkClass} rel="noreferrer" target="_blank" lang="en">
              {rule.title}
            </a>
            )
          </>
        ) : null}
      </p>
      {reason === "management-at-home" && option.jurisdiction !== option.companyResidence ? (
        <p className="text-muted-foreground">{t("taxPath.residentManagedAtHomeEffect", { country, incorporated })}</p>
      ) : null}
      {finding?.alsoClaimedBy ? (
        <p className="text-muted-foreground">
          {t("taxPath.alsoClaimed", { other: j(finding.alsoClaimedBy) })} {finding.tieBreaker ? t(TIE_BREAKER_KEY[finding.tieBreaker]) : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One option of engine v2: its all-in figures, where its company is resident and why, the path of
 * the money (waterfall + table), what it requires, its filings, its flags in plain words and the
 * breakdown with each line's collector and source.
 */
export function OptionPath({
  option,
  rank,
  residence,
  profit,
  distribute,
  j,
  s,
  rules,
  texts,
  locale,
  mounted,
}: {
  option: V2Option;
  rank: number;
  residence: string;
  profit: number;
  distribute: boolean;
  j: (code: string) => string;
  s: (slug: string) => string;
  rules?: Record<string, string>;
  /** Turkish of the moving panel's texts by their English (ReportNames.texts). */
  texts?: Record<string, string>;
  locale: string;
  mounted: boolean;
}) {
  const { t } = useTranslation();
  const name = useStepName(distribute);
  const key = `${option.jurisdiction}-${option.structure}`;
  const headingId = `tax-option-${key}`;
  const pathId = `tax-path-${key}`;
  const steps = moneyPath(option, profit);
  const isBaseline = option.jurisdiction === residence && option.flags.includes("residence-baseline");
  const requires = option.requires ?? [];
  const obligations = option.obligations ?? [];
  const noSaving = option.flags.includes("no-saving-while-you-stay");

  return (
    <Card className="tax-option space-y-4 p-4 print:break-inside-avoid" data-testid={`option-${option.jurisdiction}`} data-structure={option.structure}>
      <div className="space-y-1">
        <h3 id={headingId} className="font-semibold">
          {rank}. {j(option.jurisdiction)} · {s(option.structure)}
          {isBaseline ? <span className="ml-1 text-sm font-normal text-muted-foreground">({t("taxReport.baselineShort")})</span> : null}
        </h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{t("taxPath.allInRate")}</dt>
            <dd className="font-semibold tabular-nums">{percent(option.allInRate, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("taxPath.allInTax")}</dt>
            <dd className="font-semibold tabular-nums">{usd(option.allInTax, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t(distribute ? "taxPath.stepNet" : "taxPath.stepNetKept")}</dt>
            <dd className="font-semibold tabular-nums">{usd(option.netToOwner, locale)}</dd>
          </div>
          {isBaseline ? null : (
            <div>
              <dt className="text-muted-foreground">{t("taxReport.saving")}</dt>
              <dd className={option.savingVsBaseline.amount > 0 ? "font-semibold tabular-nums text-success" : "font-semibold tabular-nums"}>
                {usd(option.savingVsBaseline.amount, locale)} ({percent(option.savingVsBaseline.percent, locale)})
              </dd>
            </div>
          )}
        </dl>
      </div>

      {noSaving ? (
        <p className="rounded-md border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950/30 dark:text-amber-100" data-testid="option-no-saving">
          {t("taxPath.optionNoSaving", { country: j(residence) })}
        </p>
      ) : null}

      <ResidenceWhy option={option} residence={residence} j={j} />
      <RelocationPanel option={option} j={j} locale={locale} texts={texts} />

      <div className="space-y-2">
        <h4 id={pathId} className="text-sm font-semibold">
          {t("taxPath.pathTitle")}
        </h4>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="print:hidden">
            {mounted && WaterfallChart ? (
              <Suspense fallback={<p className="text-sm text-muted-foreground">{t("taxReport.chartLoading")}</p>}>
                <WaterfallChart locale={locale} testId="waterfall" bars={steps.map((st) => ({ kind: st.kind, name: name(st.kind), low: st.low, high: st.high }))} />
              </Suspense>
            ) : (
              <p className="text-sm text-muted-foreground">{t("taxReport.chartLoading")}</p>
            )}
          </div>
          <MoneyPathTable steps={steps} id={pathId} j={j} locale={locale} distribute={distribute} />
        </div>
      </div>

      <div className="space-y-1">
        <h4 className="text-sm font-semibold">{t("taxPath.requiresTitle")}</h4>
        {requires.length ? (
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="option-requires">
            {requires.map((r) => (
              <li key={r}>{REQUIREMENTS.includes(r) ? t(`taxPath.requires.${camel(r)}`, { country: j(option.jurisdiction), residence: j(residence) }) : r}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("taxPath.requiresNothing")}</p>
        )}
      </div>

      {option.flags.length ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold">{t("taxPath.flagsTitle")}</h4>
          <ul className="space-y-1.5 text-sm" data-testid="option-flags">
            {option.flags.map((f) => (
              <li key={f} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-2">
                <Badge variant={WARNING_FLAGS.has(f) ? "warning" : "outline"} className="w-fit shrink-0">
                  {EXPLAINED_FLAGS.has(f) ? t(`taxPath.flag.${camel(f)}`) : f}
                </Badge>
                {EXPLAINED_FLAGS.has(f) ? <span className="text-muted-foreground">{t(`taxPath.flagWhy.${camel(f)}`, { country: j(option.jurisdiction), residence: j(residence) })}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="space-y-1">
        <h4 id={`tax-filings-${key}`} className="text-sm font-semibold">
          {t("taxPath.obligationsTitle")}
        </h4>
        {obligations.length ? (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`tax-filings-${key}`}>
            <table className="w-full min-w-[32rem] text-sm" data-testid="option-obligations">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3">{t("taxPath.colFiling")}</th>
                  <th scope="col" className="py-1 pr-3">{t("taxPath.colDue")}</th>
                  <th scope="col" className="py-1 pr-3">{t("taxPath.colPenalty")}</th>
                  <th scope="col" className="py-1">{t("taxReport.source")}</th>
                </tr>
              </thead>
              <tbody>
                {obligations.map((ob) => (
                  <tr key={ob.name} className="border-t align-top" lang="en">
                    <th scope="row" className="py-1.5 pr-3 text-left font-medium">{ob.name}</th>
                    <td className="py-1.5 pr-3">{ob.due}</td>
                    <td className="py-1.5 pr-3">{ob.penalty}</td>
                    <td className="py-1.5 text-xs">
                      <a href={ob.source.url} className={linkClass} rel="noreferrer" target="_blank">
                        {ob.source.title}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("taxPath.obligationsNone")}</p>
        )}
      </div>
      <TrackThis jurisdiction={option.jurisdiction} structure={option.structure} />

      <div className="space-y-1">
        <h4 id={`tax-lines-${key}`} className="text-sm font-semibold">
          {t("taxPath.linesTitle")}
        </h4>
        <BreakdownTable lines={option.breakdown} locale={locale} rules={rules} labelledBy={`tax-lines-${key}`} j={j} testId={`breakdown-${option.jurisdiction}`} />
      </div>
    </Card>
  );
}
