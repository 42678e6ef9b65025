import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { privateHeaders } from "#app/features/workspace/headers";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { sideContracts } from "#worker/domain/marketplace/contracts.server";
import { ownRequestsRead, type Bid } from "#worker/domain/marketplace/requests.server";
import { listBidsForOwner } from "#worker/domain/marketplace/bids.server";
import { AppError } from "#worker/errors";
import { BidComparison } from "#app/features/marketplace/bid-comparison";
import { contractPage } from "#worker/domain/marketplace/contract-page.server";
import { contractAction } from "#app/features/marketplace/contract-actions.server";
import { ContractList } from "#app/features/marketplace/contract-list";
import { ContractView } from "#app/features/marketplace/contract-view-deferred";
import { formatMoney } from "#app/features/marketplace/format";
import { viewerOfPage, type ActionFailure } from "#app/features/marketplace/forms.server";
import { StatusBadge } from "#app/features/marketplace/status-badge";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { BackLink } from "#app/components/back-link";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2): the person's requests with their proposals, and their contracts as client. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.proposals");
  const contractId = new URL(request.url).searchParams.get("contract");
  if (contractId) {
    // one D1 batch with the shell's reads: the contract (milestones, history, escrow, ledger), its reviews and workroom
    const { contract, ownSide, reviews, messages } = await contractPage(context.app, userId, contractId, "client", locale).catch((error) => {
      if (error instanceof AppError && error.status === 404) throw notFoundResponse();
      throw error;
    });
    // the advisor's side of a contract lives under /advisor/contracts
    if (!ownSide) throw redirect(`/advisor/contracts?contract=${contract.id}`);
    return { seo, locale, contract, reviews, messages, requests: [], bids: [], contracts: [] };
  }
  // one D1 batch with the shell's reads: the requests, their bids and the contracts, each keyed by the person
  const [requests, bids, contracts] = await Promise.all([
    ownRequestsRead(context.app, { ...viewerOfPage(context.app), userId }, locale),
    listBidsForOwner(context.app, userId, locale),
    sideContracts(context.app, userId, "client", locale),
  ]);
  return { seo, locale, contract: null, reviews: null, messages: [], requests, bids, contracts };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  return contractAction(context.app, userId, await request.formData(), "/proposals");
}

export default function Proposals() {
  const { t } = useTranslation();
  const { contract, reviews, messages, requests, bids, contracts, locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionFailure | undefined;
  const busy = useNavigation().state !== "idle";
  const alert = result ? <Alert variant="destructive">{t(result.error, { status: result.status ? t(`marketplace.status.${result.status}`) : "" })}</Alert> : null;
  if (contract) {
    return (
      <div className="space-y-6">
        <BackLink to="/proposals" label={t("pages.proposals.title")} />
        {alert}
        <ContractView contract={contract} side="client" locale={locale} busy={busy} reviews={reviews} messages={messages} />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <PageHeader title={t("pages.proposals.title")} description={t("marketplace.proposals.intro")}>
        <div className="pt-2">
          <Button asChild>
            <Link to="/marketplace/new">{t("marketplace.postRequest")}</Link>
          </Button>
        </div>
      </PageHeader>
      {alert}
      <section aria-labelledby="my-contracts" className="space-y-3">
        <h2 id="my-contracts" className="text-xl font-semibold">
          {t("marketplace.contract.mine")}
        </h2>
        <ContractList contracts={contracts} side="client" locale={locale} base="/proposals" />
      </section>
      <section aria-labelledby="my-requests" className="space-y-6">
        <h2 id="my-requests" className="text-xl font-semibold">
          {t("marketplace.proposals.byRequest")}
        </h2>
        {requests.length === 0 ? <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">{t("marketplace.proposals.noRequests")}</p> : null}
        {/* open requests first: those still need a decision */}
        {[...requests].sort((a, b) => Number(b.status === "open") - Number(a.status === "open")).map((r) => (
          <div key={r.id} className="space-y-3" data-testid={`group-${r.id}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold">
                <Link to={`/marketplace/${r.id}`} className="hover:underline" data-user-content>
                  {r.title}
                </Link>
              </h3>
              <StatusBadge status={r.status} />
              <span className="text-sm text-muted-foreground">
                {r.jurisdictionName} · {formatMoney(r.budgetMin, locale)} – {formatMoney(r.budgetMax, locale)}
              </span>
            </div>
            {r.status === "open" ? (
              <BidComparison bids={bids.filter((b) => b.requestId === r.id)} locale={locale} canDecide busy={busy} heading="h4" />
            ) : (
              <Awarded bid={bids.find((b) => b.requestId === r.id && b.status === "accepted")} contractId={contracts.find((c) => c.requestId === r.id)?.id} locale={locale} />
            )}
          </div>
        ))}
      </section>
    </div>
  );
}

/** A decided request: who got it and the way to its contract (the comparison is only for open ones). */
function Awarded({ bid, contractId, locale }: { bid: Bid | undefined; contractId: string | undefined; locale: string }) {
  const { t } = useTranslation();
  if (!bid) return <p className="text-sm text-muted-foreground">{t("marketplace.proposals.noneAccepted")}</p>;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span>{t("marketplace.proposals.awardedTo", { name: bid.advisor.name, amount: formatMoney(bid.amount, locale) })}</span>
      {contractId ? (
        <Link to={`/proposals?contract=${contractId}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {t("marketplace.advisorBids.openContract")}
        </Link>
      ) : null}
    </p>
  );
}
