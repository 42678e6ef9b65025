/**
 * `npx tsx scripts/check-layers.ts`: the layers point one way, app/ → worker/ → db/
 * (docs/architecture.md). Fails (exit 1) when a module of worker/ imports from app/, or one of db/
 * from app/, or one of db/schema/ from worker/, or one of app/ uses drizzle-orm or the database client
 * (queries live in worker/'s domain modules). Reads every import of the source files (static,
 * `export … from`, dynamic `import()`), resolves relative paths and the `#app/`, `#worker/`, `#db/`,
 * `#test/` aliases (tsconfig.json `paths`). It also fails on a relative import that leaves its top
 * folder (`../../worker/…` from app/): across folders, imports use the aliases. CI runs it (.ci/run).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** [importer folder, forbidden target folder, why] */
const RULES: [string, string, string][] = [
  ["worker/", "app/", "worker/ must not import app/"],
  ["db/", "app/", "db/ must not import app/"],
  ["db/schema/", "worker/", "db/schema must not import worker/"],
  ["app/", "db/client", "app/ must not query the database: queries live in worker/'s domain modules"],
];

/** [importer folder, forbidden package, why] */
const PACKAGE_RULES: [string, string, string][] = [["app/", "drizzle-orm", "app/ must not query the database: queries live in worker/'s domain modules"]];

/** Top folders with an import alias (tsconfig.json `paths`). */
const ALIASED = ["app", "worker", "db", "test"];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(path);
    else if (/\.(m?[jt]sx?)$/.test(name)) yield path;
  }
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The repo-relative path an import specifier points at, or null for a package. */
function target(importer: string, specifier: string): string | null {
  const alias = /^#(app|worker|db|test)\//.exec(specifier);
  if (alias) return `${alias[1]}/${specifier.slice(alias[0].length)}`;
  if (!specifier.startsWith(".")) return null;
  return relative(root, normalize(join(root, dirname(importer), specifier))).replaceAll("\\", "/");
}

/** The source file an import resolves to (as the bundlers do: the extensions, then an index), or null. */
function resolveFile(to: string): string | null {
  for (const candidate of [to, `${to}.ts`, `${to}.tsx`, `${to}/index.ts`, `${to}/index.tsx`]) {
    if (/\.(m?[jt]sx?)$/.test(candidate) && existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

/**
 * Import cycles known and not yet broken, each with why (issue 28 asks for none). The check fails
 * on any other cycle, and on an entry here that is no longer a cycle (so the list only shrinks).
 */
const KNOWN_CYCLES: Record<string, string> = {};

/** Every import cycle among app/, worker/, db/ (type-only imports count: they tie modules as tightly). */
export function importCycles(): string[] {
  const graph = new Map<string, string[]>();
  for (const top of ["app", "worker", "db"]) {
    for (const file of sourceFiles(top)) {
      const path = file.replaceAll("\\", "/");
      const edges: string[] = [];
      for (const m of readFileSync(join(root, file), "utf8").matchAll(IMPORT)) {
        const to = target(path, m[1] ?? m[2] ?? m[3]);
        const resolved = to && resolveFile(to);
        if (resolved && resolved !== path) edges.push(resolved);
      }
      graph.set(path, edges);
    }
  }
  // Depth-first search; a back edge closes a cycle, reported once from its smallest module.
  const cycles = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") {
        const loop = stack.slice(stack.indexOf(next));
        const start = loop.indexOf([...loop].sort()[0]);
        cycles.add([...loop.slice(start), ...loop.slice(0, start)].join(" > "));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...cycles].sort();
}

export function cycleViolations(): string[] {
  const found = importCycles();
  return [
    ...found.filter((c) => !(c in KNOWN_CYCLES)).map((c) => `import cycle: ${c} (move what both sides need into a third module, e.g. the feature's types.ts)`),
    ...Object.keys(KNOWN_CYCLES).filter((c) => !found.includes(c)).map((c) => `no longer a cycle, remove it from KNOWN_CYCLES: ${c}`),
  ];
}

export function layerViolations(): string[] {
  const found: string[] = [];
  for (const top of ["app", "worker", "db", "test"]) {
    for (const file of sourceFiles(top)) {
      const path = file.replaceAll("\\", "/");
      const source = readFileSync(join(root, file), "utf8");
      for (const m of source.matchAll(IMPORT)) {
        const specifier = m[1] ?? m[2] ?? m[3];
        for (const [from, pkg, why] of PACKAGE_RULES) {
          if (path.startsWith(from) && (specifier === pkg || specifier.startsWith(`${pkg}/`))) found.push(`${path} imports ${specifier} (${why})`);
        }
        const to = target(path, specifier);
        if (!to) continue;
        // Plain-Node .mjs scripts cannot resolve tsconfig aliases; everything TypeScript can.
        if (/\.tsx?$/.test(path) && specifier.startsWith("../") && to.split("/")[0] !== path.split("/")[0] && ALIASED.includes(to.split("/")[0])) {
          found.push(`${path} imports ${specifier} (across top folders, import "#${to}")`);
        }
        for (const [from, forbidden, why] of RULES) {
          if (path.startsWith(from) && (to + "/").startsWith(forbidden)) found.push(`${path} imports ${to} (${why})`);
        }
      }
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const violations = [...layerViolations(), ...cycleViolations()];
  if (violations.length) {
    console.error(`Layer check failed (app/ → worker/ → db/, docs/architecture.md):\n${violations.map((v) => `  ${v}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Layer check: worker/ and db/ import nothing from app/, db/schema nothing from worker/, app/ no drizzle-orm or database client; ${Object.keys(KNOWN_CYCLES).length ? `no import cycles but the ${Object.keys(KNOWN_CYCLES).length} known` : "no import cycles"}.`,
  );
}
