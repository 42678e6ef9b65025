import { writeFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Rollup-visualizer-style data without a dependency: for every output chunk, its modules and their
 * rendered sizes, plus its static and dynamic imports. Written to build/bundle-<client|ssr>.json.
 */
export function bundleReport(): Plugin {
  return {
    name: "taxatlas-bundle-report",
    apply: "build",
    generateBundle(options, bundle) {
      const ssr = Boolean(this.environment?.config.build.ssr);
      const chunks = Object.values(bundle)
        .filter((c) => c.type === "chunk")
        .map((c) => ({
          file: c.fileName,
          name: c.name,
          isEntry: c.isEntry,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: Object.entries(c.modules)
            .map(([id, m]) => ({ id: id.replace(process.cwd() + "/", ""), bytes: m.renderedLength }))
            .sort((a, b) => b.bytes - a.bytes),
        }));
      writeFileSync(`build/bundle-${ssr ? "ssr" : "client"}.json`, JSON.stringify(chunks, null, 1));
    },
  };
}
