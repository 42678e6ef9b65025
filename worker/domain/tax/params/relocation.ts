/**
 * Moving (issue 32 §1): what a person who moves pays where they go (destination regimes), what the
 * state they leave takes on the way out (exit taxes on shareholdings) and keeps taking afterwards
 * (trailing liabilities), and the residence tests they must meet. Every figure is a dated, sourced
 * parameter read with `at(param, date)`; rules without a figure (conditions, residence tests) are
 * parameters too, so the report and the rules explorer cite them.
 */
import type { Band, Currency, Param, Ref } from "./types";
import { p1, param, ref } from "./types";

// ─── Destination regimes ─────────────────────────────────────────────────────────────────────────

/**
 * How the destination taxes the owner's dividends under the regime (amounts in `currency`):
 * - `ordinary`: the destination's ordinary rules already give the result (no PIT; non-dom; territorial; flat rate);
 * - `foreign-exempt`: dividends of a foreign-resident company exempt, except from `listed` states (taxed at `listedRate`);
 * - `lump-sum`: one fixed annual tax (`lumpSum`) covers all foreign income; elected only when cheaper;
 * - `remittance`: foreign income taxed only when remitted; `minimumTax` a year once foreign income reaches `minimumTaxFrom`;
 * - `expenditure`: taxed on living expenses of at least `minimumBasis` at ordinary cantonal rates (not computed: no sourced schedule).
 */
export type RegimeKind = "ordinary" | "foreign-exempt" | "lump-sum" | "remittance" | "expenditure";

export interface PersonalRegime {
  /** Name of the status in the law's terms. */
  name: string;
  kind: RegimeKind;
  /** How long the status lasts (tax years), null = as long as you stay resident. */
  years: number | null;
  /** Days of presence that make you resident (the usual test); null = no day count in the law. */
  minimumDays: number | null;
  /** Tax years of non-residence required before the move. */
  priorNonResidentYears: number | null;
  /** Investment the status requires (local currency), null = none. */
  minimumInvestment: number | null;
  /** One-off fees to obtain the status (local currency). */
  oneOffCost: number;
  lumpSum?: number;
  minimumTax?: number;
  minimumTaxFrom?: number;
  minimumBasis?: number;
  /** `foreign-exempt`: states whose dividends stay taxed, and the rate (percent). */
  listed?: readonly string[];
  listedRate?: number;
  /** Dividend rate (percent) where the engine has no owner rules for the destination (GRC, MCO). */
  ordinaryDividendRate?: number;
  /** CHE `expenditure`: the canton's minimum base (Zug) and the cantonal and communal rate applied to it (percent); the rent multiple of the base. */
  cantonal?: { threshold: number; rate: number };
  rent?: number;
  /** Nationals who cannot use the status (CHE: Swiss; MCO: French). */
  excludedNationals?: readonly string[];
  /** What you must meet, in the law's terms. */
  conditions: string[];
  /** What you must keep doing to keep the status. */
  keep: string[];
}

export interface DestinationRegime {
  iso3: string;
  currency: Currency;
  regime: Param<PersonalRegime>;
}

const fta = ref(
  "UAE Federal Tax Authority",
  "Cabinet Decision No. 85 of 2022 on tax residency (183 days, or 90 days with a residence permit and a permanent place of residence or business); no personal income tax",
  "https://tax.gov.ae/en/taxes/corporate.tax/corporate.tax.topics/tax.residency.aspx",
  "2026-11-27"
);
const cyLaw = ref(
  "PwC Worldwide Tax Summaries (Cyprus)",
  "Individual – Residence (183-day and 60-day rules; non-domicile: not resident 17 of the last 20 years) and Other taxes (special defence contribution)",
  "https://taxsummaries.pwc.com/cyprus/individual/residence",
  "2026-11-27"
);
const ptIfici = ref(
  "Autoridade Tributária e Aduaneira / Diário da República",
  "Estatuto dos Benefícios Fiscais art. 58.º-A (IFICI, Lei 82/2023 – OE 2024; Portaria 352/2024): 10 years, not resident in the 5 previous years, qualifying activity; foreign dividends exempt except from listed tax havens (Portaria 150/2004; Hong Kong, Liechtenstein and Uruguay removed from 1 January 2026 by Portaria 292/2025/1), taxed at 35 %",
  "https://diariodarepublica.pt/dr/legislacao-consolidada/decreto-lei/1989-34549975",
  "2026-12-07"
);
const itFlat = ref(
  "Normattiva / Agenzia delle Entrate",
  "TUIR art. 24-bis (imposta sostitutiva for new residents): EUR 100,000 (2017), EUR 200,000 for transfers after 10 August 2024 (DL 113/2024, L. 143/2024), EUR 300,000 for transfers from 1 January 2026 (L. 199/2025 art. 1 c. 25–26); not resident 9 of the 10 previous years; 15 years",
  "https://www.agenziaentrate.gov.it/portale/web/guest/schede/dichiarazioni/opzione-per-imposta-sostitutiva-nuovi-residenti",
  "2026-11-27"
);
const grAlt = ref(
  "Independent Authority for Public Revenue (AADE)",
  "Income Tax Code (Law 4172/2013) art. 5A: alternative taxation of foreign income, EUR 100,000 a year (EUR 20,000 per relative), not resident 7 of the 8 previous years, investment of at least EUR 500,000 within 3 years, 15 years; art. 40: dividends 5 %",
  "https://aade.gr/en/greeks-abroad-non-residents/income-taxation/tax-incentives-order-attract-new-tax-residents",
  "2026-11-27"
);
const mtRem = ref(
  "Commissioner for Revenue (Malta) – Income Tax Act Cap. 123 art. 56(1)(c) (Act VII of 2018)",
  "Resident non-domiciled individuals: foreign income taxed only when remitted, foreign capital gains not taxed; minimum tax EUR 5,000 a year when foreign income is at least EUR 35,000 (from year of assessment 2019)",
  "https://cfr.gov.mt/en/inlandrevenue/legislation/Pages/Income-Tax-Act.aspx",
  "2026-11-27"
);
const mtGrp = ref(
  "Commissioner for Revenue (Malta)",
  "Global Residence Programme Rules (S.L. 123.145): 15 % on foreign income remitted, minimum tax EUR 15,000 a year; property bought for at least EUR 275,000 (EUR 220,000 in the south and Gozo) or rented for EUR 9,600 (EUR 8,750) a year; no more than 183 days in any other jurisdiction",
  "https://cfr.gov.mt/en/inlandrevenue/itu/Pages/Global-Residence-Programme.aspx",
  "2026-11-27"
);
const chLump = ref(
  "Fedlex (Swiss federal law) / Kanton Zug",
  "Bundesgesetz über die direkte Bundessteuer (DBG) Art. 14 (Besteuerung nach dem Aufwand: not Swiss, first unlimited liability or after 10 years abroad, no gainful activity in Switzerland; base at least CHF 400,000 indexed — CHF 421,700 for 2023, 429,700 for 2024, 434,700 from 2025 (ESTV, Ausgleich der kalten Progression) — or 7 × the rent or rental value, 3 × the pension price; control calculation), Art. 36 (tariff); Steuergesetz des Kantons Zug (BGS 632.1) §14 (minimum taxable income CHF 588,000 from 2016); Art. 3 (residence: 30 days with work, 90 days without)",
  "https://www.fedlex.admin.ch/eli/cc/1991/1184_1184_1184/de#art_14",
  "2026-11-27"
);
const ukFig = ref(
  "GOV.UK (HMRC)",
  "Check if you can claim the 4-year foreign income and gains regime (from 6 April 2025: UK resident under the statutory residence test after at least 10 consecutive tax years of non-residence; claim in the Self Assessment return)",
  "https://www.gov.uk/guidance/check-if-you-can-claim-the-4-year-foreign-income-and-gains-regime",
  "2026-11-27"
);
const bgNra = ref(
  "National Revenue Agency (Bulgaria)",
  "Personal Income Taxes Act art. 48 (flat 10 %), art. 46 and 38 (dividends 5 % final); resident after 183 days in any 12 months (art. 4). The proposal to raise dividend tax to 10 % from 2026 was withdrawn with the 2026 draft budget (BTA, 28 Nov 2025)",
  "https://nra.bg/wps/portal/nra/taxes/danak-varhu-dohodite-na-fizicheskite-litsa",
  "2026-11-27"
);
const mcGov = ref(
  "Gouvernement Princier de Monaco",
  "No personal income tax for residents (Ordonnance Souveraine 3.152 of 1964); French nationals remain taxable in France (Franco-Monegasque tax convention of 18 May 1963, art. 7); residence card required",
  "https://en.gouv.mc/Policy-Practice/The-Economy/Taxation",
  "2026-11-27"
);
const sgIras = ref(
  "Inland Revenue Authority of Singapore",
  "Foreign-sourced income received by resident individuals is exempt (ITA s.13(7A)); one-tier dividends exempt; resident after 183 days in the calendar year",
  "https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/what-is-taxable-what-is-not/income-received-from-overseas",
  "2026-11-27"
);
const hkIrd = ref(
  "Inland Revenue Department (Hong Kong)",
  "Territorial source principle: salaries tax, profits tax and property tax only; dividends and foreign income of individuals are not taxed",
  "https://www.ird.gov.hk/eng/tax/ind.htm",
  "2026-11-27"
);

