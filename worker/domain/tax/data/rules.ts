/**
 * Tax rules beyond the headline rate, as data. Every row names its source and the year it
 * describes (`asOf`); the engine uses only rows found here and otherwise applies the headline
 * rate and says so. Thresholds are in the currency the law states them in; `FX_RATES` converts.
 * Figures are domestic law before treaties (a treaty can only lower a withholding rate).
 */

export interface RuleSource {
  publisher: string;
  title: string;
  url: string;
}

export const TAX_FOUNDATION_2025: RuleSource = {
  publisher: "Tax Foundation",
  title: "Corporate Tax Rates around the World, 2025 (dataset TaxFoundation/worldwide-corporate-tax-rates, all_rates_2025.csv)",
  url: "https://taxfoundation.org/data/all/global/corporate-tax-rates-by-country-2025/",
};

export const TAX_FOUNDATION_PILLAR_TWO_2025: RuleSource = {
  publisher: "Tax Foundation",
  title: "Pillar Two map, 2025 (dataset TaxFoundation/worldwide-corporate-tax-rates, pillar_two_map.csv)",
  url: "https://taxfoundation.org/data/all/global/global-minimum-tax-implementation-tracker/",
};

export const OECD_GLOBE_RULES: RuleSource = {
  publisher: "OECD",
  title: "Tax Challenges Arising from the Digitalisation of the Economy – Global Anti-Base Erosion Model Rules (Pillar Two), Art. 1.1 and 5.2",
  url: "https://www.oecd.org/en/publications/tax-challenges-arising-from-digitalisation-of-the-economy-global-anti-base-erosion-model-rules-pillar-two_782bac33-en.html",
};

const pwc = (country: string, section: "taxes-on-corporate-income" | "withholding-taxes" | "income-determination", label: string): RuleSource => ({
  publisher: "PwC Worldwide Tax Summaries",
  title: `${label} – Corporate – ${section === "taxes-on-corporate-income" ? "Taxes on corporate income" : section === "withholding-taxes" ? "Withholding taxes" : "Income determination"}`,
  url: `https://taxsummaries.pwc.com/${country}/corporate/${section}`,
});

export type Currency = "USD" | "EUR" | "GBP" | "SGD" | "HKD" | "AED";

/** USD per unit, to convert thresholds stated in local currency. */
export const FX_RATES: Record<Currency, { usdPerUnit: number; asOf: number; source: RuleSource }> = {
  USD: { usdPerUnit: 1, asOf: 2024, source: TAX_FOUNDATION_2025 },
  EUR: { usdPerUnit: 1.0824, asOf: 2024, source: ecb("USD 1.0824 per EUR") },
  GBP: { usdPerUnit: 1.2785, asOf: 2024, source: ecb("GBP 0.84662 per EUR, so USD 1.2785 per GBP") },
  SGD: { usdPerUnit: 0.7487, asOf: 2024, source: ecb("SGD 1.4458 per EUR, so USD 0.7487 per SGD") },
  HKD: { usdPerUnit: 0.1282, asOf: 2024, source: ecb("HKD 8.4454 per EUR, so USD 0.1282 per HKD") },
  AED: {
    usdPerUnit: 0.2723,
    asOf: 2025,
    source: { publisher: "Central Bank of the UAE", title: "AED pegged to the US dollar at AED 3.6725 per USD", url: "https://www.centralbank.ae/en/our-operations/monetary-policy/" },
  },
};

function ecb(detail: string): RuleSource {
  return {
    publisher: "European Central Bank",
    title: `Euro foreign exchange reference rates, 2024 annual average (${detail})`,
    url: "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html",
  };
}

interface RuleBase {
  jurisdiction: string;
  asOf: number;
  source: RuleSource;
  /** One line a person can read: what the rule says (en, tr). */
  summary: string;
  summaryTr: string;
}

/** Progressive bands on taxable profit; `upTo` in `currency`, null = no upper limit. Rates in percent. */
export interface BandsRule extends RuleBase {
  kind: "bands";
  currency: Currency;
  bands: { upTo: number | null; rate: number }[];
}

