import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ContractReviews, Review } from "#worker/domain/marketplace/reviews.server";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { SelectField, TextareaField } from "#app/components/ui/textarea-field";
import { ReviewScore } from "./advisor-reviews";
import { formatDate } from "./format";

/** The criteria each side rates (the same lists as REVIEW_CRITERIA on the server, which checks them again). */
const CRITERIA = { client: ["quality", "communication", "timeliness"], advisor: ["clarity", "responsiveness"] } as const;

function ReviewText({ review, label }: { review: Review; label: string }) {
  return (
    <div className="space-y-1 rounded-md border p-3">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ReviewScore score={review.score} ratings={review.ratings} />
      {review.comment ? (
        <p className="whitespace-pre-line text-sm" data-user-content>
          {review.comment}
        </p>
      ) : null}
      {review.response ? (
        <p className="whitespace-pre-line border-l-2 pl-3 text-sm" data-user-content>
          {review.response}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Reviews of an ended contract (issue 31): the form while the caller may review, their own review,
 * and the other side's once revealed (double-blind). The advisor may answer the client's review once.
 */
export function ReviewPanel({ contractId, reviews, side, locale, busy }: { contractId: string; reviews: ContractReviews; side: "client" | "advisor"; locale: string; busy: boolean }) {
  const { t } = useTranslation();
  const closes = reviews.closesAt ? formatDate(reviews.closesAt.slice(0, 10), locale) : null;
  return (
    <Card className="space-y-3 p-4" data-testid="review-panel">
      <h2 className="text-lg font-semibold">{t("marketplace.review.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("marketplace.review.intro")}</p>
      {reviews.canReview && closes ? <p className="text-sm">{t("marketplace.review.closesOn", { date: closes })}</p> : null}
      {reviews.canReview ? (
        <Form method="post" className="grid gap-3" data-testid="review-form">
          <input type="hidden" name="id" value={contractId} />
          <div className="grid gap-3 sm:grid-cols-3">
            {CRITERIA[side].map((k) => (
              <SelectField key={k} name={`rating.${k}`} label={t("marketplace.review.rateLabel", { criterion: t(`marketplace.review.criteria.${k}`) })} defaultValue="5" required>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          <TextareaField name="comment" label={t("marketplace.review.comment")} rows={3} maxLength={2000} />
          <TextareaField name="privateNote" label={t("marketplace.review.privateNote")} rows={2} maxLength={2000} />
          <div>
            <Button type="submit" name="intent" value="review" disabled={busy}>
              {t("marketplace.review.submit")}
            </Button>
          </div>
        </Form>
      ) : !reviews.mine ? (
        <p className="text-sm text-muted-foreground">{t("marketplace.review.closed")}</p>
      ) : null}
      {reviews.mine ? <ReviewText review={reviews.mine} label={t("marketplace.review.yours")} /> : null}
      {reviews.theirs ? (
        <div data-testid="their-review">
          <ReviewText review={reviews.theirs} label={t("marketplace.review.theirs")} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="their-review-hidden">
          {reviews.theirsSubmitted ? t("marketplace.review.hidden") : t("marketplace.review.notYet")}
        </p>
      )}
      {side === "advisor" && reviews.theirs && !reviews.theirs.response ? (
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="id" value={contractId} />
          <TextareaField name="response" label={t("marketplace.review.answer")} rows={2} maxLength={2000} required />
          <div>
            <Button type="submit" name="intent" value="respond" variant="outline" disabled={busy}>
              {t("marketplace.review.submitAnswer")}
            </Button>
          </div>
        </Form>
      ) : null}
    </Card>
  );
}
