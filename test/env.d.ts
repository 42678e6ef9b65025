import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      KV: KVNamespace;
      ASSETS?: Fetcher;
      APP_NAME?: string;
      JWT_SECRET: string;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
export {};
