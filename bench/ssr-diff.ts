/**
 * Server HTML of two Worker bundles, side by side (decision 114): `npx tsx bench/ssr-diff.ts
 * <a.js> <b.js>` with two `wrangler deploy --dry-run --outdir` outputs copied inside the project
 * (workerd refuses module paths outside it) — under `.wrangler/` (e.g. `.wrangler/ssr-diff/a`): a
 * folder git does not ignore is read by Tailwind's source detection at the next build, and the
 * bundles' words would enter the CSS and the tailwind-merge config. Both run under Miniflare over one freshly seeded
 * state; every page of the list is requested twice (the second render shows per-isolate state)
 * per role and language, and the HTML is compared after blanking CSP nonces, UUIDs and the port.
 * Differences are written to /tmp/ssr-diff/<page>.{a,b}.html; times ("5 seconds ago", "now")
 * differ between the runs by nature. DUMP=1 also writes every page of b to /tmp/ssr-dump/.
 * Each Worker gets the static assets as its ASSETS binding (`SSR_DIFF_ASSETS_A`, `SSR_DIFF_ASSETS_B`,
 * both `build/client` unless given: a's own client build when the two differ): the Turkish catalogue
 * is an asset the Worker reads (decision 280), and without the binding every Turkish page was the
 * same 500 on both sides, so it compared nothing (decision 322).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { Miniflare } from "miniflare";
import { quietEnv, wranglerBin } from "../scripts/wrangler-env";
import { sessionCookie, signIn } from "./server";
import { CRAWL_ROUTES } from "#test/routes";

const [bundleA, bundleB] = process.argv.slice(2);
const state = ".wrangler/ssr-diff-state";
rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });
const runNode = (args: string[]) => execFileSync(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env: quietEnv });
runNode([wranglerBin, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
runNode(["--import", "tsx", "db/seed-local.ts", "--persist-to", state]);


async function start(script: string, assets: string) {
  const mf = new Miniflare({
    modules: [{ type: "ESModule" as const, path: script }],
    // the Worker runs first for every path (as wrangler.toml's run_worker_first for pages) and reads
    // its static files through the binding
    assets: { directory: assets, binding: "ASSETS", routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true } },
    compatibilityDate: "2026-04-20",
    compatibilityFlags: ["nodejs_compat"],
    host: "127.0.0.1",
    port: 0,
    defaultPersistRoot: `${state}/v3`,
    d1Databases: { DB: "00000000-0000-0000-0000-000000000000" },
    kvNamespaces: { KV: "00000000000000000000000000000000" },
    r2Buckets: { FILES: "taxatlas-files" },
    bindings: { APP_NAME: "TaxAtlas", JWT_SECRET: "bench-only-signing-key-0123456789abcdef0123" },
  });
  return { mf, base: (await mf.ready).origin };
}
// The bench's sign-in: the admin passes the second factor with the seed's TOTP secret (decision
// 320), so the admin pages are compared as pages, not as their redirect to the code prompt.
const cookieFor = async (base: string, email: string) => sessionCookie(await signIn(base, email), base);
// Hashed asset names change with any client code; SSR_DIFF_I18N=subset accepts b's inlined
// translations when they are a part of a's, same values (decision 124: a closed widget's content
// keys come from the catalogue file).
const I18N = /(<script id="i18n-resources"[^>]*>)([^<]*)(<\/script>)/;
const norm = (s: string) =>
  s
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css|json)/g, "$1-HASH.$2")
    .replace(/"version": "[0-9a-f]{8}"/, '"version": "HASH"')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/127\.0\.0\.1:\d+/g, "ORIGIN")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID");

async function renderAll(script: string, assets: string) {
  const { mf, base } = await start(script, assets);
  const out: Record<string, string> = {};
  const who: [string, string | null, string[]][] = [
    ["anon", null, [...CRAWL_ROUTES.guest, "/nope-404"]],
    ["user", "user@taxatlas.test", [...CRAWL_ROUTES.user, "/tax/reports"]],
    ["advisor", "advisor@taxatlas.test", CRAWL_ROUTES.advisor],
    ["admin", "admin@taxatlas.test", CRAWL_ROUTES.admin],
  ];
  for (const [name, email, paths] of who) {
    const cookie = email ? await cookieFor(base, email) : undefined;
    for (const lng of ["", "tr"]) for (const p of paths) {
      // Twice: the second render shows per-isolate state (counters, caches).
      for (const n of [1, 2]) {
        const url = `${base}${p}${lng ? (p.includes("?") ? "&" : "?") + "lng=tr" : ""}`;
        const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
        out[`${name} ${lng || "en"} ${p} #${n}`] = `${res.status} ${res.headers.get("Location") ?? ""}\n${norm(await res.text())}`;
      }
    }
  }
  await mf.dispose();
  return out;
}
const a = await renderAll(bundleA, process.env.SSR_DIFF_ASSETS_A ?? "build/client");
const b = await renderAll(bundleB, process.env.SSR_DIFF_ASSETS_B ?? "build/client");
let same = 0;
const diffs: string[] = [];
const flat = (o: unknown, prefix = ""): [string, unknown][] =>
  o && typeof o === "object" ? Object.entries(o).flatMap(([k, v]) => flat(v, `${prefix}${k}.`)) : [[prefix, o]];
function i18nSubset(ka: string, kb: string) {
  const [ia, ib] = [ka, kb].map((h) => I18N.exec(h)?.[2]);
  if (ia === undefined || ib === undefined) return [ka, kb];
  const known = new Map(flat(JSON.parse(ia)));
  const extra = flat(JSON.parse(ib)).filter(([k, v]) => known.get(k) !== v);
  if (extra.length > 0) return [ka, kb];
  return [ka.replace(I18N, "$1SUBSET$3"), kb.replace(I18N, "$1SUBSET$3")];
}
let subsets = 0;
for (const k of Object.keys(a)) {
  if (process.env.SSR_DIFF_I18N === "subset" && a[k] !== b[k]) {
    const [na, nb] = i18nSubset(a[k], b[k]);
    if (na === nb) {
      subsets++;
      same++;
      continue;
    }
  }
  if (a[k] === b[k]) same++;
  else diffs.push(k);
}
console.log(`identical ${same} / ${Object.keys(a).length}${subsets ? ` (${subsets} of them with fewer inlined translations)` : ""}`);
// Two identical error pages are "identical" too: say how many renders were not pages at all.
const serverErrors = (o: Record<string, string>) => Object.values(o).filter((v) => v.startsWith("5")).length;
console.log(`5xx renders: a ${serverErrors(a)}, b ${serverErrors(b)}`);
mkdirSync("/tmp/ssr-diff", { recursive: true });
for (const k of diffs) {
  const f = k.replace(/[^a-z0-9]+/gi, "_");
  writeFileSync(`/tmp/ssr-diff/${f}.a.html`, a[k].replace(/></g, ">\n<"));
  writeFileSync(`/tmp/ssr-diff/${f}.b.html`, b[k].replace(/></g, ">\n<"));
  console.log("DIFF", k);
}
if (process.env.DUMP) {
  mkdirSync("/tmp/ssr-dump", { recursive: true });
  for (const [k, v] of Object.entries(b)) writeFileSync(`/tmp/ssr-dump/${k.replace(/[^a-z0-9]+/gi, "_")}.html`, v);
}
