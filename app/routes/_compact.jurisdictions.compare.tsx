import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { compareJurisdictions, compareQuerySchema, jurisdictionOptions } from "#worker/domain/jurisdictions.server";
import { COMPARE_MAX, COMPARE_MIN } from "#worker/domain/public-constants";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { RateHistoryChart } from "#app/components/public/rate-history-chart";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { formatPercent, seoMeta } from "#app/lib/seo";
import { BackLink } from "#app/components/back-link";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const SNAPSHOT_YEARS = [2000, 2010, 2022, 2023];

/**
 * Signed in like the other children of /jurisdictions. Accepts `?j=a,b` and repeated `?j=a&j=b`
 * (the list's checkboxes and the detail page's selects); 2–4 jurisdictions (docs/decisions/043).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "public.compare", { min: String(COMPARE_MIN), max: String(COMPARE_MAX) });
  const url = new URL(request.url);
  const joined = url.searchParams.getAll("j").join(",");
  const parsed = compareQuerySchema.safeParse({ j: joined });
  const chosen = [...new Set(joined.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))];
  // The pickers' options and the chosen jurisdictions join the request's one D1 batch (decision 137).
  const [options, jurisdictions] = await Promise.all([
    jurisdictionOptions(context.app.db, locale, context.app),
    parsed.success ? compareJurisdictions(context.app.db, locale, parsed.data.j, context.app) : [],
  ]);
  if (!parsed.success) {
    return { seo, locale, options, chosen, problem: chosen.length > COMPARE_MAX ? ("tooMany" as const) : ("tooFew" as const), jurisdictions: [] };
  }
  if (jurisdictions.length !== parsed.data.j.length) throw notFoundResponse();
  return { seo, locale, options, chosen, problem: null, jurisdictions };
}

export default function Compare() {
  const { t } = useTranslation();
  const { jurisdictions, options, chosen, problem, locale } = useLoaderData<typeof loader>();
  const rateAt = (points: { year: number; rate: number }[], year: number) => points.find((p) => p.year === year)?.rate;
  return (
    <div className="space-y-6">
      <BackLink to="/jurisdictions" label={t("pages.jurisdictions.title")} />
      <PageHeader title={t("public.compare.title")} description={t("public.compare.description", { min: COMPARE_MIN, max: COMPARE_MAX })} />
      {problem ? <Alert variant="destructive">{t(`public.compare.${problem}`, { min: COMPARE_MIN, max: COMPARE_MAX })}</Alert> : null}

      <Form method="get" className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-5 sm:items-end">
        {Array.from({ length: COMPARE_MAX }, (_, i) => (
          <div key={i} className="space-y-1.5">
            <Label htmlFor={`pick-${i}`}>{t("public.compare.pick", { n: i + 1 })}</Label>
            <NativeSelect id={`pick-${i}`} name="j" defaultValue={chosen[i] ?? ""}>
              <option value="">—</option>
              {options.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <Button type="submit">{t("public.compare.submit")}</Button>
      </Form>

      {jurisdictions.length ? (
        <>
          <div className="relative overflow-x-auto rounded-lg border bg-card">
            <table className="w-full min-w-[36rem] text-sm" data-testid="compare-table">
              <caption className="sr-only">{t("public.compare.tableCaption")}</caption>
              <thead className="border-b bg-muted/50 text-left">
                <tr>
                  <td className="px-3 py-2" />
                  {jurisdictions.map((j) => (
                    <th key={j.slug} scope="col" className="px-3 py-2 text-base">
                      <Link to={`/jurisdictions/${j.slug}`} className="text-primary underline-offset-4 hover:underline">
                        {j.name}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="[&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-medium [&_th]:text-muted-foreground [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_tr]:border-b">
                <tr>
                  <th scope="row">{t("public.compare.rateIn", { year: jurisdictions[0].rateYear })}</th>
                  {jurisdictions.map((j) => (
                    <td key={j.slug} className="text-lg font-semibold tabular-nums">
                      {formatPercent(j.rate, locale)}
                    </td>
                  ))}
                </tr>
                {SNAPSHOT_YEARS.map((year) => (
                  <tr key={year}>
                    <th scope="row">{t("public.compare.rateIn", { year })}</th>
                    {jurisdictions.map((j) => {
                      const r = rateAt(j.rateHistory, year);
                      return (
                        <td key={j.slug} className="tabular-nums">
                          {r === undefined ? t("public.rate.noData") : formatPercent(r, locale)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t("public.jurisdictions.region")}</th>
                  {jurisdictions.map((j) => (
                    <td key={j.slug}>{t(`public.regions.${j.region}`)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t("public.jurisdiction.structures")}</th>
                  {jurisdictions.map((j) => (
                    <td key={j.slug}>
                      {j.structures.length ? (
                        <ul className="space-y-1">
                          {j.structures.map((s) => (
                            <li key={s.slug}>
                              <Link to={`/structures/${s.slug}`} className="text-primary underline-offset-4 hover:underline">
                                {s.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        "—"
                      )}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t("public.jurisdiction.laterChanges")}</th>
                  {jurisdictions.map((j) => (
                    <td key={j.slug}>
                      {j.laterChanges.length
                        ? j.laterChanges.map((c) => (
                            <p key={c.year + c.note}>
                              <strong>{c.year}:</strong> {c.note} <span className="text-xs text-muted-foreground">({c.source})</span>
                            </p>
                          ))
                        : "—"}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t("public.compare.advisors")}</th>
                  {jurisdictions.map((j) => (
                    <td key={j.slug}>{j.professionals.length}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <p className="text-xs text-muted-foreground">{t("public.rate.definitionShort")}</p>
          <Card className="p-4">
            <h2 className="mb-2 text-lg font-semibold">{t("public.jurisdiction.history")}</h2>
            <RateHistoryChart
              locale={locale}
              series={jurisdictions.map((j) => ({ name: j.name, points: j.rateHistory }))}
              caption={t("public.compare.chartCaption", { names: jurisdictions.map((j) => j.name).join(", ") })}
            />
          </Card>
        </>
      ) : null}
      <Disclaimer />
    </div>
  );
}
