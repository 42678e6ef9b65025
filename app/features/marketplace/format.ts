import { formatDate as formatCalendarDate } from "#app/lib/dates";
import { numberFormat } from "#app/lib/intl";
/** Minor units (cents) → "$5,000" / "5.000 $" in the UI language; cents shown only when present. */
export function formatMoney(cents: number, locale: string, currency = "USD") {
  const whole = cents % 100 === 0;
  return numberFormat(locale === "tr" ? "tr-TR" : "en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export const formatDate = (iso: string, locale: string) => formatCalendarDate(iso, locale, "day");

export const STATUS_VARIANT: Record<string, "default" | "secondary" | "outline" | "success" | "warning" | "destructive"> = {
  open: "success",
  awarded: "default",
  closed: "secondary",
  pending: "warning",
  accepted: "success",
  declined: "secondary",
  withdrawn: "secondary",
  active: "default",
  awaiting_signatures: "warning",
  client_signed: "warning",
  advisor_signed: "warning",
  signed: "success",
  void: "secondary",
  completed: "success",
  cancelled: "secondary",
  unfunded: "outline",
  funded: "default",
  submitted: "warning",
  released: "success",
  disputed: "destructive",
  resolved: "secondary",
  refunded: "secondary",
};

/** The ledger account's label key: `escrow:<id>` → escrow, `platform:revenue` → platform_revenue. */
export function accountLabelKey(account: string) {
  const [kind] = account.split(":");
  return kind === "platform" ? account.replace(":", "_") : kind;
}

// Frozen constants: the formatter cache finds them by the object, without a key per row.
const PERCENT_1: Intl.NumberFormatOptions = Object.freeze({ style: "percent", maximumFractionDigits: 1 });
const PERCENT_0: Intl.NumberFormatOptions = Object.freeze({ style: "percent", maximumFractionDigits: 0 });
/** 0.25 → "25%" / "%25" (Turkish puts the sign first). */
export const formatPercent = (rate: number, locale: string) => numberFormat(locale === "tr" ? "tr-TR" : "en-US", PERCENT_1).format(rate);

/** 0.83 → "83%" / "%83" in the UI language. */
export const percent = (share: number, locale: string) => numberFormat(locale === "tr" ? "tr-TR" : "en-US", PERCENT_0).format(share);
