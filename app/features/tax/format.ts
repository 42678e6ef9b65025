import { formatPercent, formatUsd } from "#app/lib/seo";
import { formatDate } from "#app/lib/dates";

/** "corporate-tax-band" → "taxReport.labelCorporateTaxBand": wire codes map onto translation keys. */
export const codeKey = (prefix: string, code: string) =>
  `taxReport.${prefix}${code
    .split("-")
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("")}`;

export const usd = formatUsd;
export const percent = formatPercent;
export const usdRange = (r: { min: number; max: number }, locale: string) => (r.min === r.max ? usd(r.min, locale) : `${usd(r.min, locale)}–${usd(r.max, locale)}`);
export const dateOf = (iso: string, locale: string) => formatDate(iso, locale, "long");

/** "no-saving-while-you-stay" → "noSavingWhileYouStay": wire codes as translation key segments. */
export const camel = (code: string) => code.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The activity's label key (an unknown activity reads as consulting). */
const ACTIVITY_KEY: Record<string, string> = {
  consulting: "activityConsulting",
  software: "activitySoftware",
  ecommerce: "activityEcommerce",
  trading: "activityTrading",
  holding: "activityHolding",
  "ip-licensing": "activityIpLicensing",
  crypto: "activityCrypto",
};
export const activityKey = (a: string) => `taxReport.${ACTIVITY_KEY[a] ?? "activityConsulting"}`;
