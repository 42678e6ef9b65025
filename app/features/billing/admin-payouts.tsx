import { Form, Link, useNavigation } from "@remix-run/react";
import { createColumnHelper, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { adminPayoutsOverview, payoutsOverview, PayoutReconcileResult, PayoutRunResult } from "#worker/domain/billing/payouts.server";
import { DataTable } from "#app/components/data-table";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { PayoutHistory } from "./advisor-payouts";
import { formatDate, formatMoney } from "./format";

type Overview = Awaited<ReturnType<typeof adminPayoutsOverview>>;
type AdvisorRow = Overview["advisors"][number];
type AttentionRow = Overview["payouts"][number];
export type AdminPayoutsResult = { ran: PayoutRunResult } | { reconciled: PayoutReconcileResult } | null;

/** A sortable table (TanStack Table, client-side sort: these lists are short and already loaded). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for columns of mixed value types
type Columns<T> = ColumnDef<T, any>[];

function SortableTable<T>({ data, columns, caption, rowId, testId }: { data: T[]; columns: Columns<T>; caption: string; rowId: (row: T) => string; testId: string }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({ data, columns, state: { sorting }, onSortingChange: setSorting, getCoreRowModel: getCoreRowModel(), getSortedRowModel: getSortedRowModel(), getRowId: rowId });
  return <DataTable table={table} caption={caption} testId={testId} tableClassName="min-w-[36rem]" alignTop rowAttributes={(row) => ({ "data-row-id": row.id })} />;
}

const advisorColumn = createColumnHelper<AdvisorRow>();
const payoutColumn = createColumnHelper<AttentionRow>();

/**
 * /admin/payouts (issue 29): per advisor what is owed and what was paid out, the payout account's
 * status, and the payouts that need a look (failed, reversed, stuck); an advisor's own payouts on
 * demand (?advisor=id, the data of GET /api/advisor/payouts?advisorId=).
 */
export function AdminPayouts({
  advisors,
  payouts,
  selected,
  locale,
  result,
}: Overview & {
  selected: (Awaited<ReturnType<typeof payoutsOverview>> & { advisor: { id: string; name: string | null } }) | null;
  locale: string;
  result: AdminPayoutsResult;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency, locale);
  const advisorColumns = useMemo(
    () =>
      [
        advisorColumn.accessor((r) => r.advisor.name ?? r.advisor.email ?? r.advisor.id, {
          id: "advisor",
          header: t("billing.payouts.admin.advisor"),
          cell: (c) => (
            <span className="flex flex-col">
              <span className="font-medium">{c.getValue()}</span>
              {c.row.original.advisor.email ? <span className="text-xs text-muted-foreground">{c.row.original.advisor.email}</span> : null}
            </span>
          ),
        }),
        advisorColumn.accessor((r) => r.account.status, {
          id: "account",
          header: t("billing.payouts.admin.account"),
          cell: (c) => {
            const status = c.row.original.account.status;
            return <Badge variant={status === "payouts_enabled" ? "default" : "secondary"}>{t(`billing.payouts.status.${status}`)}</Badge>;
          },
        }),
        advisorColumn.accessor((r) => r.owed.amount, { id: "owed", header: t("billing.payouts.admin.owed"), meta: { numeric: true }, cell: (c) => money(c.row.original.owed) }),
        advisorColumn.accessor((r) => r.paid.amount, { id: "paid", header: t("billing.payouts.admin.paid"), meta: { numeric: true }, cell: (c) => money(c.row.original.paid) }),
        advisorColumn.accessor((r) => r.attention, {
          id: "attention",
          header: t("billing.payouts.admin.needsLook"), meta: { numeric: true },
          cell: (c) => (c.getValue() > 0 ? <Badge variant="destructive">{c.getValue()}</Badge> : "—"),
        }),
        advisorColumn.display({
          id: "view",
          header: "",
          cell: (c) => (
            <Link to={`/admin/payouts?advisor=${encodeURIComponent(c.row.original.advisor.id)}`} className="text-primary underline-offset-4 hover:underline">
              {t("billing.payouts.admin.view")}
            </Link>
          ),
        }),
      ] as Columns<AdvisorRow>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );
  const payoutColumns = useMemo(
    () =>
      [
        payoutColumn.accessor((r) => r.createdAt, { id: "date", header: t("billing.payouts.date"), cell: (c) => formatDate(c.getValue(), locale, true) }),
        payoutColumn.accessor((r) => r.advisor.name ?? r.advisor.email ?? r.advisor.id, { id: "advisor", header: t("billing.payouts.admin.advisor") }),
        payoutColumn.accessor((r) => (r.stuck ? "stuck" : r.status), {
          id: "status",
          header: t("billing.payouts.state"),
          cell: (c) => {
            const { status, stuck } = c.row.original;
            return <Badge variant={status === "processing" && !stuck ? "secondary" : "destructive"}>{stuck ? t("billing.payouts.admin.stuck") : t(`billing.payouts.payoutStatus.${status}`)}</Badge>;
          },
        }),
        payoutColumn.accessor((r) => r.failureCode ?? (r.reversedAmount > 0 ? "reversed" : ""), {
          id: "failure",
          header: t("billing.payouts.admin.failure"),
          cell: (c) =>
            c.row.original.reversedAmount > 0 ? t("billing.payouts.admin.reversedAmount", { amount: money({ amount: c.row.original.reversedAmount, currency: c.row.original.currency }) }) : (c.row.original.failureCode ?? "—"),
        }),
        payoutColumn.accessor((r) => r.milestoneId, { id: "milestone", header: t("billing.payouts.milestone"), cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
        payoutColumn.accessor((r) => r.amount, { id: "amount", header: t("billing.payouts.amount"), meta: { numeric: true }, cell: (c) => money(c.row.original) }),
      ] as Columns<AttentionRow>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t("billing.pages.adminPayouts.title")} description={t("billing.pages.adminPayouts.description")}>
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="run" />
            <Button type="submit" disabled={busy}>
              {t("billing.payouts.admin.run")}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="reconcile" />
            <Button type="submit" variant="outline" disabled={busy}>
              {t("billing.payouts.admin.reconcile")}
            </Button>
          </Form>
        </div>
      </PageHeader>
      {result && "ran" in result ? <Alert role="status">{t("billing.payouts.admin.ran", { ...result.ran })}</Alert> : null}
      {result && "reconciled" in result ? <Alert role="status">{t("billing.payouts.admin.reconciled", { ...result.reconciled })}</Alert> : null}
      {advisors.length === 0 ? (
        <p className="text-muted-foreground">{t("billing.payouts.admin.none")}</p>
      ) : (
        <SortableTable data={advisors} columns={advisorColumns} caption={t("billing.payouts.admin.caption")} rowId={(r) => `${r.advisor.id}:${r.paid.currency}`} testId="admin-payout-advisors" />
      )}
      <section aria-labelledby="payouts-attention" className="space-y-2">
        <h2 id="payouts-attention" className="text-lg font-semibold">
          {t("billing.payouts.admin.attention")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("billing.payouts.admin.attentionHelp")}</p>
        {payouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("billing.payouts.admin.attentionNone")}</p>
        ) : (
          <SortableTable data={payouts} columns={payoutColumns} caption={t("billing.payouts.admin.attentionCaption")} rowId={(r) => r.id} testId="admin-payout-attention" />
        )}
      </section>
      {selected ? (
        <section aria-labelledby="advisor-payouts" className="space-y-2" data-testid="admin-advisor-payouts">
          <h2 id="advisor-payouts" className="text-lg font-semibold">
            {t("billing.payouts.admin.history", { name: selected.advisor.name ?? selected.advisor.id })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(`billing.payouts.status.${selected.account.status}`)} · {t("billing.payouts.owed")}: {money(selected.owed)}
          </p>
          <PayoutHistory payouts={selected.payouts} locale={locale} />
        </section>
      ) : null}
    </div>
  );
}
