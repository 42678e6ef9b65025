import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADVISOR_ROLES, requireRole } from "#worker/auth/permissions.server";
import { advisorEarnings, sideContracts } from "#worker/domain/marketplace/contracts.server";
import { AppError } from "#worker/errors";
import { contractPage } from "#worker/domain/marketplace/contract-page.server";
import { contractAction } from "#app/features/marketplace/contract-actions.server";
import { ContractList } from "#app/features/marketplace/contract-list";
import { ContractView } from "#app/features/marketplace/contract-view-deferred";
import { formatMoney } from "#app/features/marketplace/format";
import type { ActionFailure } from "#app/features/marketplace/forms.server";
import { privateHeaders } from "#app/features/workspace/headers";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Card } from "#app/components/ui/card";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { BackLink } from "#app/components/back-link";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/**
 * Advisor guard: the advisor's contracts and their payable balance (what approved milestones
 * earned them, commission already taken); `?contract=` opens one (submit work, cancel, history).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireRole(context.app, ADVISOR_ROLES);
  const { locale, seo } = await pageBasics(request, context.app, "marketplace.advisorContracts");
  const contractId = new URL(request.url).searchParams.get("contract");
  if (contractId) {
    // one D1 batch with the shell's reads: the contract (milestones, history, escrow, ledger), its reviews and workroom
    const { contract, ownSide, reviews, messages } = await contractPage(context.app, userId, contractId, "advisor", locale).catch((error) => {
      if (error instanceof AppError && error.status === 404) throw notFoundResponse();
      throw error;
    });
    // the client's side of a contract lives under /proposals
    if (!ownSide) throw redirect(`/proposals?contract=${contract.id}`);
    return { seo, locale, contract, reviews, messages, contracts: [], earnings: null };
  }
  // one D1 batch with the shell's reads
  const [contracts, money] = await Promise.all([sideContracts(context.app, userId, "advisor", locale), advisorEarnings(context.app, userId)]);
  // marketplace money is USD (contracts carry their currency; every demo and request is USD)
  const usd = (rows: { amount: number; currency: string }[]) => rows.find((r) => r.currency === "USD")?.amount ?? 0;
  return { seo, locale, contract: null, reviews: null, messages: [], contracts, earnings: { payable: usd(money.payable), inEscrow: usd(money.inEscrow) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireRole(context.app, ADVISOR_ROLES);
  return contractAction(context.app, userId, await request.formData(), "/advisor/contracts");
}

export default function AdvisorContracts() {
  const { t } = useTranslation();
  const { contract, reviews, messages, contracts, earnings, locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionFailure | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      {contract ? (
        <BackLink to="/advisor/contracts" label={t("marketplace.advisorContracts.title")} />
      ) : (
        <PageHeader title={t("marketplace.advisorContracts.title")} description={t("marketplace.advisorContracts.description")} />
      )}
      {result ? <Alert variant="destructive">{t(result.error, { status: result.status ? t(`marketplace.status.${result.status}`) : "" })}</Alert> : null}
      {earnings ? (
        <section aria-labelledby="earnings" className="grid gap-3 sm:grid-cols-2">
          <h2 id="earnings" className="sr-only">
            {t("marketplace.advisorContracts.earnings")}
          </h2>
          {(
            [
              ["payable", earnings.payable, "marketplace.advisorContracts.payableNote"],
              ["inEscrow", earnings.inEscrow, "marketplace.advisorContracts.inEscrowNote"],
            ] as const
          ).map(([key, cents, note]) => (
            <Card key={key} className="p-4">
              <p className="text-sm text-muted-foreground">{t(`marketplace.advisorContracts.${key}`)}</p>
              <p className="text-2xl font-semibold" data-testid={`advisor-${key}`}>
                {formatMoney(cents, locale)}
              </p>
              <p className="text-xs text-muted-foreground">{t(note)}</p>
            </Card>
          ))}
        </section>
      ) : null}
      {contract ? (
        <ContractView contract={contract} side="advisor" locale={locale} busy={busy} reviews={reviews} messages={messages} />
      ) : (
        <ContractList contracts={contracts} side="advisor" locale={locale} base="/advisor/contracts" />
      )}
    </div>
  );
}
