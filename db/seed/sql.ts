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

type SeedRow = Record<string, string | number | boolean | null | undefined>;

/** Many rows of one table per statement, in chunks, so big seeds stay a handful of reasonably sized statements. */
export function insertManyOrIgnore(table: string, rows: SeedRow[], chunkSize = 50): string[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const values = rows.slice(i, i + chunkSize).map((row) => `(${columns.map((c) => sqlLiteral(row[c])).join(", ")})`);
    statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")} ON CONFLICT DO NOTHING;`);
  }
  return statements;
}

/** Localised text as its `<prefix>_en` / `<prefix>_tr` columns. */
export function localizedColumns(prefix: string, text: { en: string; tr: string }) {
  return { [`${prefix}_en`]: text.en, [`${prefix}_tr`]: text.tr };
}
