import { dirname, resolve as resolvePath } from "node:path";
import type { GetManualChunk, ManualChunkMeta } from "rollup";

/**
 * Browser build only (vite.config.ts): what a page loads before it hydrates comes in a few files
 * instead of dozens (issue 15, docs/decisions/111).
 *
 * Rollup's default gives every distinct set of importers its own chunk, so the shell's icons and
 * small components arrived as ~50 files of 0.3 KiB each: over HTTP/1.1 that is what held
 * Lighthouse back, and each small file also compresses worse than one larger file.
 * - `core`: everything the entry and the root route import statically. Every page loads all of it
 *   anyway (react-dom, the router, Remix, i18next, `cn`, the root's code).
 * - `layout-<names>`: what the layout routes (`_compact`, `_shell`, `_empty`, …) import statically
 *   beyond `core`, one chunk per set of layouts that need a module. Every page under a layout loads
 *   all of that layout's imports anyway.
 * Modules that only lazily loaded code or leaf pages use keep Rollup's own splitting, so no page
 * loads code it did not load before. Route modules themselves stay Remix's entries.
 */
export function firstLoadChunks(): GetManualChunk {
  let groups: Map<string, string> | null = null;
  return (id, meta) => {
    groups ??= groupModules(meta);
    return groups.get(id);
  };
}

const ROUTE_ENTRY = "?__remix-build-client-route";
const BARREL_IMPORTS = 25;
const COMMON_SHARE = 0.3;
const LAYOUT_SHARE = 0.5;
const ROUTE_FILE = /\/app\/routes\/([^/]+)\.tsx?$/;

