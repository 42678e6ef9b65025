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
  // wrangler dev bundles the Worker with NODE_ENV=development unless told otherwise, which put
  // React's development server renderer (2–3× the CPU per page) under `npm start`, the bench and
  // the browser tests while `wrangler deploy` ships the production one. Serve what is deployed
  // (decision 075); NODE_ENV=development npm start brings React's dev warnings back.
  NODE_ENV: process.env.NODE_ENV ?? "production",
};

export const wranglerBin = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
