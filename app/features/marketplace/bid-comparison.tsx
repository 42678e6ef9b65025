import { Form, Link } from "@remix-run/react";
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Bid } from "#worker/domain/marketplace/requests.server";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { formatMoney, percent } from "./format";
import { StatusBadge } from "./status-badge";

/**
 * Proposals side by side: one column per bid (scrolls sideways on a phone), the same rows in
 * each so price, timeline, milestones, rating and jurisdictions line up for comparison.
 */
export function BidComparison({
  bids,
  locale,
  canDecide,
  busy,
  heading: Heading = "h3",
}: {
  bids: Bid[];
  locale: string;
  canDecide: boolean;
  busy: boolean;
  /** the advisor names' level: one below the section holding the comparison */
  heading?: "h3" | "h4";
}) {
  const { t } = useTranslation();
  if (bids.length === 0) return <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">{t("marketplace.proposals.noBids")}</p>;
  const cheapest = Math.min(...bids.filter((b) => b.status === "pending").map((b) => b.amount));
  return (
    // a focusable region: on a phone the columns scroll sideways, also by keyboard
    <div className="overflow-x-auto pb-2" tabIndex={0} role="region" aria-label={t("marketplace.proposals.compare")}>
      <ul className="flex snap-x gap-4">
        {bids.map((b) => (
          <li key={b.id} className="w-72 shrink-0 snap-start">
            <Card className="flex h-full flex-col gap-3 p-4" data-testid={`bid-${b.id}`}>
              <div className="flex items-start justify-between gap-2">
                <Heading className="font-semibold leading-snug">
                  {b.advisor.slug ? (
                    <Link to={`/professionals/${b.advisor.slug}`} className="hover:underline">
                      {b.advisor.name}
                    </Link>
                  ) : (
                    b.advisor.name
                  )}
                </Heading>
                <StatusBadge status={b.status} />
              </div>
              <dl className="space-y-2 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{t("marketplace.proposals.price")}</dt>
                  <dd className="font-semibold">
                    {formatMoney(b.amount, locale)}
                    {b.status === "pending" && b.amount === cheapest && bids.length > 1 ? <span className="ml-1 text-xs font-normal text-success">({t("marketplace.proposals.lowest")})</span> : null}
                  </dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{t("marketplace.proposals.timeline")}</dt>
                  <dd>{t("marketplace.days", { count: b.timelineDays })}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{t("marketplace.proposals.rating")}</dt>
                  <dd className="inline-flex items-center gap-1">
                    {b.advisor.rating !== null ? (
                      <>
                        <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden /> {b.advisor.rating.toFixed(1)} ({b.advisor.reviewCount})
                      </>
                    ) : (
                      t("marketplace.proposals.noRating")
                    )}
                  </dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{t("marketplace.proposals.completed")}</dt>
                  <dd data-testid="completed-contracts">{b.advisor.completedContracts}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{t("marketplace.proposals.onTime")}</dt>
                  <dd>{b.advisor.onTimeRate === null ? "—" : percent(b.advisor.onTimeRate, locale)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{t("marketplace.proposals.jurisdictions")}</dt>
                  <dd className="text-right">{b.advisor.jurisdictions.join(", ") || "—"}</dd>
                </div>
                {b.service ? (
                  <div className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">{t("marketplace.proposals.service")}</dt>
                    <dd className="text-right">{b.service.name}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="text-sm">
                <p className="text-muted-foreground">{t("marketplace.bid.milestones")}</p>
                <ol className="mt-1 list-decimal space-y-0.5 pl-5">
                  {b.milestones.map((m, i) => (
                    <li key={i}>
                      <span data-user-content>{m.title}</span> — {formatMoney(m.amount, locale)}
                    </li>
                ))}
              </ol>
            </div>
            <p className="whitespace-pre-line text-sm" data-user-content>
              {b.message}
            </p>
            {canDecide && b.status === "pending" ? (
              <Form method="post" className="mt-auto flex gap-2">
                <input type="hidden" name="id" value={b.id} />
                <Button type="submit" name="intent" value="accept" disabled={busy} aria-label={t("marketplace.proposals.acceptFrom", { name: b.advisor.name })}>
                  {t("marketplace.proposals.accept")}
                </Button>
                <Button type="submit" name="intent" value="decline" variant="outline" disabled={busy} aria-label={t("marketplace.proposals.declineFrom", { name: b.advisor.name })}>
                  {t("marketplace.proposals.decline")}
                </Button>
              </Form>
            ) : null}
          </Card>
        </li>
        ))}
      </ul>
    </div>
  );
}
