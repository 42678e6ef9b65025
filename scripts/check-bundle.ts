/**
 * Checks the production bundle `wrangler deploy --dry-run --outdir <dir>` wrote: its gzip size
 * against the budget, and that the demo seed's accounts (e-mails, password) are not in it.
 * `tsx scripts/check-bundle.ts <outdir>` exits 1 on a problem; scripts/deploy.ts calls checkBundle.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "#db/seed/demo-accounts";

/**
 * Workers Paid allows 10 MiB gzip per Worker (Free: 3 MiB); a bigger Worker also starts slower
 * (startup CPU is limited). Issue 28's target is 700 KiB gzip (decision 131; 617 KiB then). Decision
 * 211 raised the budget to 1,100 KiB when real payments, signed engagement letters and passkeys came
 * in (stripe, pdf-lib with its standard fonts, @simplewebauthn/server: 1,023 KiB) — the target is
 * unmet and recorded as such. Decision 280 measured what the Worker is made of
 * (scripts/bundle-report-worker.ts), deduplicated pako (three copies → one) and moved the Turkish
 * catalogue to a static asset read once per isolate: 1,069 → 1,002 KiB; the Turkish of every
 * parameter text (decision 271) then brought it to 1,027 KiB, so the budget is 1,056 KiB (decision
 * 280, last section). Decision 281 moved that Turkish into the static asset /i18n/tax-params.tr.json
 * and the browser-only libraries (@stripe/*, @simplewebauthn/browser) out of the server build:
 * 1,027 → 1,003 KiB, so the budget is 1,016 KiB. Issue 28's 700 KiB is still unmet; decisions 280
 * and 281 list what is left. Raise it deliberately, here, and say why in a decision.
 */
export const GZIP_BUDGET_BYTES = 1016 * 1024;

function modulesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modulesIn(path);
    return /\.(m?js|wasm)$/.test(name) ? [path] : [];
  });
}

export function checkBundle(outdir: string, budget = GZIP_BUDGET_BYTES): { gzipBytes: number; problems: string[]; summary: string } {
  const files = modulesIn(outdir);
  const problems: string[] = [];
  if (files.length === 0) problems.push(`no Worker modules in ${outdir}`);
  let gzipBytes = 0;
  const secrets = [...DEMO_ACCOUNTS.map((a) => a.email), DEMO_PASSWORD];
  for (const file of files) {
    const bytes = readFileSync(file);
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
    const text = bytes.toString("utf8");
    for (const s of secrets) if (text.includes(s)) problems.push(`${file} contains the demo seed's "${s}"`);
  }
  if (gzipBytes > budget) problems.push(`Worker is ${(gzipBytes / 1024).toFixed(0)} KiB gzip, over the ${(budget / 1024).toFixed(0)} KiB budget`);
  const summary = `Worker ${(gzipBytes / 1024).toFixed(0)} KiB gzip (budget ${(budget / 1024).toFixed(0)} KiB, ${files.length} module(s)); demo accounts ${problems.some((p) => p.includes("demo seed")) ? "FOUND" : "absent"}`;
  return { gzipBytes, problems, summary };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: tsx scripts/check-bundle.ts <wrangler --outdir>");
    process.exit(2);
  }
  const result = checkBundle(dir);
  console.log(result.summary);
  if (result.problems.length) {
    for (const p of result.problems) console.error(`✖ ${p}`);
    process.exit(1);
  }
}
