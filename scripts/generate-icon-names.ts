/**
 * Writes public/icons/lucide-names.json: the kebab-case name of every icon lucide-react exports
 * (its canonical `icons` map, without deprecated aliases). The Worker serves these names from
 * `GET /api/ui/icons/<set>` without bundling lucide-react's components (docs/decisions/030), and
 * reads them from the static assets once per isolate instead of bundling them (decision 114).
 * Runs before every build (`npm run build`), so the list follows the installed lucide-react.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import dynamicIconImports from "lucide-react/dynamicIconImports";
import { icons } from "lucide-react";

const pascalOf = (kebab: string) => kebab.split("-").map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join("");

const canonical = new Set(Object.keys(icons));
// Deprecated aliases import another icon's module (e.g. "arrow-down-01" → icons/arrow-down-0-1);
// a canonical name imports its own.
const names = Object.entries(dynamicIconImports as Record<string, () => unknown>)
  .filter(([name, load]) => String(load).includes(`/icons/${name}.`) && canonical.has(pascalOf(name)))
  .map(([name]) => name)
  .sort();
if (names.length !== canonical.size) {
  throw new Error(`lucide-react: ${canonical.size} icons but ${names.length} kebab-case names matched; update the name mapping`);
}
const version = (createRequire(import.meta.url)("lucide-react/package.json") as { version: string }).version;
const out = fileURLToPath(new URL("../public/icons/lucide-names.json", import.meta.url));
mkdirSync(dirname(out), { recursive: true });
// One line: generated, and read as a whole (`version` says which lucide-react it follows).
writeFileSync(out, `${JSON.stringify({ generatedBy: "scripts/generate-icon-names.ts", version, names })}\n`);
console.log(`icon names: ${names.length} from lucide-react ${version}`);
