import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";

const bd = (title: string, url: string) => ref("Belastingdienst / wetten.overheid.nl", title, url);
const vpb = bd("Wet op de vennootschapsbelasting 1969 art. 22 (19 % to EUR 200,000; 25.8 % above)", "https://wetten.overheid.nl/BWBR0002672/");
const db = bd("Wet op de dividendbelasting 1965 art. 5 (15 %), art. 4 (exemption for EU/treaty corporate shareholders of 5 %+)", "https://wetten.overheid.nl/BWBR0002515/");

/** Netherlands: company location and owner residence. */
export const NLD: CountryRules = {
  iso3: "NLD",
  currency: "EUR",
  eu: true,
  residence: p1("residence:NLD", bd("Algemene wet inzake rijksbelastingen art. 4 (residence by circumstances: place of effective management); Wet Vpb art. 2(4) (incorporated under Dutch law: deemed resident)", "https://wetten.overheid.nl/BWBR0002320/"), "A company incorporated under Dutch law is deemed resident; a foreign company is resident if effectively managed in the Netherlands.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:NLD", vpb, "19 % on the first EUR 200,000 of taxable profit, 25.8 % above.", { kind: "bands", bands: [{ upTo: 200_000, rate: 19 }, { upTo: null, rate: 25.8 }] }),
    participation: p1("participation:NLD", bd("Wet Vpb art. 13 (deelnemingsvrijstelling)", "https://wetten.overheid.nl/BWBR0002672/"), "Participation exemption: dividends and gains from shareholdings of 5 % or more are exempt.", 1),
    ipBox: p1("ipbox:NLD", bd("Wet Vpb art. 12b (innovatiebox, 9 %)", "https://wetten.overheid.nl/BWBR0002672/"), "Innovation box: 9 % on qualifying profit from self-developed IP (nexus).", 9),
    qdmtt: p1("qdmtt:NLD", bd("Wet minimumbelasting 2024 (binnenlandse bijheffing)", "https://wetten.overheid.nl/BWBR0048816/"), "Qualified domestic top-up tax from 2024.", true),
    iir: p1("iir:NLD", bd("Wet minimumbelasting 2024", "https://wetten.overheid.nl/BWBR0048816/"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:NLD", db, "Dividend withholding tax 15 %.", 15),
    dividendCompany: p1("wht-co:NLD", db, "Dividend withholding tax 15 % (exempt for EU/treaty companies holding 5 % or more).", 15),
    parentSubsidiary: p1("psd:NLD", db, "No withholding on dividends to EU/EEA and treaty companies holding 5 % or more (art. 4).", true),
  },
  owner: {
    dividend: param("dividend:NLD", bd("Wet inkomstenbelasting 2001 art. 2.12 (box 2: 24.5 % to EUR 67,804 in 2025, EUR 68,843 in 2026; 31 % above)", "https://www.belastingdienst.nl/wps/wcm/connect/nl/aanmerkelijk-belang/content/tarief-aanmerkelijk-belang"), "A shareholder with 5 % or more (substantial interest, box 2) pays 24.5 % on the first EUR 67,804 (2026: EUR 68,843) and 31 % above.", [
      ["2025-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 67_804, rate: 24.5 }, { upTo: null, rate: 31 }] }],
      ["2026-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 68_843, rate: 24.5 }, { upTo: null, rate: 31 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:NLD", bd("Wet Vpb art. 13", "https://wetten.overheid.nl/BWBR0002672/"), "Participation exemption.", 1),
    cfc: p1("cfc:NLD", bd("Wet Vpb art. 13ab (CFC, companies)", "https://wetten.overheid.nl/BWBR0002672/"), "CFC rules apply to Dutch companies only.", { individuals: false, companies: true, lowTaxBelow: 9, activities: ["ip-licensing", "crypto"] }),
    exitTax: EXIT_TAXES.NLD,
  },
};
