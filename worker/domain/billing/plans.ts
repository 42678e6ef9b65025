import { HELP_CENTER_TERMS } from "#db/seed/data/help-center";

/** Prices in minor units, from the same terms the pricing page and FAQ show (spec §9). */
export const PLANS = {
  report: { amount: HELP_CENTER_TERMS.reportPriceUsd * 100, currency: "USD" },
  vip: { amount: HELP_CENTER_TERMS.vipMembershipFromUsdPerYear * 100, currency: "USD", period: "year" as const },
} as const;

export const REFUND_WINDOW_DAYS = HELP_CENTER_TERMS.refundWindowDays;
export const VIP_SUPPORT_RESPONSE_HOURS = HELP_CENTER_TERMS.vipSupportResponseHours;