/** Tax only when profit is distributed: `rate` percent of the gross distribution (= rate/(100-rate) of the net). */
export interface DistributionRule extends RuleBase {
  kind: "distribution";
  rate: number;
}

/** A lower rate for companies whose revenue stays under a threshold. */
export interface SmallTaxpayerRule extends RuleBase {
  kind: "small-taxpayer";
  currency: Currency;
  maxRevenue: number;
  rate: number;
}

/** Shareholders get back `refundShare` of the company's tax when profits are distributed. */
export interface ShareholderRefundRule extends RuleBase {
  kind: "shareholder-refund";
  refundShare: number;
}

/** Share (0–1) of qualifying dividends and gains on shareholdings that is exempt. */
export interface ParticipationExemptionRule extends RuleBase {
  kind: "participation-exemption";
  exemptShare: number;
}

/** Withholding tax on dividends paid to a non-resident individual, percent (domestic rate). */
export interface DividendWithholdingRule extends RuleBase {
  kind: "dividend-withholding";
  rate: number;
}

export interface BlacklistRule extends RuleBase {
  kind: "blacklist";
  list: "eu-annex-i" | "eu-annex-ii";
}

export type TaxRule =
  | BandsRule
  | DistributionRule
  | SmallTaxpayerRule
  | ShareholderRefundRule
  | ParticipationExemptionRule
  | DividendWithholdingRule
  | BlacklistRule;

const EU_LIST_OCT_2025: RuleSource = {
  publisher: "Council of the European Union",
  title: "EU list of non-cooperative jurisdictions for tax purposes (Annex I and Annex II), revised 10 October 2025",
  url: "https://www.consilium.europa.eu/en/policies/eu-list-of-non-cooperative-jurisdictions/",
};

const wht = (jurisdiction: string, rate: number, country: string, label: string): DividendWithholdingRule => ({
  kind: "dividend-withholding",
  jurisdiction,
  rate,
  asOf: 2025,
  source: pwc(country, "withholding-taxes", label),
  summary: rate === 0 ? "No withholding tax on dividends paid to non-resident individuals." : `Dividends paid to non-resident individuals: ${rate}% withholding tax (before any treaty relief).`,
  summaryTr:
    rate === 0
      ? "Mukim olmayan gerçek kişilere ödenen temettüde stopaj yok."
      : `Mukim olmayan gerçek kişilere ödenen temettü: %${String(rate).replace(".", ",")} stopaj (vergi anlaşması öncesi).`,
});

const pex = (jurisdiction: string, exemptShare: number, country: string, label: string, summary: string, summaryTr: string): ParticipationExemptionRule => ({
  kind: "participation-exemption",
  jurisdiction,
  exemptShare,
  asOf: 2025,
  source: pwc(country, "income-determination", label),
  summary,
  summaryTr,
});

