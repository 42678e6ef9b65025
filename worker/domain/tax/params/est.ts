import type { CountryRules } from "./country";
import { NO, p1, param, ref } from "./types";

const emta = ref("Estonian Tax and Customs Board (emta.ee)", "Income tax on distributed profits of resident legal persons (Income Tax Act §§ 4, 50; 22/78 from 1 January 2025)", "https://www.emta.ee/en/business-client/taxes-and-payment/income-tax/taxation-resident-legal-persons");

/** Estonia: profit is taxed only when distributed. */
export const EST: CountryRules = {
  iso3: "EST",
  currency: "EUR",
  eu: true,
  residence: p1("residence:EST", ref("Riigi Teataja", "Income Tax Act § 6 (resident legal person: established under Estonian law)", "https://www.riigiteataja.ee/en/eli/ee/504072018001/consolide/current"), "A company established under Estonian law is resident.", { incorporation: true, management: false }),
  company: {
    regime: param("cit:EST", emta, "Retained profit is not taxed; a distribution is taxed at 22 % of the gross amount (22/78 of the net dividend) from 2025 (20 % before).", [["2024-01-01", { kind: "distribution", rate: 20 }], ["2025-01-01", { kind: "distribution", rate: 22 }]]),
    participation: p1("participation:EST", emta, "Dividends received from a 10 % subsidiary may be redistributed free of tax.", 1),
    qdmtt: NO("EST", "qdmtt", ref("European Commission", "Council Directive (EU) 2022/2523 Art. 50 (Estonia defers the IIR and UTPR)", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
    iir: NO("EST", "iir", ref("European Commission", "Council Directive (EU) 2022/2523 Art. 50", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:EST", emta, "No withholding on dividends paid out of profit taxed at the regular rate.", 0),
    dividendCompany: p1("wht-co:EST", emta, "No withholding on dividends to companies.", 0),
    parentSubsidiary: p1("psd:EST", emta, "No withholding on dividends to EU parents.", true),
  },
  owner: {
    dividend: p1("dividend:EST", emta, "A resident individual pays no income tax on a dividend the company has already paid distribution tax on; foreign dividends are taxed at 22 %.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 22 }], exemptDomestic: true }),
    corporateDividendExempt: p1("participation-owner:EST", emta, "Dividends from a 10 % subsidiary are exempt when redistributed.", 1),
    cfc: p1("cfc:EST", emta, "CFC rules for companies (Income Tax Act § 22¹).", { individuals: false, companies: true, lowTaxBelow: 11, activities: ["ip-licensing", "crypto"] }),
  },
};
