import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

const root = resolve(import.meta.dirname, "..");
const LANGUAGES = ["en", "tr"] as const;
const VIRTUAL_ID = "virtual:i18n-catalogue-urls";

/**
 * Each language's whole catalogue as a content-hashed static file (`/assets/i18n-<lng>-<hash>.json`,
 * immutable like every hashed asset), and `virtual:i18n-catalogue-urls` naming them for both builds.
 * A page inlines only the catalogue sections its own HTML used (app/root.tsx); the browser fetches
 * the rest from here once, cached for a year, instead of every page carrying ~68 KB of JSON
 * (decision 117). /i18n/<lng>.json (spec §9) stays for switching languages.
 */
export function i18nCatalogueAssets(): Plugin {
  // Without the source files' indentation (a fifth of their size).
  const read = (lng: string) => JSON.stringify(JSON.parse(readFileSync(resolve(root, `public/i18n/${lng}.json`), "utf8")));
  const files = LANGUAGES.map((lng) => {
    const hash = createHash("sha256").update(read(lng)).digest("base64url").replace(/[-_]/g, "").slice(0, 10);
    return { lng, fileName: `assets/i18n-${lng}-${hash}.json` };
  });
  let ssr = false;
  return {
    name: "taxatlas-i18n-catalogue-assets",
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      return `export default ${JSON.stringify(Object.fromEntries(files.map((f) => [f.lng, `/${f.fileName}`])))};`;
    },
    // `remix vite:dev`: served from the source file, so an edited catalogue shows without a build.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((f) => req.url === `/${f.fileName}`);
        if (!file) return next();
        res.setHeader("Content-Type", "application/json");
        res.end(read(file.lng));
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const f of files) this.emitFile({ type: "asset", fileName: f.fileName, source: read(f.lng) });
    },
  };
}
