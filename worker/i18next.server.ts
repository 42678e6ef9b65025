import { createCookie } from "@remix-run/cloudflare";
import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import en from "../public/i18n/en.json";
import { addTurkishTexts } from "./domain/tax/params/turkish";
import { BoundedMap } from "./bounded-map";
import { i18nConfig, type Locale, USED_KEYS } from "./i18n";

/** Chosen language, remembered for a year. Not HttpOnly-sensitive: it holds only "en" or "tr". */
export const localeCookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

/**
 * English is bundled (the fallback language, and the API's validation messages). Turkish is read
 * once per isolate from the static asset /i18n/tr.json when the first Turkish request comes
 * (`loadCatalogue`, awaited by the request context): 37 KiB gzip less Worker (decision 280). The
 * object is filled in place, so every i18next instance sharing `resources` sees it.
 */
const tr: Record<string, unknown> = {};
export const resources = { en: { common: en }, tr: { common: tr } };

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
    searchParamKey: "lng",
  },
  i18next: { ...i18nConfig, supportedLngs: [...i18nConfig.supportedLngs], resources },
});

/** Reads `/i18n/<name>.json` through the static-asset binding, else from the request's origin (`remix vite:dev` serves public/). */
async function readI18nAsset<T>(name: string, env: { ASSETS?: Fetcher }, origin: string): Promise<T> {
  const url = new URL(`/i18n/${name}.json`, origin);
  const response = env.ASSETS ? await env.ASSETS.fetch(url) : await fetch(url);
  if (!response.ok) throw new Error(`the ${name} catalogue could not be read (${response.status})`);
  return response.json();
}

/** Reads a catalogue (public/i18n/<lng>.json). */
export const readCatalogue = (lng: Locale, env: { ASSETS?: Fetcher }, origin: string) => readI18nAsset<Record<string, unknown>>(lng, env, origin);

/**
 * `run` until it has once succeeded; after that, nothing (a failed read is retried by the next call).
 * Only the settled fact is kept, never a pending promise: a promise made by one request's I/O and
 * awaited by another is a cross-request hazard in Workers (if the first request is cancelled, the
 * second's continuation is dropped), as in remembered-catalogue.server.ts. Requests that arrive
 * while the first read is in flight read the asset themselves; filling the catalogue twice is harmless.
 */
export function onceUntilDone<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let done = false;
  return async (...args) => {
    if (done) return;
    await run(...args);
    done = true;
  };
}

/**
 * The Turkish of the tax parameters' texts (public/i18n/tax-params.tr.json, English → Turkish) into
 * the table worker/domain/tax/params/turkish.ts holds, once per isolate (decision 281): every Turkish
 * request has it with the catalogue, and a rule search (worker/api/rules.ts) in any language.
 */
export const loadTaxParamTurkish = onceUntilDone(async (env: { ASSETS?: Fetcher }, origin: string) => {
  addTurkishTexts(await readI18nAsset<Record<string, string>>("tax-params.tr", env, origin));
});

const loadTurkish = onceUntilDone(async (env: { ASSETS?: Fetcher }, origin: string) => {
  const [catalogue] = await Promise.all([readCatalogue("tr", env, origin), loadTaxParamTurkish(env, origin)]);
  Object.assign(tr, catalogue);
  // Instances made before (none on the request path: the context awaits this first) get it too,
  // and forget any English fallback they remembered.
  for (const instance of instances.values()) {
    instance.addResourceBundle("tr", "common", tr, true, true);
    memos.delete(instance);
  }
  loaderTs.clear();
});

/**
 * Makes the language's catalogue available (Turkish: with the tax parameters' Turkish): a no-op for
 * English (bundled) and once Turkish is in.
 * The request context awaits it before anything translates (worker/context.server.ts).
 */
export function loadCatalogue(lng: Locale, env: { ASSETS?: Fetcher }, origin: string): Promise<void> {
  return lng === "tr" ? loadTurkish(env, origin) : Promise.resolve();
}

const asLocale = (value: string): Locale => (value === "tr" ? "tr" : "en");

/**
 * The one locale rule, for pages and the API alike (issue 28): `?lng=`, else the `lng` cookie, else
 * the best of Accept-Language, else en — remix-i18next's detector in that order. The request context
 * computes it once per request (`ctx.locale`); loaders and API routes read that.
 *
 * The answer depends only on `?lng=`, the Cookie header and Accept-Language: remembered per isolate
 * for those inputs (the detector parses all three on every call). Bounded: the inputs are the client's.
 */
const detectedFor = new BoundedMap<string, Locale>(2000);
export async function localeOf(request: Request): Promise<Locale> {
  const query = request.url.indexOf("?");
  const key = `${query === -1 ? "" : request.url.slice(query)}\n${request.headers.get("Cookie") ?? ""}\n${request.headers.get("Accept-Language") ?? ""}`;
  let locale = detectedFor.get(key);
  if (!locale) detectedFor.set(key, (locale = asLocale(await i18next.getLocale(request))));
  return locale;
}

