import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LedgerTransactionDto, TrialBalance } from "#worker/domain/billing/ledger.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Card } from "#app/components/ui/card";
import { formatDate, formatMoney } from "./format";

export function AdminLedger({ trialBalance, accounts, transactions, locale }: TrialBalance & { transactions: LedgerTransactionDto[]; locale: string }) {
  const { t } = useTranslation();
  const balanced = Object.values(trialBalance).every((v) => v === 0);
  return (
    <div className="space-y-6">
      <PageHeader title={t("billing.pages.adminLedger.title")} description={t("billing.pages.adminLedger.description")}>
        <Link to="/admin/payments" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("billing.nav.adminPayments")}
        </Link>
      </PageHeader>
      <Card className="space-y-2 p-5" data-testid="trial-balance">
        <h2 className="text-lg font-semibold">{t("billing.admin.trialBalance")}</h2>
        <p className="flex flex-wrap gap-4 font-mono text-lg">
          {Object.entries(trialBalance).map(([currency, sum]) => (
            <span key={currency} data-testid={`trial-${currency}`}>{`${currency} ${sum}`}</span>
          ))}
        </p>
        <Alert variant={balanced ? "default" : "destructive"}>{t(balanced ? "billing.admin.trialBalanceOk" : "billing.admin.trialBalanceBad")}</Alert>
      </Card>
      <section aria-labelledby="accounts-heading" className="space-y-2">
        <h2 id="accounts-heading" className="text-lg font-semibold">
          {t("billing.admin.accounts")}
        </h2>
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full min-w-[22rem] text-sm">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-4 py-2">{t("billing.admin.account")}</th>
                <th scope="col" className="px-4 py-2 text-right">{t("billing.admin.balance")}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => (
                <tr key={`${a.key}-${a.currency}`} className="border-b last:border-0">
                  <th scope="row" lang="en" translate="no" className="break-all px-4 py-2 text-left font-mono font-normal">
                    {a.key}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{formatMoney(a.balance, a.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="tx-heading" className="space-y-2">
        <h2 id="tx-heading" className="text-lg font-semibold">
          {t("billing.admin.transactions")}
        </h2>
        {transactions.length === 0 ? <p className="text-muted-foreground">{t("billing.admin.noTransactions")}</p> : null}
        <ul className="space-y-2">
          {transactions.map((tx) => (
            <li key={tx.id}>
              <Card className="space-y-2 p-4 text-sm">
                <p className="flex flex-wrap justify-between gap-2">
                  {/* the ledger is an audit record, kept as written (in English), like the account keys */}
                  <span className="font-medium" lang="en">
                    {tx.kind} · <span className="text-muted-foreground">{tx.memo}</span>
                  </span>
                  <span className="text-muted-foreground">{formatDate(tx.createdAt, locale, true)}</span>
                </p>
                <ul className="space-y-1 font-mono text-xs">
                  {tx.entries.map((e, i) => (
                    <li key={i} className="flex justify-between gap-4">
                      <span className="break-all" lang="en" translate="no">
                        {e.account}
                      </span>
                      <span className={e.amount < 0 ? "text-destructive tabular-nums" : "tabular-nums"}>{formatMoney(e.amount, e.currency, locale)}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
