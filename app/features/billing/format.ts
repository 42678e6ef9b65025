import { dateTimeFormat, numberFormat } from "~/lib/intl";
/** Minor units → localised money (9900 USD → "$99.00" / "$99,00"). */
export function formatMoney(amount: number, currency: string, locale: string) {
  return numberFormat(locale === "tr" ? "tr-TR" : "en-US", { style: "currency", currency }).format(amount / 100);
}

/** A date in UTC so the server render and the browser agree. */
export function formatDate(iso: string, locale: string, withTime = false) {
  return dateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", {
    timeZone: "UTC",
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", timeZoneName: "short" } : {}),
  }).format(new Date(iso));
}
