import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { env } from "#test/helpers";
import { shareTargets } from "./sharing.server";

const scope = () => ({ db: createDb(env.DB) });
const WORKING = "'awaiting_signatures', 'active', 'completed'";

/** What the rule gives, read straight from the tables: the advisors of the client's working contracts, by name. */
async function expected(clientId: string) {
  const sql = `SELECT DISTINCT u.id, u.name FROM contracts c JOIN users u ON u.id = c.advisor_id WHERE c.client_id = ? AND c.status IN (${WORKING}) AND u.id <> ? ORDER BY u.name`;
  return (await env.DB.prepare(sql).bind(clientId, clientId).all<{ id: string; name: string }>()).results;
}

describe("shareTargets (prepared once per isolate)", () => {
  it("each owner's advisors, one owner after another", async () => {
    const owners = ["usr_demo_user", "usr_demo_advisor", "usr_demo_admin", "usr_demo_user"];
    for (const owner of owners) expect(await shareTargets(scope(), owner), owner).toEqual(await expected(owner));
    // the demo user works with the demo advisor (seeded contracts)
    expect((await shareTargets(scope(), "usr_demo_user")).map((a) => a.id)).toContain("usr_demo_advisor");
  });
});
