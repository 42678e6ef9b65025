import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "#worker/auth/permissions.server";
import { billingOverview } from "#worker/domain/billing/payments.server";
import { VIP_SUPPORT_RESPONSE_HOURS } from "#worker/domain/billing/plans";
import { BillingOverview } from "#app/features/billing/billing-overview";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

/** Personal money data is never cached. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** The signed-in user's own payments and membership (one D1 round trip). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { seo, locale } = await pageBasics(request, context.app, "billing.pages.billing");
  const overview = await billingOverview(context.app, userId, new Date());
  return { seo, locale, vipHours: VIP_SUPPORT_RESPONSE_HOURS, ...overview };
}

export default function Billing() {
  const data = useLoaderData<typeof loader>();
  return <BillingOverview {...data} />;
}
