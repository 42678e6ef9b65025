import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADVISOR_ROLES, requireRole } from "../../worker/auth/permissions.server";
import { getContract, listContracts } from "../../worker/domain/marketplace/contracts.server";
import { AppError } from "../../worker/errors";
import { contractAction } from "~/features/marketplace/contract-actions.server";
import { ContractList } from "~/features/marketplace/contract-list";
import { ContractView } from "~/features/marketplace/contract-view";
import type { ActionFailure } from "~/features/marketplace/forms.server";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { notFoundResponse, pageBasics } from "~/lib/page.server";
import { seoMeta } from "~/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Advisor guard: the advisor's contracts; `?contract=` opens one (submit work, cancel). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireRole(context.app, ADVISOR_ROLES);
  const { locale, seo } = await pageBasics(request, context.app, "marketplace.advisorContracts");
  const contractId = new URL(request.url).searchParams.get("contract");
  if (contractId) {
    let contract;
    try {
      contract = await getContract(context.app.db, userId, contractId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw notFoundResponse();
      throw error;
    }
    if (contract.advisorId !== userId) throw redirect(`/proposals?contract=${contract.id}`);
    return { seo, locale, contract, contracts: [] };
  }
  return { seo, locale, contract: null, contracts: await listContracts(context.app.db, userId, "advisor") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireRole(context.app, ADVISOR_ROLES);
  return contractAction(context.app, userId, await request.formData(), "/advisor/contracts");
}

export default function AdvisorContracts() {
  const { t } = useTranslation();
  const { contract, contracts, locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionFailure | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      {contract ? (
        <nav aria-label={t("public.breadcrumb")} className="text-sm">
          <Link to="/advisor/contracts" className="text-primary underline-offset-4 hover:underline">
            ← {t("marketplace.advisorContracts.title")}
          </Link>
        </nav>
      ) : (
        <PageHeader title={t("marketplace.advisorContracts.title")} description={t("marketplace.advisorContracts.description")} />
      )}
      {result ? <Alert variant="destructive">{t(result.error, { status: result.status ? t(`marketplace.status.${result.status}`) : "" })}</Alert> : null}
      {contract ? (
        <ContractView contract={contract} side="advisor" locale={locale} busy={busy} canFund={false} idempotencyKey="" ledger={[]} />
      ) : (
        <ContractList contracts={contracts} side="advisor" locale={locale} base="/advisor/contracts" />
      )}
    </div>
  );
}
