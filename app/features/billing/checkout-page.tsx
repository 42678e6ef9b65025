import { Form, Link, useNavigation } from "@remix-run/react";
import { CreditCard, Landmark, Lock } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CheckoutOffer } from "#worker/domain/billing/payments.server";
import type { EscrowOffer } from "#worker/domain/marketplace/escrow-offer.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { FormField } from "#app/components/ui/form-field";
import { useHydrated } from "#app/lib/use-hydrated";
import { formatDate, formatMoney } from "./format";
import { VipPromises } from "./payment-parts";

export interface CheckoutFailure {
  fieldErrors?: Record<string, string[]>;
  formError?: string;
  values?: Record<string, string>;
  newKey: string;
}

const METHODS = ["card", "wire", "ach", "crypto"] as const;

/** Stripe mode only: the Payment Element in its own chunk (no other page, and not test mode, loads it). A `.client` module: the server build has it empty, so @stripe/* are not in the Worker (decision 281); it renders only once hydrated. */
const StripePaymentForm = lazy(() => import("./stripe-payment-form.client"));

/** Stripe mode: the PaymentIntent the server created, confirmed in the browser. */
export interface StripeIntent {
  clientSecret: string;
  paymentId: string;
}

/**
 * The checkout form. Works without JavaScript (every field is a plain form field; card fields
 * are ignored by the server for transfers); with JavaScript the card fields hide for transfers.
 */