export const TAX_RULES: TaxRule[] = [
  // Profit bands and thresholds
  {
    kind: "bands",
    jurisdiction: "GBR",
    currency: "GBP",
    bands: [
      { upTo: 50_000, rate: 19 },
      // Marginal relief (fraction 3/200) makes the slice between £50,000 and £250,000 cost 26.5%, so
      // £250,000 of profit pays exactly 25% overall (no associated companies assumed).
      { upTo: 250_000, rate: 26.5 },
      { upTo: null, rate: 25 },
    ],
    asOf: 2025,
    source: { publisher: "GOV.UK (HMRC)", title: "Corporation Tax rates and allowances; Marginal Relief for Corporation Tax", url: "https://www.gov.uk/guidance/corporation-tax-marginal-relief" },
    summary: "Small profits rate 19% up to £50,000, main rate 25% above £250,000, marginal relief in between.",
    summaryTr: "50.000 £'a kadar %19 küçük kâr oranı, 250.000 £ üzerinde %25 ana oran, arada kademeli indirim (marginal relief).",
  },
  {
    kind: "bands",
    jurisdiction: "NLD",
    currency: "EUR",
    bands: [
      { upTo: 200_000, rate: 19 },
      { upTo: null, rate: 25.8 },
    ],
    asOf: 2025,
    source: pwc("netherlands", "taxes-on-corporate-income", "Netherlands"),
    summary: "19% on the first €200,000 of taxable profit, 25.8% above.",
    summaryTr: "Vergilendirilebilir kârın ilk 200.000 €'su için %19, üzeri için %25,8.",
  },
  {
    kind: "bands",
    jurisdiction: "HKG",
    currency: "HKD",
    bands: [
      { upTo: 2_000_000, rate: 8.25 },
      { upTo: null, rate: 16.5 },
    ],
    asOf: 2025,
    source: { publisher: "Inland Revenue Department, Hong Kong", title: "Two-tiered profits tax rates regime", url: "https://www.ird.gov.hk/eng/tax/bus_pft_tprt.htm" },
    summary: "Two-tiered profits tax: 8.25% on the first HK$2 million, 16.5% above (one entity per connected group).",
    summaryTr: "İki kademeli kâr vergisi: ilk 2 milyon HK$ için %8,25, üzeri için %16,5 (bağlı gruplarda tek şirket).",
  },
  {
    kind: "bands",
    jurisdiction: "SGP",
    currency: "SGD",
    // Partial tax exemption: 75% of the first S$10,000 and 50% of the next S$190,000 are exempt from 17%.
    bands: [
      { upTo: 10_000, rate: 4.25 },
      { upTo: 200_000, rate: 8.5 },
      { upTo: null, rate: 17 },
    ],
    asOf: 2025,
    source: { publisher: "Inland Revenue Authority of Singapore", title: "Corporate income tax rate, rebates and tax exemption schemes (partial tax exemption)", url: "https://www.iras.gov.sg/taxes/corporate-income-tax/basics-of-corporate-income-tax/corporate-income-tax-rate-rebates-tax-exemption-schemes" },
    summary: "17% with partial exemption: 75% of the first S$10,000 and 50% of the next S$190,000 exempt.",
    summaryTr: "Kısmi istisnalı %17: ilk 10.000 S$'ın %75'i ve sonraki 190.000 S$'ın %50'si istisna.",
  },
  {
    kind: "bands",
    jurisdiction: "ARE",
    currency: "AED",
    bands: [
      { upTo: 375_000, rate: 0 },
      { upTo: null, rate: 9 },
    ],
    asOf: 2025,
    source: { publisher: "UAE Federal Tax Authority", title: "Federal Decree-Law No. 47 of 2022 on corporate tax, Art. 3; Cabinet Decision No. 116 of 2022", url: "https://tax.gov.ae/en/taxes/corporate.tax.aspx" },
    summary: "0% on taxable income up to AED 375,000, 9% above (free-zone qualifying income is not modelled).",
    summaryTr: "375.000 AED'ye kadar vergilendirilebilir gelirde %0, üzerinde %9 (serbest bölge nitelikli geliri modellenmedi).",
  },
  {
    kind: "bands",
    jurisdiction: "MNE",
    currency: "EUR",
    bands: [
      { upTo: 100_000, rate: 9 },
      { upTo: 1_500_000, rate: 12 },
      { upTo: null, rate: 15 },
    ],
    asOf: 2025,
    source: pwc("montenegro", "taxes-on-corporate-income", "Montenegro"),
    summary: "Progressive: 9% up to €100,000, 12% up to €1.5 million, 15% above.",
    summaryTr: "Artan oranlı: 100.000 €'ya kadar %9, 1,5 milyon €'ya kadar %12, üzeri %15.",
  },
  {
    kind: "small-taxpayer",
    jurisdiction: "POL",
    currency: "EUR",
    maxRevenue: 2_000_000,
    rate: 9,
    asOf: 2025,
    source: pwc("poland", "taxes-on-corporate-income", "Poland"),
    summary: "9% for small taxpayers whose revenue does not exceed €2 million (19% otherwise).",
    summaryTr: "Geliri 2 milyon €'yu aşmayan küçük mükellefler için %9 (aksi hâlde %19).",
  },
  // Distribution-only taxation
  {
    kind: "distribution",
    jurisdiction: "EST",
    rate: 22,
    asOf: 2025,
    source: { publisher: "Estonian Tax and Customs Board", title: "Income tax on distributed profits (22/78 of the net distribution from 2025)", url: "https://www.emta.ee/en/business-client/taxes-and-payment/income-tax/taxation-resident-legal-persons" },
    summary: "Retained profit is not taxed; distributed profit is taxed at 22% of the gross amount (22/78 of the net dividend).",
    summaryTr: "Dağıtılmayan kâr vergilendirilmez; dağıtılan kâr brüt tutarın %22'si (net temettünün 22/78'i) üzerinden vergilendirilir.",
  },
  {
    kind: "distribution",
    jurisdiction: "LVA",
    rate: 20,
    asOf: 2025,
    source: pwc("latvia", "taxes-on-corporate-income", "Latvia"),
    summary: "Retained profit is not taxed; distributed profit is taxed at 20% of the gross amount (20/80 of the net dividend).",
    summaryTr: "Dağıtılmayan kâr vergilendirilmez; dağıtılan kâr brüt tutarın %20'si (net temettünün 20/80'i) üzerinden vergilendirilir.",
  },
  {
    kind: "distribution",
    jurisdiction: "GEO",
    rate: 15,
    asOf: 2025,
    source: pwc("georgia", "taxes-on-corporate-income", "Georgia"),
    summary: "Estonian model since 2017: retained profit is not taxed; distributed profit is taxed at 15% of the gross amount.",
    summaryTr: "2017'den beri Estonya modeli: dağıtılmayan kâr vergilendirilmez; dağıtılan kâr brüt tutarın %15'i üzerinden vergilendirilir.",
  },
  // Shareholder refund
  {
    kind: "shareholder-refund",
    jurisdiction: "MLT",
    refundShare: 6 / 7,
    asOf: 2025,
    source: pwc("malta", "taxes-on-corporate-income", "Malta"),
    summary: "35% company tax; on a distribution of trading profits shareholders may claim back 6/7 of it (net 5%).",
    summaryTr: "%35 kurumlar vergisi; ticari kâr dağıtıldığında ortaklar bunun 6/7'sini geri alabilir (net %5).",
  },
  // Participation exemptions (used for holding/investment activity)
  pex("NLD", 1, "netherlands", "Netherlands", "Participation exemption: qualifying dividends and capital gains from shareholdings of 5% or more are exempt.", "İştirak istisnası: %5 veya daha fazla paya ait nitelikli temettü ve sermaye kazançları istisnadır."),
  pex("LUX", 1, "luxembourg", "Luxembourg", "Participation exemption: dividends and gains from qualifying shareholdings (10% or €1.2 million, held 12 months) are exempt.", "İştirak istisnası: nitelikli paylardan (%10 veya 1,2 milyon €, 12 ay elde tutulan) temettü ve kazançlar istisnadır."),
  pex("CYP", 1, "cyprus", "Cyprus", "Dividends received are exempt from corporate income tax and gains on securities are exempt.", "Alınan temettüler kurumlar vergisinden, menkul kıymet kazançları da vergiden istisnadır."),
  pex("MLT", 1, "malta", "Malta", "Participation exemption on dividends and gains from participating holdings.", "İştirak paylarından temettü ve kazançlarda iştirak istisnası."),
  pex("CHE", 1, "switzerland", "Switzerland", "Participation relief on dividends and gains from qualifying participations (10% or CHF 1 million) — modelled as full relief.", "Nitelikli iştiraklerden (%10 veya 1 milyon CHF) temettü ve kazançlarda iştirak indirimi — tam indirim olarak modellendi."),
  pex("GBR", 1, "united-kingdom", "United Kingdom", "Most dividends received are exempt; the substantial shareholding exemption covers gains on trading subsidiaries.", "Alınan temettülerin çoğu istisnadır; önemli pay istisnası ticari bağlı ortaklık satış kazançlarını kapsar."),
  pex("LIE", 1, "liechtenstein", "Liechtenstein", "Dividends and capital gains from participations are exempt.", "İştiraklerden temettü ve sermaye kazançları istisnadır."),
  pex("ESP", 0.95, "spain", "Spain", "95% of qualifying dividends and gains (5% shareholding held one year) are exempt.", "Nitelikli temettü ve kazançların %95'i (bir yıl elde tutulan %5 pay) istisnadır."),
  pex("AUT", 1, "austria", "Austria", "International participation exemption on dividends and gains (10%, one year).", "Temettü ve kazançlarda uluslararası iştirak istisnası (%10, bir yıl)."),
  pex("ARE", 1, "united-arab-emirates", "United Arab Emirates", "Participation exemption on dividends and gains from qualifying shareholdings of 5% or more.", "%5 veya daha fazla nitelikli paydan temettü ve kazançlarda iştirak istisnası."),
  // Dividend withholding on distributions to a non-resident individual
  wht("CYP", 0, "cyprus", "Cyprus"),
  wht("IRL", 25, "ireland", "Ireland"),
  wht("MLT", 0, "malta", "Malta"),
  wht("EST", 0, "estonia", "Estonia"),
  wht("LVA", 0, "latvia", "Latvia"),
  wht("GEO", 5, "georgia", "Georgia"),
  wht("BGR", 5, "bulgaria", "Bulgaria"),
  wht("NLD", 15, "netherlands", "Netherlands"),
  wht("LUX", 15, "luxembourg", "Luxembourg"),
  wht("CHE", 35, "switzerland", "Switzerland"),
  wht("GBR", 0, "united-kingdom", "United Kingdom"),
  wht("SGP", 0, "singapore", "Singapore"),
  wht("HKG", 0, "hong-kong-sar", "Hong Kong SAR"),
  wht("ARE", 0, "united-arab-emirates", "United Arab Emirates"),
  wht("USA", 30, "united-states", "United States"),
  wht("ESP", 19, "spain", "Spain"),
  wht("MKD", 10, "north-macedonia", "North Macedonia"),
  wht("QAT", 0, "qatar", "Qatar"),
  wht("TUR", 15, "turkey", "Türkiye"),
  wht("DEU", 26.375, "germany", "Germany"),
  wht("POL", 19, "poland", "Poland"),
  wht("AUT", 27.5, "austria", "Austria"),
  wht("LIE", 0, "liechtenstein", "Liechtenstein"),
  wht("JEY", 0, "jersey", "Jersey"),
  wht("GGY", 0, "guernsey", "Guernsey"),
  wht("IMN", 0, "isle-of-man", "Isle of Man"),
  wht("VGB", 0, "british-virgin-islands", "British Virgin Islands"),
  wht("CYM", 0, "cayman-islands", "Cayman Islands"),
  wht("BHS", 0, "bahamas", "Bahamas"),
  wht("BMU", 0, "bermuda", "Bermuda"),
  wht("GIB", 0, "gibraltar", "Gibraltar"),
  wht("PAN", 10, "panama", "Panama"),
  wht("SYC", 15, "seychelles", "Seychelles"),
  // Lists
  ...(["PAN"] as const).map((jurisdiction): BlacklistRule => ({
    kind: "blacklist",
    jurisdiction,
    list: "eu-annex-i",
    asOf: 2025,
    source: EU_LIST_OCT_2025,
    summary: "On the EU list of non-cooperative jurisdictions (Annex I): EU countries apply defensive measures to payments there.",
    summaryTr: "AB'nin işbirliği yapmayan ülkeler listesinde (Ek I): AB ülkeleri buraya yapılan ödemelere savunma tedbirleri uygular.",
  })),
  ...(["VGB", "SYC", "TUR", "MNE"] as const).map((jurisdiction): BlacklistRule => ({
    kind: "blacklist",
    jurisdiction,
    list: "eu-annex-ii",
    asOf: 2025,
    source: EU_LIST_OCT_2025,
    summary: "On the EU state-of-play document (Annex II): committed to reforms, monitored by the EU.",
    summaryTr: "AB durum belgesinde (Ek II): reform taahhüdü vermiş, AB tarafından izleniyor.",
  })),
];

/** Rows for one jurisdiction and kind (the engine's only way to read rules). */
export function rulesFor<K extends TaxRule["kind"]>(jurisdiction: string, kind: K): Extract<TaxRule, { kind: K }>[] {
  return TAX_RULES.filter((r): r is Extract<TaxRule, { kind: K }> => r.jurisdiction === jurisdiction && r.kind === kind);
}
