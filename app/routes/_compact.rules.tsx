import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { rulesQuerySchema } from "#worker/domain/rules/query";
import { PageHeader } from "#app/components/page-header";
import { Disclaimer } from "#app/components/public/disclaimer";
import { RulesExplorer } from "#app/features/rules/rules-explorer";
import { rulesKindOf, rulesPage } from "#app/features/rules/rules.server";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** The public rules explorer (issue 32 §3): the engine's parameters and the filings of the law. Open to everyone; the filter lives in the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo, t } = await pageBasics(request, context.app, "pages.rules");
  const params = new URL(request.url).searchParams;
  // A bad value in a shared link falls back to no filter instead of failing the page.
  const parsed = rulesQuerySchema.safeParse({ jurisdiction: params.get("jurisdiction"), q: params.get("q") });
  const query = parsed.success ? parsed.data : {};
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const today = new Date().toISOString().slice(0, 10);
  // ?kind=parameters|filings narrows to one kind of rule (anything else: all)
  const kind = rulesKindOf(params.get("kind"));
  return { seo, query, ...rulesPage(query, page, locale, today, { international: t("rules.international"), eu: t("rules.eu") }, kind) };
}

export default function RulesRoute() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("pages.rules.title")} description={t("pages.rules.description")} />
      <RulesExplorer {...data} />
      <Disclaimer />
    </div>
  );
}
