/**
 * `npx tsx bench/first-load-files.ts user:/apps/mailbox /tax …`: the files of each page's first-load
 * JS (entry + modulepreloads, gzip -9), largest first, with the files every page shares marked —
 * the list behind `npm run bench`'s first-load column, to see what a page loads before it hydrates.
 */
import { assetGzipSizes, firstLoadSources } from "./first-load";
import { signedInSession, startApp, targetRequest } from "./server";

const server = await startApp("first-load");
const BASE = server.baseUrl;
const user = await signedInSession(BASE);
const cookies = { advisor: (await signedInSession(BASE, "advisor@taxatlas.test")).cookie, admin: (await signedInSession(BASE, "admin@taxatlas.test")).cookie };
const session = { ...user, cookies };

const gzipOf = assetGzipSizes(BASE);
const gz = new Map<string, number>();
const filesOf = async (name: string) => {
  const { path, headers } = targetRequest(name, session);
  const srcs = firstLoadSources(await (await fetch(`${BASE}${path}`, { headers })).text());
  for (const src of srcs) gz.set(src, await gzipOf(src));
  return srcs;
};
const pages = new Map<string, string[]>();
for (const name of process.argv.slice(2)) pages.set(name, await filesOf(name));
await server.stop();
const shared = new Set([...pages.values()].reduce((a, b) => a.filter((f) => b.includes(f))));
for (const [name, files] of pages) {
  const total = files.reduce((s, f) => s + gz.get(f)!, 0);
  console.log(`\n${name}: ${(total / 1024).toFixed(1)} KiB in ${files.length} files`);
  for (const f of [...files].sort((a, b) => gz.get(b)! - gz.get(a)!)) console.log(`  ${(gz.get(f)! / 1024).toFixed(1).padStart(6)}  ${f}${shared.has(f) ? "  (every page listed)" : ""}`);
}
