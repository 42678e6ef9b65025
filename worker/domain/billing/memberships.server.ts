import { and, eq, gt, lte, sql, type Placeholder } from "drizzle-orm";
import { preparedRead } from "../../db-batch.server";
import type { Database } from "../../../db/client";
import { memberships } from "../../../db/schema";

/** Active VIP = an 'active' membership whose period contains `now` (one year from payment). */
export async function hasActiveMembership(db: Database, userId: string, now: Date = new Date()): Promise<boolean> {
  const row = await activeMembershipQuery(db, userId, now).get();
  return row !== undefined;
}

/** The same check as a query, so a loader can put it in its one `db.batch`. */
export function activeMembershipQuery(db: Database, userId: string | Placeholder, now: Date | Placeholder = new Date()) {
  return db
    .select({ id: memberships.id, endsAt: memberships.endsAt })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.status, "active"),
        lte(memberships.startsAt, now),
        gt(memberships.endsAt, now),
      ),
    )
    .limit(1);
}

/** The same check for the root loader's batch, its SQL built once per isolate. */
export function activeMembershipRead(scope: { db: Database }, userId: string, now: Date = new Date()) {
  // A placeholder is bound as given (drizzle encodes only literal values): the column's encoding here.
  return activeMembershipPrepared(scope, { userId, now: memberships.endsAt.mapToDriverValue(now) });
}
const activeMembershipPrepared = preparedRead<ReturnType<typeof activeMembershipQuery>, { userId: string; now: unknown }>((db) =>
  activeMembershipQuery(db, sql.placeholder("userId"), sql.placeholder("now")),
);
