// How the project runs wrangler: no telemetry, no update check, no network look-ups (STACK.md).
import { createRequire } from "node:module";

export const quietEnv: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME ?? `${process.cwd()}/.wrangler/config`,
  WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? `${process.cwd()}/.wrangler/logs`,
};

export const wranglerBin = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
