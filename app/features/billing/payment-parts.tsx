import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PaymentDto } from "#worker/domain/billing/payments.server";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import { formatMoney } from "./format";

const STATUS_VARIANT = { processing: "secondary", succeeded: "success", pending: "warning", held: "warning", failed: "destructive", refunded: "secondary" } as const;

export function PaymentStatusBadge({ status }: { status: PaymentDto["status"] }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="payment-status">
      {t(`billing.status.${status}`)}
    </Badge>
  );
}

/** "Visa ending in 4242" or "Wire transfer · TA-…". */
export function paymentMethodLabel(p: Pick<PaymentDto, "method" | "brand" | "last4" | "reference">, t: (k: string, v?: Record<string, string>) => string) {
  if (p.method === "card" && p.last4) return t("billing.receipt.cardEnding", { brand: (p.brand ?? "card").toUpperCase(), last4: p.last4 });
  return p.reference ? `${t(`billing.method.${p.method}`)} · ${p.reference}` : t(`billing.method.${p.method}`);
}

/** Bank / wallet details of a pending transfer. */
export function TransferInstructions({ instructions, locale }: { instructions: NonNullable<PaymentDto["instructions"]>; locale: string }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3 p-5" data-testid="transfer-instructions">
      <h2 className="text-lg font-semibold">{t("billing.instructions.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("billing.instructions.intro", { amount: formatMoney(instructions.amount, instructions.currency, locale) })}</p>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {instructions.lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-muted-foreground">{t(`billing.instructions.${line.label}`)}</dt>
            <dd className={line.label === "reference" ? "break-all font-mono font-semibold" : "break-all font-mono"}>{line.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The VIP promises of the FAQ (spec §9), where a member or a buyer sees them. */
export function VipPromises({ hours }: { hours: number }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1 text-sm" data-testid="vip-promises">
      {[t("billing.vip.promiseManager"), t("billing.vip.promiseSupport", { hours }), t("billing.vip.promiseReports")].map((line) => (
        <li key={line} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {line}
        </li>
      ))}
    </ul>
  );
}
