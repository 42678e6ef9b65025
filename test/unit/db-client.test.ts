import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";

describe("drizzle client", () => {
  it("is built once per D1 binding (not per request) and still queries", async () => {
    const db = createDb(env.DB);
    expect(createDb(env.DB)).toBe(db);
    const other = { ...env.DB } as unknown as D1Database;
    expect(createDb(other)).not.toBe(db);
    expect(await db.query.users.findFirst({ columns: { id: true } })).toBeTruthy();
  });
});
