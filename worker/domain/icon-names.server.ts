/**
 * The names of every lucide icon (≈ 2,100 names, 31 KB) that `api/ui/icons/*` serves and stored
 * icons are checked against. They are a static asset (public/icons/lucide-names.json, written by
 * scripts/generate-icon-names.ts before every build) rather than part of the Worker bundle, and
 * read once per isolate: from the ASSETS binding, or from the dev server under `remix vite:dev`,
 * which has no ASSETS binding (decision 114).
 */
export const ICON_NAMES_PATH = "/icons/lucide-names.json";

interface IconNamesFile {
  version: string;
  names: string[];
}

let loading: Promise<readonly string[]> | undefined;
let known: ReadonlySet<string> | undefined;

/** The list, fetched on the isolate's first call; a failed fetch is retried by the next call. */
export function loadIconNames(env: Pick<Env, "ASSETS">, requestUrl: string | URL): Promise<readonly string[]> {
  loading ??= (async () => {
    const url = new URL(ICON_NAMES_PATH, requestUrl).toString();
    const res = env.ASSETS ? await env.ASSETS.fetch(url) : await fetch(url);
    if (!res.ok) throw new Error(`icon names: ${res.status} for ${ICON_NAMES_PATH}`);
    const { names } = (await res.json()) as IconNamesFile;
    known = new Set(names);
    return names;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The loaded names; validating an icon before `loadIconNames` is a programming error. */
export function knownIconNames(): ReadonlySet<string> {
  if (!known) throw new Error("icon names are not loaded yet: await loadIconNames(env, url) before validating icons");
  return known;
}
