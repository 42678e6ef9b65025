import type { CountryRules } from "./country";
import { p1, ref } from "./types";

const tuir = ref("Normattiva — Testo unico delle imposte sui redditi (DPR 917/1986)", "TUIR art. 73 (residence: seat, place of effective management or ordinary management), art. 77 (IRES 24 %), art. 89 (95 % exemption), art. 167 (CFC)", "https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1986-12-22;917");
const ade = ref("Agenzia delle Entrate", "Dividends: 26 % substitute tax (DPR 600/1973 art. 27); IRAP 3.9 % (D.Lgs. 446/1997 art. 16)", "https://www.agenziaentrate.gov.it/portale/");

/** Italy: owner residence in full and company location. IRAP approximated on profit. */
export const ITA: CountryRules = {
  iso3: "ITA",
  currency: "EUR",
  eu: true,
  residence: p1("residence:ITA", tuir, "A company with its registered office, place of effective management or ordinary management in Italy for most of the year is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:ITA", tuir, "IRES 24 %.", { kind: "bands", bands: [{ upTo: null, rate: 24 }] }),
    surcharges: p1("surcharges:ITA", ade, "IRAP 3.9 % (regional; on the net value of production, approximated by profit).", [{ label: "local-surcharge", onProfit: 3.9, assumed: "local-surcharges" }]),
    participation: p1("participation:ITA", tuir, "95 % of dividends received exempt.", 0.95),
    qdmtt: p1("qdmtt:ITA", ref("Gazzetta Ufficiale", "D.Lgs. 209/2023 (imposta minima nazionale) from 2024", "https://www.gazzettaufficiale.it/eli/id/2023/12/28/23G00224/sg"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:ITA", ref("Gazzetta Ufficiale", "D.Lgs. 209/2023 (imposta minima integrativa)", "https://www.gazzettaufficiale.it/eli/id/2023/12/28/23G00224/sg"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:ITA", ade, "Dividends to non-residents: 26 %.", 26),
    dividendCompany: p1("wht-co:ITA", ade, "Dividends to non-resident companies: 26 % (1.2 % to EU companies; 0 % under the directive).", 26),
    parentSubsidiary: p1("psd:ITA", ade, "No withholding to EU parents of 10 % (art. 27-bis).", true),
  },
  owner: {
    dividend: p1("dividend:ITA", ade, "Dividends: 26 % final substitute tax.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 26 }] }),
    corporateDividendExempt: p1("participation-owner:ITA", tuir, "95 % exempt.", 0.95),
    cfc: p1("cfc:ITA", tuir, "CFC rule (art. 167) reaches individuals and companies: passive income of a controlled entity taxed below half the Italian rate.", { individuals: true, companies: true, lowTaxBelow: 13.95, activities: ["ip-licensing", "crypto", "holding"] }),
  },
};
