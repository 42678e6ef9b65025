import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { bundleReport } from "./scripts/bundle-report-plugin";
import { i18nCatalogueAssets } from "./scripts/i18n-catalogue-plugin";
import { firstLoadChunks } from "./scripts/first-load-chunks";
import { shareWorkerModules } from "./scripts/share-worker-modules-plugin";
import { getPageLoadContext } from "./worker/context.server";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Under `remix vite:dev` the Worker entry does not run; this builds the same
    // per-request context from wrangler's local bindings (see worker/context.server.ts).
    cloudflareDevProxyVitePlugin({
      getLoadContext: ({ request, context }) =>
        getPageLoadContext(request, context.cloudflare.env as unknown as Env, context.cloudflare.ctx),
    }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
    tsconfigPaths(),
    // The server build imports worker/ and db/ modules instead of copying them (one copy in the Worker).
    shareWorkerModules(),
    // Whole catalogues as hashed files; pages inline only the sections they use (decision 117).
    i18nCatalogueAssets(),
    // BUNDLE_REPORT=1 npm run build: what each chunk contains (scripts/bundle-report.ts reads it).
    ...(process.env.BUNDLE_REPORT ? [bundleReport()] : []),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  build: {
    // terser shrinks the browser's gzip by ≈ 4 % more than esbuild (decision 111); the Worker keeps esbuild.
    minify: isSsrBuild ? true : "terser",
    terserOptions: { compress: { passes: 2 } },
    // The browser's first load in a few files (decision 111). The server build is one file (shareWorkerModules).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstLoadChunks() } },
  },
}));
