import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireRole } from "#worker/auth/permissions.server";
import { isSteppedUp } from "#worker/auth/step-up.server";
import { payoutRails, payoutsOverview, refreshAccountStatus, requestPayout, startOnboarding } from "#worker/domain/billing/payouts.server";
import { findUserById } from "#worker/domain/users.server";
import { AppError } from "#worker/errors";
import { AdvisorPayouts } from "#app/features/billing/advisor-payouts";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Advisor guard (advisor or admin, spec §2): their own payout account, what is owed and the payouts (issue 29). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireRole(context.app, ["advisor", "admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "billing.pages.payouts");
  // Back from the processor's onboarding: ask for the account's status now (the webhook also tells).
  if (context.app.url.searchParams.has("onboarding")) await refreshAccountStatus({ db: context.app.db, now: new Date(), rails: payoutRails(context.app.env) }, userId);
  return { seo, locale, ...(await payoutsOverview(context.app, userId)) };
}

const actionForm = z.object({ intent: z.enum(["onboard", "payout"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireRole(context.app, ["advisor", "admin"]);
  const form = actionForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { error: "billing.errors.generic" };
  const pc = { db: context.app.db, now: new Date(), rails: payoutRails(context.app.env) };
  if (form.data.intent === "onboard") {
    // Changing where money goes needs a recent second factor or password (issue 30's step-up).
    if (!isSteppedUp(context.app)) return { error: "billing.payouts.stepUp" };
    const user = (await findUserById(context.app.db, userId))!;
    const { url } = await startOnboarding(pc, user, context.app.url.origin);
    throw redirect(url);
  }
  try {
    const run = await requestPayout(pc, userId);
    return { ran: run.paid };
  } catch (error) {
    if (error instanceof AppError && error.code === "PAYOUTS_NOT_ENABLED") return { error: "billing.errors.PAYOUTS_NOT_ENABLED" };
    throw error;
  }
}

export default function AdvisorPayoutsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <AdvisorPayouts {...data} result={result ?? null} />;
}
