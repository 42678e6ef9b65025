import { useTranslation } from "react-i18next";
import { Badge } from "#app/components/ui/badge";
import { STATUS_VARIANT } from "./format";

/** A request, bid, contract or milestone status in the UI language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{t(`marketplace.status.${status}`)}</Badge>;
}
