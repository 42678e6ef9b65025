import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests run inside workerd (the production runtime) with the real D1 + KV bindings of wrangler.toml,
// migrations + seed applied once per vitest worker by test/setup.ts. `npm test` builds first: worker/index.ts serves the Remix build.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      tsconfigPaths(),
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // An empty database of its own for the tests of a migration on old rows (test/integration/migrations.test.ts).
          d1Databases: { MIGRATION_DB: "migration-test" },
          bindings: {
            TEST_MIGRATIONS: migrations,
            // A fixture, not a secret: only ever signs tokens inside the test runtime.
            JWT_SECRET: "test-only-signing-key-0123456789abcdef0123456789",
          },
        },
      }),
    ],
    resolve: {
      // The renderer the Worker bundles (wrangler.toml's alias: React's Node streaming build, decision
      // 321), not the package's browser build the workerd conditions would pick.
      alias: [{ find: /^react-dom\/server$/, replacement: fileURLToPath(new URL("./worker/runtime/react-dom-server-stream.js", import.meta.url)) }],
    },
    test: {
      include: ["test/integration/**/*.test.ts", "test/unit/**/*.test.ts", "worker/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
      setupFiles: ["./test/setup.ts"],
      // The per-request JSON log line (worker/request-log.ts) is for operators; in tests it would be
      // thousands of lines burying the failures. request-log.test.ts asserts it directly.
      onConsoleLog: (log: string) => !/^\{"level":"(info|warn)","msg":"request"/.test(log),
      // One workerd process and module graph per vitest worker instead of one per file: importing
      // the Worker + Remix build costs ~13 s, and migrations + seed run once per worker
      // (test/setup.ts). Storage is therefore shared by the files of a worker (decision 055).
      isolate: false,
      // At least two workers: vitest's default (available cores − 1) is one on a 2-core machine, where
      // a second worker took the suite from 235 s to 152 s (decision 214: each worker imports and
      // seeds once, and workerd waits on I/O enough to share a core).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      testTimeout: 30_000,
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "@remix-run/cloudflare",
              "@remix-run/server-runtime",
              "@remix-run/react",
              // The same router instance as @remix-run/react's (test/unit/header-widgets.test.ts).
              "react-router-dom/server",
              "react",
              "react-dom",
              "react/jsx-runtime",
              "i18next",
              "react-i18next",
              "remix-i18next/server",
              "remix-i18next/react",
              "remix-auth",
              "remix-auth-form",
              "drizzle-orm",
              "drizzle-orm/sqlite-core",
              "drizzle-orm/batch",
              "drizzle-orm/d1",
              "hono",
              "hono/body-limit",
              "hono/jwt",
              "hono/utils/http-status",
              "isbot",
              "zod",
              // ~2,000 icon modules, transformed one by one otherwise (test/unit/icon-names.test.ts).
              "lucide-react",
              "stripe",
              "pdf-lib",
              "@pdf-lib/standard-fonts",
              "@simplewebauthn/server",
              "yaml",
              "date-fns",
              "date-fns/locale/en-US",
              "date-fns/locale/tr",
              "radix-ui",
              "cmdk",
              "@tanstack/react-table",
              "otpauth",
              "xss",
              "fflate",
              "@react-email/body",
              "@react-email/button",
              "@react-email/column",
              "@react-email/container",
              "@react-email/head",
              "@react-email/heading",
              "@react-email/hr",
              "@react-email/html",
              "@react-email/link",
              "@react-email/preview",
              "@react-email/row",
              "@react-email/section",
              "@react-email/text",
            ],
          },
        },
      },
    },
  };
});
