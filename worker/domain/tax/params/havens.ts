import type { CountryRules } from "./country";
import { NO, PWC, p1, param, ref } from "./types";

/** No corporate income tax, no withholding (British Virgin Islands, Cayman Islands); economic substance acts apply to relevant activities. */
function noTax(iso3: string, currency: "USD", title: string, url: string, substance: string): CountryRules {
  const r = ref(iso3 === "VGB" ? "BVI International Tax Authority" : "Cayman Islands Department for International Tax Cooperation", title, url);
  return {
    iso3,
    currency,
    eu: false,
    residence: p1(`residence:${iso3}`, r, "No corporate income tax, so residence has no tax effect here.", { incorporation: true, management: false }),
    company: {
      regime: p1(`cit:${iso3}`, r, `No corporate income tax. ${substance}`, { kind: "none" }),
      qdmtt: NO(iso3, "qdmtt", r),
      iir: NO(iso3, "iir", r),
    },
    withholding: {
      dividendIndividual: p1(`wht-ind:${iso3}`, r, "No withholding tax on dividends.", 0),
      dividendCompany: p1(`wht-co:${iso3}`, r, "No withholding tax on dividends.", 0),
    },
    owner: {
      dividend: p1(`dividend:${iso3}`, r, "No personal income tax.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }] }),
      corporateDividendExempt: p1(`participation-owner:${iso3}`, r, "No corporate income tax.", 1),
      cfc: p1(`cfc:${iso3}`, r, "No CFC rules.", null),
    },
  };
}

const SUBSTANCE = "Economic substance requirements apply to relevant activities.";

export const VGB = noTax("VGB", "USD", "BVI Business Companies Act 2004; Economic Substance (Companies and Limited Partnerships) Act 2018", "https://bviita.vg/", SUBSTANCE);
export const CYM = noTax("CYM", "USD", "Cayman Islands: no direct taxation; International Tax Co-operation (Economic Substance) Act", "https://www.ditc.ky/", SUBSTANCE);

const bmu = ref("Government of Bermuda", "Corporate Income Tax Act 2023 (15 % for constituent entities of MNE groups with EUR 750 million revenue, from 1 January 2025)", "https://www.gov.bm/corporate-income-tax");

/** Bermuda: no tax, except 15 % CIT for Bermuda entities of in-scope multinational groups from 2025. */
export const BMU: CountryRules = {
  iso3: "BMU",
  currency: "USD",
  eu: false,
  residence: p1("residence:BMU", bmu, "No income tax for companies outside the CIT Act's scope.", { incorporation: true, management: false }),
  company: {
    regime: p1("cit:BMU", bmu, "No corporate income tax for companies outside the CIT Act's scope.", { kind: "none" }),
    inScopeRate: param("cit-in-scope:BMU", bmu, "15 % corporate income tax for Bermuda constituent entities of groups with EUR 750 million+ revenue, from 2025.", [["2024-01-01", null], ["2025-01-01", 15]]),
    qdmtt: NO("BMU", "qdmtt", bmu),
    iir: NO("BMU", "iir", bmu),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:BMU", bmu, "No withholding tax.", 0),
    dividendCompany: p1("wht-co:BMU", bmu, "No withholding tax.", 0),
  },
  owner: {
    dividend: p1("dividend:BMU", bmu, "No personal income tax.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }] }),
    corporateDividendExempt: p1("participation-owner:BMU", bmu, "No tax on dividends.", 1),
    cfc: p1("cfc:BMU", bmu, "No CFC rules.", null),
  },
};

const pan = PWC("panama", "corporate", "taxes-on-corporate-income", "Panama");

/** Panama: territorial — only Panama-source profit is taxed (25 %). */
export const PAN: CountryRules = {
  iso3: "PAN",
  currency: "USD",
  eu: false,
  residence: p1("residence:PAN", pan, "Territorial system: a company is taxed on Panama-source income only, wherever it is incorporated or managed.", { incorporation: false, management: false }),
  company: {
    regime: p1("cit:PAN", pan, "25 % on Panama-source taxable income.", { kind: "bands", bands: [{ upTo: null, rate: 25 }] }),
    territorial: p1("territorial:PAN", pan, "Income from operations performed or consummated outside Panama is foreign-source and not taxed.", true),
    qdmtt: NO("PAN", "qdmtt", pan),
    iir: NO("PAN", "iir", pan),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:PAN", PWC("panama", "corporate", "withholding-taxes", "Panama"), "Dividends paid out of foreign-source income: 5 % (Panama-source: 10 %).", 5),
    dividendCompany: p1("wht-co:PAN", PWC("panama", "corporate", "withholding-taxes", "Panama"), "Dividends paid out of foreign-source income: 5 %.", 5),
  },
  owner: {
    dividend: p1("dividend:PAN", PWC("panama", "individual", "taxes-on-personal-income", "Panama"), "Territorial: foreign dividends are not taxed; Panama dividends bear the final withholding.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:PAN", pan, "Foreign-source dividends are not taxed.", 1),
    cfc: p1("cfc:PAN", pan, "No CFC rules.", null),
  },
};
