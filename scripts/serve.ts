/**
 * The local server of `npm start` and the bench: wrangler's local runtime (workerd, the bindings
 * and static assets of wrangler.toml) WITHOUT the DevTools inspector that `wrangler dev` always
 * attaches. With the inspector attached (Runtime + Network domains), workerd kept memory per
 * request until it died at the V8 heap limit; without it the soak stays flat (decision 077).
 * `npm run dev` (vite) and `wrangler dev` remain the tools for debugging.
 */
import { quietEnv } from "./wrangler-env";

export interface ServeOptions {
  port: number;
  hostname: string;
  /** local state directory (D1, KV, R2) */
  persist?: string;
  /** extra plain-text vars, e.g. a bench-only JWT_SECRET (else .dev.vars is read) */
  vars?: Record<string, string>;
  /** "info" (npm start) prints a line per request; the bench and the soak use "warn" */
  logLevel?: "info" | "warn";
}

export async function serve({ port, hostname, persist, vars = {}, logLevel = "info" }: ServeOptions) {
  // wrangler reads these when it bundles and starts (no telemetry, production React: wrangler-env.ts).
  Object.assign(process.env, quietEnv);
  const { unstable_startWorker } = await import("wrangler");
  const { getNodeCompat } = await import("miniflare");
  const worker = await unstable_startWorker({
    config: "wrangler.toml",
    // Bundle with the Node.js compatibility of wrangler.toml (nodejs_compat and the date: "v2"), as
    // `wrangler dev` and `wrangler deploy` do. Called through the API, wrangler leaves the mode unset
    // and bundles as if the flag were off: it warned about every `node:` import ("may throw errors
    // at runtime unless you enable nodejs_compat") and resolved a bare `util` to npm's browserify
    // copy (decision 321).
    build: { nodejsCompatMode: (config) => getNodeCompat(config.compatibility_date, config.compatibility_flags).mode },
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text" as const, value }])),
    dev: { inspector: false, server: { hostname, port }, ...(persist ? { persist } : {}), watch: false, logLevel },
  });
  await worker.ready;
  return { url: `http://${hostname}:${port}`, stop: () => worker.dispose() };
}
