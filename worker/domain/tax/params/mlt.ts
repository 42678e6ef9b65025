import type { CountryRules } from "./country";
import { NO, p1, ref } from "./types";

const cfr = ref("Commissioner for Revenue, Malta (cfr.gov.mt)", "Income Tax Act Cap. 123 Art. 56 (35 %); Income Tax Management Act Art. 48 (shareholder refunds 6/7, 5/7)", "https://cfr.gov.mt/en/inlandrevenue/corporatetax/Pages/Corporate-Tax.aspx");

/** Malta: 35 % with refunds to the shareholders on distribution. */
export const MLT: CountryRules = {
  iso3: "MLT",
  currency: "EUR",
  eu: true,
  residence: p1("residence:MLT", cfr, "A company incorporated in Malta is resident and domiciled there; a foreign company is resident if managed and controlled in Malta.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:MLT", cfr, "Corporate income tax 35 %.", { kind: "bands", bands: [{ upTo: null, rate: 35 }] }),
    refund: p1("refund:MLT", cfr, "On a distribution of trading profits the shareholders may claim back 6/7 of the company's tax (net 5 %).", 6 / 7),
    participation: p1("participation:MLT", cfr, "Participation exemption on dividends and gains from participating holdings.", 1),
    qdmtt: NO("MLT", "qdmtt", ref("Commissioner for Revenue, Malta", "Legal Notice 291 of 2024: Malta defers the IIR and UTPR (Directive (EU) 2022/2523 Art. 50)", "https://cfr.gov.mt/en/inlandrevenue/legislation/Pages/Legislation.aspx")),
    iir: NO("MLT", "iir", ref("Commissioner for Revenue, Malta", "Legal Notice 291 of 2024 (deferral)", "https://cfr.gov.mt/en/inlandrevenue/legislation/Pages/Legislation.aspx")),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:MLT", cfr, "No withholding on dividends to non-residents.", 0),
    dividendCompany: p1("wht-co:MLT", cfr, "No withholding on dividends to non-residents.", 0),
    parentSubsidiary: p1("psd:MLT", cfr, "No withholding on dividends to EU parents.", true),
  },
  owner: {
    dividend: p1("dividend:MLT", cfr, "Full imputation: a resident shareholder is credited with the company's tax, so no further tax on a dividend from taxed profits; a non-domiciled resident is not taxed on foreign dividends not remitted.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:MLT", cfr, "Participation exemption.", 1),
    cfc: p1("cfc:MLT", cfr, "CFC rules for companies (ATAD).", { individuals: false, companies: true, lowTaxBelow: 17.5, activities: ["ip-licensing", "crypto"] }),
  },
};
