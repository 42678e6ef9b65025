import { relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";

const root = resolve(import.meta.dirname, "..");
// Modules the Worker (worker/index.ts: Hono API, context) imports itself. Bundling them into the
// Remix server build as well put every domain module, the schema, the seed constants and both
// translation catalogues into the Worker twice (issue 15: Worker size) and gave each copy its own
// per-isolate caches.
const SHARED = [`worker${sep}`, `db${sep}`, `public${sep}i18n${sep}`, `app${sep}i18next.server.ts`];

const isShared = (id: string) => {
  const rel = relative(root, id);
  return !rel.startsWith("..") && SHARED.some((p) => rel.startsWith(p));
};

/**
 * In the SSR build only, imports of those modules stay imports (made relative to the output file),
 * so wrangler's esbuild bundles ONE copy for the API and the pages together. Under vitest and
 * `remix vite:dev` nothing changes (this runs in `vite build` of the server only).
 */
export function shareWorkerModules(): Plugin {
  return {
    name: "taxatlas-share-worker-modules",
    apply: "build",
    config(_config, env) {
      if (!env.isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            external: (id: string, _importer: string | undefined, isResolved: boolean) => isResolved && isShared(id),
            makeAbsoluteExternalsRelative: false,
            // One output file (dynamic imports inlined), so every path below is relative to
            // build/server/index.js (rollup's own relativising goes wrong through Remix's virtual entry).
            output: { inlineDynamicImports: true, paths: (id: string) => (isShared(id) ? `./${relative(resolve(root, "build/server"), id).split(sep).join("/")}` : id) },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      // The paths above are right for build/server/index.js only.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.fileName !== "index.js" && chunk.imports.some(isShared)) {
          this.error(`${chunk.fileName} imports worker modules from another folder than index.js; extend shareWorkerModules`);
        }
      }
    },
  };
}
