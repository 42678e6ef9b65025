import { Form, Link, useNavigation } from "@remix-run/react";
import { ArrowLeft, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PaymentDto } from "#worker/domain/billing/payments.server";
import { useHydrated } from "#app/lib/use-hydrated";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { formatDate, formatMoney } from "./format";
import { paymentMethodLabel, PaymentStatusBadge, TransferInstructions, VipPromises } from "./payment-parts";

interface ReceiptProps {
  payment: PaymentDto;
  billedTo: { name: string; email: string } | undefined;
  locale: string;
  now: string;
  idempotencyKey: string;
  app: string;
  refundDays: number;
  vipHours: number;
  error: string | null;
}

/** Invoice-style receipt, printable (the controls are hidden in print). */
export function Receipt({ payment: p, billedTo, locale, now, idempotencyKey, app, refundDays, vipHours, error }: ReceiptProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const amount = formatMoney(p.amount, p.currency, locale);
  const refundOpen = p.refundableUntil !== undefined && p.refundableUntil >= now;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to="/billing" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t("billing.receipt.backToList")}
        </Link>
        {hydrated ? (
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t("billing.receipt.print")}
          </Button>
        ) : null}
      </div>
      {error ? <Alert variant="destructive">{t(error, { days: refundDays })}</Alert> : null}
      {p.status === "succeeded" && p.purpose === "vip" ? <Alert className="print:hidden">{t("billing.receipt.thanks")}</Alert> : null}

      <Card className="space-y-6 p-6 print:border-0 print:shadow-none" data-testid="receipt">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold">{t("billing.receipt.heading")}</h1>
            <p className="text-sm text-muted-foreground">{t("billing.receipt.seller", { app })}</p>
          </div>
          <PaymentStatusBadge status={p.status} />
        </header>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t("billing.receipt.number")}</dt>
            <dd className="break-all font-mono">{p.id}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("billing.receipt.date")}</dt>
            <dd>{formatDate(p.createdAt, locale, true)}</dd>
          </div>
          {billedTo ? (
            <div>
              <dt className="text-muted-foreground">{t("billing.receipt.billedTo")}</dt>
              <dd>
                {billedTo.name}
                <br />
                <span className="break-all">{billedTo.email}</span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted-foreground">{t("billing.receipt.paidWith")}</dt>
            <dd data-testid="paid-with">{paymentMethodLabel(p, t)}</dd>
          </div>
          {p.succeededAt ? (
            <div>
              <dt className="text-muted-foreground">{t("billing.receipt.paidAt")}</dt>
              <dd>{formatDate(p.succeededAt, locale, true)}</dd>
            </div>
          ) : null}
          {p.refundedAt ? (
            <div>
              <dt className="text-muted-foreground">{t("billing.receipt.refundedAt")}</dt>
              <dd>{formatDate(p.refundedAt, locale, true)}</dd>
            </div>
          ) : null}
        </dl>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("billing.receipt.heading")}</caption>
          <thead className="border-b text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 font-normal">{t("billing.receipt.description")}</th>
              <th scope="col" className="py-2 text-right font-normal">{t("billing.list.amount")}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b">
              <td className="py-3">{t(`billing.purpose.${p.purpose}`)}</td>
              <td className="py-3 text-right tabular-nums">{amount}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-3 text-left">{t("billing.receipt.total")}</th>
              <td className="py-3 text-right text-lg font-semibold tabular-nums" data-testid="receipt-total">{amount}</td>
            </tr>
          </tfoot>
        </table>
        {p.purpose === "vip" && p.status === "succeeded" ? <VipPromises hours={vipHours} /> : null}
        {p.purpose === "report" && p.status === "succeeded" ? (
          <Link to={`/tax/reports/${encodeURIComponent(p.refId)}`} className="inline-block text-sm text-primary underline-offset-4 hover:underline print:hidden">
            {t("billing.receipt.openReport")}
          </Link>
        ) : null}
      </Card>

      {p.instructions ? <TransferInstructions instructions={p.instructions} locale={locale} /> : null}

      {p.status === "refunded" ? <Alert data-testid="refunded-note">{t("billing.receipt.refunded")}</Alert> : null}
      {p.refundableUntil ? (
        <Card className="space-y-3 p-5 print:hidden" data-testid="refund-card">
          <h2 className="text-lg font-semibold">{t("billing.receipt.refundTitle")}</h2>
          {refundOpen ? (
            <Form method="post" className="space-y-3">
              <p className="text-sm">{t("billing.receipt.refundUntil", { date: formatDate(p.refundableUntil, locale, true) })}</p>
              <p className="text-sm text-muted-foreground">{t(p.purpose === "vip" ? "billing.receipt.refundVip" : "billing.receipt.refundReport")}</p>
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <Button type="submit" name="intent" value="refund" variant="destructive" disabled={busy}>
                {t("billing.receipt.refund", { amount })}
              </Button>
            </Form>
          ) : (
            <p className="text-sm text-muted-foreground">{t("billing.receipt.windowClosed", { date: formatDate(p.refundableUntil, locale) })}</p>
          )}
        </Card>
      ) : null}
    </div>
  );
}
