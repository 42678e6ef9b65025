import { and, eq, gt, lte, param, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import { preparedRead } from "#worker/db-batch.server";
import type { Database } from "#db/client";
import { memberships } from "#db/schema";

/** Active VIP = an 'active' membership whose period contains `now` (one year from payment). */
export async function hasActiveMembership(db: Database, userId: string, now: Date = new Date()): Promise<boolean> {
  const row = await activeMembershipQuery(db, userId, now).get();
  return row !== undefined;
}

/** The same check as a query, so a loader can put it in its one `db.batch`. */
export function activeMembershipQuery(db: Database, userId: string | Placeholder, now: Date | SQLWrapper = new Date()) {
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
  return activeMembershipPrepared(scope, { userId, now });
}
const activeMembershipPrepared = preparedRead<ReturnType<typeof activeMembershipQuery>, { userId: string; now: Date }>((db) =>
  // `now` is a Date bound through the timestamp column's encoding (see preparedRead).
  activeMembershipQuery(db, sql.placeholder("userId"), param(sql.placeholder("now"), memberships.endsAt)),
);