function groupModules({ getModuleIds, getModuleInfo }: ManualChunkMeta) {
  const ids = [...getModuleIds()];

  // A package's index that re-exports many modules (lucide-react, radix-ui, date-fns). Walking all
  // of its imports would make every page that draws one icon "import" every icon, so a walk goes
  // from an importer straight to the modules behind the names it imports.
  const barrels = new Map<string, Map<string, string[]> | null>();
  const barrelExports = (id: string) => {
    if (barrels.has(id)) return barrels.get(id)!;
    const info = getModuleInfo(id);
    let map: Map<string, string[]> | null = null;
    if (info && id.includes("/node_modules/") && info.importedIds.length > BARREL_IMPORTS) {
      const resolve = (spec: string) => (spec.startsWith(".") ? resolvePath(dirname(id), spec) : info.importedIds.find((dep) => dep.includes(`/node_modules/${spec}/`)));
      const found = new Map<string, string[]>();
      const add = (name: string, target: string | undefined) => target && found.set(name, [...(found.get(name) ?? []), target]);
      for (const [source, names] of Object.entries(info.exportedBindings ?? {})) {
        if (source === ".") continue;
        const target = resolve(source);
        for (const name of names.includes("*") ? (getModuleInfo(target ?? "")?.exports ?? []) : names) add(name, target);
      }
      // `import * as Dialog from "@radix-ui/react-dialog"; export { Dialog }`
      const namespaces = new Set<string>();
      for (const [, name, spec] of info.code?.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g) ?? []) {
        namespaces.add(name);
        add(name, resolve(spec));
      }
      // Only re-exports: a module with code of its own (a recharts selector file) is not a barrel.
      const own = (info.exportedBindings?.["."] ?? []).filter((name) => !namespaces.has(name));
      if (found.size > BARREL_IMPORTS && own.length <= 1) map = found;
    }
    barrels.set(id, map);
    return map;
  };
  const isBarrel = (id: string) => barrelExports(id) !== null;
  const behindBarrel = new Set(ids.flatMap((id) => [...(barrelExports(id)?.values() ?? [])].flat()));
  /** The modules behind the names `importer` imports from `barrel` (all of them if that is unclear). */
  const throughBarrel = (importer: string, barrel: string) => {
    const exportsOf = barrelExports(barrel)!;
    const spec = barrel.split("/node_modules/").pop()!.split("/")[0];
    const pkg = spec.startsWith("@") ? barrel.split("/node_modules/").pop()!.split("/").slice(0, 2).join("/") : spec;
    const names: string[] = [];
    for (const [, list, from] of getModuleInfo(importer)?.code?.matchAll(/import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g) ?? [])
      if (from === pkg || from.startsWith(`${pkg}/`)) names.push(...list.split(",").map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean));
    const targets = names.flatMap((n) => exportsOf.get(n) ?? []);
    return targets.length ? targets : getModuleInfo(barrel)!.importedIds;
  };
  /** What `start` imports, transitively: statically only, or also through dynamic `import()`. */
  const reach = (start: string, dynamic: boolean) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = getModuleInfo(id);
      for (const dep of info?.importedIds ?? []) queue.push(...(isBarrel(dep) ? throughBarrel(id, dep) : [dep]));
      if (dynamic) for (const dep of info?.dynamicallyImportedIds ?? []) queue.push(dep);
    }
    return seen;
  };
  const assignable = (id: string) => !getModuleInfo(id)?.isEntry && !isBarrel(id);

  const groups = new Map<string, string>();
  const coreStart = ids.filter((id) => id.endsWith("/app/entry.client.tsx") || id.endsWith(`/app/root.tsx${ROUTE_ENTRY}`));
  if (coreStart.length !== 2) throw new Error("firstLoadChunks: entry.client or root not found");
  // The entry itself too (it exports nothing): core is then the entry's own file.
  for (const start of coreStart) for (const id of reach(start, false)) if (assignable(id) || id === coreStart.find((s) => s.endsWith("/app/entry.client.tsx"))) groups.set(id, "core");

  // Route files by name (`_compact.advisor._index`); a layout is a `_name` route with child routes.
  const routes = new Map<string, string>();
  for (const id of ids) {
    const name = id.endsWith(ROUTE_ENTRY) ? ROUTE_FILE.exec(id.slice(0, -ROUTE_ENTRY.length))?.[1] : undefined;
    if (name && name !== "root") routes.set(name, id);
  }
  const names = [...routes.keys()];
  const layouts = names.filter((n) => n.startsWith("_") && !n.includes(".") && names.some((child) => child.startsWith(`${n}.`)));
  const ownerOf = (name: string) => layouts.find((l) => name === l || name.startsWith(`${l}.`)) ?? name;

  // Which layouts import a module statically, and under which layouts (or outside any) the routes
  // that can load it at all live.
  const layoutsOf = new Map<string, Set<string>>();
  const ownersOf = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, id: string, value: string) => map.set(id, (map.get(id) ?? new Set()).add(value));
  for (const layout of layouts) for (const id of reach(routes.get(layout)!, false)) add(layoutsOf, id, layout);
  for (const [name, entry] of routes) for (const id of reach(entry, true)) add(ownersOf, id, ownerOf(name));

  // What most pages under every layout import (`cn`, the button, labels, inputs, `seo`): one
  // `common` chunk, so a page does not load them as a dozen small files. A page that uses one of
  // them loads them all; they are small next to what the merge saves.
  const pages = [...routes].filter(([name, entry]) => !layouts.includes(name) && getModuleInfo(entry)?.exports?.includes("default"));
  const usage = new Map<string, Map<string, number>>();
  const layoutReach = new Map(layouts.map((layout) => [layout, reach(routes.get(layout)!, false)]));
  for (const [name, entry] of pages) {
    // A page uses what it imports and what its layout imports.
    for (const id of new Set([...reach(entry, false), ...(layoutReach.get(ownerOf(name)) ?? [])])) {
      const byLayout = usage.get(id) ?? new Map<string, number>();
      byLayout.set(ownerOf(name), (byLayout.get(ownerOf(name)) ?? 0) + 1);
      usage.set(id, byLayout);
    }
  }
  const pagesUnder = (layout: string) => pages.filter(([name]) => ownerOf(name) === layout).length;
  for (const [id, byLayout] of usage) {
    if (groups.has(id) || !assignable(id) || !getModuleInfo(id)?.isIncluded) continue;
    if (layouts.every((layout) => (byLayout.get(layout) ?? 0) >= COMMON_SHARE * pagesUnder(layout))) groups.set(id, "common");
    // The same within one layout (the sign-in pages' form parts): into that layout's chunk.
    else if (byLayout.size === 1 && (ownersOf.get(id)?.size ?? 0) === 1) {
      const [[layout, count]] = byLayout;
      if (layouts.includes(layout) && count >= LAYOUT_SHARE * pagesUnder(layout)) groups.set(id, `layout${layout}`);
    }
  }

  // A layout's module joins the layout's chunk only when no route outside those layouts uses it
  // (else a page elsewhere would load the whole layout chunk for it).
  for (const [id, byLayouts] of layoutsOf) {
    if (groups.has(id) || !assignable(id)) continue;
    if ([...(ownersOf.get(id) ?? [])].every((owner) => byLayouts.has(owner))) groups.set(id, byLayouts.size === layouts.length ? "common" : `layout${[...byLayouts].sort().join("")}`);
  }

  // Rollup puts a manual chunk's unassigned static imports into that chunk too, and through a
  // barrel that would be every icon of the app. So every other module is placed here, the way Rollup
  // groups by default: by the set of entries (routes and lazily imported modules) that import it.
  // Route modules (entries) join their own chunk, so a page's code stays one file.
  const pending = new Set(ids.filter((id) => !groups.has(id) && !isBarrel(id) && getModuleInfo(id)?.isIncluded));
  const entries = ids.filter((id) => getModuleInfo(id)?.isEntry || getModuleInfo(id)?.dynamicImporters.length);
  const entriesOf = new Map<string, string[]>();
  for (const entry of entries) for (const id of reach(entry, false)) if (pending.has(id)) entriesOf.set(id, [...(entriesOf.get(id) ?? []), entry]);
  // A chunk per set of importing entries, named after its first module (`button`, `index-2`).
  const nameOf = new Map<string, string>();
  const taken = new Set(groups.values());
  for (const id of [...pending].sort()) {
    const importers = entriesOf.get(id);
    // Not reached through the graph above (behind a name a barrel re-exports under another name):
    // Rollup places it. So it does with a route's own code (into the route's file), except what
    // lies behind a barrel: Rollup would pull that into the chunk of any module importing the barrel.
    if (!importers || (importers.length === 1 && getModuleInfo(importers[0])?.isEntry && !behindBarrel.has(id))) continue;
    const key = importers.sort().join("\n");
    if (!nameOf.has(key)) {
      const base = (importers.length === 1 ? importers[0] : id).replace(/[?#].*$/, "").replace(/^.*\//, "").replace(/\.[^.]+$/, "").replace(/[^\w-]/g, "") || "shared";
      let name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
      taken.add(name);
      nameOf.set(key, name);
    }
    groups.set(id, nameOf.get(key)!);
  }
  return groups;
}
