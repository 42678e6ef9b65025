import { redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "#worker/auth/permissions.server";
import { CATALOGUE_JURISDICTION_INDEX } from "#worker/domain/catalogue-index.generated";
import { computeTaxReport, ENGINE_VERSION, ruleText } from "#worker/domain/tax/engine";
import { turkishOf } from "#worker/domain/tax/params/turkish";
import { isFullOption } from "#worker/domain/tax/report-access";
import { jurisdictionNames, structureNames } from "#worker/domain/tax/page-data.server";
import { getTaxReport, recomputeTaxReport } from "#worker/domain/tax/reports.server";
import { pendingRuleChanges, resolveRuleChanges } from "#worker/domain/rules/notify.server";
import { movingTexts } from "#worker/domain/tax/relocation-texts";
import { RuleChangeNotice } from "#app/features/rules/rule-change-notice";
import { TaxReport } from "#app/features/tax/report";
import { countriesOf, hasPath } from "#app/features/tax/engine-v2";
import { noSavingWhileYouStay } from "#app/features/tax/money-path";
import printCss from "#app/features/tax/report-print.css?url";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);
/** A personal document: never cached by a browser or proxy. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const links: LinksFunction = () => [{ rel: "stylesheet", href: printCss }];

const SLUG_BY_ISO3 = new Map(CATALOGUE_JURISDICTION_INDEX.map((j) => [j.iso3 as string, j.slug]));
const COMPARE_MAX = 4;

/** The person's own report (anyone else's is a 404); preview or full per fullReportUnlocked. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const report = await getTaxReport(context.app.db, userId, params.id ?? "");
  if (!report) throw notFoundResponse();
  const { locale, seo } = await pageBasics(request, context.app, "pages.tax");
  const ruleChanges = await pendingRuleChanges(context.app.db, userId, report.id ?? "", locale);
  const codes = countriesOf(report.inputs, report.options);
  // Compare in detail: the baseline and the best options that have a catalogue page (2–4 of them).
  const slugs = [report.inputs.residence, ...report.options.map((o) => o.jurisdiction)]
    .filter((c, i, all) => all.indexOf(c) === i)
    .map((c) => SLUG_BY_ISO3.get(c))
    .filter((s): s is string => Boolean(s))
    .slice(0, COMPARE_MAX);
  const id = encodeURIComponent(report.id ?? "");
  // A preview hides the options' figures, not the honest headline: "no saving while you stay" is
  // decided on the whole result, recomputed (deterministic, the same engine) from the stored inputs.
  const whole = !report.full && report.engineVersion === ENGINE_VERSION ? computeTaxReport(report.inputs) : null;
  return {
      seo,
      locale,
      report,
      ruleChanges,
      noSaving: whole ? noSavingWhileYouStay(whole.options.filter(hasPath), whole.inputs.residence) : null,
      names: { jurisdictions: jurisdictionNames(codes, locale), structures: structureNames(locale), rules: ruleTexts(report.options, locale), texts: movingTexts(report.options.filter(isFullOption), locale) },
      links: {
        compare: slugs.length >= 2 ? `/jurisdictions/compare?j=${slugs.join(",")}` : null,
        advisor: `/marketplace/new?reportId=${id}`,
        buy: report.full ? undefined : `/checkout?purpose=report&reportId=${id}`,
        vip: report.full ? undefined : "/checkout?purpose=vip",
        // A report computed by an older engine is recomputed for free by this route's action.
        recompute: report.stale ? `/tax/reports/${id}` : undefined,
      },
  };
}

/** "Recompute for free": the person's own report only (anyone else's is a 404), then the page again. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = await request.formData();
  if (form.get("intent") !== "recompute") throw notFoundResponse();
  const report = await recomputeTaxReport(context.app.db, userId, params.id ?? "");
  if (!report) throw notFoundResponse();
  await resolveRuleChanges(context.app.db, userId, [params.id ?? ""]);
  return redirect(`/tax/reports/${encodeURIComponent(params.id ?? "")}`);
}

function ruleTexts(options: Parameters<typeof isFullOption>[0][], locale: "en" | "tr"): Record<string, string> {
  const out: Record<string, string> = {};
  // v2 parameters: the line's text is the parameter's (or a value's) English, its Turkish written
  // beside it (decision 271); a rule id whose lines say different things stays in English.
  const said = new Map<string, Set<string>>();
  for (const o of options.filter(isFullOption)) for (const l of o.breakdown) said.set(l.ruleId, (said.get(l.ruleId) ?? new Set()).add(l.rule));
  for (const o of options.filter(isFullOption))
    for (const l of o.breakdown) {
      const text = ruleText(l.ruleId, locale) ?? (locale === "tr" && said.get(l.ruleId)?.size === 1 ? turkishOf(l.rule) : undefined);
      if (text) out[l.ruleId] = text;
    }
  return out;
}

export default function TaxReportPage() {
  const { report, names, locale, links, noSaving, ruleChanges } = useLoaderData<typeof loader>();
  return (
    <>
      <RuleChangeNotice changes={ruleChanges} action={`/tax/reports/${encodeURIComponent(report.id ?? "")}`} />
      <TaxReport report={report} names={names} locale={locale} links={links} noSaving={noSaving} />
    </>
  );
}
