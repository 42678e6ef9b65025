// What the Worker bundle gets for `import "react-dom/server"` (wrangler.toml [alias], decision 110):
// only the streaming renderer the Worker uses — React's Node build (renderToPipeableStream, under
// nodejs_compat; worker/runtime/render-stream.ts says why, decision 321). react-dom's own
// server.node.js also loads the legacy renderToString build (≈ 35 KB minified) the Worker never
// calls. The NODE_ENV test is folded by the bundler, so one build is bundled.
"use strict";
module.exports =
  process.env.NODE_ENV === "production"
    ? require("../../node_modules/react-dom/cjs/react-dom-server.node.production.min.js")
    : require("../../node_modules/react-dom/cjs/react-dom-server.node.development.js");