export function CheckoutPage({
  offer,
  idempotencyKey,
  failure,
  locale,
  refundDays,
  vipHours,
  stripeKey = null,
  intent = null,
}: {
  /** Stripe's publishable key in Stripe mode: card details go to its Payment Element, never to our form */
  stripeKey?: string | null;
  intent?: StripeIntent | null;
  offer: CheckoutOffer | EscrowOffer | null;
  idempotencyKey: string;
  failure: CheckoutFailure | null;
  locale: string;
  refundDays: number;
  vipHours: number;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const [method, setMethod] = useState<(typeof METHODS)[number]>((failure?.values?.method as (typeof METHODS)[number]) ?? "card");
  const fe = failure?.fieldErrors ?? {};

  if (!offer) {
    return (
      <div className="space-y-4">
        <PageHeader title={t("billing.pages.checkout.title")} />
        <p>{t("billing.checkout.unknownPurpose")}</p>
        <Link to="/pricing" className="text-primary underline-offset-4 hover:underline">
          {t("billing.checkout.backToPricing")}
        </Link>
      </div>
    );
  }
  if (offer.purpose === "escrow" && offer.state === "unavailable") {
    return (
      <div className="space-y-4">
        <PageHeader title={t("billing.pages.checkout.title")} />
        <Alert>{t("marketplace.checkout.notFundable", { status: t(`marketplace.status.${offer.status}`) })}</Alert>
        <Button asChild variant="outline">
          <Link to={`/proposals?contract=${encodeURIComponent(offer.contractId)}`}>{t("marketplace.checkout.backToContract")}</Link>
        </Button>
      </div>
    );
  }
  if (offer.state === "paid") {
    return (
      <div className="space-y-4">
        <PageHeader title={t("billing.pages.checkout.title")} />
        <Alert>{t("billing.checkout.alreadyPaid")}</Alert>
        <Button asChild>
          <Link to={`/tax/reports/${encodeURIComponent(offer.reportId)}`}>{t("billing.checkout.viewReport")}</Link>
        </Button>
      </div>
    );
  }
  if (offer.state === "member") {
    return (
      <div className="space-y-4">
        <PageHeader title={t("billing.pages.checkout.title")} />
        <Alert>{t("billing.checkout.alreadyMember", { date: formatDate(offer.until, locale) })}</Alert>
        <Button asChild variant="outline">
          <Link to="/billing">{t("billing.nav.billing")}</Link>
        </Button>
      </div>
    );
  }

  const price = formatMoney(offer.amount, offer.currency, locale);
  const showCard = !hydrated || method === "card";
  return (
    <div className="space-y-6">
      <PageHeader title={t("billing.pages.checkout.title")} description={t(offer.purpose === "escrow" ? "marketplace.checkout.description" : "billing.pages.checkout.description")} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="order-2 p-5 lg:order-1">
          {stripeKey && intent && hydrated ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">{t("billing.stripe.confirming")}</p>}>
              <StripePaymentForm publishableKey={stripeKey} clientSecret={intent.clientSecret} paymentId={intent.paymentId} amountLabel={price} locale={locale} onRestart={() => window.location.assign(window.location.href)} />
            </Suspense>
          ) : (
          <Form method="post" noValidate className="space-y-5" aria-describedby={failure?.formError ? "checkout-error" : undefined}>
            {failure?.formError ? (
              <Alert variant="destructive" id="checkout-error">
                {t(failure.formError, { days: refundDays })}
              </Alert>
            ) : null}
            <input type="hidden" name="purpose" value={offer.purpose} />
            {offer.purpose !== "escrow" && offer.reportId ? <input type="hidden" name="reportId" value={offer.reportId} /> : null}
            {offer.purpose === "escrow" ? (
              <>
                <input type="hidden" name="milestoneId" value={offer.milestoneId} />
                <input type="hidden" name="contractId" value={offer.contractId} />
              </>
            ) : null}
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t("billing.checkout.payWith")}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {METHODS.map((m) => (
                  <label key={m} className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary">
                    <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} className="size-4 accent-[hsl(var(--primary))]" />
                    {m === "card" ? <CreditCard className="size-4" aria-hidden /> : <Landmark className="size-4" aria-hidden />}
                    {t(`billing.method.${m}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {showCard && stripeKey ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="stripe-note">
                <Lock className="size-3.5" aria-hidden />
                {t("billing.stripe.secureForm")}
              </p>
            ) : showCard ? (
              <fieldset className="space-y-4" data-testid="card-fields">
                <legend className="sr-only">{t("billing.method.card")}</legend>
                <FormField name="card.number" label={t("billing.checkout.cardNumber")} inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" errors={fe["card.number"] ?? fe.card} />
                <div className="grid grid-cols-3 gap-3">
                  <FormField name="card.expMonth" label={t("billing.checkout.expMonth")} inputMode="numeric" autoComplete="cc-exp-month" placeholder="12" defaultValue={failure?.values?.["card.expMonth"]} errors={fe["card.expMonth"]} />
                  <FormField name="card.expYear" label={t("billing.checkout.expYear")} inputMode="numeric" autoComplete="cc-exp-year" placeholder="2030" defaultValue={failure?.values?.["card.expYear"]} errors={fe["card.expYear"]} />
                  <FormField name="card.cvc" label={t("billing.checkout.cvc")} inputMode="numeric" autoComplete="cc-csc" placeholder="123" errors={fe["card.cvc"]} />
                </div>
                <p className="flex items-center gap-2 text-xs text-muted-foreground">
                  <Lock className="size-3.5" aria-hidden />
                  {t("billing.checkout.cardNote")}
                </p>
                <p className="text-xs text-muted-foreground">{t("billing.checkout.testCards")}</p>
              </fieldset>
            ) : (
              <p className="text-sm text-muted-foreground" data-testid="transfer-note">
                {t(method === "crypto" ? "billing.checkout.cryptoNote" : "billing.checkout.transferNote")}
              </p>
            )}
            <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
              {method === "card" || !hydrated ? t(stripeKey ? "billing.stripe.continue" : "billing.checkout.pay", { amount: price }) : t("billing.checkout.requestInstructions")}
            </Button>
          </Form>
          )}
        </Card>
        <Card className="order-1 h-fit space-y-3 p-5 lg:order-2">
          <h2 className="font-semibold">{t("billing.checkout.summary")}</h2>
          <p className="text-sm">{t(`billing.purpose.${offer.purpose}`)}</p>
          {offer.purpose === "vip" ? <VipPromises hours={vipHours} /> : null}
          {offer.purpose === "escrow" ? (
            <div className="space-y-1 text-sm" data-testid="escrow-summary">
              <p className="font-medium">{t("marketplace.checkout.milestone", { title: offer.milestoneTitle })}</p>
              <p>{t("marketplace.checkout.contract", { title: offer.requestTitle })}</p>
              <p className="text-muted-foreground">{t("marketplace.checkout.advisor", { name: offer.advisorName })}</p>
              <p className="text-muted-foreground">{t("marketplace.checkout.note")}</p>
              <Link to={`/proposals?contract=${encodeURIComponent(offer.contractId)}`} className="text-primary underline-offset-4 hover:underline">
                {t("marketplace.checkout.backToContract")}
              </Link>
            </div>
          ) : null}
          <p className="flex items-baseline justify-between border-t pt-3">
            <span className="text-sm text-muted-foreground">{t("billing.checkout.total")}</span>
            <span className="text-2xl font-semibold" data-testid="checkout-total">
              {price}
              {offer.purpose === "vip" ? <span className="ml-1 text-sm font-normal text-muted-foreground">{t("billing.checkout.perYear")}</span> : null}
            </span>
          </p>
          {/* escrow has no 7-day self refund: cancelling the contract or a dispute returns it */}
          {offer.purpose === "escrow" ? null : <p className="text-xs text-muted-foreground">{t("billing.checkout.refundPolicy", { days: refundDays })}</p>}
        </Card>
      </div>
    </div>
  );
}
