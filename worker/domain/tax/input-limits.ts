/**
 * The tax form's fixed lists and limits, with no dependencies: the browser's form imports these, and
 * importing them from ./input.ts would bring zod and the catalogue index into the page (issue 28).
 */
/** Activities the engine knows (wire names). */
export const TAX_ACTIVITIES = ["consulting", "software", "ecommerce", "trading", "holding", "ip-licensing", "crypto"] as const;
export type TaxActivity = (typeof TAX_ACTIVITIES)[number];

export const MAX_CANDIDATES = 8;
/** Shareholdings listed for the exit tax (issue 32). */
export const MAX_HOLDINGS = 20;
/** Pillar Two applies to groups with consolidated revenue of at least EUR 750 million (GloBE Art. 1.1). */
export const PILLAR_TWO_THRESHOLD_EUR = 750_000_000;
/** Tax years whose law the parameters describe (params/*.ts carry values dated from 2025-01-01). */
export const TAX_YEARS = [2025, 2026] as const;
export type TaxYear = (typeof TAX_YEARS)[number];
/** The default tax year for a clock year (the caller passes the clock; the engine reads none). */
export const taxYearFor = (calendarYear: number): TaxYear => (calendarYear <= 2025 ? 2025 : 2026);
