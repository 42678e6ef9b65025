/** Constants shared by the domain modules and the browser bundle (no server imports here). */
export const REGIONS = ["europe", "middle-east", "asia-pacific", "americas", "caribbean", "africa"] as const;
export type Region = (typeof REGIONS)[number];

/** Compare takes 2–4 jurisdictions (docs/decisions/043-compare-limits.md). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

// Defined beside the table that stores them (db/ imports nothing from worker/).
export { TICKET_TOPICS, type TicketTopic } from "#db/schema/ticket-topics";
