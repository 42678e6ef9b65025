import { gzipSync } from "node:zlib";

/**
 * A page's first-load JS as `npm run bench` counts it: the entry and every modulepreload /
 * script of its HTML, each gzip -9. One rule for bench/http.ts (the total per page) and
 * bench/first-load-files.ts (the files behind it).
 */
export const firstLoadSources = (html: string): string[] => [
  ...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\("([^"]+\.js)"\)/g), ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1])),
];

/** Gzip -9 size of each asset, fetched once per run (assets are content-hashed). */
export function assetGzipSizes(base: string) {
  const sizes = new Map<string, number>();
  return async (src: string) => {
    if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length);
    return sizes.get(src)!;
  };
}
