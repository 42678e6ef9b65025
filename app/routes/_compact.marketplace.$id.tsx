import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADVISOR_ROLES, requireUser } from "#worker/auth/permissions.server";
import { closeRequest, extendRequest, getRequest } from "#worker/domain/marketplace/requests.server";
import { acceptBid, createBid, declineBid, requestPage, withdrawBid } from "#worker/domain/marketplace/bids.server";
import { AppError } from "#worker/errors";
import { BidComparison } from "#app/features/marketplace/bid-comparison";
import { BidForm } from "#app/features/marketplace/bid-form";
import { formatDate, formatMoney } from "#app/features/marketplace/format";
import { actionFailure, intentSchema, parseBidForm, viewerOfPage, type ActionFailure } from "#app/features/marketplace/forms.server";
import { StatusBadge } from "#app/features/marketplace/status-badge";
import { WithdrawBid } from "#app/features/marketplace/withdraw-bid";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { privateHeaders } from "#app/features/workspace/headers";
import { BackLink } from "#app/components/back-link";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Signed-in guard (spec §2). The owner sees every bid; an advisor their own bid or the bid form. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const viewer = viewerOfPage(context.app);
  const { locale } = await pageBasics(request, context.app, "pages.marketplaceItem");
  // The request, the bids, the advisor's services and the contract link: one D1 batch with the shell's reads (decision 137).
  let page;
  try {
    page = await requestPage(context.app, { ...viewer, userId }, params.id ?? "", locale);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFoundResponse();
    throw error;
  }
  const { item, bids, services, isAdvisor, contract } = page;
  const { seo } = await pageBasics(request, context.app, "pages.marketplaceItem", { title: item.title, description: `${item.jurisdictionName} · ${formatMoney(item.budgetMin, locale)}–${formatMoney(item.budgetMax, locale)}` });
  const contractLink = contract ? (item.mine ? `/proposals?contract=${contract}` : `/advisor/contracts?contract=${contract}`) : null;
  return { seo, locale, item, bids, services, isAdvisor, contractLink };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const viewer = { userId, role: context.app.role };
  const form = await request.formData();
  const intent = intentSchema.safeParse(Object.fromEntries(form));
  if (!intent.success) return { error: "marketplace.errors.invalid" };
  const { db } = context.app;
  const requestId = params.id ?? "";
  try {
    switch (intent.data.intent) {
      case "bid": {
        const parsed = parseBidForm(form);
        if (!parsed.ok) return { error: "marketplace.errors.invalid", fieldErrors: parsed.fieldErrors };
        await createBid(db, viewer, requestId, parsed.data);
        break;
      }
      case "withdraw":
        await withdrawBid(db, viewer, intent.data.id ?? "");
        break;
      case "close":
        await closeRequest(db, viewer, requestId);
        break;
      case "extend":
        await extendRequest(db, viewer, requestId);
        break;
      case "accept": {
        const contract = await acceptBid(db, viewer, intent.data.id ?? "", context.app.locale);
        // the engagement letter both sign before the contract is active (issue 31)
        return redirect(`/contracts/${contract.id}/letter`);
      }
      case "decline":
        await declineBid(db, viewer, intent.data.id ?? "");
        break;
      default:
        return { error: "marketplace.errors.invalid" };
    }
  } catch (error) {
    return actionFailure(error);
  }
  return redirect(`/marketplace/${requestId}`);
}

