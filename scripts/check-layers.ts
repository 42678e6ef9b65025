/**
 * `npx tsx scripts/check-layers.ts`: the layers point one way, app/ → worker/ → db/
 * (docs/architecture.md). Fails (exit 1) when a module of worker/ imports from app/, or one of db/
 * from app/, or one of db/schema/ from worker/, or one of app/ uses drizzle-orm or the database client
 * (queries live in worker/'s domain modules). Reads every import of the source files (static,
 * `export … from`, dynamic `import()`), resolves relative paths and the `#app/`, `#worker/`, `#db/`,
 * `#test/` aliases (tsconfig.json `paths`). It also fails on a relative import that leaves its top
 * folder (`../../worker/…` from app/): across folders, imports use the aliases. CI runs it (.ci/run).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
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
  const violations = layerViolations();
  if (violations.length) {
    console.error(`Layer check failed (app/ → worker/ → db/, docs/architecture.md):\n${violations.map((v) => `  ${v}`).join("\n")}`);
    process.exit(1);
  }
  console.log("Layer check: worker/ and db/ import nothing from app/, db/schema nothing from worker/, app/ no drizzle-orm or database client.");
}
