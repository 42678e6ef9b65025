// Bindings and variables of the Worker (wrangler.toml). Checked once per isolate by worker/env.server.ts.
interface Env {
  DB: D1Database;
  KV: KVNamespace;
  /** File manager bytes (docs/decisions/020-file-storage.md); optional: without it uploads answer 503. */
  FILES?: R2Bucket;
  ASSETS?: Fetcher;
  APP_NAME?: string;
  /** "on" runs requests on D1 sessions (read replicas + bookmarks, worker/d1-replication.ts); default off */
  D1_READ_REPLICATION?: string;
  JWT_SECRET: string;
}
