/** The two kinds of header inbox and their translation namespaces (shared by the trigger and its opened part). */
export type InboxKind = "message" | "notification";
export const INBOX_NS: Record<InboxKind, "messages" | "notifications"> = { message: "messages", notification: "notifications" };
