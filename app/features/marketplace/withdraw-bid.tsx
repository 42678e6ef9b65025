import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";

/** The advisor's "Withdraw" on a pending bid; both pages handle `intent=withdraw` with the bid's id. */
export function WithdrawBid({ bidId, busy }: { bidId: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="id" value={bidId} />
      <Button type="submit" name="intent" value="withdraw" variant="outline" size="sm" disabled={busy}>
        {t("marketplace.bid.withdraw")}
      </Button>
    </Form>
  );
}