// One initialised i18next per language per isolate (RemixI18Next.getFixedT and entry.server used to
// create and init a new instance per call, 2–4 per request). The resources are bundled and never
// change, and the server only reads (t), never changeLanguage, so sharing across requests is safe.
const instances = new Map<Locale, i18n>();

export function i18nFor(lng: Locale): i18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    // initImmediate: false + inline resources → init completes synchronously.
    void instance.use(initReactI18next).init({
      ...i18nConfig,
      supportedLngs: [...i18nConfig.supportedLngs],
      lng,
      ns: ["common"],
      resources,
      initImmediate: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

// Option-less translations per shared instance and (language, namespace, key prefix).
const memos = new WeakMap<i18n, Map<string, Map<string, unknown>>>();
function memoFor(instance: i18n, scope: string): Map<string, unknown> {
  let scopes = memos.get(instance);
  if (!scopes) memos.set(instance, (scopes = new Map()));
  let memo = scopes.get(scope);
  if (!memo) scopes.set(scope, (memo = new Map()));
  return memo;
}

/** The memo key of `t(key, options)`, or null when the answer could differ or is an object. */
function memoKeyOf(key: string, options: unknown): string | null {
  if (options === undefined) return key;
  if (typeof options === "string") return `${key}\u0000${options}`; // t(key, defaultValue)
  if (!options || typeof options !== "object" || Object.getPrototypeOf(options) !== Object.prototype) return null;
  for (const [name, value] of Object.entries(options)) {
    if (name === "returnObjects" || name === "postProcess") return null;
    if (value !== undefined && typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

// "common:shell.x" → "shell.x" (the namespace is always common).
const withoutNamespace = (key: string) => key.slice(key.indexOf(":") + 1);

// i18next's TFunction types are branded overloads; these wrappers only pass arguments through.
type Call = (...args: unknown[]) => unknown;
type FixedT = Call & Record<"lng" | "ns" | "keyPrefix", unknown>;

/**
 * `getFixedT` whose answers are remembered per isolate. The catalogue never changes on the server,
 * so a key with no options, or with options that are all plain values (a count, a name), always
 * translates to the same text; i18next's lookup and interpolation were a noticeable part of a
 * page (≈ 0.1 ms a call in loaders' titles and descriptions, more across a render).
 */
function rememberingT(shared: i18n, lng: string, ns?: string, keyPrefix?: string): FixedT {
  const t = shared.getFixedT(lng, ns, keyPrefix) as unknown as FixedT;
  const memo = memoFor(shared, `${lng}\u0000${ns ?? ""}\u0000${keyPrefix ?? ""}`);
  const remembering = (key: unknown, ...rest: unknown[]) => {
    const memoKey = typeof key === "string" && rest.length <= 1 ? memoKeyOf(key, rest[0]) : null;
    if (memoKey === null) return t(key, ...rest);
    let text = memo.get(memoKey);
    if (text === undefined) {
      text = t(key, ...rest);
      // Keys and values come from data too (a status, a name): bounded, then simply not remembered.
      if (memo.size < 5000) memo.set(memoKey, text);
    }
    return text;
  };
  return Object.assign(remembering, { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix });
}

// Loaders' t, one per language per isolate.
const loaderTs = new Map<Locale, TFunction>();
export function fixedT(lng: Locale): TFunction {
  let t = loaderTs.get(lng);
  if (!t) loaderTs.set(lng, (t = rememberingT(i18nFor(lng), lng) as unknown as TFunction));
  return t;
}

/**
 * The language's shared instance seen through a per-request view that notes every key the render
 * translates (react-i18next's `useTranslation` goes through `getFixedT`), so the page inlines only
 * those entries (app/root.tsx, decision 117). Everything else is the shared instance's, reached
 * through the prototype.
 */
export function trackingI18n(lng: Locale): i18n {
  const shared = i18nFor(lng);
  const keys = new Set<string>();
  const note = (key: unknown, keyPrefix?: string) => {
    for (const k of Array.isArray(key) ? key : [key]) {
      if (typeof k === "string") keys.add(withoutNamespace(keyPrefix ? `${keyPrefix}.${k}` : k));
    }
  };
  const view = Object.create(shared) as i18n;
  view.getFixedT = ((lngArg: string, ns?: string, keyPrefix?: string) => {
    const t = rememberingT(shared, lngArg, ns, keyPrefix);
    const tracked = (key: unknown, ...rest: unknown[]) => {
      note(key, keyPrefix);
      return t(key, ...rest);
    };
    return Object.assign(tracked, { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix });
  }) as unknown as i18n["getFixedT"];
  const sharedT = shared.t.bind(shared) as unknown as Call;
  view.t = ((key: unknown, ...rest: unknown[]) => {
    note(key);
    return sharedT(key, ...rest);
  }) as unknown as i18n["t"];
  Object.defineProperty(view, USED_KEYS, { value: keys });
  return view;
}
