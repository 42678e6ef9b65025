import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

// Building the client walks the whole schema (relations, column maps): ~38 % of a cheap request's
// CPU when done per request. One client per D1 binding per isolate; a WeakMap so a test's stand-in
// binding gets its own client and nothing outlives the binding.
const clients = new WeakMap<D1Database, ReturnType<typeof build>>();
const build = (d1: D1Database) => drizzle(d1, { schema });

export function createDb(d1: D1Database) {
  let client = clients.get(d1);
  if (!client) clients.set(d1, (client = build(d1)));
  return client;
}
export type Database = ReturnType<typeof createDb>;
