// `npm start`: (prestart built the app and migrated + seeded the local D1) → the Worker on PORT or 8787.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { serve } from "./serve";

// A local-only signing secret, generated once into the git-ignored .dev.vars.
const vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
if (!/^JWT_SECRET=/m.test(vars)) {
  writeFileSync(".dev.vars", `${vars}${vars && !vars.endsWith("\n") ? "\n" : ""}JWT_SECRET=${randomBytes(32).toString("hex")}\n`);
}

// Same local state as `wrangler d1 migrations apply --local` (prestart); no DevTools inspector (scripts/serve.ts).
const server = await serve({ port: Number(process.env.PORT || 8787), hostname: process.env.HOST || "localhost" });
console.log(`TaxAtlas on ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void server.stop().finally(() => process.exit(0));
  });
}
