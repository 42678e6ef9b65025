/**
 * `npx tsx bench/d1.ts [target…]`: D1 round trips (batches and single queries) and statements per
 * request, from the Worker's request log line, for every page of the crawl and the API reads
 * (bench/pages.ts) or the targets given. Issue 28: one D1 batch per page.
 */
import { API_READS, PAGES } from "./pages";
import { signedInSession, startServer, targetRequest } from "./server";

const server = await startServer("d1");
try {
  const user = await signedInSession(server.baseUrl);
  const cookies = { advisor: (await signedInSession(server.baseUrl, "advisor@taxatlas.test")).cookie, admin: (await signedInSession(server.baseUrl, "admin@taxatlas.test")).cookie };
  const args = process.argv.slice(2);
  console.log("| target | status | D1 batches | D1 statements |\n|---|---|---|---|");
  for (const name of args.length ? args : [...PAGES, ...API_READS]) {
    const { path, headers } = targetRequest(name, { ...user, cookies });
    await (await fetch(`${server.baseUrl}${path}`, { headers, redirect: "manual" })).arrayBuffer();
    const before = server.log().length;
    const res = await fetch(`${server.baseUrl}${path}`, { headers, redirect: "manual" });
    await res.arrayBuffer();
    const id = res.headers.get("X-Request-Id");
    let line: { d1Batches?: number; d1Statements?: number } | undefined;
    for (let i = 0; i < 50 && !line; i++) {
      const found = server.log().slice(before).split("\n").find((l) => id && l.includes(id) && l.includes('"msg":"request"'));
      if (found) line = JSON.parse(found.slice(found.indexOf("{")));
      else await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`| ${name} | ${res.status} | ${line?.d1Batches ?? "?"} | ${line?.d1Statements ?? "?"} |`);
  }
} finally {
  server.stop();
}
process.exit(0);
