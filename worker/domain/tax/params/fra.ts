import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";

const cgi = (title: string) => ref("Légifrance — Code général des impôts", title, "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069577/");
const bofip = (title: string, url = "https://bofip.impots.gouv.fr/") => ref("BOFiP-Impôts (impots.gouv.fr)", title, url);

/** France: owner residence in full and company location. */
export const FRA: CountryRules = {
  iso3: "FRA",
  currency: "EUR",
  eu: true,
  residence: p1("residence:FRA", cgi("CGI art. 209 I (territoriality: profits of businesses operated in France); treaties: siège de direction effective"), "A company run from France (effective seat of management, or a business operated in France) is taxed in France on those profits, wherever it was formed.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:FRA", cgi("CGI art. 219 I (25 %; 15 % up to EUR 42,500 for SMEs with revenue under EUR 10 million owned 75 % by individuals)"), "Corporate income tax 25 %; 15 % on the first EUR 42,500 for an SME (revenue under EUR 10 million, 75 % owned by individuals).", { kind: "bands", bands: [{ upTo: null, rate: 25 }], small: { maxRevenue: 10_000_000, bands: [{ upTo: 42_500, rate: 15 }, { upTo: null, rate: 25 }] } }),
    participation: p1("participation:FRA", cgi("CGI art. 145, 216 (régime mère-fille: 95 % exempt, 5 % quote-part)"), "Parent-subsidiary regime: dividends from 5 % holdings 95 % exempt.", 0.95),
    qdmtt: p1("qdmtt:FRA", cgi("CGI art. 223 VJ ff. (impôt national complémentaire, Loi de finances 2024)"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:FRA", cgi("CGI art. 223 VJ ff. (règle d'inclusion du revenu)"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:FRA", cgi("CGI art. 187 (12.8 % on dividends to non-resident individuals)"), "Dividends to non-resident individuals: 12.8 % withholding.", 12.8),
    dividendCompany: p1("wht-co:FRA", cgi("CGI art. 119 bis, 219 I (25 % to non-resident companies)"), "Dividends to non-resident companies: 25 %.", 25),
    parentSubsidiary: p1("psd:FRA", cgi("CGI art. 119 ter (Parent-Subsidiary Directive)"), "No withholding on dividends to EU parents of 10 %.", true),
  },
  owner: {
    dividend: param("dividend:FRA", bofip("Prélèvement forfaitaire unique 12.8 % (CGI art. 200 A) and prélèvements sociaux 17.2 %; from 2026 18.6 % (LFSS 2026 art. 12: CSG on capital income 9.2 % → 10.6 %, CSS art. L.136-8)", "https://www.impots.gouv.fr/particulier/questions/comment-sont-imposes-les-revenus-de-capitaux-mobiliers"), "Flat tax: 12.8 % income tax plus social levies (CSG, CRDS, solidarity levy) of 17.2 % on dividends, 18.6 % from 2026; high-income contribution separately.", [
      ["2025-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 12.8 }], levies: [{ label: "social-levy-on-dividends", rate: 17.2, text: "Prélèvements sociaux 17.2 % on investment income." }] }],
      ["2026-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 12.8 }], levies: [{ label: "social-levy-on-dividends", rate: 18.6, text: "Prélèvements sociaux 18.6 % on investment income from 2026 (CSG 10.6 %)." }] }],
    ]),
    highIncome: p1("cehr:FRA", cgi("CGI art. 223 sexies (contribution exceptionnelle sur les hauts revenus, single person)"), "Exceptional contribution on high incomes: 3 % of reference income between EUR 250,000 and 500,000, 4 % above (single).", [{ upTo: 250_000, rate: 0 }, { upTo: 500_000, rate: 3 }, { upTo: null, rate: 4 }]),
    corporateDividendExempt: p1("participation-owner:FRA", cgi("CGI art. 145, 216"), "95 % exempt (5 % quote-part taxed).", 0.95),
    cfc: p1("cfc:FRA", cgi("CGI art. 123 bis (individuals: entities with mainly financial assets taxed at under half the French tax); art. 209 B (companies)"), "An individual holding 10 % of a low-taxed foreign entity whose assets are mainly financial is taxed on its profit (art. 123 bis); companies under art. 209 B.", { individuals: true, companies: true, lowTaxBelow: 12.5, activities: ["holding", "crypto"] }),
    exitTax: EXIT_TAXES.FRA,
  },
};
