import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PublicReview } from "#worker/domain/marketplace/reviews.server";
import { formatDate } from "./format";

/** One review's stars and per-criterion ratings, as text too (screen readers get "4.3 of 5"). */
export function ReviewScore({ score, ratings }: { score: number; ratings: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1 font-semibold">
        <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden /> {score.toFixed(1)}
        <span className="sr-only">{t("marketplace.review.outOfFive")}</span>
      </span>
      {Object.entries(ratings).map(([k, v]) => (
        <span key={k} className="text-muted-foreground">
          {t(`marketplace.review.criteria.${k}`)}: {v}
        </span>
      ))}
    </div>
  );
}

/** Clients' reviews on an advisor's profile: revealed ones only (double-blind, decision 147), with the advisor's answer. */
export function AdvisorReviews({ reviews, locale }: { reviews: PublicReview[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews" className="space-y-3" data-testid="advisor-reviews">
      <h2 id="reviews" className="text-xl font-semibold">
        {t("marketplace.review.onProfile", { count: reviews.length })}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("marketplace.review.noneYet")}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((r, i) => (
            <li key={i} className="space-y-2 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <ReviewScore score={r.score} ratings={r.ratings} />
                <span className="text-xs text-muted-foreground">
                  {r.clientName} · {formatDate(r.createdAt.slice(0, 10), locale)}
                </span>
              </div>
              {r.comment ? (
                <p className="whitespace-pre-line text-sm" data-user-content>
                  {r.comment}
                </p>
              ) : null}
              {r.response ? (
                <div className="border-l-2 pl-3 text-sm">
                  <p className="text-xs font-medium text-muted-foreground">{t("marketplace.review.advisorAnswer")}</p>
                  <p className="whitespace-pre-line" data-user-content>
                    {r.response}
                  </p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
