// What the Worker bundle gets for `import "react-dom/server"` (wrangler.toml [alias], decision 110):
// only the streaming renderer the Worker uses (renderToReadableStream). react-dom's own
// server.browser.js also loads the legacy renderToString build (≈ 35 KB minified) the Worker never
// calls. The NODE_ENV test is folded by the bundler, so one build is bundled.
"use strict";
module.exports =
  process.env.NODE_ENV === "production"
    ? require("../../node_modules/react-dom/cjs/react-dom-server.browser.production.min.js")
    : require("../../node_modules/react-dom/cjs/react-dom-server.browser.development.js");
