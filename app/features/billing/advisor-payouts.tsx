import { Form, useNavigation } from "@remix-run/react";
import { Banknote, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PayoutDto } from "#worker/domain/billing/payouts.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { formatDate, formatMoney } from "./format";

type AccountStatus = "not_started" | "details_due" | "verified" | "payouts_enabled";

/** /advisor/payouts: the connected payout account, what is owed, and the payouts made (issue 29). */
export function AdvisorPayouts({
  account,
  owed,
  payouts,
  locale,
  result,
}: {
  account: { status: AccountStatus };
  owed: { amount: number; currency: string };
  payouts: PayoutDto[];
  locale: string;
  result: { error?: string; ran?: number } | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const enabled = account.status === "payouts_enabled";
  const paid = payouts.filter((p) => p.status === "paid").reduce((s, p) => s + p.amount, 0);
  return (
    <div className="space-y-6">
      <PageHeader title={t("billing.pages.payouts.title")} description={t("billing.payouts.description")} />
      {result?.error ? (
        <Alert variant="destructive" role="alert">
          {t(result.error)}
        </Alert>
      ) : null}
      {result?.ran !== undefined ? <Alert role="status">{t("billing.payouts.ran", { count: result.ran })}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="space-y-3 p-5" data-testid="payout-account">
          <h2 className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="size-4" aria-hidden />
            {t("billing.payouts.account")}
          </h2>
          <Badge variant={enabled ? "default" : "secondary"} data-testid="payout-status">
            {t(`billing.payouts.status.${account.status}`)}
          </Badge>
          <p className="text-sm text-muted-foreground">{t(`billing.payouts.statusHelp.${account.status}`)}</p>
          {enabled ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="onboard" />
              <Button type="submit" disabled={busy}>
                {t(account.status === "not_started" ? "billing.payouts.setUp" : "billing.payouts.continueSetup")}
              </Button>
            </Form>
          )}
        </Card>
        <Card className="space-y-2 p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Banknote className="size-4" aria-hidden />
            {t("billing.payouts.owed")}
          </h2>
          <p className="text-2xl font-semibold" data-testid="payout-owed">
            {formatMoney(owed.amount, owed.currency, locale)}
          </p>
          {owed.amount > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="payout" />
              <Button type="submit" variant="outline" disabled={busy || !enabled}>
                {t("billing.payouts.payNow")}
              </Button>
              {enabled ? null : <p className="mt-2 text-xs text-muted-foreground">{t("billing.payouts.blocked")}</p>}
            </Form>
          ) : null}
        </Card>
        <Card className="space-y-2 p-5">
          <h2 className="font-semibold">{t("billing.payouts.paidOut")}</h2>
          <p className="text-2xl font-semibold">{formatMoney(paid, payouts[0]?.currency ?? owed.currency, locale)}</p>
        </Card>
      </div>
      <section aria-labelledby="payout-history" className="space-y-2">
        <h2 id="payout-history" className="text-lg font-semibold">
          {t("billing.payouts.history")}
        </h2>
        <PayoutHistory payouts={payouts} locale={locale} />
      </section>
    </div>
  );
}

/** One advisor's payouts, newest first (their page, and an admin's view of one advisor). */
export function PayoutHistory({ payouts, locale }: { payouts: PayoutDto[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      {payouts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("billing.payouts.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full min-w-[18rem] text-sm">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-4 py-2">{t("billing.payouts.date")}</th>
                <th scope="col" className="hidden px-4 py-2 sm:table-cell">{t("billing.payouts.milestone")}</th>
                <th scope="col" className="px-4 py-2">{t("billing.payouts.state")}</th>
                <th scope="col" className="px-4 py-2 text-right">{t("billing.payouts.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((p) => (
                <tr key={p.id} className="border-b last:border-0">
                  <td className="px-4 py-2">{formatDate(p.paidAt ?? p.createdAt, locale)}</td>
                  <td className="hidden px-4 py-2 font-mono text-xs sm:table-cell">{p.milestoneId}</td>
                  <td className="px-4 py-2">{t(`billing.payouts.payoutStatus.${p.status}`)}</td>
                  <td className="px-4 py-2 text-right">{formatMoney(p.amount, p.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
