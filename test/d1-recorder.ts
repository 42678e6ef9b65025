import { env } from "cloudflare:test";

/** A D1 binding that records every round trip: one entry per batch (its size) or single statement (1). */
export function recordingD1() {
  const trips: { kind: "batch" | "single"; statements: number; sql: string[] }[] = [];
  const sqlOf = new WeakMap<object, string>();
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, key) {
        if (key === "bind") return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (key === "all" || key === "first" || key === "run" || key === "raw")
          return (...args: unknown[]) => {
            trips.push({ kind: "single", statements: 1, sql: [sql] });
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          };
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    sqlOf.set(proxy, sql);
    return proxy;
  };
  const d1 = {
    prepare: (sql: string) => wrap(env.DB.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      trips.push({ kind: "batch", statements: statements.length, sql: statements.map((s) => sqlOf.get(s) ?? "?") });
      return env.DB.batch(statements);
    },
    exec: (sql: string) => env.DB.exec(sql),
    dump: () => env.DB.dump(),
    withSession: () => env.DB.withSession(),
  } as unknown as D1Database;
  return { d1, trips };
}
