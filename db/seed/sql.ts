/** Renders values as SQL literals for seed files (data we wrote ourselves, never user input). */
export function sqlLiteral(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${value.replace(/'/g, "''")}'`;
}

export function insertOrIgnore(table: string, row: Record<string, string | number | boolean | null | undefined>): string {
  const columns = Object.keys(row);
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => sqlLiteral(row[c])).join(", ")}) ON CONFLICT DO NOTHING;`;
}
