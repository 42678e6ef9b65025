import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Contract } from "#worker/domain/marketplace/contracts.server";
import { Card } from "#app/components/ui/card";
import { formatMoney } from "./format";
import { StatusBadge } from "./status-badge";

/** Contracts as cards linking to their view (`?contract=`), with progress and escrow. */
export function ContractList({ contracts, side, locale, base }: { contracts: Contract[]; side: "client" | "advisor"; locale: string; base: string }) {
  const { t } = useTranslation();
  if (contracts.length === 0) return <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">{t("marketplace.contract.none")}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {contracts.map((c) => {
        const done = c.milestones.filter((m) => m.status === "released" || m.status === "resolved").length;
        return (
          <li key={c.id}>
            <Card className="space-y-2 p-4" data-testid={`contract-${c.id}`}>
              <div className="flex items-start justify-between gap-2">
                <Link to={`${base}?contract=${c.id}`} className="font-semibold hover:underline" data-user-content>
                  {c.requestTitle}
                </Link>
                <div className="flex items-center gap-2">
                  {c.unread > 0 ? (
                    <Link to={`${base}?contract=${c.id}#workroom`} className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground" data-testid="unread-badge">
                      {t("marketplace.workroom.unread", { count: c.unread })}
                    </Link>
                  ) : null}
                  <StatusBadge status={c.status} />
                </div>
              </div>
              <p className="text-sm text-muted-foreground">
                {side === "client" ? c.advisor.name : c.client.name} · {formatMoney(c.amount, locale)}
              </p>
              <p className="text-sm">
                {t("marketplace.contract.progress", { done, total: c.milestones.length })} · {t("marketplace.contract.escrow")}: {formatMoney(c.escrowBalance, locale)}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
