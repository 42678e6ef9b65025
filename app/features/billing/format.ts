import { formatDate as formatCalendarDate } from "#app/lib/dates";
import { numberFormat } from "#app/lib/intl";
/** Minor units → localised money (9900 USD → "$99.00" / "$99,00"). */
export function formatMoney(amount: number, currency: string, locale: string) {
  return numberFormat(locale === "tr" ? "tr-TR" : "en-US", { style: "currency", currency }).format(amount / 100);
}

/** A date in UTC so the server render and the browser agree (app/lib/dates.ts). */
export const formatDate = (iso: string, locale: string, withTime = false) => formatCalendarDate(iso, locale, withTime ? "dayTimeZone" : "day");
