import type { TFunction } from "i18next";
import { formatDate } from "#app/lib/dates";

/** True when a due date carries no time of day (stored as UTC midnight: an "all day" deadline). */
export const isAllDay = (iso: string) => iso.endsWith("T00:00:00.000Z");

/**
 * A due date in the UI language. Calendar arithmetic in TaxAtlas is UTC (docs/decisions/031), so
 * dates are shown in UTC too, with the time only when the deadline has one.
 */
export function formatDue(iso: string, locale: string, t: TFunction): string {
  const date = formatDate(iso, locale, "day");
  if (isAllDay(iso)) return date;
  const time = formatDate(iso, locale, "time");
  return t("workspace.tasks.dueAt", { date, time });
}
