/**
 * "What changes": the dated value changes of the engine's parameters — each later value that
 * differs from the one before it — past and upcoming, for a jurisdiction's timeline.
 */
import { allRules, canonical, type RuleParameter } from "./registry";
import { formatRuleDate, formatRuleValue } from "./format";
import type { RuleUnit } from "./names";
import { textsKey } from "#worker/domain/tax/params/turkish";

export interface RuleChange {
  id: string;
  jurisdiction: string;
  name: { en: string; tr: string };
  unit: RuleUnit;
  currency: string | null;
  /** YYYY-MM-DD the new value holds from */
  date: string;
  before: unknown;
  after: unknown;
  reference: { title: string; url: string };
}

/** Every change of one parameter: a dated value that differs from the value before it. */
export function changesOf(r: RuleParameter): RuleChange[] {
  const out: RuleChange[] = [];
  for (let i = 1; i < r.values.length; i++) {
    const before = r.values[i - 1].value;
    const after = r.values[i].value;
    if (canonical(before) === canonical(after)) continue;
    out.push({
      id: r.id,
      jurisdiction: r.jurisdiction,
      name: r.name,
      unit: r.unit,
      currency: r.currency,
      date: r.values[i].from,
      before,
      after,
      reference: { title: r.reference.title, url: r.reference.url },
    });
  }
  return out;
}

/** The changes of a state's parameters, oldest first (then by id). */
export function jurisdictionChanges(iso3: string, rules: readonly RuleParameter[] = allRules()): RuleChange[] {
  return rules
    .filter((r) => r.jurisdictions.includes(iso3))
    .flatMap(changesOf)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** A timeline entry as the page draws it: formatted in the reader's language, past or upcoming on `today`. */
export interface TimelineEntry {
  id: string;
  name: string;
  date: string;
  dateText: string;
  before: string;
  after: string;
  upcoming: boolean;
  reference: { title: string; url: string };
}

// A company regime (bands, distribution tax, none) is read as a whole: its formatter needs every field.
const WHOLE_KINDS = new Set(["bands", "distribution", "none"]);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
/** Two values whose changed fields can be shown alone: plain objects, or objects of one and the same kind that is not a company regime (a personal regime). */
const narrowable = (a: unknown, b: unknown): [Record<string, unknown>, Record<string, unknown>] | null => {
  if (!isObject(a) || !isObject(b)) return null;
  if (!("kind" in a) && !("kind" in b)) return [a, b];
  return a.kind === b.kind && !WHOLE_KINDS.has(String(a.kind)) ? [a, b] : null;
};

/** Of two structured values, only the fields that differ (a dividend regime whose levy changed shows the levy). */
export function narrow(beforeValue: unknown, afterValue: unknown): [unknown, unknown] {
  const pair = narrowable(beforeValue, afterValue);
  if (!pair) return [beforeValue, afterValue];
  const [before, after] = pair;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => canonical(before[k]) !== canonical(after[k]));
  if (keys.length === 0) return [before, after];
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
  return [pick(before), pick(after)];
}

/**
 * A state's timeline in the reader's language, each entry past or upcoming on `today`. The
 * registry's changes and their formatted values are static data: for the registry's own rules they
 * are made once per isolate per state and language (a jurisdiction page shows them on every view,
 * issue 28); only whether each is upcoming is worked out per call. The states are the registry's
 * (a code with no rule has no changes and is not remembered) and the Turkish table is filled once,
 * so the memo is bounded.
 */
export function timeline(iso3: string, locale: "en" | "tr", today: string, rules?: readonly RuleParameter[]): TimelineEntry[] {
  // a Turkish timeline made before the isolate read the Turkish texts is not kept past them
  const key = `${textsKey(locale)}:${iso3}`;
  let entries = rules ? undefined : formattedMemo.get(key);
  if (!entries) {
    entries = formatted(jurisdictionChanges(iso3, rules), locale);
    if (!rules && entries.length > 0) formattedMemo.set(key, entries);
  }
  return entries.map((e) => ({ ...e, upcoming: e.date > today }));
}

const formattedMemo = new Map<string, readonly Omit<TimelineEntry, "upcoming">[]>();
function formatted(changes: RuleChange[], locale: "en" | "tr"): Omit<TimelineEntry, "upcoming">[] {
  return changes.map((c) => {
    const [before, after] = narrow(c.before, c.after);
    return {
      id: c.id,
      name: c.name[locale],
      date: c.date,
      dateText: formatRuleDate(c.date, locale),
      before: formatRuleValue(before, c.unit, locale, c.currency),
      after: formatRuleValue(after, c.unit, locale, c.currency),
      reference: c.reference,
    };
  });
}
