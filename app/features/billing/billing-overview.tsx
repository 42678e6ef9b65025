import { Link } from "@remix-run/react";
import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PaymentDto } from "#worker/domain/billing/payments.server";
import { PageHeader } from "#app/components/page-header";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { formatDate, formatMoney } from "./format";
import { PaymentStatusBadge, VipPromises } from "./payment-parts";

export function BillingOverview({ payments, vipUntil, locale, vipHours }: { payments: PaymentDto[]; vipUntil: string | null; locale: string; vipHours: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t("billing.pages.billing.title")} description={t("billing.pages.billing.description")} />
      <Card className="space-y-3 p-5" data-testid="vip-card">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Crown className="size-5 text-amber-500" aria-hidden />
          {t("billing.vip.title")}
        </h2>
        {vipUntil ? (
          <>
            <p className="font-medium">{t("billing.vip.activeUntil", { date: formatDate(vipUntil, locale) })}</p>
            <VipPromises hours={vipHours} />
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t("billing.vip.notMember", { hours: vipHours })}</p>
            <Button asChild>
              <Link to="/checkout?purpose=vip">{t("billing.vip.become")}</Link>
            </Button>
          </>
        )}
      </Card>
      <section aria-labelledby="payments-heading" className="space-y-3">
        <h2 id="payments-heading" className="text-lg font-semibold">
          {t("billing.list.receipt")}
        </h2>
        {payments.length === 0 ? (
          <p className="text-muted-foreground">{t("billing.list.empty")}</p>
        ) : (
          <ul className="divide-y rounded-lg border bg-card" data-testid="payments-list">
            {payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                <div className="min-w-0 flex-1">
                  <Link to={`/billing/payments/${p.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {t(`billing.purpose.${p.purpose}`)}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(p.createdAt, locale)} · {t(`billing.method.${p.method}`)}
                    {p.last4 ? ` •••• ${p.last4}` : ""}
                  </p>
                </div>
                <span className="font-semibold tabular-nums">{formatMoney(p.amount, p.currency, locale)}</span>
                <PaymentStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
