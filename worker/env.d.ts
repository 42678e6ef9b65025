// Bindings and variables of the Worker (wrangler.toml). Checked once per isolate by worker/env.server.ts.
interface Env {
  DB: D1Database;
  KV: KVNamespace;
  ASSETS?: Fetcher;
  APP_NAME?: string;
  JWT_SECRET: string;
}
