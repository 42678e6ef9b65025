import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Contract } from "#worker/domain/marketplace/contracts.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { formatMoney, formatPercent } from "./format";
import type { FieldErrors } from "./forms.server";
import { StatusBadge } from "./status-badge";
import { DisputeTimeline } from "./workroom";
import { Textarea } from "#app/components/ui/textarea";

export interface ResolveResult {
  error?: string;
  status?: string;
  milestoneId?: string;
  fieldErrors?: FieldErrors;
  values?: { toAdvisor: string; toClient: string; reasoning?: string; decision?: string };
}

const dollars = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, "");

/**
 * Admin: contracts with a disputed milestone; per milestone its timeline (reason, evidence, the
 * answer) and, once answered or past the 5 business days, the decision: release, refund, or a
 * split of its escrow (to the advisor — commission taken from that part — and back to the client;
 * the two parts must add up to the milestone, the server checks it again), with reasoning.
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
                    const dispute = c.disputes.find((d) => d.milestoneId === m.id);
                    return (
                      <li key={m.id} className="rounded-md border p-3">
                        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                          <p className="font-medium" data-user-content>
                            {m.title}
                          </p>
                          <span className="font-semibold">{formatMoney(m.amount, locale, c.currency)}</span>
                        </div>
                        {dispute ? <DisputeTimeline dispute={dispute} contractId={c.id} currency={c.currency} locale={locale} /> : null}
                        {dispute?.phase === "awaiting_response" ? (
                          <p className="mt-3 text-sm text-muted-foreground">{t("marketplace.disputes.waiting")}</p>
                        ) : (
                          <Form method="post" noValidate className="mt-3 space-y-3" data-testid="decision-form">
                            <input type="hidden" name="contractId" value={c.id} />
                            <input type="hidden" name="milestoneId" value={m.id} />
                            <fieldset className="space-y-1">
                              <legend className="text-sm font-medium">{t("marketplace.disputes.decision")}</legend>
                              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                                {(["release", "refund", "split"] as const).map((d) => (
                                  <label key={d} className="flex items-center gap-1.5">
                                    <input type="radio" name="decision" value={d} defaultChecked={(mine?.values?.decision ?? "split") === d} />
                                    {t(`marketplace.dispute.decision.${d}`)}
                                  </label>
                                ))}
                              </div>
                            </fieldset>
                            <div className="grid gap-3 sm:grid-cols-2">
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
                            </div>
                            <p className="text-xs text-muted-foreground">{t("marketplace.disputes.mustSum", { amount: formatMoney(m.amount, locale, c.currency) })}</p>
                            <div className="space-y-2">
                              <Label htmlFor={`reasoning-${m.id}`}>{t("marketplace.disputes.reasoning")}</Label>
                              <Textarea
                                id={`reasoning-${m.id}`}
                                name="reasoning"
                                rows={3}
                                maxLength={5000}
                                defaultValue={mine?.values?.reasoning ?? ""}
                                aria-invalid={mine?.fieldErrors?.reasoning ? true : undefined}
                                aria-describedby={mine?.fieldErrors?.reasoning ? `reasoning-${m.id}-error` : undefined}
                              />
                              {mine?.fieldErrors?.reasoning ? (
                                <p id={`reasoning-${m.id}-error`} className="text-sm font-medium text-destructive">
                                  {t(mine.fieldErrors.reasoning[0])}
                                </p>
                              ) : null}
                            </div>
                            <Button type="submit" disabled={busy}>
                              {t("marketplace.disputes.resolve")}
                            </Button>
                          </Form>
                        )}
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
function SplitField({ name, id, label, defaultValue, error }: { name: string; id: string; label: string; defaultValue: string; error?: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} inputMode="decimal" defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(error[0])}
        </p>
      ) : null}
    </div>
  );
}
