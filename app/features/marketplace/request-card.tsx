import { Link } from "@remix-run/react";
import { CalendarDays, Landmark, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MarketplaceRequest } from "#worker/domain/marketplace/requests.server";
import { Card } from "#app/components/ui/card";
import { formatDate, formatMoney } from "./format";
import { StatusBadge } from "./status-badge";

/** One request in a list: public fields only (title, place, structure, budget, bid count). */
export function RequestCard({ request: r, locale }: { request: MarketplaceRequest; locale: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid={`request-${r.id}`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold leading-snug">
          <Link to={`/marketplace/${r.id}`} className="hover:underline" data-user-content>
            {r.title}
          </Link>
        </h2>
        <StatusBadge status={r.status} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Landmark className="size-4" aria-hidden /> {r.jurisdictionName}
        </span>
        {r.structureName ? <span>{r.structureName}</span> : null}
        <span>{t(`marketplace.kind.${r.kind}`)}</span>
      </p>
      <p className="text-sm">
        <span className="text-muted-foreground">{t("marketplace.budget")}: </span>
        <span className="font-medium">
          {formatMoney(r.budgetMin, locale)} – {formatMoney(r.budgetMax, locale)}
        </span>
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Users className="size-4" aria-hidden /> {t("marketplace.bidCount", { count: r.bidCount })}
        </span>
        {r.deadline ? (
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden /> {t("marketplace.deadline")}: {formatDate(r.deadline, locale)}
          </span>
        ) : null}
      </div>
    </Card>
  );
}
