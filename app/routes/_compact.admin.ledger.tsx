import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireRole } from "#worker/auth/permissions.server";
import { recentTransactions, trialBalance } from "#worker/domain/billing/ledger.server";
import { AdminLedger } from "#app/features/billing/admin-ledger";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Admin only: balances per account, the trial balance (always zero) and the latest transactions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "billing.pages.adminLedger");
  const [balance, transactions] = await Promise.all([trialBalance(context.app), recentTransactions(context.app)]);
  return { seo, locale, ...balance, transactions };
}

export default function AdminLedgerPage() {
  const data = useLoaderData<typeof loader>();
  return <AdminLedger {...data} />;
}
