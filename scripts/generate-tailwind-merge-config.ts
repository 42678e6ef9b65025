/**
 * Writes app/lib/tailwind-merge-config.generated.ts: tailwind-merge's own default configuration,
 * cut down to the class groups that the project's class names belong to. `cn` (app/lib/utils.ts)
 * builds its merger from it with tailwind-merge's `createTailwindMerge`, so the browser does not ship
 * the ~380 class groups nobody uses (≈ 4 KiB gzip on every page, issue 15, docs/decisions/111).
 *
 * Runs before every build (`npm run build`). The class names are every word Tailwind's own scanner
 * finds in the files Tailwind reads to write the CSS, so every class the CSS has (and every other
 * word of our sources) falls in a kept group or in none. Kept groups, their order, the theme and
 * the conflict tables are copied unchanged, so for all of them the merger answers exactly what
 * `twMerge` answers: its lookup visits the same groups in the same order, minus groups none of our
 * words belong to. app/lib/tailwind-merge-config.test.ts compares the two on the app's words.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { createTailwindMerge, getDefaultConfig, validators } from "tailwind-merge";

type DefaultConfig = ReturnType<typeof getDefaultConfig>;
interface LooseConfig {
  cacheSize: number;
  theme: Record<string, unknown>;
  classGroups: Record<string, unknown[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  postfixLookupClassGroups?: string[];
  orderSensitiveModifiers: string[];
}
const config = getDefaultConfig() as unknown as LooseConfig;
const root = fileURLToPath(new URL("..", import.meta.url));
// Every word Tailwind's scanner finds where @tailwindcss/vite looks (the project, automatic source
// detection, and the CSS's own `@source`s): the class names the CSS is built from, and more.
const css = readFileSync(`${root}app/tailwind.css`, "utf8");
const { sources } = await compile(css, { base: `${root}app`, onDependency: () => {} });
const candidates = new Scanner({ sources: [{ base: root, pattern: "**/*", negated: false }, ...sources] }).scan();

/**
 * The groups our words belong to, testing each group as a merger's only one: a known class
 * is deduplicated, an unknown one is not. Arbitrary properties (a declaration in brackets) are known
 * without any group, so they say nothing about groups.
 */
const onlyGroups = (classGroups: LooseConfig["classGroups"]) =>
  createTailwindMerge(() => ({ ...config, classGroups, conflictingClassGroups: {}, conflictingClassGroupModifiers: {}, postfixLookupClassGroups: [] }) as unknown as DefaultConfig);
const withoutGroups = onlyGroups({});
const classNames = candidates.filter((name) => withoutGroups(`${name} ${name}`) !== name);
const kept = Object.keys(config.classGroups).filter((group) => {
  const merge = onlyGroups({ [group]: config.classGroups[group] });
  return classNames.some((name) => merge(`${name} ${name}`) === name);
});
const keep = new Set(kept);

const trimmed = {
  cacheSize: config.cacheSize,
  theme: {} as Record<string, unknown>,
  classGroups: Object.fromEntries(kept.map((group) => [group, config.classGroups[group]])),
  conflictingClassGroups: Object.fromEntries(
    Object.entries(config.conflictingClassGroups)
      .filter(([group]) => keep.has(group))
      .map(([group, others]) => [group, others.filter((other) => keep.has(other))]),
  ),
  conflictingClassGroupModifiers: Object.fromEntries(
    Object.entries(config.conflictingClassGroupModifiers)
      .filter(([group]) => keep.has(group))
      .map(([group, others]) => [group, others.filter((other) => keep.has(other))]),
  ),
  postfixLookupClassGroups: config.postfixLookupClassGroups?.filter((group) => keep.has(group)),
  orderSensitiveModifiers: config.orderSensitiveModifiers,
};

// Functions in the configuration are tailwind-merge's validators and theme getters; both are
// written as references to tailwind-merge's exports.
const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));
function themeKeyOf(getter: (theme: Record<string, unknown>) => unknown) {
  let key: string | undefined;
  getter(new Proxy({}, { get: (_, property) => ((key = String(property)), []) }));
  if (!key) throw new Error("tailwind-merge: a theme getter read no key");
  return key;
}
function source(value: unknown): string {
  if (typeof value === "function") {
    const name = validatorNames.get(value);
    if (name) return `v.${name}`;
    if ((value as { isThemeGetter?: boolean }).isThemeGetter) return `fromTheme(${JSON.stringify(themeKeyOf(value as (t: Record<string, unknown>) => unknown))})`;
    throw new Error(`tailwind-merge: unknown function in the default config: ${String(value).slice(0, 80)}`);
  }
  if (Array.isArray(value)) return `[${value.map(source).join(",")}]`;
  if (value && typeof value === "object") return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${source(v)}`).join(",")}}`;
  return JSON.stringify(value);
}

// The theme scales the kept groups read (through `fromTheme`), and the scales those read.
const themeKeys = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === "function" && (value as { isThemeGetter?: boolean }).isThemeGetter) {
    const key = themeKeyOf(value as (t: Record<string, unknown>) => unknown);
    if (!themeKeys.has(key)) {
      themeKeys.add(key);
      collect(config.theme[key]);
    }
  } else if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === "object") Object.values(value).forEach(collect);
};
collect(trimmed.classGroups);
trimmed.theme = Object.fromEntries(Object.entries(config.theme).filter(([key]) => themeKeys.has(key)));

const version = (JSON.parse(readFileSync(new URL("../node_modules/tailwind-merge/package.json", import.meta.url), "utf8")) as { version: string }).version;
const out = fileURLToPath(new URL("../app/lib/tailwind-merge-config.generated.ts", import.meta.url));
writeFileSync(
  out,
  `// Generated by scripts/generate-tailwind-merge-config.ts from tailwind-merge ${version}: its default\n` +
    `// configuration with the ${kept.length} of ${Object.keys(config.classGroups).length} class groups our class names use. Do not edit.\n` +
    `import { fromTheme, validators as v, type Config, type DefaultClassGroupIds, type DefaultThemeGroupIds } from "tailwind-merge";\n\n` +
    `export const TAILWIND_MERGE_VERSION = ${JSON.stringify(version)};\n` +
    `export const KEPT_CLASS_GROUPS = ${JSON.stringify(kept)};\n\n` +
    `export const TAILWIND_MERGE_CONFIG = ${source(trimmed)} as unknown as Config<DefaultClassGroupIds, DefaultThemeGroupIds>;\n`,
);
console.log(`tailwind-merge config: ${kept.length} of ${Object.keys(config.classGroups).length} class groups (${candidates.length} candidate class names)`);
