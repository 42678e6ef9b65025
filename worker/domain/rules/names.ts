/**
 * Human labels and units of the engine's parameters, by the kind part of their id (`<kind>:<ISO3>`).
 * A kind not listed here (a parameter added later) still gets a label: its kind, spelt out.
 */

/** How a parameter's values read. `regime` = a structured rule (shown field by field). */
export type RuleUnit = "percent" | "share" | "currency" | "exchange-rate" | "number" | "flag" | "bands" | "years" | "days" | "text" | "regime";
export const RULE_UNITS: readonly RuleUnit[] = ["percent", "share", "currency", "exchange-rate", "number", "flag", "bands", "years", "days", "text", "regime"];

interface KindInfo {
  en: string;
  tr: string;
  unit?: RuleUnit;
}

const KINDS: Record<string, KindInfo> = {
  cit: { en: "Corporate income tax", tr: "Kurumlar vergisi", unit: "bands" },
  "cit-in-scope": { en: "Corporate income tax for groups in Pillar Two scope", tr: "Küresel asgari vergi kapsamındaki gruplar için kurumlar vergisi", unit: "percent" },
  residence: { en: "Company residence test", tr: "Şirketin vergi mukimliği ölçütü", unit: "regime" },
  participation: { en: "Participation exemption (company)", tr: "İştirak kazancı istisnası (şirket)", unit: "share" },
  "participation-owner": { en: "Dividends received by a corporate owner: exempt share", tr: "Kurumsal ortağın aldığı kâr payı: istisna oranı", unit: "share" },
  ipbox: { en: "IP box effective rate", tr: "Fikri mülkiyet kutusu efektif oranı", unit: "percent" },
  qdmtt: { en: "Qualified domestic minimum top-up tax", tr: "Nitelikli yerel asgari tamamlayıcı vergi", unit: "flag" },
  iir: { en: "Income inclusion rule (Pillar Two)", tr: "Gelir dahil etme kuralı (İkinci Sütun)", unit: "flag" },
  "wht-ind": { en: "Dividend withholding tax: non-resident individuals", tr: "Kâr payı stopajı: yurt dışında yerleşik kişiler", unit: "percent" },
  "wht-co": { en: "Dividend withholding tax: non-resident companies", tr: "Kâr payı stopajı: yurt dışında yerleşik şirketler", unit: "percent" },
  "wht-dom": { en: "Dividend withholding tax: resident individuals", tr: "Kâr payı stopajı: yerleşik kişiler", unit: "percent" },
  "wht-exempt": { en: "Withholding exemption for treaty-resident individuals", tr: "Anlaşma ülkesinde yerleşik kişiler için stopaj istisnası", unit: "flag" },
  psd: { en: "EU Parent-Subsidiary Directive applied", tr: "AB Ana-Yavru Şirket Direktifi uygulanıyor", unit: "flag" },
  dividend: { en: "Personal tax on dividends", tr: "Kâr payı üzerindeki kişisel vergi", unit: "regime" },
  cfc: { en: "Controlled foreign company rules", tr: "Kontrol edilen yabancı kurum kuralları", unit: "regime" },
  sbr: { en: "Small business relief: revenue limit", tr: "Küçük işletme muafiyeti: hasılat sınırı", unit: "currency" },
  freezone: { en: "Qualifying free zone person", tr: "Nitelikli serbest bölge kişisi", unit: "regime" },
  territorial: { en: "Territorial taxation of foreign-source profit", tr: "Yurt dışı kaynaklı kârın ülkesellik esasına göre vergilendirilmesi", unit: "flag" },
  refund: { en: "Shareholder refund of company tax", tr: "Ortağa kurumlar vergisi iadesi", unit: "share" },
  surcharges: { en: "Surcharges and local business taxes", tr: "Ek vergiler ve yerel işletme vergileri", unit: "regime" },
  exit: { en: "Exit tax on shareholdings", tr: "Pay senetleri için çıkış vergisi", unit: "text" },
  tnr: { en: "Temporary non-residence rule", tr: "Geçici yerleşik olmama kuralı", unit: "regime" },
  cehr: { en: "High-income contribution", tr: "Yüksek gelir katkı payı", unit: "bands" },
  ordinary: { en: "Ordinary income tax brackets", tr: "Olağan gelir vergisi dilimleri", unit: "bands" },
  niit: { en: "Net investment income tax", tr: "Net yatırım geliri vergisi", unit: "regime" },
  bpt: { en: "Branch profits tax", tr: "Şube kârı vergisi", unit: "percent" },
  globe: { en: "Global minimum tax rate (Pillar Two)", tr: "Küresel asgari vergi oranı (İkinci Sütun)", unit: "percent" },
  fx: { en: "Exchange rate: USD per {{code}}", tr: "Döviz kuru: 1 {{code}} karşılığı USD", unit: "exchange-rate" },
  // issue 32 §1 (moving): destination regimes, exit taxes, trailing liabilities, residence tests
  regime: { en: "Personal tax regime for new residents", tr: "Yeni yerleşikler için kişisel vergi rejimi", unit: "regime" },
  "regime-grp": { en: "Global Residence Programme", tr: "Küresel İkamet Programı", unit: "regime" },
  "residence-test": { en: "Residence test for individuals", tr: "Kişiler için yerleşiklik ölçütü", unit: "text" },
  trailing: { en: "Extended tax liability after leaving", tr: "Ayrıldıktan sonra süren vergi yükümlülüğü", unit: "regime" },
  "income-tax": { en: "Personal income tax", tr: "Gelir vergisi", unit: "regime" },
  "eu-eea": { en: "EU and EEA member states", tr: "AB ve AEA üye devletleri", unit: "text" },
};

