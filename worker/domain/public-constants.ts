/** Constants shared by the domain modules and the browser bundle (no server imports here). */
export const REGIONS = ["europe", "middle-east", "asia-pacific", "americas", "caribbean", "africa"] as const;
export type Region = (typeof REGIONS)[number];

/** Compare takes 2–4 jurisdictions (docs/decisions/043-compare-limits.md). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const TICKET_TOPICS = ["reports", "marketplace", "payments", "account", "other"] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];
