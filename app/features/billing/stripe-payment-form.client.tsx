import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";

/**
 * Stripe's Payment Element (issue 29): the card (3-D Secure included) goes from the browser to
 * Stripe, never to our server. Loaded only on the checkout page in Stripe mode (a lazy chunk, so
 * no other page carries it); the webhook settles the payment, the receipt page shows the result.
 */
let stripePromise: Promise<Stripe | null> | null = null;
const stripeFor = (key: string) => (stripePromise ??= loadStripe(key));

export default function StripePaymentForm({ publishableKey, clientSecret, paymentId, amountLabel, locale, onRestart }: { publishableKey: string; clientSecret: string; paymentId: string; amountLabel: string; locale: string; onRestart: () => void }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: locale === "tr" ? "tr" : "en", appearance: { theme: "stripe" } }}>
      <ConfirmForm paymentId={paymentId} amountLabel={amountLabel} onRestart={onRestart} />
    </Elements>
  );
}

function ConfirmForm({ paymentId, amountLabel, onRestart }: { paymentId: string; amountLabel: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error: failed } = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}/billing/payments/${encodeURIComponent(paymentId)}` } });
    // Only reached on an error (success redirects, 3-D Secure included): a decline ends this attempt.
    setError(failed?.message ?? t("billing.errors.generic"));
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="stripe-payment">
      <PaymentElement />
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {error ? (
          <Button type="button" variant="outline" onClick={onRestart}>
            {t("billing.stripe.startAgain")}
          </Button>
        ) : (
          <Button type="submit" disabled={!stripe || busy}>
            {busy ? t("billing.stripe.confirming") : t("billing.stripe.payNow", { amount: amountLabel })}
          </Button>
        )}
      </div>
    </form>
  );
}
