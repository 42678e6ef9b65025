// Moved to worker/domain/intl.ts (layers point one way: app → worker → db); app code still imports it from here.
import { numberFormat } from "#worker/domain/intl";

export * from "#worker/domain/intl";

/** A file size in the reader's language ("1.5 MB", "1,5 MB"): documents, mail attachments. */
export function formatBytes(bytes: number, locale: string) {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${numberFormat(locale === "tr" ? "tr-TR" : "en-GB", { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
