import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { memberships, users } from "#db/schema";
import { batched, preparedRead } from "#worker/db-batch.server";
import { activeMembershipQuery, activeMembershipRead } from "#worker/domain/billing/memberships.server";
import worker from "#worker/index";
import { eq, sql } from "drizzle-orm";
import { ORIGIN, sessionCookieHeader, signInAs } from "#test/helpers";
import { recordingD1 } from "#test/d1-recorder";

describe("one D1 round trip per page (decision 057)", () => {
  it("batched() sends the queries queued in one turn as one batch and hands each caller its result", async () => {
    const { d1, trips } = recordingD1();
    const scope = { db: createDb(d1) };
    const [a, b, c] = await Promise.all([
      batched(scope, scope.db.select({ id: users.id }).from(users).where(eq(users.id, "usr_demo_user"))),
      batched(scope, scope.db.select({ id: users.id }).from(users).where(eq(users.id, "usr_demo_admin"))),
      batched(scope, scope.db.select({ id: users.id }).from(users).where(eq(users.id, "nobody"))),
    ]);
    expect([a, b, c]).toEqual([[{ id: "usr_demo_user" }], [{ id: "usr_demo_admin" }], []]);
    expect(trips.map((t) => [t.kind, t.statements])).toEqual([["batch", 3]]);
    // a later query starts the next batch
    expect(await batched(scope, scope.db.select({ id: users.id }).from(users).where(eq(users.id, "usr_demo_user")))).toHaveLength(1);
    expect(trips).toHaveLength(2);
  });

  it("a batched read that selects two columns of one name fails instead of mapping a row wrongly; aliased, it maps", async () => {
    const scope = { db: createDb(env.DB) };
    const joined = () => scope.db.select({ user: users, membershipId: memberships.id }).from(users).leftJoin(memberships, eq(memberships.userId, users.id)).where(eq(users.id, "usr_demo_user"));
    await expect(batched(scope, joined())).rejects.toThrow('two columns named "id"');
    const aliased = scope.db
      .select({ user: users, membershipId: sql<string | null>`${memberships.id}`.as("membership_id") })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.id, "usr_demo_user"));
    const rows = await batched(scope, aliased);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.user.id === "usr_demo_user" && r.user.email === "user@taxatlas.test")).toBe(true);
  });

  it("a binding that cannot prepare fails each read's promise, never its caller (no read left without a handler)", async () => {
    const broken = {
      db: createDb({
        prepare: () => {
          throw new Error("D1_ERROR: Network connection lost.");
        },
      } as unknown as D1Database),
    };
    const byId = preparedRead((db) => db.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder("id"))));
    const reads = () => Promise.all([batched(broken, broken.db.select({ id: users.id }).from(users)), byId(broken, { id: "usr_demo_user" })]);
    await expect(reads()).rejects.toThrow("Network connection lost");
  });

  it("preparedRead builds its SQL once per binding, binds each call's values (encoded like literals) and joins the batch", async () => {
    const { d1, trips } = recordingD1();
    const scope = { db: createDb(d1) };
    let builds = 0;
    const byId = preparedRead((db) => {
      builds++;
      return db.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder("id")));
    });
    const [a, b, c] = await Promise.all([
      byId(scope, { id: "usr_demo_user" }),
      byId(scope, { id: "usr_demo_admin" }),
      batched(scope, scope.db.select({ id: users.id }).from(users).where(eq(users.id, "nobody"))),
    ]);
    expect([a, b, c]).toEqual([[{ id: "usr_demo_user" }], [{ id: "usr_demo_admin" }], []]);
    expect(trips.map((t) => [t.kind, t.statements])).toEqual([["batch", 3]]);
    expect(trips[0].sql[0]).toBe(trips[0].sql[1]);
    expect(await byId(scope, { id: "usr_demo_user" })).toEqual([{ id: "usr_demo_user" }]);
    expect(builds).toBe(1);
    // A Date for a timestamp column: the column's encoding, so the active-membership check still matches.
    const now = new Date();
    const vip = { id: "mem_prepared_read", userId: "usr_demo_user", plan: "vip" as const, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 60_000), createdAt: now };
    await scope.db.insert(memberships).values(vip);
    try {
      expect(await activeMembershipRead(scope, "usr_demo_user", now)).toEqual([{ id: vip.id, endsAt: vip.endsAt }]);
      expect(await activeMembershipRead(scope, "usr_demo_user", vip.endsAt)).toEqual([]); // endsAt is exclusive
      expect(await activeMembershipQuery(scope.db, "usr_demo_user", now)).toEqual([{ id: vip.id, endsAt: vip.endsAt }]);
    } finally {
      await scope.db.delete(memberships).where(eq(memberships.id, vip.id));
    }
  });

  it("the same prepared read with the same values, queued twice in one turn, is one statement; each caller gets rows of its own", async () => {
    const { d1, trips } = recordingD1();
    const scope = { db: createDb(d1) };
    const byId = preparedRead((db) => db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, sql.placeholder("id"))));
    const [a, b, c] = await Promise.all([byId(scope, { id: "usr_demo_user" }), byId(scope, { id: "usr_demo_user" }), byId(scope, { id: "usr_demo_admin" })]);
    expect(a).toEqual([{ id: "usr_demo_user", email: "user@taxatlas.test" }]);
    expect(b).toEqual(a);
    expect(b[0]).not.toBe(a[0]); // a caller that changes its row does not change the other's
    expect(c).toEqual([{ id: "usr_demo_admin", email: "admin@taxatlas.test" }]);
    expect(trips.map((t) => [t.kind, t.statements])).toEqual([["batch", 2]]);
  });

  it("a signed-in compact page reads the user row and the header's badges in one batch", async () => {
    const { token } = await signInAs("user");
    const { d1, trips } = recordingD1();
    const execution = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/example`, { headers: { Cookie: await sessionCookieHeader(token), "CF-Connecting-IP": "198.51.100.7" } }),
      { ...(env as unknown as Env), DB: d1 },
      execution,
    );
    await waitOnExecutionContext(execution);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Alex Morgan");
    // The root's user row, VIP membership and shell settings and the layout's badges: one batch, and none of them read alone.
    // The badges are two aggregates: unread messages and notifications in one statement, unread chat
    // messages in the other; the panels' content (and the shortcuts) load on a panel's first open (decision 136).
    // (Session and role checks belong to worker/auth; /example's own reads are not batched yet.)
    const batches = trips.filter((t) => t.kind === "batch");
    expect(batches).toHaveLength(1);
    expect(batches[0].statements).toBe(5);
    expect(batches[0].sql.filter((s) => /from "memberships"/.test(s))).toHaveLength(1);
    expect(batches[0].sql.filter((s) => /from "shell_settings"/.test(s))).toHaveLength(1);
    expect(batches[0].sql.filter((s) => /^select "kind", count\(\*\) from "inbox_items" where .* group by "inbox_items"\."kind"$/.test(s))).toHaveLength(1);
    expect(batches[0].sql.filter((s) => /^select coalesce\(sum\("unread_count"\), 0\) from "chats" where "chats"\."owner_id" = \?$/.test(s))).toHaveLength(1);
    expect(trips.flatMap((t) => t.sql).filter((s) => /from "shortcuts"|"title"|"last_message"/.test(s))).toEqual([]);
    expect(batches[0].sql.filter((s) => /^select .* from "users" where "users"\."id" = \? limit \?$/.test(s))).toHaveLength(1);
    const alone = trips.filter((t) => t.kind === "single").flatMap((t) => t.sql);
    expect(alone.filter((s) => /from "(inbox_items|shortcuts|chats|memberships)"/.test(s))).toEqual([]);
  });

  it("a signed-in page costs one KV read: the session and the cached role come in one bulk get", async () => {
    const { token } = await signInAs("user");
    const kvGets: unknown[] = [];
    const kv = new Proxy(env.KV, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (key === "get") return (...args: unknown[]) => (kvGets.push(args[0]), (value as (...a: unknown[]) => unknown).apply(target, args));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const load = async () => {
      const { d1, trips } = recordingD1();
      const execution = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${ORIGIN}/example`, { headers: { Cookie: await sessionCookieHeader(token), "CF-Connecting-IP": "198.51.100.8" } }),
        { ...(env as unknown as Env), DB: d1, KV: kv },
        execution,
      );
      await waitOnExecutionContext(execution);
      expect(res.status).toBe(200);
      return trips;
    };
    await load(); // fills the role cache if it was empty
    kvGets.length = 0;
    const trips = await load();
    expect(kvGets).toEqual([[expect.stringMatching(/^session:/), "role:usr_demo_user"]]);
    // The role came from that read: D1 was not asked for it.
    expect(trips.filter((t) => t.kind === "single").flatMap((t) => t.sql).filter((s) => /^select "role", "current_role" from "users"/.test(s))).toEqual([]);
  });

  it.each(["/advisor", "/jurisdictions/cyprus"])("signed-in %s: every D1 read of the page in one batch", async (path) => {
    const { token } = await signInAs("user");
    const { d1, trips } = recordingD1();
    const execution = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}${path}`, { headers: { Cookie: await sessionCookieHeader(token), "CF-Connecting-IP": "198.51.100.9" } }),
      { ...(env as unknown as Env), DB: d1 },
      execution,
    );
    await waitOnExecutionContext(execution);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Alex Morgan");
    // Role reads of a cache miss (worker/auth) are not the page's; everything else is one batch.
    const pageTrips = trips.filter((t) => !t.sql.every((s) => /^select "role", "current_role" from "users"/.test(s)));
    expect(pageTrips.map((t) => t.kind)).toEqual(["batch"]);
    // the shell's five statements and the page's own
    expect(pageTrips[0].statements).toBeGreaterThan(5);
  });
});