/**
 * Portugal's list of privileged tax regimes (Portaria 150/2004, as amended): those the engine models.
 * Portaria 292/2025/1 (5 Sep 2025) took Hong Kong (with Liechtenstein and Uruguay) off the list from
 * 1 January 2026.
 */
export const PRT_LISTED = ["ARE", "PAN", "VGB", "CYM", "BMU", "MCO", "GIB", "JEY", "GGY", "IMN", "BHS", "BRB", "SYC"] as const;
const PRT_LISTED_TO_2025 = [...PRT_LISTED, "HKG"] as const;

/** Portugal's IFICI as it stands with a given tax-haven list (the list changed on 1 January 2026). */
const ifici = (listed: readonly string[], havensToAvoid: string): PersonalRegime => ({
  name: "IFICI – tax incentive for scientific research and innovation",
  kind: "foreign-exempt",
  years: 10,
  minimumDays: 183,
  priorNonResidentYears: 5,
  minimumInvestment: null,
  oneOffCost: 0,
  listed,
  listedRate: 35,
  conditions: [
    "Not resident in Portugal in any of the 5 previous years.",
    "A qualifying activity (Portaria 352/2024): e.g. a highly qualified role in a certified start-up, an R&D or innovation company, higher education or a company with contractual investment benefits — running your own foreign company does not qualify by itself.",
    "Registration with AICEP/ANI/IAPMEI and the tax authority by 15 January of the year after becoming resident.",
  ],
  keep: [
    "Remain resident (183 days or a habitual home in Portugal) and keep the qualifying activity.",
    havensToAvoid,
  ],
});

const regime = (iso3: string, currency: Currency, r: Ref, text: string, values: [string, PersonalRegime][]): DestinationRegime => ({
  iso3,
  currency,
  regime: param(`regime:${iso3}`, r, text, values),
});

/** A status the destination's ordinary rules already give (no PIT, non-dom, territorial, flat rate): nothing to elect. */
const ordinary = (name: string, minimumDays: number | null, conditions: string[], keep: string[], extra: Partial<PersonalRegime> = {}): PersonalRegime => ({
  name,
  kind: "ordinary",
  years: null,
  minimumDays,
  priorNonResidentYears: null,
  minimumInvestment: null,
  oneOffCost: 0,
  conditions,
  keep,
  ...extra,
});

/** Italy's flat tax by the amount in force when the person moves (the rest of the rule unchanged since 2017). */
const itaFlat = (lumpSum: number): PersonalRegime => ({
  name: "Flat tax for new residents (art. 24-bis TUIR)",
  kind: "lump-sum",
  lumpSum,
  years: 15,
  minimumDays: 183,
  priorNonResidentYears: 9,
  minimumInvestment: null,
  oneOffCost: 0,
  conditions: [
    "Not resident in Italy in at least 9 of the 10 previous tax years.",
    "Residence in Italy (registry, domicile or presence for most of the year) and the option in the first return (an advance ruling is optional).",
  ],
  keep: [
    "Pay the substitute tax every year by the income tax deadline (the option lapses if it is not paid).",
    "Italian-source income, including dividends of an Italian company, is taxed normally; gains on qualifying holdings sold in the first 5 years are outside the flat tax.",
  ],
});

/**
 * Switzerland's lump-sum taxation by the federal minimum base in force (DBG Art. 14 (3), indexed since
 * 2023). Canton assumed: Zug (as params/che.ts), minimum base CHF 588,000 (StG ZG §14); the Zug
 * cantonal and communal tariff is not entered: its top rate as the engine already uses it for
 * dividends (dividend:CHE: 13.4 % = 70 % × 11.5 % federal + 50 % × 10.7 %) is applied to the base.
 */
const cheLump = (minimumBasis: number): PersonalRegime => ({
  name: "Lump-sum taxation (Besteuerung nach dem Aufwand, DBG Art. 14)",
  kind: "expenditure",
  minimumBasis,
  cantonal: { threshold: 588_000, rate: 10.7 },
  rent: 7,
  years: null,
  minimumDays: 90,
  priorNonResidentYears: 10,
  minimumInvestment: null,
  oneOffCost: 0,
  excludedNationals: ["CHE"],
  conditions: [
    "Not a Swiss national; unlimited tax liability in Switzerland for the first time or after 10 years abroad.",
    "No gainful activity in Switzerland — running your company from Switzerland rules the status out.",
    "Not available in Zurich, Schaffhausen, Appenzell Ausserrhoden, Basel-Stadt and Basel-Landschaft.",
  ],
  keep: [
    "Do no work in Switzerland (employed or self-employed) and stay non-Swiss.",
    "The base is the highest of your worldwide living expenses, 7 × the rent or rental value (3 × the pension price) and the minimum (federal and cantonal); the tax is at least the ordinary tax on Swiss-source income and on income for which treaty relief is claimed (control calculation).",
  ],
});

