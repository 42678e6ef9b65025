import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { jurisdictionOptions } from "#worker/domain/jurisdictions.server";
import { listRequests } from "#worker/domain/marketplace/requests.server";
import { requestsQuerySchema, type RequestsQuery } from "#worker/domain/marketplace/schemas";
import { listStructures } from "#worker/domain/structures.server";
import { dollarsToCents, viewerOfPage } from "#app/features/marketplace/forms.server";
import { RequestCard } from "#app/features/marketplace/request-card";
import { PageHeader } from "#app/components/page-header";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Open to everyone (spec §2): open requests with their public fields; filters live in the URL (budget in whole USD). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.marketplace");
  const params = new URL(request.url).searchParams;
  const filters = {
    jurisdiction: params.get("jurisdiction") ?? "",
    structure: params.get("structure") ?? "",
    kind: params.get("kind") ?? "",
    budgetMin: params.get("budgetMin") ?? "",
    budgetMax: params.get("budgetMax") ?? "",
  };
  // A bad value in a shared link drops that filter (only that one) instead of failing the page.
  const raw = {
    jurisdiction: filters.jurisdiction || undefined,
    structure: filters.structure || undefined,
    kind: filters.kind || undefined,
    budgetMin: dollarsToCents(filters.budgetMin),
    budgetMax: dollarsToCents(filters.budgetMax),
  };
  const query: RequestsQuery = Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) => {
      const one = requestsQuerySchema.shape[key as keyof typeof raw].safeParse(value);
      return one.success && one.data !== undefined ? [[key, one.data]] : [];
    }),
  );
  const [requests, places, forms] = await Promise.all([
    listRequests(context.app.db, viewerOfPage(context.app), query, locale, context.app),
    jurisdictionOptions(context.app.db, locale),
    listStructures(context.app.db, locale),
  ]);
  // the filters' choices as the selects show them (code and name)
  return { seo, locale, filters, requests, places: places.map(({ iso3, name }) => ({ iso3, name })), structures: forms.map((s) => ({ slug: s.slug, name: s.name })), signedIn: context.app.isSignedIn };
}

export default function Marketplace() {
  const { t } = useTranslation();
  const { requests, filters, places, structures, locale, signedIn } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("pages.marketplace.title")} description={t("marketplace.intro")}>
        <div className="flex flex-wrap gap-2 pt-2">
          <Button asChild>
            <Link to="/marketplace/new">
              <Plus aria-hidden /> {t("marketplace.postRequest")}
            </Link>
          </Button>
          {signedIn ? (
            <Button asChild variant="outline">
              <Link to="/proposals">{t("marketplace.myRequests")}</Link>
            </Button>
          ) : null}
        </div>
      </PageHeader>
      <Form method="get" role="search" aria-label={t("marketplace.filters")} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1.5fr_1.5fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="f-jurisdiction">{t("marketplace.jurisdiction")}</Label>
          <NativeSelect id="f-jurisdiction" name="jurisdiction" defaultValue={filters.jurisdiction}>
            <option value="">{t("marketplace.any")}</option>
            {places.map((p) => (
              <option key={p.iso3} value={p.iso3}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="f-structure">{t("marketplace.structure")}</Label>
          <NativeSelect id="f-structure" name="structure" defaultValue={filters.structure}>
            <option value="">{t("marketplace.any")}</option>
            {structures.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="f-kind">{t("marketplace.kindLabel")}</Label>
          <NativeSelect id="f-kind" name="kind" defaultValue={filters.kind}>
            <option value="">{t("marketplace.any")}</option>
            <option value="implementation">{t("marketplace.kind.implementation")}</option>
            <option value="recurring">{t("marketplace.kind.recurring")}</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="f-budget-min">{t("marketplace.budgetFrom")}</Label>
          <Input id="f-budget-min" name="budgetMin" inputMode="numeric" defaultValue={filters.budgetMin} placeholder="USD" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="f-budget-max">{t("marketplace.budgetTo")}</Label>
          <Input id="f-budget-max" name="budgetMax" inputMode="numeric" defaultValue={filters.budgetMax} placeholder="USD" />
        </div>
        <Button type="submit">{t("marketplace.applyFilters")}</Button>
      </Form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("marketplace.resultCount", { count: requests.length })}
      </p>
      {requests.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">{t("marketplace.noRequests")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {requests.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
