import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PaymentDto } from "#worker/domain/billing/payments.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { formatDate, formatMoney } from "./format";
import { paymentMethodLabel, PaymentStatusBadge } from "./payment-parts";

type AdminPayment = PaymentDto & { user: { id: string; email: string; name: string } };
const STATUSES = ["pending", "held", "processing", "succeeded", "failed", "refunded"] as const;

export function AdminPayments({
  payments,
  status,
  locale,
  keySeed,
  result,
}: {
  payments: AdminPayment[];
  status: string | null;
  locale: string;
  keySeed: string;
  result: { ok: boolean; id: string | null; error: string | null } | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <PageHeader title={t("billing.pages.adminPayments.title")} description={t("billing.pages.adminPayments.description")}>
        <Link to="/admin/ledger" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("billing.nav.adminLedger")}
        </Link>
      </PageHeader>
      {result?.ok ? <Alert>{t("billing.admin.received")}</Alert> : null}
      {result?.error ? <Alert variant="destructive">{t(result.error, { days: 7 })}</Alert> : null}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor="status-filter">{t("billing.admin.filter")}</Label>
          <NativeSelect id="status-filter" name="status" defaultValue={status ?? ""} className="w-52">
            <option value="">{t("billing.admin.all")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`billing.status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          {t("billing.admin.apply")}
        </Button>
      </Form>
      {payments.length === 0 ? (
        <p className="text-muted-foreground">{t("billing.admin.none")}</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-card" data-testid="admin-payments">
          {payments.map((p) => (
            <li key={p.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid={`admin-payment-${p.id}`}>
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {t(`billing.purpose.${p.purpose}`)} · <span className="tabular-nums">{formatMoney(p.amount, p.currency, locale)}</span>
                  <PaymentStatusBadge status={p.status} />
                </p>
                <p className="break-all text-sm text-muted-foreground">
                  {p.user.name} ({p.user.email}) · {formatDate(p.createdAt, locale, true)}
                </p>
                <p className="break-all text-sm">{paymentMethodLabel(p, t)}</p>
              </div>
              {p.status === "pending" ? (
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <input type="hidden" name="idempotencyKey" value={`${keySeed}:${p.id}`.slice(0, 100)} />
                  <Button type="submit" name="intent" value="receive" disabled={busy} aria-label={`${t("billing.admin.markReceived")} ${p.reference ?? p.id}`}>
                    {t("billing.admin.markReceived")}
                  </Button>
                </Form>
              ) : p.status === "held" ? (
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <input type="hidden" name="idempotencyKey" value={`${keySeed}:refund:${p.id}`.slice(0, 100)} />
                  <Button type="submit" variant="outline" name="intent" value="refund-held" disabled={busy} aria-label={`${t("billing.admin.refundHeld")} ${p.reference ?? p.id}`}>
                    {t("billing.admin.refundHeld")}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
