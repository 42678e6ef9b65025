/**
 * One Intl formatter per (kind, locale, options) per isolate / browser tab (decision 108). Building
 * an Intl object allocates ICU data outside the JS heap (≈ 10 KB each in workerd); a page that built
 * them per cell, per row or per sort comparison grew the local server's native memory by tens of MB
 * per 1,000 requests, and the allocator kept it. Options come from code, so the keys are bounded.
 */
type Kinds = {
  NumberFormat: [Intl.NumberFormat, Intl.NumberFormatOptions];
  DateTimeFormat: [Intl.DateTimeFormat, Intl.DateTimeFormatOptions];
  Collator: [Intl.Collator, Intl.CollatorOptions];
  DisplayNames: [Intl.DisplayNames, Intl.DisplayNamesOptions];
};

const cache = new Map<string, unknown>();
// Frozen options (module constants: the date styles, the percent and money formats) are found by the
// object itself, without writing a key from them on every call — a list formats a value per row.
// Frozen, so they cannot change after their formatter is made; other objects take the keyed path.
const byOptions = new WeakMap<object, Map<string, unknown>>();

function cached<K extends keyof Kinds>(kind: K, locale: string | undefined, options: Kinds[K][1] | undefined): Kinds[K][0] {
  const short = `${kind}|${locale ?? ""}`;
  const constant = options !== undefined && Object.isFrozen(options);
  let known = constant ? byOptions.get(options) : undefined;
  const hit = known?.get(short) as Kinds[K][0] | undefined;
  if (hit) return hit;
  const key = `${short}|${JSON.stringify(options ?? {})}`;
  let out = cache.get(key) as Kinds[K][0] | undefined;
  if (!out) {
    const Ctor = Intl[kind] as unknown as new (locale: string | undefined, options: Kinds[K][1] | undefined) => Kinds[K][0];
    cache.set(key, (out = new Ctor(locale, options)));
  }
  if (constant) {
    if (!known) byOptions.set(options, (known = new Map()));
    known.set(short, out);
  }
  return out;
}

export const numberFormat = (locale: string | undefined, options?: Intl.NumberFormatOptions) => cached("NumberFormat", locale, options);
export const dateTimeFormat = (locale: string | undefined, options?: Intl.DateTimeFormatOptions) => cached("DateTimeFormat", locale, options);
export const collator = (locale: string | undefined, options?: Intl.CollatorOptions) => cached("Collator", locale, options);
export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) => cached("DisplayNames", locale, options);

/** How many formatters are cached (tests: repeated use must not add any). */
export const intlCacheSize = () => cache.size;
