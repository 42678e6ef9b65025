import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Contract } from "../../../worker/domain/marketplace/contracts.server";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatMoney, formatPercent } from "./format";
import type { FieldErrors } from "./forms.server";
import { StatusBadge } from "./status-badge";

export interface ResolveResult {
  error?: string;
  status?: string;
  milestoneId?: string;
  fieldErrors?: FieldErrors;
  values?: { toAdvisor: string; toClient: string };
}

const dollars = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, "");

/**
 * Admin: contracts with a disputed milestone and, per milestone, the split of its escrow
 * (to the advisor — commission taken from that part — and back to the client). The two parts must
 * add up to the milestone; the server checks it again.
 */
export function AdminDisputes({ contracts, locale, result }: { contracts: Contract[]; locale: string; result: ResolveResult | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <PageHeader title={t("marketplace.disputes.title")} description={t("marketplace.disputes.description")}>
        <Link to="/admin/ledger" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("billing.nav.adminLedger")}
        </Link>
      </PageHeader>
      {result?.error && !result.fieldErrors ? (
        <Alert variant="destructive">{t(result.error, { status: result.status ? t(`marketplace.status.${result.status}`) : "" })}</Alert>
      ) : null}
      {contracts.length === 0 ? <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">{t("marketplace.disputes.none")}</p> : null}
      <ul className="space-y-4">
        {contracts.map((c) => (
          <li key={c.id}>
            <Card className="space-y-4 p-4" data-testid={`dispute-${c.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-semibold">{c.requestTitle}</h2>
                <StatusBadge status={c.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                {t("marketplace.contract.client")}: {c.client.name} · {t("marketplace.contract.advisor")}: {c.advisor.name} · {t("marketplace.contract.commission")}: {formatPercent(c.commissionRate, locale)}
              </p>
              <ol className="space-y-3">
                {c.milestones
                  .filter((m) => m.status === "disputed")
                  .map((m) => {
                    const mine = result?.milestoneId === m.id ? result : null;
                    const half = Math.floor(m.amount / 200) * 100;
                    return (
                      <li key={m.id} className="rounded-md border p-3">
                        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                          <p className="font-medium" data-user-content>
                            {m.title}
                          </p>
                          <span className="font-semibold">{formatMoney(m.amount, locale, c.currency)}</span>
                        </div>
                        <Form method="post" noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                          <input type="hidden" name="contractId" value={c.id} />
                          <input type="hidden" name="milestoneId" value={m.id} />
                          <SplitField
                            name="toAdvisor"
                            id={`to-advisor-${m.id}`}
                            label={t("marketplace.disputes.toAdvisor")}
                            defaultValue={mine?.values?.toAdvisor ?? dollars(half)}
                            error={mine?.fieldErrors?.toAdvisor}
                          />
                          <SplitField
                            name="toClient"
                            id={`to-client-${m.id}`}
                            label={t("marketplace.disputes.toClient")}
                            defaultValue={mine?.values?.toClient ?? dollars(m.amount - half)}
                            error={mine?.fieldErrors?.toClient}
                          />
                          <Button type="submit" disabled={busy}>
                            {t("marketplace.disputes.resolve")}
                          </Button>
                        </Form>
                        <p className="mt-2 text-xs text-muted-foreground">{t("marketplace.disputes.mustSum", { amount: formatMoney(m.amount, locale, c.currency) })}</p>
                      </li>
                    );
                  })}
              </ol>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled money input with a unique id (several resolve forms share the page). */
function SplitField({ name, id, label, defaultValue, error }: { name: string; id: string; label: string; defaultValue: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} inputMode="decimal" defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
