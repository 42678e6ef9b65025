import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "#db/client";

/**
 * One atomic D1 batch of raw SQL and drizzle builders. drizzle's own batch cannot take
 * `db.run(sql…)` items (INSERT … SELECT guards, UPDATE … FROM), so statements go to D1 directly.
 */
type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

const dialect = new SQLiteAsyncDialect();

export async function d1Batch(db: Database, statements: readonly Statement[]): Promise<D1Result[]> {
  if (statements.length === 0) return [];
  const client = db.$client as D1Database;
  const prepared = statements.map((s) => {
    const query = "toSQL" in s ? s.toSQL() : dialect.sqlToQuery(s);
    return client.prepare(query.sql).bind(...query.params);
  });
  return client.batch(prepared);
}
