import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Contract } from "#worker/domain/marketplace/contracts.server";
import type { ContractReviews } from "#worker/domain/marketplace/reviews.server";
import type { WorkroomMessage } from "#worker/domain/marketplace/workroom.server";
import { ReviewPanel } from "./review-panel";
import { DisputeForm, DisputeResponseForm, DisputeTimeline, Workroom } from "./workroom";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { accountLabelKey, formatDate, formatMoney, formatPercent } from "./format";
import { StatusBadge } from "./status-badge";

/**
 * One contract: parties, escrow balance, milestones with the actions the viewer's side may take,
 * and its history. `side` decides the buttons; the server decides again on submit.
 */
export function ContractView({
  contract: c,
  side,
  locale,
  busy,
  reviews,
  messages,
}: {
  contract: Contract;
  side: "client" | "advisor";
  locale: string;
  busy: boolean;
  /** reviews of an ended contract (null while it is active) */
  reviews?: ContractReviews | null;
  /** the workroom's messages (issue 31) */
  messages: WorkroomMessage[];
}) {
  const { t } = useTranslation();
  const workStarted = c.milestones.some((m) => ["submitted", "released", "disputed", "resolved"].includes(m.status));
  const title = (id: string | null) => c.milestones.find((m) => m.id === id)?.title;
  return (
    <section aria-labelledby={`contract-${c.id}`} className="space-y-4" data-testid="contract-view">
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 id={`contract-${c.id}`} className="text-xl font-semibold">
            {t("marketplace.contract.title", { title: c.requestTitle })}
          </h1>
          <StatusBadge status={c.status} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{side === "client" ? t("marketplace.contract.advisor") : t("marketplace.contract.client")}</dt>
            <dd className="font-medium">{side === "client" ? c.advisor.name : c.client.name}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("marketplace.contract.amount")}</dt>
            <dd className="font-medium">{formatMoney(c.amount, locale, c.currency)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("marketplace.contract.commission")}</dt>
            <dd className="font-medium">{formatPercent(c.commissionRate, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("marketplace.contract.escrow")}</dt>
            <dd className="text-lg font-semibold" data-testid="escrow-balance">
              {formatMoney(c.escrowBalance, locale, c.currency)}
            </dd>
          </div>
        </dl>
        {c.status === "awaiting_signatures" ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="letter-banner">
            <span>{t("marketplace.letter.banner")}</span>
            <Button asChild size="sm">
              <Link to={`/contracts/${c.id}/letter`}>{t("marketplace.letter.open")}</Link>
            </Button>
          </div>
        ) : (
          <Link to={`/contracts/${c.id}/letter`} className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("marketplace.letter.view")}
          </Link>
        )}
        {(c.status === "active" || c.status === "awaiting_signatures") && !workStarted ? (
          // a second step before cancelling; <details> needs no script
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-destructive">{t("marketplace.contract.cancel")}</summary>
            <Form method="post" className="mt-2 space-y-2">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={c.id} />
              <p className="text-muted-foreground">{t("marketplace.contract.cancelNote", { amount: formatMoney(c.escrowBalance, locale, c.currency) })}</p>
              <Button type="submit" variant="destructive" size="sm" disabled={busy}>
                {t("marketplace.contract.cancelConfirm")}
              </Button>
            </Form>
          </details>
        ) : null}
      </Card>
      <h2 className="text-base font-semibold">{t("marketplace.bid.milestones")}</h2>
      <ol className="space-y-3">
        {c.milestones.map((m, i) => (
          <li key={m.id}>
            <Card className="space-y-3 p-4" data-testid={`milestone-${i + 1}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {i + 1}. <span data-user-content>{m.title}</span>
                </p>
                <div className="flex items-center gap-2">
                  <span className="font-semibold">{formatMoney(m.amount, locale, c.currency)}</span>
                  <StatusBadge status={m.status} />
                </div>
              </div>
              {m.status === "resolved" ? (
                <p className="text-sm text-muted-foreground">
                  {t("marketplace.contract.resolvedSplit", { advisor: formatMoney(m.toAdvisor ?? 0, locale), client: formatMoney(m.toClient ?? 0, locale) })}
                </p>
              ) : null}
              {c.disputes
                .filter((d) => d.milestoneId === m.id)
                .map((d) => (
                  <div key={d.milestoneId} className="space-y-3">
                    <DisputeTimeline dispute={d} contractId={c.id} currency={c.currency} locale={locale} />
                    {side === "advisor" && c.status === "active" && d.phase === "awaiting_response" ? <DisputeResponseForm contractId={c.id} milestoneId={m.id} busy={busy} /> : null}
                  </div>
                ))}
              {c.status === "active" ? <MilestoneActions locale={locale} contractId={c.id} milestone={m} side={side} busy={busy} /> : null}
            </Card>
          </li>
        ))}
      </ol>
      <Workroom contractId={c.id} messages={messages} side={side} locale={locale} busy={busy} writable={c.status !== "cancelled"} />
      <h2 className="text-base font-semibold">{t("marketplace.contract.history")}</h2>
      <ol className="space-y-1 text-sm">
        {c.history.map((e) => (
          <li key={e.id} className="flex flex-wrap justify-between gap-x-4 border-b py-1.5">
            <span>
              {t(e.kind === "released" && e.actorId === null ? "marketplace.event.autoReleased" : `marketplace.event.${e.kind}`)}
              {title(e.milestoneId) ? ` · ${title(e.milestoneId)}` : ""}
            </span>
            <span className="text-muted-foreground">
              {e.amount !== null ? `${formatMoney(e.amount, locale, c.currency)} · ` : ""}
              {formatDate(e.createdAt, locale)}
            </span>
          </li>
        ))}
      </ol>
      {c.movements.length > 0 ? (
        <>
          <h2 className="text-base font-semibold">{t("marketplace.contract.ledger")}</h2>
          {/* focusable so keyboard users can scroll it sideways on a phone */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("marketplace.contract.ledger")}>
            <table className="w-full min-w-[28rem] text-sm" data-testid="contract-ledger">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-1.5 pr-2 font-medium">{t("marketplace.contract.ledgerWhat")}</th>
                  <th scope="col" className="py-1.5 pr-2 font-medium">{t("marketplace.contract.ledgerAccount")}</th>
                  <th scope="col" className="py-1.5 text-right font-medium">{t("marketplace.contract.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {c.movements.flatMap((tx) =>
                  tx.entries.map((e, j) => (
                    <tr key={`${tx.id}-${j}`} className="border-b">
                      <td className="py-1.5 pr-2">{j === 0 ? [t(`marketplace.ledgerKind.${tx.kind}`), title(tx.milestoneId), formatDate(tx.createdAt, locale)].filter(Boolean).join(" · ") : ""}</td>
                      <td className="py-1.5 pr-2">{t(`marketplace.account.${accountLabelKey(e.account)}`)}</td>
                      <td className={`py-1.5 text-right tabular-nums ${e.amount < 0 ? "text-destructive" : ""}`}>{formatMoney(e.amount, locale, e.currency)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {reviews ? <ReviewPanel contractId={c.id} reviews={reviews} side={side} locale={locale} busy={busy} /> : null}
    </section>
  );
}

function MilestoneActions({
  locale,
  contractId,
  milestone: m,
  side,
  busy,
}: {
  locale: string;
  contractId: string;
  milestone: Contract["milestones"][number];
  side: "client" | "advisor";
  busy: boolean;
}) {
  const { t } = useTranslation();
  const hidden = (
    <>
      <input type="hidden" name="id" value={contractId} />
      <input type="hidden" name="milestoneId" value={m.id} />
    </>
  );
  if (side === "advisor" && m.status === "funded") {
    return (
      <Form method="post">
        {hidden}
        <Button type="submit" name="intent" value="submit" disabled={busy}>
          {t("marketplace.contract.submitWork")}
        </Button>
      </Form>
    );
  }
  if (side === "client" && m.status === "submitted") {
    return (
      <div className="space-y-2">
        <Form method="post" className="flex flex-wrap gap-2">
          {hidden}
          <Button type="submit" name="intent" value="approve" disabled={busy}>
            {t("marketplace.contract.approve")}
          </Button>
        </Form>
        <DisputeForm contractId={contractId} milestoneId={m.id} busy={busy} />
      </div>
    );
  }
  if (side === "client" && m.status === "unfunded") {
    // Paying goes through billing's checkout (purpose escrow), which returns here afterwards.
    return (
      <Button asChild size="sm">
        <Link to={`/checkout?purpose=escrow&milestoneId=${encodeURIComponent(m.id)}`}>{t("marketplace.contract.fundAmount", { amount: formatMoney(m.amount, locale) })}</Link>
      </Button>
    );
  }
  return null;
}
