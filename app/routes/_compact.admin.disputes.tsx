import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireRole } from "#worker/auth/permissions.server";
import { requireAdminAction } from "#worker/auth/step-up.server";
import { listDisputedContracts } from "#worker/domain/marketplace/contracts.server";
import { decideDispute } from "#worker/domain/marketplace/disputes.server";
import { AdminDisputes, type ResolveResult } from "#app/features/marketplace/admin-disputes";
import { actionFailure, dollarsToCents } from "#app/features/marketplace/forms.server";
import { privateHeaders } from "#app/features/workspace/headers";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { paymentProvider } from "#worker/domain/billing/provider.server";

export const headers = privateHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Admin only: contracts with a disputed milestone, each with its timeline and the decision form (release, refund or split, with reasoning). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "marketplace.disputes");
  return { seo, locale, contracts: await listDisputedContracts(context.app, locale) };
}

const formSchema = z.object({
  contractId: z.string().min(1).max(100),
  milestoneId: z.string().min(1).max(100),
  decision: z.enum(["release", "refund", "split"]).default("split"),
  toAdvisor: z.string().max(30).default(""),
  toClient: z.string().max(30).default(""),
  reasoning: z.string().max(5000).default(""),
});
const cents = z.number({ invalid_type_error: "marketplace.invalid.split" }).int().min(0, "marketplace.invalid.split");

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = await requireAdminAction(context.app);
  const form = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { error: "marketplace.errors.invalid" } satisfies ResolveResult;
  const { contractId, milestoneId, decision, reasoning } = form.data;
  const values = { toAdvisor: form.data.toAdvisor, toClient: form.data.toClient, reasoning, decision };
  const toAdvisor = cents.safeParse(dollarsToCents(values.toAdvisor));
  const toClient = cents.safeParse(dollarsToCents(values.toClient));
  if (decision === "split" && (!toAdvisor.success || !toClient.success)) {
    const fieldErrors = { ...(toAdvisor.success ? {} : { toAdvisor: ["marketplace.invalid.split"] }), ...(toClient.success ? {} : { toClient: ["marketplace.invalid.split"] }) };
    return { error: "marketplace.errors.invalid", milestoneId, fieldErrors, values } satisfies ResolveResult;
  }
  try {
    const parts = decision === "split" ? { toAdvisor: toAdvisor.data, toClient: toClient.data } : {};
    await decideDispute(context.app.db, userId, contractId, milestoneId, { decision, reasoning, ...parts }, undefined, paymentProvider(context.app.env));
  } catch (error) {
    const failure = actionFailure(error);
    // the domain's field errors here: the two parts do not add up to the milestone, or no reasoning
    const fieldErrors = {
      ...(failure.fieldErrors?.toAdvisor ? { toAdvisor: ["marketplace.invalid.splitSum"] } : {}),
      ...(failure.fieldErrors?.reasoning ? { reasoning: ["marketplace.invalid.reasoning"] } : {}),
    };
    return { ...failure, fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : undefined, milestoneId, values } satisfies ResolveResult;
  }
  throw redirect("/admin/disputes");
}

export default function AdminDisputesPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <AdminDisputes contracts={data.contracts} locale={data.locale} result={result} />;
}
