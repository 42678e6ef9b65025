import { getTableColumns, is, SQL, sql, type InferInsertModel } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "#db/client";

/**
 * `INSERT INTO t (every column) SELECT <values> WHERE <guard>`: one statement, so a limit or a
 * computed value (the next position) is decided by SQLite while it writes and no interleaving of
 * concurrent requests can get around it (issue 18 defects 4 and 5). A value may be an SQL
 * expression; plain values go through the column's own encoder; missing ones take the column
 * default. Returns drizzle's insert builder: batchable, `.returning()`, `.run()` → `meta.changes`.
 */
export function insertSelect<T extends SQLiteTable>(
  db: Database,
  table: T,
  row: { [K in keyof InferInsertModel<T>]?: InferInsertModel<T>[K] | SQL },
  guard?: SQL,
) {
  const columns = Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>);
  const values = columns.map(([key, column]) => {
    let value = (row as Record<string, unknown>)[key];
    if (value === undefined) value = column.defaultFn ? column.defaultFn() : column.default;
    if (value === undefined) return sql`NULL`;
    return is(value, SQL) ? sql`(${value})` : sql.param(value, column);
  });
  return db.insert(table).select(sql`SELECT ${sql.join(values, sql`, `)} WHERE ${guard ?? sql`1`}`);
}

/** The guard "fewer than `max` rows match": evaluated inside the INSERT. */
export const fewerThan = (table: SQLiteTable, where: SQL | undefined, max: number) =>
  sql`(SELECT count(*) FROM ${table} WHERE ${where ?? sql`1`}) < ${max}`;
