import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      MIGRATION_DB: D1Database;
      KV: KVNamespace;
      FILES: R2Bucket;
      ASSETS?: Fetcher;
      APP_NAME?: string;
      JWT_SECRET: string;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
export {};
