import { CATALOGUE_STRUCTURE_INDEX } from "#worker/domain/catalogue-index.generated";
import { COMPANY_STRUCTURES, LAW, WEALTH_STRUCTURES } from "./law";
import type { ComplianceRule, LocalText, Money } from "./rules-types";

export type { ComplianceRule, DatedFee, LocalText, Money, RuleSource } from "./rules-types";

/**
 * Compliance obligations as data (issue 12, decision 080; issue 32, decision 190). Each rule says
 * what is due, when (relative to the fiscal-year end, the incorporation anniversary, a fixed day
 * or an event), the government fee in minor units, the late penalty, and where that comes from.
 * The researched rules are in law.ts; a rule without `source` is a TaxAtlas estimate and is shown
 * as such. Obligations and fees change — check them.
 */

const AS_OF = "2026-11-27";

const t = (en: string, tr: string): LocalText => ({ en, tr });

/** TaxAtlas estimates used where no researched rule covers a kind (shown as "estimate"). */
const GENERIC: Omit<ComplianceRule, "jurisdiction" | "asOf">[] = [
  { id: "*.annual-return", structures: COMPANY_STRUCTURES, kind: "annual-review", title: t("Annual return / annual review", "Yıllık beyan / yıllık gözden geçirme"), frequency: "annual", due: { basis: "anniversary", days: 30 }, fee: null, source: null },
  { id: "*.trust-review", structures: WEALTH_STRUCTURES, kind: "annual-review", title: t("Annual trustee / council review", "Yıllık yediemin / konsey incelemesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 3 }, fee: null, source: null },
  { id: "*.financial-statements", structures: COMPANY_STRUCTURES, kind: "financial-statements", title: t("Financial statements", "Finansal tablolar"), frequency: "annual", due: { basis: "fiscal_year_end", months: 9 }, fee: null, source: null },
  { id: "*.tax-return", kind: "tax-return", title: t("Tax return", "Vergi beyannamesi"), frequency: "annual", due: { basis: "fiscal_year_end", months: 12 }, fee: null, source: null },
  { id: "*.agm", structures: COMPANY_STRUCTURES, kind: "agm", title: t("Annual general meeting", "Olağan genel kurul"), frequency: "annual", due: { basis: "fiscal_year_end", months: 6 }, fee: null, source: null },
  { id: "*.government-fee", kind: "payments", title: t("Annual government / registered agent fee", "Yıllık devlet / kayıtlı temsilci ücreti"), frequency: "annual", due: { basis: "anniversary", days: 0 }, fee: null, source: null },
  { id: "*.tax-certificate", kind: "tax-certificate", title: t("Tax residency certificate (renew for treaty claims)", "Vergi mukimlik belgesi (anlaşma talepleri için yenileyin)"), frequency: "annual", due: { basis: "fixed", month: 1, day: 31 }, fee: null, source: null },
  { id: "*.nominee-renewal", kind: "nominee-renewal", nomineeOnly: true, title: t("Nominee director service renewal", "Vekil yönetici hizmeti yenilemesi"), frequency: "annual", due: { basis: "anniversary", days: 0 }, fee: null, source: null },
  { id: "*.bo-change", kind: "beneficial-ownership", title: t("Beneficial-ownership change: update the register", "Gerçek faydalanıcı değişikliği: sicili güncelleyin"), frequency: "event", event: "ownership_change", due: { basis: "event", days: 14 }, fee: null, source: null },
];

/** The spec's sample nominee fee, kept as an estimate in the currency of the EU jurisdictions that use nominees most. */
const NOMINEE_FEE_EUR = new Set(["CYP", "MLT", "IRL", "LUX", "NLD", "EST", "BGR", "LVA", "AUT", "ESP", "DEU", "POL"]);

/** Jurisdictions that have structures in the catalogue (db/seed/data/structures.ts). */
export const CATALOGUE_JURISDICTIONS: readonly string[] = [...new Set(CATALOGUE_STRUCTURE_INDEX.flatMap((s) => s.typicalJurisdictions))].sort();
/** Catalogue structures, and the engine's own "c-corporation" (a report option can name it). */
export const CATALOGUE_STRUCTURES: readonly string[] = [...CATALOGUE_STRUCTURE_INDEX.map((s) => s.slug), "c-corporation"];
/** Jurisdictions whose rules come from the law (law.ts); the rest run on labelled estimates. */
export const LAW_JURISDICTIONS: readonly string[] = Object.keys(LAW).sort();
/**
 * Jurisdictions a company can be tracked in: the catalogue's, and every one whose filings come
 * from the law (a report can recommend France or Canada, which no catalogue structure lists).
 */
export const TRACKABLE_JURISDICTIONS: readonly string[] = [...new Set([...CATALOGUE_JURISDICTIONS, ...LAW_JURISDICTIONS])].sort();

const applies = (rule: { structures?: readonly string[] }, structure: string) => !rule.structures || rule.structures.includes(structure);

/**
 * Who owns the entity, for rules that depend on it: `true` a foreign person, `false` not,
 * `"any"` every rule (to look a stored filing's rule up whoever owns the entity).
 */
export type Ownership = boolean | "any";
const ownedBy = (rule: Pick<ComplianceRule, "foreignOwned">, owner: Ownership) => owner === "any" || !rule.foreignOwned || owner;

/**
 * Every rule for one jurisdiction + structure: researched ones first, generic estimates for the rest.
 * With a `fiscalYearEnd`, a rule for other year ends (`yearEnds`) drops out and its kind falls back
 * to the estimate unless another researched rule of that kind remains.
 */
export function rulesFor(jurisdiction: string, structure: string, owner: Ownership = false, fiscalYearEnd?: string): ComplianceRule[] {
  const specific = LAW[jurisdiction];
  const candidates = (specific?.rules ?? []).filter((r) => applies(r, structure) && ownedBy(r, owner));
  const own = candidates.filter((r) => !fiscalYearEnd || !r.yearEnds || r.yearEnds.includes(fiscalYearEnd)).map((r) => ({ ...r, jurisdiction, asOf: AS_OF }));
  const droppedKinds = candidates.filter((r) => !own.some((o) => o.id === r.id)).map((r) => r.kind);
  const covered = new Set((specific?.covers ?? []).filter((k) => !droppedKinds.includes(k) || own.some((o) => o.kind === k)));
  const generic = GENERIC.filter((r) => applies(r, structure) && !covered.has(r.kind))
    // The event rule is needed even where the annual BO rule is researched.
    .concat(GENERIC.filter((r) => r.event && covered.has(r.kind) && !own.some((o) => o.event === r.event)))
    .map((r) => ({
      ...r,
      id: `${jurisdiction}.${r.id.slice(2)}`,
      jurisdiction,
      asOf: AS_OF,
      fee: r.kind === "nominee-renewal" ? { amount: 150000, currency: NOMINEE_FEE_EUR.has(jurisdiction) ? "EUR" : "USD" } : r.fee,
    }));
  return [...own, ...generic];
}

/**
 * The rule behind a stored filing (ids are stable: "<ISO3>.<name>"). A page looks one up per
 * filing, so each jurisdiction and structure's rules (for any owner) are indexed by id once per
 * isolate — for the trackable jurisdictions and catalogue structures only, which bounds the index;
 * any other pair is worked out on each call. The rules are shared: read them, never change them.
 */
export function ruleById(id: string, structure: string): ComplianceRule | undefined {
  const jurisdiction = id.split(".")[0];
  const key = `${jurisdiction}|${structure}`;
  let byId = rulesById.get(key);
  if (!byId) {
    const index = new Map<string, ComplianceRule>();
    // the first rule of an id, as `find` gave
    for (const rule of rulesFor(jurisdiction, structure, "any")) if (!index.has(rule.id)) index.set(rule.id, rule);
    if (TRACKABLE.has(jurisdiction) && STRUCTURES.has(structure)) rulesById.set(key, index);
    byId = index;
  }
  return byId.get(id);
}
const rulesById = new Map<string, ReadonlyMap<string, ComplianceRule>>();
const TRACKABLE = new Set(TRACKABLE_JURISDICTIONS);
const STRUCTURES = new Set(CATALOGUE_STRUCTURES);

/** Whether a rule binds on a day (its `effective` range; open ends bind). */
export const inForce = (rule: Pick<ComplianceRule, "effective">, day: string) => (!rule.effective?.from || day >= rule.effective.from) && (!rule.effective?.to || day <= rule.effective.to);

/** The fee of an occurrence due on `day`: the dated value in force then, else the rule's fee. */
export function feeOn(rule: Pick<ComplianceRule, "fee" | "fees">, day: string): Money | null {
  if (!rule.fees?.length) return rule.fee;
  const inForceThen = [...rule.fees].sort((a, b) => a.from.localeCompare(b.from)).filter((f) => f.from <= day);
  const last = inForceThen[inForceThen.length - 1];
  return last ? { amount: last.amount, currency: last.currency } : null;
}

export const isEstimate = (rule: Pick<ComplianceRule, "source">) => rule.source === null;

const ALL_RULES = [...Object.values(LAW).flatMap((j) => j.rules), ...GENERIC];

/**
 * English → Turkish title of every rule: a stored filing keeps the English title (`title`), and
 * reminders written in SQL look the Turkish one up from here (decision 099).
 */
export const RULE_TITLES_TR: ReadonlyMap<string, string> = new Map(ALL_RULES.map((r) => [r.title.en, r.title.tr]));
