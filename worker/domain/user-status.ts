import type { UserStatus } from "#db/schema/users";

/**
 * The statuses as a dependency-free list for the browser (importing db/schema would pull drizzle
 * into the client bundle). `satisfies` keeps it in step with the schema's enum.
 */
export const STATUS_OPTIONS = ["online", "away", "busy", "not-visible"] as const satisfies readonly UserStatus[];
