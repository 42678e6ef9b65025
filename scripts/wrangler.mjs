// Runs the project's wrangler with no telemetry and no network look-ups (STACK.md).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME ?? `${process.cwd()}/.wrangler/config`,
  WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? `${process.cwd()}/.wrangler/logs`,
};

const require = createRequire(import.meta.url);
export const wranglerBin = require.resolve("wrangler/bin/wrangler.js");

if (import.meta.url === `file://${process.argv[1]}`) {
  const child = spawn(process.execPath, [wranglerBin, ...process.argv.slice(2)], { stdio: "inherit", env: quietEnv });
  child.on("exit", (code) => process.exit(code ?? 1));
}
