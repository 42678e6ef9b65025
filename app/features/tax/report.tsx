import { Form, Link } from "@remix-run/react";
import { ExternalLink, Lock, Printer } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isFullOption as isFull, type TaxReportView } from "#worker/domain/tax/report-access";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { activityKey, camel, codeKey, dateOf, percent, usd, usdRange } from "./format";
import { numberFormat } from "#app/lib/intl";
import { hasPath, type V2Option } from "./engine-v2";
import { noSavingWhileYouStay, type NoSaving } from "./money-path";
import { NoSavingBanner, type ReportInputs } from "./no-saving";
import { OptionPath } from "./option-path";
import { BreakdownTable } from "./breakdown-table";

// Browser only (rendered after mount): `import.meta.env.SSR` drops recharts from the Worker bundle.
const CostChart = import.meta.env.SSR ? null : lazy(() => import("./cost-chart"));

export interface ReportNames {
  jurisdictions: Record<string, string>;
  structures: Record<string, string>;
  /** Rule texts in the UI language by `ruleId` (the stored English text is the fallback). */
  rules?: Record<string, string>;
  /** What moving involves (regime, exit tax, leaving) in the UI language, by the stored English text (worker/domain/tax/relocation-notes.ts). */
  texts?: Record<string, string>;
}

export interface ReportLinks {
  compare?: string | null;
  advisor?: string;
  buy?: string;
  vip?: string;
  signIn?: string;
  /** Where the free recomputation of a report from an earlier engine posts (saved reports only). */
  recompute?: string;
}


