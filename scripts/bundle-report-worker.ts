/**
 * What the uploaded Worker is made of, in gzip KiB: `tsx scripts/bundle-report-worker.ts <outdir> [top]`
 * after `wrangler deploy --dry-run --minify --outdir <outdir>` (scripts/deploy.ts leaves it in
 * .wrangler/deploy-production). Reads wrangler's source map, gives every byte of index.js to the
 * source it came from, groups the sources (a package under node_modules, a project folder, the
 * Remix server build), and gzips each group on its own. The groups' own gzip sizes add up to a bit
 * more than the whole file's (each group loses the others' shared strings), so the table also
 * shows each group's share scaled to the real total.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { decode } from "@jridgewell/sourcemap-codec";

export interface Contributor {
  group: string;
  rawBytes: number;
  gzipBytes: number;
  scaledGzipBytes: number;
}

/**
 * node_modules/<pkg> → the package; project files → their first folder (two for worker/ and
 * worker/domain/<x>). A package whose own source map esbuild followed names files that are not
 * there (drizzle-orm's point at node_modules/src/…, @peculiar's at build/*.es.js, a package's shared/): those rows say so.
 */
export function groupOf(file: string, root = process.cwd()): string {
  const pkg = file.match(/^(.*?node_modules\/((?:@[^/]+\/)?[^/]+))/);
  if (pkg) return existsSync(join(pkg[1]!, "package.json")) ? pkg[2]! : `${pkg[2]} (not a package: a package's own source map)`;
  const rel = relative(root, file);
  if (!existsSync(file)) return `${rel} (not on disk: a package's own source map)`;
  const parts = rel.split("/");
  if (parts[0] === "build") return rel;
  if (parts[0] === "worker" && parts[1] === "domain") return parts.slice(0, 3).join("/");
  if (parts[0] === "worker" || parts[0] === "db" || parts[0] === "public") return parts.slice(0, Math.min(2, parts.length)).join("/");
  return parts[0] ?? rel;
}

export function workerContributors(outdir: string, group: (file: string) => string = (file) => groupOf(file)): { total: { rawBytes: number; gzipBytes: number }; rows: Contributor[] } {
  const code = readFileSync(join(outdir, "index.js"), "utf8");
  const map = JSON.parse(readFileSync(join(outdir, "index.js.map"), "utf8")) as { sources: string[]; mappings: string };
  // Sources are relative to the map's folder (wrangler's sourceRoot repeats the outdir, so it is not
  // applied again); groups see absolute paths.
  const files = map.sources.map((source) => resolve(outdir, source));
  const lines = code.split("\n");
  const pieces = new Map<string, string[]>();
  const add = (key: string, text: string) => {
    if (!text) return;
    const list = pieces.get(key) ?? [];
    list.push(text);
    pieces.set(key, list);
  };
  decode(map.mappings).forEach((segments, lineNo) => {
    const line = lines[lineNo] ?? "";
    let from = 0;
    let owner = "(esbuild runtime)";
    for (const seg of segments) {
      add(owner, line.slice(from, seg[0]));
      from = seg[0];
      owner = seg.length > 1 ? group(files[seg[1]!]!) : "(esbuild runtime)";
    }
    add(owner, line.slice(from) + "\n");
  });
  const totalGzip = gzipSync(code, { level: 9 }).length;
  const rows = [...pieces].map(([name, texts]) => {
    const text = texts.join("");
    return { group: name, rawBytes: Buffer.byteLength(text), gzipBytes: gzipSync(text, { level: 9 }).length, scaledGzipBytes: 0 };
  });
  const sumGzip = rows.reduce((s, r) => s + r.gzipBytes, 0);
  for (const r of rows) r.scaledGzipBytes = (r.gzipBytes * totalGzip) / sumGzip;
  rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { total: { rawBytes: Buffer.byteLength(code), gzipBytes: totalGzip }, rows };
}

const kib = (n: number) => (n / 1024).toFixed(1);

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? ".wrangler/deploy-production";
  const top = Number(process.argv[3] ?? 30);
  const { total, rows } = workerContributors(dir);
  console.log(`Worker ${dir}/index.js: ${kib(total.rawBytes)} KiB minified, ${kib(total.gzipBytes)} KiB gzip\n`);
  console.log("| # | part | minified KiB | gzip KiB alone | gzip KiB share |");
  console.log("|---|---|---:|---:|---:|");
  rows.slice(0, top).forEach((r, i) => console.log(`| ${i + 1} | ${r.group} | ${kib(r.rawBytes)} | ${kib(r.gzipBytes)} | ${kib(r.scaledGzipBytes)} |`));
  const rest = rows.slice(top);
  if (rest.length) {
    const sum = (k: keyof Contributor) => rest.reduce((s, r) => s + (r[k] as number), 0);
    console.log(`|  | ${rest.length} more | ${kib(sum("rawBytes"))} | ${kib(sum("gzipBytes"))} | ${kib(sum("scaledGzipBytes"))} |`);
  }
}
