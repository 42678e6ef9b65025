import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireRole } from "../../worker/auth/permissions.server";
import { requireAdminAction } from "../../worker/auth/step-up.server";
import { listDisputedContracts, resolveMilestone } from "../../worker/domain/marketplace/contracts.server";
import { AdminDisputes, type ResolveResult } from "~/features/marketplace/admin-disputes";
import { actionFailure, dollarsToCents } from "~/features/marketplace/forms.server";
import { privateHeaders } from "~/features/workspace/headers";
import { pageBasics } from "~/lib/page.server";
import { seoMeta } from "~/lib/seo";
import { paymentProvider } from "../../worker/domain/billing/provider.server";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Admin only: contracts with a disputed milestone, each with a split form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "marketplace.disputes");
  return { seo, locale, contracts: await listDisputedContracts(context.app.db, locale) };
}

const formSchema = z.object({
  contractId: z.string().min(1).max(100),
  milestoneId: z.string().min(1).max(100),
  toAdvisor: z.string().max(30),
  toClient: z.string().max(30),
});
const cents = z.number({ invalid_type_error: "marketplace.invalid.split" }).int().min(0, "marketplace.invalid.split");

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = await requireAdminAction(context.app);
  const form = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { error: "marketplace.errors.invalid" } satisfies ResolveResult;
  const { contractId, milestoneId } = form.data;
  const values = { toAdvisor: form.data.toAdvisor, toClient: form.data.toClient };
  const toAdvisor = cents.safeParse(dollarsToCents(values.toAdvisor));
  const toClient = cents.safeParse(dollarsToCents(values.toClient));
  if (!toAdvisor.success || !toClient.success) {
    const fieldErrors = { ...(toAdvisor.success ? {} : { toAdvisor: "marketplace.invalid.split" }), ...(toClient.success ? {} : { toClient: "marketplace.invalid.split" }) };
    return { error: "marketplace.errors.invalid", milestoneId, fieldErrors, values } satisfies ResolveResult;
  }
  try {
    await resolveMilestone(context.app.db, userId, contractId, milestoneId, { toAdvisor: toAdvisor.data, toClient: toClient.data }, undefined, paymentProvider(context.app.env));
  } catch (error) {
    const failure = actionFailure(error);
    // the domain's only field error here: the two parts do not add up to the milestone
    const fieldErrors = failure.fieldErrors?.toAdvisor ? { toAdvisor: "marketplace.invalid.splitSum" } : undefined;
    return { ...failure, fieldErrors, milestoneId, values } satisfies ResolveResult;
  }
  throw redirect("/admin/disputes");
}

export default function AdminDisputesPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <AdminDisputes contracts={data.contracts} locale={data.locale} result={result} />;
}
