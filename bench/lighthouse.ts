/**
 * `LIGHTHOUSE=/path/to/lighthouse npx tsx bench/lighthouse.ts [target…]`: Lighthouse's mobile
 * performance score (simulated throttling, its default) of the pages issue 28 names — the landing,
 * a jurisdiction, the report (the public example report) and the advisor page — against the app
 * as `npm start` serves it, with Debian's Chromium. Target syntax as in `npm run bench`
 * (`advisor:/advisor` sends that role's session cookie). Lighthouse is not a dependency of the
 * project (200 packages for a measurement run by hand): install it anywhere
 * (`npm i --prefix /tmp/lh lighthouse@12`) and point LIGHTHOUSE at its bin.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { signedInSession, startApp, targetRequest } from "./server";

const bin = process.env.LIGHTHOUSE;
if (!bin) {
  console.error("Set LIGHTHOUSE to a lighthouse binary (e.g. npm i --prefix /tmp/lh lighthouse@12; LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse).");
  process.exit(1);
}
// A jurisdiction's page needs a session (a guest is sent to sign-in): measured as the demo user.
const TARGETS = process.argv.slice(2).length ? process.argv.slice(2) : ["/home", "user:/jurisdictions/cyprus", "/example", "advisor:/advisor"];
const TARGET_SCORE = 95;

const server = await startApp("lighthouse");
const user = await signedInSession(server.baseUrl);
const session = { ...user, cookies: { advisor: (await signedInSession(server.baseUrl, "advisor@taxatlas.test")).cookie, admin: (await signedInSession(server.baseUrl, "admin@taxatlas.test")).cookie } };
mkdirSync("bench/results", { recursive: true });

interface Audit {
  numericValue?: number;
}
const rows: string[] = [];
try {
  for (const target of TARGETS) {
    const { path, headers } = targetRequest(target, session);
    const out = `bench/results/lighthouse-${target.replace(/[^a-z0-9]+/gi, "_")}.json`;
    const extra = headers.Cookie ? [`--extra-headers=${JSON.stringify({ Cookie: headers.Cookie })}`] : [];
    execFileSync(bin, [`${server.baseUrl}${path}`, "--quiet", "--only-categories=performance", "--output=json", `--output-path=${out}`, "--chrome-path=/usr/bin/chromium", "--chrome-flags=--headless=new --no-sandbox", ...extra, ...(process.env.LIGHTHOUSE_FLAGS?.split(" ").filter(Boolean) ?? [])], { stdio: ["ignore", "ignore", "inherit"] });
    const report = JSON.parse(readFileSync(out, "utf8")) as { categories: { performance: { score: number } }; audits: Record<string, Audit>; finalDisplayedUrl: string };
    // A redirected target measured another page: say so rather than report its score as the target's.
    const landed = new URL(report.finalDisplayedUrl).pathname;
    if (landed !== path.split("?")[0]) {
      rows.push(`| ${target} | redirected to ${landed}: not measured | | | | |`);
      continue;
    }
    const score = Math.round(report.categories.performance.score * 100);
    const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
    rows.push(`| ${target} | ${score} ${score >= TARGET_SCORE ? "✓" : "✗"} | ${ms("first-contentful-paint")} | ${ms("largest-contentful-paint")} | ${ms("total-blocking-time")} | ${(report.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)} |`);
  }
} finally {
  await server.stop();
}
console.log(`| page | performance (mobile, ≥ ${TARGET_SCORE}) | FCP ms | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|\n${rows.join("\n")}`);
