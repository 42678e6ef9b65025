import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import { isSteppedUp } from "#worker/auth/step-up.server";
import { IDEMPOTENCY_KEY_PATTERN } from "#worker/domain/billing/idempotency.server";
import { receiptView, refundPayment } from "#worker/domain/billing/payments.server";
import { paymentProvider } from "#worker/domain/billing/provider.server";
import { REFUND_WINDOW_DAYS, VIP_SUPPORT_RESPONSE_HOURS } from "#worker/domain/billing/plans";
import { appName } from "#worker/env.server";
import { AppError } from "#worker/errors";
import { Receipt } from "#app/features/billing/receipt";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Owner only: another user's receipt is a 404, like a missing one. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  try {
    const view = await receiptView(context.app, userId, params.id!);
    const { seo, locale } = await pageBasics(request, context.app, "billing.pages.receipt", { id: view.payment.id.slice(-8).toUpperCase() });
    const now = new Date().toISOString();
    return { seo, locale, ...view, now, idempotencyKey: crypto.randomUUID(), app: appName(context.app.env), refundDays: REFUND_WINDOW_DAYS, vipHours: VIP_SUPPORT_RESPONSE_HOURS };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFoundResponse();
    throw error;
  }
}

const refundForm = z.object({ intent: z.literal("refund"), idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN) });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  // Issue 30: a refund needs a second factor (or the password) given in the last two hours.
  if (!isSteppedUp(context.app)) return { error: "account.errors.stepUpRequired" };
  const form = refundForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { error: "billing.errors.generic" };
  const outcome = await refundPayment({ db: context.app.db, secret: context.app.env.JWT_SECRET, now: new Date(), provider: paymentProvider(context.app.env), audit: context.app }, userId, form.data.idempotencyKey, params.id!);
  if (outcome.status === 404) throw notFoundResponse();
  if (outcome.status < 300) throw redirect(`/billing/payments/${params.id}`);
  const code = (outcome.body as { error?: { code?: string } }).error?.code ?? "generic";
  return { error: `billing.errors.${code}` };
}

export default function ReceiptPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <Receipt {...data} error={result?.error ?? null} />;
}