/** Switzerland's federal income tax tariff for a single person (DBG Art. 36 (1)): from each step, its tax plus `per100` for each further CHF 100; `rate` (11.5 %) of the whole income from `threshold`. */
export const CHE_FEDERAL_TARIFF = param(
  "income-tax:CHE",
  ref(
    "Fedlex (Swiss federal law)",
    "Bundesgesetz über die direkte Bundessteuer (DBG) Art. 36 (1), as amended by the Verordnung des EFD über die kalte Progression of 22 August 2024 (AS 2024 479), in force from 1 January 2025",
    "https://www.fedlex.admin.ch/eli/cc/1991/1184_1184_1184/de#art_36"
  ),
  "Federal income tax (single person): nil up to CHF 15,200, then progressive in steps per CHF 100 up to 13.2 %; from CHF 793,400 a flat 11.5 % of the whole income (2025 tariff).",
  [
    [
      "2025-01-01",
      {
        steps: [
          { from: 0, tax: 0, per100: 0 },
          { from: 15_200, tax: 0, per100: 0.77 },
          { from: 33_200, tax: 138.6, per100: 0.88 },
          { from: 43_500, tax: 229.2, per100: 2.64 },
          { from: 58_000, tax: 612, per100: 2.97 },
          { from: 76_100, tax: 1_149.55, per100: 5.94 },
          { from: 82_000, tax: 1_500, per100: 6.6 },
          { from: 108_800, tax: 3_268.8, per100: 8.8 },
          { from: 141_500, tax: 6_146.4, per100: 11 },
          { from: 184_900, tax: 10_920.4, per100: 13.2 },
        ] as readonly { from: number; tax: number; per100: number }[],
        threshold: 793_400,
        rate: 11.5,
      },
    ],
  ]
);

/** Federal income tax by DBG Art. 36 (1) on income `x` (CHF; taxed in whole hundreds), rounded to the centime. */
export function swissFederalTax(x: number, t: { steps: readonly { from: number; tax: number; per100: number }[]; threshold: number; rate: number }): number {
  const income = Math.floor(x / 100) * 100;
  if (income >= t.threshold) return Math.round(income * t.rate) / 100;
  const step = [...t.steps].reverse().find((s) => income >= s.from) ?? t.steps[0];
  return Math.round((step.tax + ((income - step.from) / 100) * step.per100) * 100) / 100;
}

/** Destination regimes by ISO3 (issue 32: at least these twelve). */
export const DESTINATION_REGIMES: Record<string, DestinationRegime> = {
  ARE: regime(
    "ARE",
    "AED",
    fta,
    "No personal income tax: dividends, gains and foreign income of individuals are not taxed. Tax residence (for a certificate) after 183 days in 12 months, or 90 days with a residence permit and a home or business in the UAE.",
    [
      [
        "2025-01-01",
        ordinary(
          "No personal income tax",
          183,
          [
            "Resident for tax after 183 days in any 12 months, or 90 days with a UAE residence permit and a permanent place of residence or employment/business in the UAE (Cabinet Decision 85/2022).",
            "A residence visa (employment, investor or golden visa) and an Emirates ID.",
          ],
          [
            "Spend at least 183 days a year in the UAE (or 90 days with the visa and a home or business there) to obtain a tax residency certificate for treaty purposes.",
            "Keep the residence visa valid (entry at least once every 180 days for most visas).",
          ]
        ),
      ],
    ]
  ),
  CYP: regime(
    "CYP",
    "EUR",
    cyLaw,
    "Non-domiciled resident: dividends are exempt from income tax and a non-domiciled resident pays no special defence contribution on them for 17 of the 20 years after arriving; GESY health contribution (2.65 %, capped) applies and is not included.",
    [
      [
        "2025-01-01",
        ordinary(
          "Non-domiciled tax resident (no special defence contribution)",
          183,
          [
            "Resident after more than 183 days in Cyprus in the tax year, or 60 days if not resident elsewhere, not more than 183 days in any other state, with a permanent home and a business, employment or directorship in Cyprus (60-day rule).",
            "Domicile of origin outside Cyprus; the status ends once resident 17 of the last 20 years.",
          ],
          ["Meet the 183-day or the 60-day rule every year.", "Keep a permanent home in Cyprus (owned or rented) and the Cypriot business, job or directorship the 60-day rule requires."],
          { years: 17 }
        ),
      ],
    ]
  ),
  PRT: regime(
    "PRT",
    "EUR",
    ptIfici,
    "IFICI (incentive for scientific research and innovation, the successor of NHR): for 10 years, foreign dividends, interest and gains are exempt unless they come from a listed tax haven (taxed at 35 %); qualifying Portuguese work income is taxed at 20 %.",
    [
      ["2024-01-01", ifici(PRT_LISTED_TO_2025, "Keep dividends out of listed tax havens (Portaria 150/2004, which includes the UAE and Hong Kong): those are taxed at 35 %.")],
      ["2026-01-01", ifici(PRT_LISTED, "Keep dividends out of listed tax havens (Portaria 150/2004, which includes the UAE; Hong Kong left the list on 1 January 2026): those are taxed at 35 %.")],
    ]
  ),
  ITA: regime(
    "ITA",
    "EUR",
    itFlat,
    "New residents' flat tax (art. 24-bis TUIR): one substitute tax a year covers all foreign income; EUR 200,000 for those who move after 10 August 2024, EUR 300,000 for those who move from 1 January 2026; Italian-source income is taxed normally.",
    [
      ["2017-01-01", itaFlat(100_000)],
      ["2024-08-10", itaFlat(200_000)],
      ["2026-01-01", itaFlat(300_000)],
    ]
  ),
  GRC: regime(
    "GRC",
    "EUR",
    grAlt,
    "Alternative taxation of foreign income (art. 5A ITC): EUR 100,000 a year covers all foreign income for up to 15 years; Greek-source income taxed normally (dividends 5 %).",
    [
      [
        "2020-01-01",
        {
          name: "Alternative taxation of foreign income (art. 5A Income Tax Code)",
          kind: "lump-sum",
          lumpSum: 100_000,
          years: 15,
          minimumDays: 183,
          priorNonResidentYears: 7,
          minimumInvestment: 500_000,
          oneOffCost: 0,
          ordinaryDividendRate: 5,
          conditions: [
            "Not resident in Greece in 7 of the 8 previous years.",
            "An investment of at least EUR 500,000 in Greek real estate, companies or securities within 3 years of the application (or an investor residence permit).",
            "Application by 31 March of the year after the move.",
          ],
          keep: ["Pay the EUR 100,000 by the end of July each year.", "Keep the investment and remain resident (183 days or centre of vital interests in Greece)."],
        },
      ],
    ]
  ),
  MLT: regime(
    "MLT",
    "EUR",
    mtRem,
    "Resident but not domiciled: foreign income is taxed only when remitted to Malta and foreign gains are not taxed; a minimum tax of EUR 5,000 a year applies once foreign income reaches EUR 35,000 (the Global Residence Programme, with property and a EUR 15,000 minimum, is the alternative).",
    [
      [
        "2018-01-01",
        {
          name: "Resident non-domiciled (remittance basis)",
          kind: "remittance",
          minimumTax: 5_000,
          minimumTaxFrom: 35_000,
          years: null,
          minimumDays: 183,
          priorNonResidentYears: null,
          minimumInvestment: null,
          oneOffCost: 0,
          conditions: [
            "Resident (more than 183 days, or ordinary residence) but domiciled outside Malta.",
            "EU/EEA/Swiss nationals by right of residence; others through a residence permit (the Global Residence Programme requires a property bought for EUR 275,000 / 220,000 or rented for EUR 9,600 / 8,750 a year and a EUR 15,000 minimum tax).",
          ],
          keep: ["Keep the dividends outside Malta: what is remitted is taxed at up to 35 %.", "Pay the EUR 5,000 minimum tax each year while foreign income is EUR 35,000 or more."],
        },
      ],
    ]
  ),
  CHE: regime(
    "CHE",
    "CHF",
    chLump,
    "Lump-sum taxation (taxation according to expenditure): instead of income and wealth tax, tax at the ordinary rates on living expenses of at least CHF 434,700 federally (2025) and CHF 588,000 in Zug, or 7 × the rent; not for Swiss nationals or anyone gainfully active in Switzerland.",
    [
      ["2016-01-01", cheLump(400_000)],
      ["2023-01-01", cheLump(421_700)],
      ["2024-01-01", cheLump(429_700)],
      ["2025-01-01", cheLump(434_700)],
    ]
  ),
  GBR: regime(
    "GBR",
    "GBP",
    ukFig,
    "4-year foreign income and gains regime (from 6 April 2025): in the first 4 tax years of UK residence after 10 years abroad, foreign income and gains — including dividends of a foreign company — are not taxed if claimed; UK dividends are taxed normally, and the personal allowance is lost in a year of claim.",
    [
      [
        "2025-04-06",
        {
          name: "4-year foreign income and gains (FIG) regime",
          kind: "foreign-exempt",
          years: 4,
          minimumDays: 183,
          priorNonResidentYears: 10,
          minimumInvestment: null,
          oneOffCost: 0,
          listed: [],
          listedRate: 0,
          conditions: ["UK resident under the statutory residence test (183 days, or the sufficient-ties and home tests).", "Not UK resident in any of the 10 consecutive tax years before arriving."],
          keep: [
            "Claim the regime in each year's Self Assessment return, quantifying the foreign income (claims lose the personal allowance and the CGT annual exempt amount).",
            "From the fifth year of residence, foreign dividends are taxed at the ordinary dividend rates.",
          ],
        },
      ],
    ]
  ),
  BGR: regime("BGR", "BGN", bgNra, "Flat personal income tax of 10 %; dividends (Bulgarian and foreign) taxed at 5 % final.", [
    [
      "2025-01-01",
      ordinary(
        "Flat 10 % income tax, dividends 5 %",
        183,
        ["Resident after more than 183 days in any 12 months, or with the centre of vital interests in Bulgaria."],
        ["Spend more than 183 days a year in Bulgaria or keep the centre of vital interests there.", "Declare foreign dividends in the annual return (5 %, with credit for foreign withholding)."]
      ),
    ],
  ]),
  MCO: regime("MCO", "EUR", mcGov, "No personal income tax for residents of Monaco; French nationals remain taxable in France.", [
    [
      "2025-01-01",
      ordinary(
        "No personal income tax (resident of Monaco)",
        null,
        [
          "A Monaco residence card: proof of accommodation (lease or purchase) and of sufficient means (in practice a deposit with a Monaco bank).",
          "French nationals stay taxable in France (Franco-Monegasque convention of 18 May 1963, art. 7).",
        ],
        ["Make Monaco your principal residence and renew the residence card.", "Keep the home in Monaco."],
        { ordinaryDividendRate: 0, excludedNationals: ["FRA"] }
      ),
    ],
  ]),
  SGP: regime(
    "SGP",
    "SGD",
    sgIras,
    "Territorial for individuals: foreign-sourced income received by a resident individual (other than through a partnership) is exempt, and one-tier dividends are exempt.",
    [
      [
        "2025-01-01",
        ordinary(
          "Resident individual: foreign-sourced income exempt",
          183,
          ["Resident after 183 days in Singapore in the calendar year (or 3 consecutive years straddling).", "A work pass (Employment Pass, EntrePass) or other long-term pass."],
          ["Spend at least 183 days a year in Singapore.", "Keep the work pass: a company director on an EntrePass must meet its business and spending targets."]
        ),
      ],
    ]
  ),
  HKG: regime("HKG", "HKD", hkIrd, "Territorial: individuals pay salaries tax on Hong Kong employment income only; dividends and foreign income are not taxed.", [
    [
      "2025-01-01",
      ordinary(
        "Territorial taxation (no tax on dividends)",
        null,
        ["A visa allowing residence (e.g. employment, investment or Top Talent Pass).", "No day count for dividends: Hong Kong does not tax them whatever the residence."],
        ["For treaty residence certificates: ordinarily reside in Hong Kong or spend more than 180 days a year (300 over two years) there.", "Keep the visa valid."]
      ),
    ],
  ]),
};

