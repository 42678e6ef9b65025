// What the Worker bundle gets for a bare `require("util")` (wrangler.toml [alias], decision 321):
// the runtime's own node:util (nodejs_compat). Without it esbuild bundles the browserify "util"
// package that a build tool's dependency left in node_modules, which has no TextEncoder.
export * from "node:util";