export default function MarketplaceRequest() {
  const { t } = useTranslation();
  const { item, bids, services, isAdvisor, locale, contractLink } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionFailure | undefined;
  const busy = useNavigation().state !== "idle";
  const ownActive = bids.find((b) => !item.mine && (b.status === "pending" || b.status === "accepted"));
  return (
    <div className="space-y-6">
      <BackLink to="/marketplace" label={t("pages.marketplace.title")} />
      <PageHeader title={item.title}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={item.status} />
          <span className="text-sm text-muted-foreground">{t(`marketplace.kind.${item.kind}`)}</span>
        </div>
      </PageHeader>
      {result && !result.fieldErrors ? (
        <Alert variant="destructive">{t(result.error, { status: result.status ? t(`marketplace.status.${result.status}`) : "" })}</Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="req-about" className="space-y-3">
          <h2 id="req-about" className="text-lg font-semibold">
            {t("marketplace.form.description")}
          </h2>
          {item.description ? <p className="whitespace-pre-line leading-relaxed" data-user-content>{item.description}</p> : <p className="text-sm text-muted-foreground">{t("marketplace.privateDescription")}</p>}
          {item.reportId ? <p className="text-sm text-muted-foreground">{t("marketplace.hasReport")}</p> : null}
        </section>
        <Card className="space-y-3 p-4 text-sm">
          <dl className="space-y-2">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t("marketplace.jurisdiction")}</dt>
              <dd>{item.jurisdictionName}</dd>
            </div>
            {item.structureName ? (
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{t("marketplace.structure")}</dt>
                <dd className="text-right">{item.structureName}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t("marketplace.budget")}</dt>
              <dd>
                {formatMoney(item.budgetMin, locale)} – {formatMoney(item.budgetMax, locale)}
              </dd>
            </div>
            {item.deadline ? (
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{t("marketplace.deadline")}</dt>
                <dd>{formatDate(item.deadline, locale)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t("marketplace.bids")}</dt>
              <dd>{item.bidCount}</dd>
            </div>
          </dl>
          {item.expiresAt ? (
            <p className="text-muted-foreground" data-testid="request-expiry">
              {t("marketplace.expiry.closesOn", { date: formatDate(item.expiresAt.slice(0, 10), locale) })}
            </p>
          ) : null}
          {item.mine && item.status === "open" ? (
            <div className="grid gap-2">
              <Button asChild variant="outline" className="w-full">
                <Link to={`/marketplace/${item.id}/edit`}>{t("marketplace.edit.link")}</Link>
              </Button>
              <Form method="post" className="grid gap-2">
                <Button type="submit" name="intent" value="extend" variant="outline" className="w-full" disabled={busy}>
                  {t("marketplace.expiry.extend")}
                </Button>
                <Button type="submit" name="intent" value="close" variant="outline" className="w-full" disabled={busy}>
                  {t("marketplace.closeRequest")}
                </Button>
              </Form>
            </div>
          ) : null}
        </Card>
      </div>
      {item.mine ? (
        <section aria-labelledby="req-bids" className="space-y-3">
          <h2 id="req-bids" className="text-lg font-semibold">
            {t("marketplace.proposals.received", { count: bids.length })}
          </h2>
          {contractLink ? (
            <Button asChild>
              <Link to={contractLink}>{t("marketplace.advisorBids.openContract")}</Link>
            </Button>
          ) : null}
          <BidComparison bids={bids} locale={locale} canDecide={item.status === "open"} busy={busy} />
        </section>
      ) : null}
      {isAdvisor ? (
        <section aria-labelledby="req-your-bid" className="space-y-3">
          <h2 id="req-your-bid" className="text-lg font-semibold">
            {t("marketplace.bid.yours")}
          </h2>
          {ownActive ? (
            <Card className="space-y-2 p-4 text-sm" data-testid="own-bid">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{formatMoney(ownActive.amount, locale)}</p>
                <StatusBadge status={ownActive.status} />
              </div>
              <p>{t("marketplace.days", { count: ownActive.timelineDays })}</p>
              {contractLink && ownActive.status === "accepted" ? (
                <Button asChild size="sm">
                  <Link to={contractLink}>{t("marketplace.advisorBids.openContract")}</Link>
                </Button>
              ) : null}
              {ownActive.status === "pending" ? <WithdrawBid bidId={ownActive.id} busy={busy} /> : null}
            </Card>
          ) : item.status === "open" ? (
            <Card className="p-4">
              <BidForm services={services} errors={result?.fieldErrors} busy={busy} locale={locale} />
            </Card>
          ) : (
            <p className="text-sm text-muted-foreground">{t("marketplace.bid.closed")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