/** Malta's Global Residence Programme: the alternative to the remittance basis (shown beside it). */
export const MLT_GRP = p1(
  "regime-grp:MLT",
  mtGrp,
  "Global Residence Programme: 15 % on foreign income remitted to Malta, at least EUR 15,000 a year; requires a qualifying property and not more than 183 days in any other jurisdiction.",
  { rate: 15, minimumTax: 15_000 }
);

// ─── Exit taxes ──────────────────────────────────────────────────────────────────────────────────

export interface ExitTaxRule {
  /** Share of the gain taxed (DEU partial-income method 60 %, CAN inclusion 50 %, AUS discount 50 %). */
  inclusion: number;
  /** `de-32a`: the German progressive formula (param `income-tax:DEU`); `bands`: `bands` on the included gain. */
  schedule: "de-32a" | "bands";
  bands?: Band[];
  /** Deducted from the included gain before the bands (US standard deduction). */
  allowance?: number;
  /** Percent of the tax added on top (DEU solidarity surcharge). */
  surchargeOnTax?: number;
  /** Percent of the whole gain, on top (FRA prélèvements sociaux). */
  levies?: number;
  /** Taxed only when the holdings' total value reaches this (FRA 800,000; ESP 4,000,000), local currency. */
  minTotalValue?: number;
  /** Below `minTotalValue`, a single holding worth more than this is taxed on its own (ESP: > 25 % worth > EUR 1 m). */
  minHoldingValue?: number;
  /** Gain exempt (US §877A(a)(3) exclusion), local currency. */
  exclusion?: number;
  /** Only a covered expatriate (US net worth ≥ this) pays. */
  coveredNetWorth?: number;
  /** The rate is the law's own flat rate on the gain (AUT 27.5 %, POL 19 %, SWE 30 %), not a top band assumed. */
  flat?: boolean;
  /** POL: taxed only when the market value of what is taken abroad exceeds this, in `currency` (PLN 4,000,000). */
  assets?: { amount: number; currency: Currency };
  /** SWE: nothing is taxed on leaving; the gain stays taxable if the shares are sold within this many calendar years. */
  years?: number;
  /** The residence history the law requires (stated; the engine assumes it is met). */
  priorResidence: string;
  deferral: {
    kind: "instalments" | "deferred" | "on-request" | "election";
    /** `instalments`: equal annual instalments. */
    instalments?: number;
    /** `deferred`: automatic only when moving within the EU/EEA (FRA, ESP); elsewhere `otherwise`. */
    euEeaOnly?: boolean;
    otherwise?: "on-request" | "none";
    text: string;
  };
}