function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="tax-section space-y-3">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The report body, shared by the saved report page and a guest's unsaved preview on /tax. */
export function TaxReport({
  report,
  names,
  locale,
  links,
  noSaving: noSavingFromServer,
}: {
  report: TaxReportView;
  names: ReportNames;
  locale: string;
  links: ReportLinks;
  /** "No saving while you stay", decided on the whole result by the server when the view is a preview. */
  noSaving?: NoSaving | null;
}) {
  const { t, i18n } = useTranslation();
  const j = (code: string) => names.jurisdictions[code] ?? code;
  const s = (slug: string) => names.structures[slug] ?? t(`taxPath.structure.${camel(slug)}`, { defaultValue: slug });
  const residence = j(report.inputs.residence);
  const full = report.full;
  const options = report.options;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const inputs = report.inputs as TaxReportView["inputs"] & Partial<Record<"taxYear" | "owner" | "citizenship" | "managedFrom" | "customers", string | number>>;
  const pathOptions = options.filter(hasPath);
  // A v2 report's full options all carry the path; a report from engine 2025.1 has none of it.
  const stale = (report as { stale?: boolean }).stale;
  const v2 = stale !== undefined ? !stale : full ? pathOptions.length === options.length && options.length > 0 : !report.engineVersion.startsWith("2025.");
  const noSaving = full ? noSavingWhileYouStay(pathOptions, inputs.residence) : (noSavingFromServer ?? null);
  const yesNo = (b: boolean) => t(b ? "taxReport.yes" : "taxReport.no");

  return (
    <article id="tax-report" className="tax-report space-y-8" data-testid="tax-report">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("taxReport.reportTitle", { residence })}</h1>
        {report.createdAt ? (
          <p className="text-sm text-muted-foreground">{t("taxReport.reportCreated", { date: dateOf(report.createdAt, locale), version: report.engineVersion })}</p>
        ) : null}
        <Badge variant={report.status === "paid" ? "success" : "secondary"} className="print:hidden">
          {t(report.status === "paid" ? "taxReport.statusPaid" : "taxReport.statusPreview")}
        </Badge>
      </header>

      {!v2 ? (
        <section aria-labelledby="old-engine" className="space-y-2 rounded-lg border border-primary/40 bg-card p-4 print:hidden" data-testid="old-engine">
          <h2 id="old-engine" className="font-semibold">
            {t("taxPath.oldEngineTitle", { version: report.engineVersion })}
          </h2>
          <p className="text-sm text-muted-foreground">{t("taxPath.oldEngineBody")}</p>
          {links.recompute ? (
            <Form method="post" action={links.recompute}>
              <input type="hidden" name="intent" value="recompute" />
              <Button type="submit">{t("taxPath.recompute")}</Button>
            </Form>
          ) : null}
        </section>
      ) : null}

      {noSaving ? <NoSavingBanner noSaving={noSaving} inputs={inputs as unknown as ReportInputs} residence={residence} /> : null}

      <Section title={t("taxReport.yourInputs")} id="tax-inputs">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {(
            [
              ["residence", residence],
              ["activity", t(activityKey(inputs.activity))],
              ["revenue", usd(inputs.revenue, locale)],
              ["profit", usd(inputs.profit, locale)],
              ["employees", numberFormat(locale).format(inputs.employees)],
              ["distribute", t(inputs.distribute ? "taxReport.distributeYes" : "taxReport.distributeNo")],
              ["relocate", yesNo(inputs.relocate)],
              ["groupRevenueEur", numberFormat(locale === "tr" ? "tr-TR" : "en-US", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(inputs.groupRevenueEur)],
              ...(inputs.taxYear !== undefined ? ([["taxPath.taxYear", String(inputs.taxYear)]] as const) : []),
              ...(inputs.owner ? ([["taxPath.owner", t(inputs.owner === "company" ? "taxPath.ownerCompany" : "taxPath.ownerIndividual")]] as const) : []),
              ...(inputs.citizenship ? ([["taxPath.citizenship", j(String(inputs.citizenship))]] as const) : []),
              ...(inputs.managedFrom ? ([["taxPath.managedFrom", t(inputs.managedFrom === "abroad" ? "taxPath.managedAbroad" : "taxPath.managedHome", { residence })]] as const) : []),
              ...(inputs.customers ? ([["taxPath.customers", t(`taxPath.customers${String(inputs.customers).charAt(0).toUpperCase()}${String(inputs.customers).slice(1)}`, { residence })]] as const) : []),
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex flex-col">
              <dt className="text-muted-foreground">{t(key.includes(".") ? key : `taxReport.${key}`, { max: 8 })}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {!full ? (
        <Card className="space-y-3 border-primary/40 p-4 print:hidden" data-testid="tax-locked">
          <h2 className="flex items-center gap-2 font-semibold">
            <Lock className="size-4" aria-hidden />
            {t("taxReport.lockedTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("taxReport.lockedNote", { shown: options.length, count: report.optionCount })}</p>
          <div className="flex flex-wrap gap-2">
            {links.buy ? (
              <Button asChild>
                <a href={links.buy}>{t("taxReport.buyFull")}</a>
              </Button>
            ) : null}
            {links.vip ? (
              <Button asChild variant="outline">
                <a href={links.vip}>{t("taxReport.becomeVip")}</a>
              </Button>
            ) : null}
            {links.signIn ? (
              <Button asChild>
                <Link to={links.signIn}>{t("taxReport.signInToSave")}</Link>
              </Button>
            ) : null}
          </div>
        </Card>
      ) : null}

      <Section title={t("taxReport.ranking")} id="tax-ranking">
        {/* Focusable so keyboard users can scroll the wide table on a phone. */}
        <div className="relative overflow-x-auto rounded-lg border bg-card" tabIndex={0} role="region" aria-labelledby="tax-ranking">
          <table className={full ? "w-full min-w-[60rem] text-sm" : "w-full min-w-[28rem] text-sm"} data-testid="tax-ranking">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2">{t("taxReport.rank")}</th>
                <th scope="col" className="px-3 py-2">{t("taxReport.jurisdiction")}</th>
                <th scope="col" className="px-3 py-2">{t("taxReport.structure")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("taxReport.headlineRate")}</th>
                {full && v2 ? <th scope="col" className="px-3 py-2">{t("taxPath.companyResidence")}</th> : null}
                <th scope="col" className="px-3 py-2 text-right">{t(full && v2 ? "taxPath.allInRate" : "taxReport.effectiveRate")}</th>
                {full ? (
                  <>
                    <th scope="col" className="px-3 py-2 text-right">{t(v2 ? "taxPath.allInTax" : "taxReport.annualTax")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("taxReport.setupCost")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("taxReport.annualCost")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("taxReport.firstYearTotal")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("taxReport.steadyStateTotal")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("taxReport.saving")}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {options.map((o, i) => {
                const isBaseline = o.jurisdiction === report.inputs.residence;
                return (
                  <tr key={`${o.jurisdiction}:${o.structure}`} className={isBaseline ? "border-b bg-amber-50/60 last:border-0" : "border-b last:border-0"}>
                    <td className="px-3 py-2 tabular-nums">{i + 1}</td>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {j(o.jurisdiction)}
                      {isBaseline ? <span className="ml-1 text-xs font-normal text-muted-foreground">({t("taxReport.baselineShort")})</span> : null}
                    </th>
                    <td className="min-w-[9rem] px-3 py-2">{s(o.structure)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{percent(o.headlineRate, locale)}</td>
                    {full && v2 ? <td className="px-3 py-2">{hasPath(o) ? j(o.companyResidence) : ""}</td> : null}
                    <td className="px-3 py-2 text-right font-medium tabular-nums">{percent(o.effectiveRate, locale)}</td>
                    {isFull(o) ? (
                      <>
                        <td className="px-3 py-2 text-right tabular-nums">{usd(o.annualTax, locale)}</td>
                        <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{usdRange(o.setupCost, locale)}</td>
                        <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{usdRange(o.annualCost, locale)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{usd(o.firstYearTotal, locale)}</td>
                        <td className="px-3 py-2 text-right font-semibold tabular-nums">{usd(o.steadyStateTotal, locale)}</td>
                        <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                          {isBaseline ? "—" : `${usd(o.savingVsBaseline.amount, locale)} (${percent(o.savingVsBaseline.percent, locale)})`}
                        </td>
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-muted-foreground">{t("public.rate.yearSource", { year: 2025, source: "Tax Foundation, 2025" })}</p>
      </Section>

      {full ? (
        <Section title={t("taxReport.chartTitle")} id="tax-chart">
          <div className="print:break-inside-avoid">
            {mounted && CostChart ? (
              <Suspense fallback={<p className="text-sm text-muted-foreground">{t("taxReport.chartLoading")}</p>}>
                <CostChart
                  locale={locale}
                  bars={options.filter(isFull).map((o) => ({ name: j(o.jurisdiction), tax: o.annualTax, running: o.steadyStateTotal - o.annualTax }))}
                />
              </Suspense>
            ) : (
              <p className="text-sm text-muted-foreground">{t("taxReport.chartLoading")}</p>
            )}
          </div>
        </Section>
      ) : null}

      {full && v2 ? (
        <Section title={t("taxPath.optionsTitle")} id="tax-paths">
          <div className="space-y-4">
            {(options as V2Option[]).map((o, i) => (
              <OptionPath
                key={`${o.jurisdiction}:${o.structure}`}
                option={o}
                rank={i + 1}
                residence={inputs.residence}
                profit={inputs.profit}
                distribute={inputs.distribute}
                j={j}
                s={s}
                rules={names.rules}
                texts={names.texts}
                locale={locale}
                mounted={mounted}
              />
            ))}
          </div>
        </Section>
      ) : full ? (
        <Section title={t("taxReport.breakdownTitle")} id="tax-breakdown">
          <div className="space-y-4">
            {options.filter(isFull).map((o, i) => (
              <Card key={o.jurisdiction} className="tax-option space-y-3 p-4 print:break-inside-avoid" data-testid={`breakdown-${o.jurisdiction}`}>
                <h3 id={`tax-option-${o.jurisdiction}`} className="font-semibold">
                  {i + 1}. {j(o.jurisdiction)} · {s(o.structure)}
                </h3>
                {o.flags.length ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label={t("taxReport.status")}>
                    {o.flags.map((f) => (
                      <li key={f}>
                        <Badge variant={f.startsWith("eu-") || f === "substance-cfc-risk" ? "warning" : "outline"}>{t(codeKey("flag", f))}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <BreakdownTable
                  lines={o.breakdown}
                  locale={locale}
                  rules={names.rules}
                  labelledBy={`tax-option-${o.jurisdiction}`}
                  footer={
                    <tr className="border-t font-semibold">
                      <td className="py-1.5 pr-3">{t("taxReport.total")}</td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{usd(o.annualTax, locale)}</td>
                      <td className="py-1.5 pr-3 text-xs font-normal" colSpan={2}>
                        {t("taxReport.effectiveRate")}: {percent(o.effectiveRate, locale)}
                      </td>
                    </tr>
                  }
                />
              </Card>
            ))}
          </div>
        </Section>
      ) : null}

      <Section title={t("taxReport.assumptions")} id="tax-assumptions">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {report.assumptions.map((a) => (
            <li key={a.code} lang={i18n.exists(codeKey("assumption", a.code)) ? undefined : "en"}>
              {t(codeKey("assumption", a.code), { residence, defaultValue: a.text })}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("taxReport.sources")} id="tax-sources">
        <ol className="list-decimal space-y-1 pl-5 text-sm" data-testid="tax-sources">
          {report.sources.map((src) => (
            <li key={`${src.url}|${src.title}`}>
              <span className="font-medium">{src.publisher}</span>, <span lang="en">{src.title}</span> ({t("taxReport.asOf", { year: src.asOf })}).{" "}
              <a href={src.url} className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline" rel="noreferrer" target="_blank">
                {src.url}
                <ExternalLink className="size-3 print:hidden" aria-hidden />
              </a>
            </li>
          ))}
        </ol>
      </Section>

      <Disclaimer>{t("taxReport.disclaimer")}</Disclaimer>

      <div className="flex flex-wrap gap-2 print:hidden" data-testid="tax-actions">
        {links.compare ? (
          <Button asChild variant="outline">
            <Link to={links.compare}>{t("taxReport.compare")}</Link>
          </Button>
        ) : null}
        {links.advisor ? (
          <Button asChild variant="outline">
            <a href={links.advisor}>{t("taxReport.findAdvisor")}</a>
          </Button>
        ) : null}
        {full ? (
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t("taxReport.print")}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
