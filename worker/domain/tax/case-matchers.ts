/**
 * The case corpus's matchers (ENGINE-CONTRACT.md): a case's `expect` checked against a report.
 * Used by cases.test.ts (the engine) and by the API test (the same cases through POST /api/tax/reports).
 */
import { parse } from "yaml";

export type Matcher =
  | number
  | string
  | boolean
  | { approx: number; tol?: number }
  | { between: [number, number] }
  | { min: number }
  | { max: number }
  | { contains: (string | number)[]; lacks?: (string | number)[] }
  | { lacks: (string | number)[]; contains?: (string | number)[] };

export interface TaxCase {
  id: string;
  title?: string;
  input: Record<string, unknown>;
  expect: {
    baseline?: Record<string, Matcher>;
    options?: Record<string, Record<string, Matcher>>;
    report?: Record<string, Matcher>;
  };
  why: string;
  sources: { title: string; url: string }[];
  file: string;
}

interface OptionLike {
  jurisdiction: string;
  structure: string;
  breakdown?: { collectedBy: string }[];
  obligations?: { name: string }[];
  [k: string]: unknown;
}

/** Every case of the given files (path → YAML text), each tagged with its file. */
export function loadCases(files: Record<string, string>): TaxCase[] {
  return Object.entries(files).flatMap(([path, text]) => ((parse(text) ?? []) as Omit<TaxCase, "file">[]).map((c) => ({ ...c, file: path.split("/").pop()! })));
}

const get = (obj: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);

function valueAt(option: OptionLike, path: string): unknown {
  if (path === "collectedBy") return [...new Set((option.breakdown ?? []).map((l) => l.collectedBy))];
  return get(option, path);
}

/** Why the value fails the matcher, or null when it passes. */
export function mismatch(actual: unknown, m: Matcher, path: string): string | null {
  const show = JSON.stringify(actual);
  if (typeof m !== "object" || m === null) return actual === m ? null : `${path}: expected ${JSON.stringify(m)}, got ${show}`;
  if ("approx" in m) {
    const tol = m.tol ?? 0.01;
    return typeof actual === "number" && Math.abs(actual - m.approx) <= Math.abs(m.approx) * tol + 1e-9 ? null : `${path}: expected ≈${m.approx} (±${tol * 100} %), got ${show}`;
  }
  if ("between" in m) return typeof actual === "number" && actual >= m.between[0] && actual <= m.between[1] ? null : `${path}: expected between ${m.between[0]} and ${m.between[1]}, got ${show}`;
  if ("min" in m) return typeof actual === "number" && actual >= m.min ? null : `${path}: expected ≥ ${m.min}, got ${show}`;
  if ("max" in m) return typeof actual === "number" && actual <= m.max ? null : `${path}: expected ≤ ${m.max}, got ${show}`;
  const list = Array.isArray(actual) ? actual : [];
  const has = (want: string | number) =>
    path.endsWith("obligations") ? list.some((o) => typeof o === "object" && o !== null && String((o as { name: string }).name).includes(String(want))) : list.includes(want);
  const label = path.endsWith("obligations") ? JSON.stringify(list.map((o) => (o as { name: string }).name)) : show;
  // `contains` and `lacks` may be given together; each is checked (one must not hide the other).
  if ("contains" in m || "lacks" in m) {
    const missing = (m.contains ?? []).filter((w) => !has(w));
    const present = (m.lacks ?? []).filter((w) => has(w));
    const problems = [...(missing.length ? [`expected to contain ${JSON.stringify(missing)}`] : []), ...(present.length ? [`expected to lack ${JSON.stringify(present)}`] : [])];
    return problems.length === 0 ? null : `${path}: ${problems.join(" and ")}, got ${label}`;
  }
  return `${path}: unknown matcher ${JSON.stringify(m)}`;
}

/** The option a case key names: `ISO3:structure`, or `ISO3` when it is the only option of that jurisdiction. */
export function optionFor(options: OptionLike[], key: string): OptionLike | string {
  if (key.includes(":")) {
    const [j, s] = key.split(":");
    return options.find((o) => o.jurisdiction === j && o.structure === s) ?? `no option ${key} (have ${options.map((o) => `${o.jurisdiction}:${o.structure}`).join(", ")})`;
  }
  const hits = options.filter((o) => o.jurisdiction === key);
  if (hits.length !== 1) return `option key ${key} matches ${hits.length} options`;
  return hits[0];
}

/** Every failure of a case against a report (options = the report's options, which include the baseline). */
export function checkCase(c: TaxCase, report: { baseline: OptionLike; options: OptionLike[]; assumptions: { code: string }[] }): string[] {
  const out: string[] = [];
  for (const [path, m] of Object.entries(c.expect.baseline ?? {})) {
    const f = mismatch(valueAt(report.baseline, path), m, `baseline.${path}`);
    if (f) out.push(f);
  }
  const others = report.options.filter((o) => o !== report.baseline && !(o.jurisdiction === report.baseline.jurisdiction && o.structure === report.baseline.structure && (o.flags as string[] | undefined)?.includes("residence-baseline")));
  for (const [key, checks] of Object.entries(c.expect.options ?? {})) {
    const o = optionFor(others, key);
    if (typeof o === "string") {
      out.push(o);
      continue;
    }
    for (const [path, m] of Object.entries(checks)) {
      const f = mismatch(valueAt(o, path), m, `${key}.${path}`);
      if (f) out.push(f);
    }
  }
  for (const [path, m] of Object.entries(c.expect.report ?? {})) {
    const actual = path === "assumptions" ? report.assumptions.map((a) => a.code) : get(report, path);
    const f = mismatch(actual, m, `report.${path}`);
    if (f) out.push(f);
  }
  return out;
}

/** The ten adviser-written cases of ../shared/tax-cases/cases.yaml (ids kept by the corpus). */
export const SHARED_CASE_IDS = [
  "gbr-stays-foreign-company-managed-at-home",
  "turkey-stays",
  "gbr-moves-to-uae-mainland",
  "us-citizen-moves-abroad",
  "estonia-retain-vs-distribute",
  "germany-holding-participation-exemption",
  "pillar-two-group-eu-parent",
  "delaware-llc-non-us-owner",
  "cyprus-2026-reform",
  "uae-free-zone-qualifying-vs-not",
];