const gii = (title: string, path: string, retrieved = "2026-11-27") => ref("Bundesministerium der Justiz (gesetze-im-internet.de)", title, `https://www.gesetze-im-internet.de/${path}`, retrieved);

/** Germany's income tax formula (§32a EStG): zone bounds and coefficients, 2025 (Steuerfortentwicklungsgesetz) and 2026. */
export const DEU_INCOME_TAX = param(
  "income-tax:DEU",
  gii("Einkommensteuergesetz §32a (Einkommensteuertarif) as amended by the Steuerfortentwicklungsgesetz of 23 Dec 2024", "estg/__32a.html"),
  "Income tax (single): nil up to the basic allowance (EUR 12,096 in 2025, 12,348 in 2026), then progressive from 14 % to 42 %, 45 % from EUR 277,826.",
  [
    [
      "2025-01-01",
      {
        gfb: 12_096,
        z1: 17_443,
        a1: 932.3,
        z2: 68_480,
        a2: 176.64,
        c2: 1_015.13,
        d3: 10_911.92,
        z3: 277_825,
        d4: 19_246.67,
        soliFreigrenze: 19_950,
      },
    ],
    [
      "2026-01-01",
      {
        gfb: 12_348,
        z1: 17_799,
        a1: 914.51,
        z2: 69_878,
        a2: 173.1,
        c2: 1_034.87,
        d3: 11_135.63,
        z3: 277_825,
        d4: 19_470.38,
        soliFreigrenze: 20_350,
      },
    ],
  ]
);

/** Income tax by §32a EStG on taxable income `x` (EUR), whole euros. */
export function germanIncomeTax(
  x: number,
  t: {
    gfb: number;
    z1: number;
    a1: number;
    z2: number;
    a2: number;
    c2: number;
    d3: number;
    z3: number;
    d4: number;
  }
): number {
  if (x <= t.gfb) return 0;
  if (x <= t.z1) {
    const y = (x - t.gfb) / 10_000;
    return Math.floor((t.a1 * y + 1_400) * y);
  }
  if (x <= t.z2) {
    const z = (x - t.z1) / 10_000;
    return Math.floor((t.a2 * z + 2_397) * z + t.c2);
  }
  if (x <= t.z3) return Math.floor(0.42 * x - t.d3);
  return Math.floor(0.45 * x - t.d4);
}

const deExit: ExitTaxRule = {
  inclusion: 0.6,
  schedule: "de-32a",
  surchargeOnTax: 5.5,
  priorResidence: "Unlimited German tax liability for at least 7 of the 12 years before leaving; shares of 1 % or more in a company (§17 EStG) held at any time in the last 5 years.",
  deferral: {
    kind: "instalments",
    instalments: 7,
    text: "On application, the tax is paid in 7 equal annual instalments, interest-free, usually against security (§6 (4) AStG); the unlimited interest-free deferral for moves within the EU/EEA ended on 1 January 2022. Returning within 7 years (extendable to 12) cancels the tax (§6 (3)).",
  },
};

const frLevies = (levies: number): ExitTaxRule => ({
  inclusion: 1,
  schedule: "bands",
  bands: [{ upTo: null, rate: 12.8 }],
  levies,
  minTotalValue: 800_000,
  priorResidence: "Tax resident in France for at least 6 of the 10 years before leaving; shareholdings worth EUR 800,000 in total or at least 50 % of a company's profits.",
  deferral: {
    kind: "deferred",
    euEeaOnly: true,
    otherwise: "on-request",
    text: "Automatic deferral (sursis de paiement) without guarantees when moving to an EU/EEA state (or a state with administrative and recovery assistance agreements); elsewhere on request with guarantees. If the shares are still held 2 years after leaving (5 years when worth over EUR 2.57 million), the tax is relieved.",
  },
});

const esExit = (bands: Band[]): ExitTaxRule => ({
  inclusion: 1,
  schedule: "bands",
  bands,
  minTotalValue: 4_000_000,
  minHoldingValue: 1_000_000,
  priorResidence:
    "Spanish tax resident for at least 10 of the 15 years before leaving; shares worth more than EUR 4 million, or a stake over 25 % worth more than EUR 1 million (each holding is taken as a stake over 25 %).",
  deferral: {
    kind: "deferred",
    euEeaOnly: true,
    otherwise: "none",
    text: "Moving to an EU/EEA state with exchange of information: the gain is taxed only if within 10 years the shares are sold, the person leaves the EU/EEA or fails to report. Elsewhere the tax is due with the last return as resident (deferral only for a work move to a treaty state, up to 5 years); returning within 5 years without selling refunds it.",
  },
});

const nlBands = (upTo: number): ExitTaxRule => ({
  inclusion: 1,
  schedule: "bands",
  bands: [
    { upTo, rate: 24.5 },
    { upTo: null, rate: 31 },
  ],
  priorResidence: "A substantial interest (5 % or more) in a company (box 2).",
  deferral: {
    kind: "deferred",
    text: "A protective assessment (conserverende aanslag) is raised for the box 2 tax on the gain and its collection is deferred without interest until the shares are sold or dividends are paid; for emigrations from 15 September 2015 it no longer lapses after 10 years.",
  },
});

/** Australia: CGT event I1 at resident rates incl. the 2 % Medicare levy (second bracket 16 % → 15 % from 1 July 2026). */
const auExit = (second: number): ExitTaxRule => ({
  inclusion: 0.5,
  schedule: "bands",
  bands: [
    { upTo: 18_200, rate: 0 },
    { upTo: 45_000, rate: second },
    { upTo: 135_000, rate: 32 },
    { upTo: 190_000, rate: 39 },
    { upTo: null, rate: 47 },
  ],
  priorResidence: "Australian resident when leaving; shares held 12 months or more (50 % discount).",
  deferral: {
    kind: "election",
    text: "Elect (s.104-165(2)) to treat the shares as taxable Australian property: no tax on leaving, the whole gain taxed when they are sold (the discount then only for the resident period).",
  },
});

/** United States §877A by year: standard deduction, exclusion, and the 0 / 15 / 20 % capital gains brackets (single). */
const usExit = (allowance: number, exclusion: number, zeroTo: number, fifteenTo: number): ExitTaxRule => ({
  inclusion: 1,
  schedule: "bands",
  allowance,
  exclusion,
  coveredNetWorth: 2_000_000,
  bands: [
    { upTo: zeroTo, rate: 0 },
    { upTo: fifteenTo, rate: 15 },
    { upTo: null, rate: 20 },
  ],
  priorResidence: "A US citizen who renounces, or a long-term resident (green card in 8 of the last 15 years) who gives it up.",
  deferral: {
    kind: "on-request",
    text: "Elect (Form 8854) to defer the tax on each asset until it is sold, with adequate security and interest (§877A(b)); waive treaty benefits that would prevent collection.",
  },
});

const ris = (title: string, gesetzesnummer = "10004570") =>
  ref("Rechtsinformationssystem des Bundes (ris.bka.gv.at)", title, `https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=${gesetzesnummer}`);

