import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import { IDEMPOTENCY_KEY_PATTERN } from "#worker/domain/billing/idempotency.server";
import { checkout, checkoutOffer, checkoutSchema, type PaymentDto } from "#worker/domain/billing/payments.server";
import { REFUND_WINDOW_DAYS, VIP_SUPPORT_RESPONSE_HOURS } from "#worker/domain/billing/plans";
import { paymentProvider } from "#worker/domain/billing/provider.server";
import { zodFieldErrors } from "#worker/api/errors";
import { AppError } from "#worker/errors";
import { CheckoutPage, type CheckoutFailure } from "#app/features/billing/checkout-page";
import { escrowOffer } from "#worker/domain/marketplace/escrow-offer.server";
import { notFoundResponse, pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

const offerQuery = z.object({
  purpose: z.enum(["report", "vip", "escrow"]).optional(),
  reportId: z.string().min(1).max(100).optional(),
  milestoneId: z.string().min(1).max(100).optional(),
});

/** Signed in only; a report must be the user's own (else 404). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { seo, locale } = await pageBasics(request, context.app, "billing.pages.checkout");
  const query = offerQuery.safeParse(Object.fromEntries(context.app.url.searchParams));
  const purpose = query.success ? query.data.purpose : undefined;
  // Stripe mode (issue 29): the card goes to Stripe's Payment Element, never to our form.
  const stripeKey = context.app.env.PAYMENT_PROVIDER === "stripe" ? (context.app.env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
  const none = { seo, locale, offer: null, key: null, refundDays: REFUND_WINDOW_DAYS, vipHours: VIP_SUPPORT_RESPONSE_HOURS, stripeKey };
  if (!purpose || (purpose === "report" && !query.data?.reportId) || (purpose === "escrow" && !query.data?.milestoneId)) return none;
  try {
    // escrow (issue 11): a milestone of the client's own contract; the others are billing's offers
    const offer =
      purpose === "escrow" ? await escrowOffer(context.app, userId, query.data!.milestoneId!, locale) : await checkoutOffer(context.app, userId, purpose, query.data!.reportId ?? null, new Date());
    // A fresh key per rendered form: a double submit of this form is one payment (decision 068).
    return { seo, locale, offer, key: crypto.randomUUID(), refundDays: REFUND_WINDOW_DAYS, vipHours: VIP_SUPPORT_RESPONSE_HOURS, stripeKey };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFoundResponse();
    throw error;
  }
}

const formSchema = z.object({
  purpose: z.enum(["report", "vip", "escrow"]),
  reportId: z.string().optional(),
  milestoneId: z.string().max(100).optional(),
  contractId: z.string().max(100).optional(),
  method: z.enum(["card", "wire", "ach", "crypto"]),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
  "card.number": z.string().optional(),
  "card.expMonth": z.string().optional(),
  "card.expYear": z.string().optional(),
  "card.cvc": z.string().optional(),
});

function afterPayment(payment: PaymentDto, contractId: string | undefined) {
  if (payment.status === "succeeded" && payment.purpose === "report") return `/tax/reports/${encodeURIComponent(payment.refId)}`;
  // escrow: back to the contract, where the milestone now shows as funded
  if (payment.status === "succeeded" && payment.purpose === "escrow" && contractId) return `/proposals?contract=${encodeURIComponent(contractId)}`;
  return `/billing/payments/${payment.id}`;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { formError: "billing.errors.generic", newKey: crypto.randomUUID() } satisfies CheckoutFailure;
  const f = form.data;
  const provider = paymentProvider(context.app.env);
  const browserCard = provider.cardEntry === "browser";
  const body = {
    purpose: f.purpose,
    ...(f.purpose === "report" ? { reportId: f.reportId } : {}),
    ...(f.purpose === "escrow" ? { milestoneId: f.milestoneId, contractId: f.contractId } : {}),
    method: f.method,
    ...(f.method === "card" && !browserCard ? { card: { number: f["card.number"] ?? "", expMonth: f["card.expMonth"] ?? "", expYear: f["card.expYear"] ?? "", cvc: f["card.cvc"] ?? "" } } : {}),
  };
  // Typed back to the user, never the card number or the code.
  const values = { method: f.method, "card.expMonth": f["card.expMonth"] ?? "", "card.expYear": f["card.expYear"] ?? "" };
  const parsed = checkoutSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors = zodFieldErrors(parsed.error);
    // Validation failures move no money: the same key stays usable.
    return { fieldErrors, values, newKey: f.idempotencyKey } satisfies CheckoutFailure;
  }
  const outcome = await checkout({ db: context.app.db, secret: context.app.env.JWT_SECRET, now: new Date(), provider }, userId, f.idempotencyKey, parsed.data);
  const result = outcome.body as { payment?: PaymentDto; clientSecret?: string; error?: { code: string; fieldErrors?: Record<string, string[]> } };
  // Stripe: the PaymentIntent exists; the browser confirms it with the Payment Element.
  if (outcome.status === 202 && result.payment && result.clientSecret) return { intent: { clientSecret: result.clientSecret, paymentId: result.payment.id }, newKey: f.idempotencyKey };
  if (outcome.status < 300 && result.payment) throw redirect(afterPayment(result.payment, f.contractId));
  if (result.error?.fieldErrors) {
    // reportId / milestoneId are hidden fields: their error is also said above the form (issue 26 item 5).
    const aboutItem = ["purpose", "reportId", "milestoneId", "contractId"].some((k) => k in result.error!.fieldErrors!);
    return { fieldErrors: result.error.fieldErrors, ...(aboutItem ? { formError: "billing.errors.purposeItem" } : {}), values, newKey: crypto.randomUUID() } satisfies CheckoutFailure;
  }
  const code = result.error?.code ?? "generic";
  // A decline is final for its key: the next attempt needs a new one.
  return { formError: `billing.errors.${code}`, values, newKey: crypto.randomUUID() } satisfies CheckoutFailure;
}

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const intent = failure && "intent" in failure ? failure.intent : null;
  return (
    <CheckoutPage
      offer={data.offer}
      idempotencyKey={failure?.newKey ?? data.key ?? ""}
      failure={failure && !("intent" in failure) ? failure : null}
      locale={data.locale}
      refundDays={data.refundDays}
      vipHours={data.vipHours}
      stripeKey={data.stripeKey}
      intent={intent}
    />
  );
}
