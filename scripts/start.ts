// `npm start`: (prestart built the app and migrated + seeded the local D1) → wrangler dev on PORT or 8787.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { quietEnv, wranglerBin } from "./wrangler-env";

// A local-only signing secret, generated once into the git-ignored .dev.vars.
const vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
if (!/^JWT_SECRET=/m.test(vars)) {
  writeFileSync(".dev.vars", `${vars}${vars && !vars.endsWith("\n") ? "\n" : ""}JWT_SECRET=${randomBytes(32).toString("hex")}\n`);
}

const port = process.env.PORT || "8787";
const child = spawn(process.execPath, [wranglerBin, "dev", "--port", port, "--ip", process.env.HOST || "localhost"], {
  stdio: "inherit",
  env: quietEnv,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