/** Exit taxes on shareholdings by the state left (param id `exit:<ISO3>`). */
export const EXIT_TAXES: Record<"DEU" | "FRA" | "NLD" | "ESP" | "CAN" | "AUS" | "USA" | "AUT" | "POL" | "SWE", Param<ExitTaxRule>> = {
  AUT: param(
    "exit:AUT",
    ris("Einkommensteuergesetz 1988 §27 (6) Z 1 (Wegzug: Einschränkung des Besteuerungsrechts als Veräußerung), §27a (1) Z 2 (27.5 %), §27 (6) Z 1 lit a (Nichtfestsetzung bei Wegzug in EU/EWR-Staaten mit umfassender Amts- und Vollstreckungshilfe)"),
    "Moving abroad ends Austria's right to tax the shares and counts as a sale: the unrealised gain is taxed at the special rate of 27.5 %; moving to an EU/EEA state with comprehensive administrative and enforcement assistance, the tax is on application not assessed until the shares are sold.",
    [
      [
        "2016-01-01",
        {
          inclusion: 1,
          schedule: "bands",
          bands: [{ upTo: null, rate: 27.5 }],
          flat: true,
          priorResidence: "Unlimited Austrian tax liability when leaving (no minimum period); shares bought from 2011 or a stake of 1 % or more (older small stakes are outside).",
          deferral: {
            kind: "deferred",
            euEeaOnly: true,
            otherwise: "none",
            text: "Moving to an EU/EEA state with comprehensive administrative and enforcement assistance: on application in the return the tax is not assessed until the shares are sold or the person moves on outside the EU/EEA (§27 (6) Z 1 lit a EStG). Elsewhere it is assessed for the year of leaving.",
          },
        },
      ],
    ]
  ),
  POL: param(
    "exit:POL",
    ref(
      "Internetowy System Aktów Prawnych (isap.sejm.gov.pl)",
      "Ustawa o podatku dochodowym od osób fizycznych art. 30da (podatek od dochodów z niezrealizowanych zysków: 19 %, 3 % where the tax value is not known; assets over PLN 4,000,000; resident 5 of the last 10 years), in force from 1 January 2019; Ordynacja podatkowa (instalments up to 5 years on a move within the EU/EEA)",
      "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19910800350"
    ),
    "Moving residence out of Poland taxes the unrealised gain on the assets taken along at 19 % when their market value exceeds PLN 4,000,000; on a move within the EU/EEA the tax can be paid in instalments over up to 5 years.",
    [
      [
        "2019-01-01",
        {
          inclusion: 1,
          schedule: "bands",
          bands: [{ upTo: null, rate: 19 }],
          flat: true,
          assets: { amount: 4_000_000, currency: "PLN" },
          priorResidence: "Polish tax resident for at least 5 of the 10 years before the move; assets (here the holdings) worth more than PLN 4,000,000 in total.",
          deferral: {
            kind: "instalments",
            instalments: 5,
            euEeaOnly: true,
            otherwise: "none",
            text: "On application, the tax on a move to an EU/EEA state is spread over up to 5 equal annual instalments; elsewhere it is due with the return for the year of the move.",
          },
        },
      ],
    ]
  ),
  SWE: param(
    "exit:SWE",
    ref(
      "Skatteverket / Sveriges riksdag",
      "Inkomstskattelag (1999:1229) 3 kap. 19 § (tioårsregeln: gains on shares taxable for 10 calendar years after leaving), 65 kap. 7 § (capital income 30 %); Skatteverket, Rättslig vägledning: Tioårsregeln",
      "https://www4.skatteverket.se/rattsligvagledning/edition/2021.10/2672.html"
    ),
    "Sweden has no exit tax for individuals: nothing is taxed on leaving, but under the ten-year rule a gain on shares sold in the year of leaving or the 10 following calendar years stays taxable in Sweden (capital income 30 %), unless a treaty limits it.",
    [
      [
        "2008-01-01",
        {
          inclusion: 1,
          schedule: "bands",
          bands: [{ upTo: null, rate: 30 }],
          flat: true,
          years: 10,
          priorResidence: "Resident or habitually staying in Sweden at any time in the year of the sale or the 10 calendar years before it; foreign shares only if acquired while resident.",
          deferral: {
            kind: "deferred",
            text: "Nothing is due on leaving; Sweden taxes the gain only if the shares are sold within 10 calendar years (qualified shares of a closely held company may be taxed partly as earned income under the 3:12 rules).",
          },
        },
      ],
    ]
  ),
  DEU: param(
    "exit:DEU",
    gii("Außensteuergesetz §6 (Wegzugsbesteuerung), as amended by the ATAD-Umsetzungsgesetz of 25 June 2021 (from 1 January 2022); EStG §3 Nr. 40 c, §3c (2), §17", "astg/__6.html"),
    "Moving abroad is a deemed sale of shares of 1 % or more: 60 % of the unrealised gain is taxed at the progressive rates plus solidarity surcharge; payable in 7 annual instalments.",
    [["2022-01-01", deExit]]
  ),
  FRA: param(
    "exit:FRA",
    ref(
      "Légifrance",
      "Code général des impôts art. 167 bis (exit tax), as amended by the loi de finances 2019; art. 200 A (PFU 12.8 %); prélèvements sociaux 17.2 %, 18.6 % from 2026 (LFSS 2026)",
      "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038612816"
    ),
    "Leaving France is a deemed sale of shareholdings worth EUR 800,000 (or 50 % of a company): the gain is taxed at 12.8 % plus social levies; deferred automatically within the EU/EEA, relieved after 2 or 5 years.",
    [
      ["2019-01-01", frLevies(17.2)],
      ["2026-01-01", frLevies(18.6)],
    ]
  ),
  NLD: param(
    "exit:NLD",
    ref(
      "wetten.overheid.nl",
      "Wet inkomstenbelasting 2001 art. 4.16 lid 1 (h) (emigration: deemed disposal of a substantial interest), art. 2.8 (conserverende aanslag); Invorderingswet 1990 art. 25 (deferral); box 2 rates art. 2.12",
      "https://wetten.overheid.nl/BWBR0011353/"
    ),
    "Emigration with a substantial interest is a deemed disposal: box 2 tax on the gain (24.5 % / 31 %) is assessed protectively and deferred until the shares are sold.",
    [
      ["2025-01-01", nlBands(67_804)],
      ["2026-01-01", nlBands(68_843)],
    ]
  ),
  ESP: param(
    "exit:ESP",
    ref(
      "Boletín Oficial del Estado",
      "Ley 35/2006 del IRPF art. 95 bis (ganancias patrimoniales por cambio de residencia); art. 46 and 66 (savings base 19–30 % from 2025, Ley 7/2024)",
      "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764#a95bis"
    ),
    "Leaving Spain after 10 of 15 years with shares worth over EUR 4 million (or a 25 % stake worth over EUR 1 million) taxes the unrealised gain in the savings base; deferred within the EU/EEA.",
    [
      [
        "2025-01-01",
        esExit([
          { upTo: 6_000, rate: 19 },
          { upTo: 50_000, rate: 21 },
          { upTo: 200_000, rate: 23 },
          { upTo: 300_000, rate: 27 },
          { upTo: null, rate: 30 },
        ]),
      ],
    ]
  ),
  CAN: param(
    "exit:CAN",
    ref(
      "Canada Revenue Agency",
      "Emigrants and income tax: deemed disposition of property on departure (ITA s.128.1(4)); capital gains inclusion 50 % (s.38); election to defer with security (Form T1244); no security for federal tax up to the amount on CAD 100,000 of gains (about CAD 16,500)",
      "https://www.canada.ca/en/revenue-agency/services/tax/international-non-residents/individuals-leaving-entering-canada-non-residents/emigrants-income-tax.html"
    ),
    "Emigrating is a deemed disposition of shares at fair market value: half the gain is taxed at the marginal rate (Ontario top rate 53.53 % assumed); the tax can be deferred until the shares are sold by posting security.",
    [
      [
        "2025-01-01",
        {
          inclusion: 0.5,
          schedule: "bands",
          bands: [{ upTo: null, rate: 53.53 }],
          priorResidence: "Canadian resident when leaving (any period of residence).",
          deferral: {
            kind: "on-request",
            text: "Elect (Form T1244) to defer the tax until the shares are actually sold, without interest, posting adequate security with the CRA (none needed for federal tax up to that on CAD 100,000 of gains).",
          },
        },
      ],
    ]
  ),
  AUS: param(
    "exit:AUS",
    ref(
      "Australian Taxation Office",
      "CGT event I1 (ceasing to be an Australian resident; ITAA 1997 s.104-160, election s.104-165); CGT discount 50 % (Div. 115); resident rates and Medicare levy",
      "https://www.ato.gov.au/individuals-and-families/investments-and-assets/capital-gains-tax/cgt-events/cgt-event-i1-ceasing-to-be-an-australian-resident"
    ),
    "Ceasing to be resident is a deemed disposal of shares (other than taxable Australian property) at market value: the discounted gain (50 %) is taxed at resident rates plus Medicare levy, unless you elect to defer until the actual sale.",
    [
      ["2025-07-01", auExit(18)],
      ["2026-07-01", auExit(17)],
      // Treasury Laws Amendment (More Cost of Living Relief) Act 2025: 14 % (+ 2 % Medicare) from 2027–28.
      ["2027-07-01", auExit(16)],
    ]
  ),
  USA: param(
    "exit:USA",
    ref(
      "Internal Revenue Service",
      "IRC §877A (mark-to-market tax on covered expatriates): exclusion USD 890,000 for 2025 (Rev. Proc. 2024-40) and USD 910,000 for 2026 (Rev. Proc. 2025-32); covered if net worth USD 2 million or more, average tax over 5 years above USD 206,000 (2025) / 211,000 (2026), or no 5-year compliance certification",
      "https://www.irs.gov/individuals/international-taxpayers/expatriation-tax"
    ),
    "A covered expatriate (renouncing citizenship or ending long-term residence) is taxed as if all property were sold the day before: the gain above the exclusion at capital gains rates; deferral on election with security, interest charged.",
    [
      ["2025-01-01", usExit(15_750, 890_000, 48_350, 533_400)],
      ["2026-01-01", usExit(16_100, 910_000, 49_450, 545_500)],
    ]
  ),
};