/** The kinds a company in the state depends on (a tracked company is notified when one of them changes, notify.server.ts). */
export const COMPANY_KINDS: readonly string[] = ["cit", "cit-in-scope", "residence", "participation", "ipbox", "qdmtt", "iir", "wht-ind", "wht-co", "wht-dom", "wht-exempt", "psd", "sbr", "freezone", "territorial", "refund", "surcharges", "bpt"];

/** Where a kind sorts among a state's rules: the order of the table above (company tax first), then unknown kinds. */
export const kindRank = (kind: string) => {
  const i = Object.keys(KINDS).indexOf(kind);
  return i < 0 ? Object.keys(KINDS).length : i;
};

export const kindOf = (id: string) => (id.includes(":") ? id.slice(0, id.indexOf(":")) : id);
const suffixOf = (id: string) => (id.includes(":") ? id.slice(id.indexOf(":") + 1) : "");

/** Whether the kind has its own label (the registry's tests list the kinds that do not). */
export const knownKind = (kind: string) => Object.hasOwn(KINDS, kind);

/** "exit-tax-deferral" → "Exit tax deferral": the fallback label of a kind without one. */
const spelt = (kind: string) => {
  const words = kind.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function ruleName(id: string): { en: string; tr: string } {
  const info = KINDS[kindOf(id)];
  if (!info) return { en: spelt(kindOf(id)), tr: spelt(kindOf(id)) };
  const code = suffixOf(id);
  return { en: info.en.replace("{{code}}", code), tr: info.tr.replace("{{code}}", code) };
}

const isBand = (v: unknown): boolean => !!v && typeof v === "object" && "rate" in v && "upTo" in v;
const isBands = (v: unknown): boolean => Array.isArray(v) && v.length > 0 && v.every(isBand);

const NUMERIC: readonly RuleUnit[] = ["percent", "share", "currency", "exchange-rate", "number", "years", "days"];

/** Whether a value reads as the unit says (a kind's values may change shape as the engine grows). */
function fits(unit: RuleUnit, v: unknown): boolean {
  if (NUMERIC.includes(unit)) return typeof v === "number";
  if (unit === "flag") return typeof v === "boolean";
  if (unit === "text") return typeof v === "string";
  if (unit === "bands") return isBands(v) || (!!v && typeof v === "object" && (v as { kind?: string }).kind === "bands");
  return true;
}

/** The unit of a parameter: its kind's when every value fits it, else read from its values' shape. */
export function ruleUnit(id: string, values: readonly { value: unknown }[]): RuleUnit {
  const known = KINDS[kindOf(id)]?.unit;
  const present = values.map((v) => v.value).filter((v) => v !== null && v !== undefined);
  if (known && present.every((v) => fits(known, v))) return known;
  if (present.length === 0) return "regime";
  if (present.every((v) => typeof v === "boolean")) return "flag";
  if (present.every((v) => typeof v === "string")) return "text";
  if (present.every(isBands)) return "bands";
  // a number of a kind without a label: percent or share cannot be told apart from the value
  if (present.every((v) => typeof v === "number")) return "number";
  return "regime";
}
