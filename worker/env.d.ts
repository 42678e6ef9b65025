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
  /** Outgoing mail (worker/domain/mail, decision 152): the Queue between the app and the provider */
  MAIL_QUEUE?: Queue<{ id: string }>;
  /** "local" (default: messages are kept for /admin/mail) or "resend" */
  MAIL_PROVIDER?: string;
  /** secret, with MAIL_PROVIDER=resend */
  RESEND_API_KEY?: string;
  /** the sender, e.g. "TaxAtlas <no-reply@mail.taxatlas.example>" */
  MAIL_FROM?: string;
  /** the public origin links in mail point to when no request names it (cron, replay) */
  APP_URL?: string;
  /** "test" (default: the built-in test provider) or "stripe" (decision 160) */
  PAYMENT_PROVIDER?: string;
  /** secrets, with PAYMENT_PROVIDER=stripe */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** pk_…: the browser's Payment Element (public, a var) */
  STRIPE_PUBLISHABLE_KEY?: string;
}
