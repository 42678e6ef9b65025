import { paymentProvider } from "#worker/domain/billing/provider.server";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireRole } from "#worker/auth/permissions.server";
import { requireAdminAction } from "#worker/auth/step-up.server";
import { recordAudit } from "#worker/domain/account/audit.server";
import { IDEMPOTENCY_KEY_PATTERN } from "#worker/domain/billing/idempotency.server";
import { adminPaymentsQuery, listAllPayments, receivePayment, refundHeldPayment } from "#worker/domain/billing/payments.server";
import { AdminPayments } from "#app/features/billing/admin-payments";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Admin only, on the server (user/advisor → /for-advisors, signed out → sign-in). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "billing.pages.adminPayments");
  const query = adminPaymentsQuery.safeParse(Object.fromEntries(context.app.url.searchParams));
  const status = query.success ? query.data.status : undefined;
  // One key per rendered page and payment row: a double click on "Mark received" is one receipt.
  return { seo, locale, status: status ?? null, payments: await listAllPayments(context.app, status), keySeed: crypto.randomUUID() };
}

const receiveForm = z.object({ intent: z.enum(["receive", "refund-held"]), id: z.string().min(1).max(100), idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN) });

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = await requireAdminAction(context.app);
  const form = receiveForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { ok: false as const, id: null, error: "billing.errors.generic" };
  const bc = { db: context.app.db, secret: context.app.env.JWT_SECRET, now: new Date(), provider: paymentProvider(context.app.env), audit: context.app };
  const run = form.data.intent === "receive" ? receivePayment : refundHeldPayment;
  const outcome = await run(bc, userId, form.data.idempotencyKey, form.data.id);
  if (outcome.status < 300) {
    // A refund's audit event is written in its settle batch (billing); a receipt's here.
    if (!outcome.replayed && form.data.intent === "receive") await recordAudit(context.app, { action: "payment.received", actorId: userId, userId: null, subject: `payment:${form.data.id}` });
    return { ok: true as const, id: form.data.id, error: null };
  }
  const code = (outcome.body as { error?: { code?: string } }).error?.code ?? "generic";
  return { ok: false as const, id: form.data.id, error: `billing.errors.${code}` };
}

export default function AdminPaymentsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <AdminPayments {...data} result={result ?? null} />;
}
