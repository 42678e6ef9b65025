import { useRootData } from "#app/root";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { jurisdictionQuerySchema, listJurisdictions, RATE_SOURCE } from "#worker/domain/jurisdictions.server";
import { COMPARE_MAX, REGIONS } from "#worker/domain/public-constants";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { pageBasics } from "#app/lib/page.server";
import { formatPercent, seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Open to everyone (spec §2); filters live in the URL so they survive a reload. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.jurisdictions");
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  // Bad values in a shared link fall back to the defaults instead of failing the page.
  const parsed = jurisdictionQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : jurisdictionQuerySchema.parse({});
  // Only what the table shows goes into the page's data (not each row's ISO codes or featured flag).
  const jurisdictions = (await listJurisdictions(context.app.db, locale, query)).map(({ slug, name, region, rate, rateYear, source }) => ({ slug, name, region, rate, rateYear, source }));
  return { seo, locale, query, jurisdictions, source: RATE_SOURCE };
}

export default function Jurisdictions() {
  const { t } = useTranslation();
  const { jurisdictions, query, locale, source } = useLoaderData<typeof loader>();
  // Guest wording ("sign in to open…") only for people who are not signed in.
  const signedIn = Boolean(useRootData()?.user);
  const submit = useSubmit();
  return (
    <div className="space-y-6">
      <PageHeader title={t("pages.jurisdictions.title")} description={t(signedIn ? "public.jurisdictions.introSignedIn" : "public.jurisdictions.intro", { source: source.citation })} />
      <Form method="get" role="search" aria-label={t("public.jurisdictions.filters")} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="j-search">{t("public.jurisdictions.search")}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
            <Input id="j-search" type="search" name="search" defaultValue={query.search ?? ""} placeholder={t("public.jurisdictions.searchPlaceholder")} className="pl-9" />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="j-region">{t("public.jurisdictions.region")}</Label>
          <NativeSelect id="j-region" name="region" defaultValue={query.region ?? ""} onChange={(e) => submit(e.currentTarget.form)}>
            <option value="">{t("public.jurisdictions.allRegions")}</option>
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {t(`public.regions.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="j-sort">{t("public.jurisdictions.sortBy")}</Label>
          <NativeSelect id="j-sort" name="sort" defaultValue={query.sort} onChange={(e) => submit(e.currentTarget.form)}>
            <option value="name">{t("public.jurisdictions.sortName")}</option>
            <option value="rate">{t("public.jurisdictions.sortRate")}</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="j-order">{t("public.jurisdictions.order")}</Label>
          <NativeSelect id="j-order" name="order" defaultValue={query.order} onChange={(e) => submit(e.currentTarget.form)}>
            <option value="asc">{t("public.jurisdictions.asc")}</option>
            <option value="desc">{t("public.jurisdictions.desc")}</option>
          </NativeSelect>
        </div>
        <Button type="submit">{t("public.jurisdictions.apply")}</Button>
      </Form>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("public.jurisdictions.count", { count: jurisdictions.length })}
      </p>

      <Form method="get" action="/jurisdictions/compare" id="compare-form" className="space-y-3">
        <div className="relative overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("public.jurisdictions.tableCaption", { source: source.citation })}</caption>
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <span className="sr-only">{t("public.jurisdictions.compareColumn")}</span>
                </th>
                <th scope="col" className="px-3 py-2">{t("public.jurisdictions.name")}</th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">{t("public.jurisdictions.region")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("public.jurisdictions.rate")}</th>
              </tr>
            </thead>
            <tbody>
              {jurisdictions.map((j) => (
                <tr key={j.slug} className="border-b last:border-0 hover:bg-muted/30">
                  <td className="px-3 py-2">
                    <input type="checkbox" name="j" value={j.slug} aria-label={t("public.jurisdictions.selectToCompare", { name: j.name })} className="size-4 accent-primary" />
                  </td>
                  <td className="px-3 py-2">
                    <Link to={`/jurisdictions/${j.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {j.name}
                    </Link>
                    <span className="block text-xs text-muted-foreground sm:hidden">{t(`public.regions.${j.region}`)}</span>
                  </td>
                  <td className="hidden px-3 py-2 text-muted-foreground sm:table-cell">{t(`public.regions.${j.region}`)}</td>
                  <td className="px-3 py-2 text-right">
                    <span className="font-semibold tabular-nums">{formatPercent(j.rate, locale)}</span>
                    <span className="block text-xs text-muted-foreground">{t("public.rate.yearSource", { year: j.rateYear, source: j.source })}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {jurisdictions.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t("public.jurisdictions.none")}{" "}
            <Link to="/jurisdictions" className="text-primary underline">
              {t("public.jurisdictions.clear")}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary">
            {t("public.jurisdictions.compareSelected")}
          </Button>
          <span className="text-xs text-muted-foreground">{t(signedIn ? "public.jurisdictions.compareHintSignedIn" : "public.jurisdictions.compareHint", { max: COMPARE_MAX })}</span>
        </div>
      </Form>
      <p className="text-xs text-muted-foreground">{t("public.rate.definitionShort")}</p>
      <Disclaimer />
    </div>
  );
}