/** EU and EEA states (for the exit-tax deferrals of FRA and ESP). */
export const EU_EEA = p1(
  "eu-eea:EUU",
  ref("EUR-Lex", "Member States of the European Union and the EEA Agreement (Iceland, Liechtenstein, Norway)", "https://eur-lex.europa.eu/summary/glossary/eea.html"),
  "The 27 EU member states and Iceland, Liechtenstein and Norway.",
  [
    "AUT",
    "BEL",
    "BGR",
    "HRV",
    "CYP",
    "CZE",
    "DNK",
    "EST",
    "FIN",
    "FRA",
    "DEU",
    "GRC",
    "HUN",
    "IRL",
    "ITA",
    "LVA",
    "LTU",
    "LUX",
    "MLT",
    "NLD",
    "POL",
    "PRT",
    "ROU",
    "SVK",
    "SVN",
    "ESP",
    "SWE",
    "ISL",
    "LIE",
    "NOR",
  ] as readonly string[]
);

// ─── Trailing liabilities ────────────────────────────────────────────────────────────────────────

/**
 * Germany: extended limited tax liability for 10 years (§2 AStG). Low taxation (§2 (2)): the
 * destination's income tax on EUR 77,000 for an unmarried person is more than one third below the
 * German tax on it (Nr. 1), or the person can claim a preferential regime there (Nr. 2). Essential
 * economic interests (§2 (3)): a German business or a §17 stake (1 %) in a German company (Nr. 1),
 * non-foreign income over 30 % of all income or EUR 62,000 (Nr. 2), non-foreign assets over 30 % or
 * EUR 154,000 (Nr. 3). Not applied when the non-foreign income is EUR 16,500 or less (§2 (1) S. 3).
 */
export const DEU_EXTENDED_LIABILITY = p1(
  "trailing:DEU",
  gii("Außensteuergesetz §2 (erweiterte beschränkte Steuerpflicht): (1) 5 of 10 years, 10 years, EUR 16,500; (2) Nr. 1 EUR 77,000 and one third, Nr. 2 Vorzugsbesteuerung; (3) EUR 62,000 / 154,000 / 30 %", "astg/__2.html"),
  "A German national who was resident 5 of the last 10 years and moves to a low-tax state (income tax on EUR 77,000 more than a third below Germany's, or a preferential regime) while keeping essential economic interests in Germany (a German business or a 1 % stake in a German company, or German income over EUR 62,000 or assets over EUR 154,000) stays taxable for 10 years on all income that is not foreign income; dividends of a foreign company managed abroad are foreign income.",
  {
    years: 10,
    /** The income the two taxes are compared on (EUR). */
    amount: 77_000,
    /** Low when the destination's tax is below this share of the German tax (more than one third lower). */
    share: 2 / 3,
    /** Statuses the engine treats as a preferential regime (Nr. 2) although the destination's ordinary rules give them (Cyprus non-domicile). */
    preferential: ["CYP"] as readonly string[],
    freigrenze: 16_500,
    /** Essential interests: non-foreign income or assets over these (EUR), or over 30 % of the total. */
    income: 62_000,
    assets: 154_000,
  }
);

/** Income tax of a single person in a destination, for §2 (2) Nr. 1 AStG (the tax on EUR 77,000), by the destination's own schedule. */
export interface SingleIncomeTax {
  currency: Currency;
  bands: Band[];
}

const aut33 = ref("Rechtsinformationssystem des Bundes; Wirtschaftskammer Österreich", "Einkommensteuergesetz 1988 §33 (1) (Tarif), brackets as indexed (Progressionsabgeltung): 2025 EUR 13,308 / 21,617 / 35,836 / 69,166 / 103,072 / 1,000,000; 2026 EUR 13,539 / 21,992 / 36,458 / 70,365 / 104,859 / 1,000,000 (WKO, Einkommen-/Körperschaftsteuer 2026)", "https://www.wko.at/oe/steuern/einkommen-koerperschaftsteuer-2026", "2026-12-07");

