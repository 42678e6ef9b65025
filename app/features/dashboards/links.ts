/** The dashboards, in the order of their tabs. */
export const DASHBOARD_LINKS = ["project", "analytics", "finance", "crypto"] as const;
