/** The help centre's ticket topics (db/schema/help-center.ts stores one per ticket). */
export const TICKET_TOPICS = ["reports", "marketplace", "payments", "account", "other"] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];