/** Austria's tariff (EStG §33 (1)): the rates stay; the limits below EUR 1 million are indexed each year. */
const austrianTariff = (indexedLimits: [number, number, number, number, number]): SingleIncomeTax => ({
  currency: "EUR",
  bands: [...[0, 20, 30, 40, 48].map((rate, i) => ({ upTo: indexedLimits[i], rate })), { upTo: 1_000_000, rate: 50 }, { upTo: null, rate: 55 }],
});

/** Destinations whose income tax on EUR 77,000 the engine computes (the others: §2 (2) Nr. 1 not tested, stated). */
export const DESTINATION_INCOME_TAX: Record<string, Param<SingleIncomeTax>> = {
  ARE: p1("income-tax:ARE", fta, "No personal income tax.", { currency: "AED", bands: [{ upTo: null, rate: 0 }] }),
  MCO: p1("income-tax:MCO", mcGov, "No personal income tax for residents (other than French nationals).", { currency: "EUR", bands: [{ upTo: null, rate: 0 }] }),
  BGR: p1("income-tax:BGR", bgNra, "Flat personal income tax of 10 % (art. 48).", { currency: "BGN", bands: [{ upTo: null, rate: 10 }] }),
  AUT: param("income-tax:AUT", aut33, "Income tax: nil up to EUR 13,308 in 2025 and 13,539 in 2026, then 20 %, 30 %, 40 %, 48 %, 50 % and 55 % above EUR 1 million.", [
    ["2025-01-01", austrianTariff([13_308, 21_617, 35_836, 69_166, 103_072])],
    ["2026-01-01", austrianTariff([13_539, 21_992, 36_458, 70_365, 104_859])],
  ]),
};

/** Spain: nationals who move to a non-cooperative jurisdiction remain taxpayers for the year of the move and 4 more (art. 8.2 LIRPF). */
export const ESP_TAX_HAVEN_RULE = p1(
  "trailing:ESP",
  ref("Boletín Oficial del Estado", "Ley 35/2006 del IRPF art. 8.2; Orden HFP/115/2023 (list of non-cooperative jurisdictions)", "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764#a8"),
  "Spanish nationals who move to a non-cooperative jurisdiction remain Spanish taxpayers in the year of the move and the following 4 years.",
  {
    years: 5,
    list: ["AIA", "BHR", "BRB", "BMU", "DMA", "FJI", "GIB", "GUM", "GGY", "IMN", "CYM", "FLK", "MNP", "SLB", "TCA", "VGB", "VIR", "JEY", "PLW", "ASM", "WSM", "SYC", "TTO", "VUT"] as readonly string[],
  }
);

// ─── Residence tests of the state left ───────────────────────────────────────────────────────────

const test = (iso3: string, r: Ref, text: string) => p1(`residence-test:${iso3}`, r, text, text);

/** What ends residence in the state left (stated as conditions; the engine assumes they are met). */
export const RESIDENCE_TESTS: Record<string, Param<string>> = {
  DEU: test(
    "DEU",
    gii("Abgabenordnung §8 (Wohnsitz), §9 (gewöhnlicher Aufenthalt)", "ao_1977/__8.html"),
    "Give up every home in Germany you could use (Wohnsitz) and do not stay more than 6 months there (gewöhnlicher Aufenthalt); under a treaty, the permanent home and then the centre of vital interests decide (OECD Model Art. 4(2))."
  ),
  GBR: test(
    "GBR",
    ref("GOV.UK (HMRC)", "RDR3 Statutory Residence Test guidance (automatic overseas tests)", "https://www.gov.uk/government/publications/rdr3-statutory-residence-test-srt"),
    "Statutory residence test: non-resident automatically with fewer than 16 days in the UK in the tax year (if resident in any of the previous 3 years), fewer than 46 days otherwise, or full-time work abroad with fewer than 91 days and 30 working days in the UK; otherwise the sufficient-ties test counts days against family, accommodation, work, 90-day and country ties."
  ),
  FRA: test(
    "FRA",
    ref("Légifrance", "Code général des impôts art. 4 B (domicile fiscal)", "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006302218"),
    "You stay a French tax resident if your home (foyer) or principal place of stay, your main professional activity or the centre of your economic interests is in France; all must move."
  ),
  ESP: test(
    "ESP",
    ref("Boletín Oficial del Estado", "Ley 35/2006 del IRPF art. 9 (residencia habitual)", "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764#a9"),
    "Resident in Spain with more than 183 days there in the calendar year (sporadic absences count unless residence elsewhere is proved), or the core of business or economic interests in Spain; presumed resident if spouse and minor children stay in Spain."
  ),
  NLD: test(
    "NLD",
    ref("wetten.overheid.nl", "Algemene wet inzake rijksbelastingen art. 4 (woonplaats naar de omstandigheden)", "https://wetten.overheid.nl/BWBR0002320/"),
    "Residence follows the facts: a durable personal tie with the Netherlands (home, family, work, registration) keeps you resident; move all of them."
  ),
  ITA: test(
    "ITA",
    ref(
      "Agenzia delle Entrate",
      "TUIR art. 2 (residenza fiscale, as amended by D.Lgs. 209/2023 from 2024)",
      "https://www.agenziaentrate.gov.it/portale/web/guest/schede/istanze/richiesta-certificato-residenza-fiscale"
    ),
    "Resident for most of the year (183 days) through registry (anagrafe), domicile (centre of personal and family relations), residence or physical presence in Italy; register with AIRE and move your habitual abode."
  ),
  CAN: test(
    "CAN",
    ref(
      "Canada Revenue Agency",
      "Income Tax Folio S5-F1-C1, Determining an individual's residence status",
      "https://www.canada.ca/en/revenue-agency/services/tax/technical-information/income-tax/income-tax-folios-index/series-5-international-residency/folio-1-residency/income-tax-folio-s5-f1-c1-determining-individual-s-residence-status.html"
    ),
    "Cut the significant residential ties (home, spouse or dependants in Canada); staying 183 days or more in a year makes you a deemed resident."
  ),
  AUS: test(
    "AUS",
    ref(
      "Australian Taxation Office",
      "Residency tests for individuals (resides, domicile, 183-day, Commonwealth superannuation)",
      "https://www.ato.gov.au/individuals-and-families/coming-to-australia-or-going-overseas/your-tax-residency/residency-tests"
    ),
    "No longer resides in Australia and has a permanent place of abode abroad (domicile test); under 183 days in Australia in the income year."
  ),
  USA: test(
    "USA",
    ref(
      "Internal Revenue Service",
      "Taxation of U.S. citizens and residents abroad; substantial presence test (IRC §7701(b))",
      "https://www.irs.gov/individuals/international-taxpayers/us-citizens-and-resident-aliens-abroad"
    ),
    "A US citizen stays taxable on worldwide income wherever they live; only renouncing citizenship ends it (and may trigger §877A). A green-card holder stays resident until the card is given up; others leave by failing the substantial presence test (183 weighted days)."
  ),
  TUR: test(
    "TUR",
    ref("Gelir İdaresi Başkanlığı", "Gelir Vergisi Kanunu No. 193 Art. 4 (ikametgah, 6 aydan fazla oturma)", "https://www.mevzuat.gov.tr/mevzuatmetin/1.4.193.pdf"),
    "Give up the domicile (ikametgah) in Türkiye and do not stay more than 6 months in a calendar year."
  ),
};
