import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";

const rev = (title: string, url: string) => ref("Revenue (revenue.ie) / Irish Statute Book", title, url);
const ct = rev("Taxes Consolidation Act 1997 s.21 (12.5 % trading), s.21A (25 % non-trading), s.23A (company residence)", "https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/corporation-tax/index.aspx");
const dwt = rev("Dividend Withholding Tax (TCA 1997 Part 6 Ch. 8A: 25 %; s.172D exemptions; s.831 Parent-Subsidiary Directive)", "https://www.revenue.ie/en/companies-and-charities/dividend-withholding-tax/index.aspx");

/** Ireland: company location and owner residence. */
export const IRL: CountryRules = {
  iso3: "IRL",
  currency: "EUR",
  eu: true,
  residence: p1("residence:IRL", ct, "A company incorporated in Ireland is resident (TCA 1997 s.23A) unless a treaty makes it resident elsewhere; a foreign company is resident if centrally managed and controlled in Ireland.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:IRL", ct, "Corporation tax 12.5 % on trading income.", { kind: "bands", bands: [{ upTo: null, rate: 12.5 }] }),
    participation: p1("participation:IRL", rev("Finance Act 2024 s.50: participation exemption for certain foreign distributions (TCA 1997 s.831B), from 1 January 2025; Tax and Duty Manual Part 35-02-11", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-35/35-02-11.pdf"), "Dividends from EU/EEA and treaty subsidiaries of 5 % or more are exempt (elective, from 2025).", 1),
    ipBox: p1("ipbox:IRL", rev("Knowledge Development Box (TCA 1997 s.769G–769R)", "https://www.revenue.ie/en/companies-and-charities/reliefs-and-exemptions/knowledge-development-box/index.aspx"), "Knowledge development box: 10 % on qualifying profit from patents and copyrighted software (nexus).", 10),
    qdmtt: p1("qdmtt:IRL", rev("Finance (No. 2) Act 2023 s.94: Part 4A TCA 1997 (Pillar Two minimum tax), QDTT from 31 Dec 2023; Tax and Duty Manual Part 04A-01-02", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-04a/04a-01-02.pdf"), "Qualified domestic top-up tax from 2024.", true),
    iir: p1("iir:IRL", rev("Part 4A TCA 1997 (IIR); Tax and Duty Manual Part 04A-01-02", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-04a/04a-01-02.pdf"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:IRL", dwt, "Dividend withholding tax 25 %.", 25),
    dividendCompany: p1("wht-co:IRL", dwt, "Dividend withholding tax 25 % (exemptions for EU/treaty companies).", 25),
    treatyResidentIndividualsExempt: p1("wht-exempt:IRL", dwt, "Individuals resident in an EU member state or a treaty country (not resident in Ireland) are exempt from DWT on declaration (s.172D).", true),
    parentSubsidiary: p1("psd:IRL", dwt, "No DWT on dividends to companies resident in the EU or a treaty country (s.172D, s.831).", true),
  },
  owner: {
    // USC's 2 % band: to EUR 27,382 in 2025, to EUR 28,700 from 1 January 2026 (Budget 2026); the rest unchanged.
    dividend: param("dividend:IRL", rev("Tax rates, bands and reliefs 2025 and 2026 (income tax 20 % / 40 %, single band EUR 44,000; USC 0.5 / 2 / 3 / 8 %, the 2 % band to EUR 28,700 from 2026 (Budget 2026); personal credit EUR 2,000)", "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/tax-relief-charts/index.aspx"), "Dividends are income: 20 % up to EUR 44,000 and 40 % above, plus universal social charge (0.5 % to EUR 12,012, 2 % to EUR 27,382 (EUR 28,700 from 2026), 3 % to EUR 70,044, 8 % above), less the EUR 2,000 personal credit. PRSI (social insurance) is not included.", [
      ["2025-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 12_012, rate: 20.5 }, { upTo: 27_382, rate: 22 }, { upTo: 44_000, rate: 23 }, { upTo: 70_044, rate: 43 }, { upTo: null, rate: 48 }], credit: 2000 }],
      ["2026-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 12_012, rate: 20.5 }, { upTo: 28_700, rate: 22 }, { upTo: 44_000, rate: 23 }, { upTo: 70_044, rate: 43 }, { upTo: null, rate: 48 }], credit: 2000 }],
    ]),
    corporateDividendExempt: p1("participation-owner:IRL", rev("TCA 1997 s.831B (participation exemption for certain foreign distributions, from 2025); Tax and Duty Manual Part 35-02-11", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-35/35-02-11.pdf"), "Foreign dividends from EU/EEA/treaty subsidiaries exempt (from 2025).", 1),
    cfc: p1("cfc:IRL", rev("TCA 1997 Part 35B, ss.835I–835Y (CFC rules, companies); Tax and Duty Manual Part 35b-01-01", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-35b/35b-01-01.pdf"), "CFC rules apply to Irish companies only.", { individuals: false, companies: true, lowTaxBelow: 6.25, activities: ["ip-licensing", "crypto"] }),
  },
};
