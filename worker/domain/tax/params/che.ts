import type { CountryRules } from "./country";
import { p1, ref } from "./types";

const fedlex = (title: string, url: string) => ref("Fedlex (Swiss federal law) / Swiss Federal Tax Administration", title, url);
const dbg = fedlex("Bundesgesetz über die direkte Bundessteuer (DBG) Art. 50 (seat or effective management), Art. 68 (8.5 %), Art. 69–70 (participation relief), Art. 20 (1bis) (70 % of qualifying dividends taxed)", "https://www.fedlex.admin.ch/eli/cc/1991/1184_1184_1184/de");
const vstg = fedlex("Verrechnungssteuergesetz (VStG) Art. 4 (35 % withholding tax on dividends)", "https://www.fedlex.admin.ch/eli/cc/1966/371_385_384/de");
const zug = ref("Kanton Zug, Steuerverwaltung", "Steuerbelastung juristische Personen und natürliche Personen, Stadt Zug (combined effective profit tax about 11.85 %)", "https://zg.ch/de/steuern-finanzen/steuern");

/** Switzerland. Canton and commune assumed: city of Zug. */
export const CHE: CountryRules = {
  iso3: "CHE",
  currency: "CHF",
  eu: false,
  residence: p1("residence:CHE", dbg, "A company whose seat or effective management is in Switzerland is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:CHE", zug, "Federal, cantonal and communal profit tax, city of Zug assumed: about 11.85 % of pre-tax profit.", { kind: "bands", bands: [{ upTo: null, rate: 11.85 }] }),
    participation: p1("participation:CHE", dbg, "Participation relief on dividends and gains from participations of 10 % or CHF 1 million (modelled as full relief).", 1),
    qdmtt: p1("qdmtt:CHE", fedlex("Mindestbesteuerungsverordnung (MindStV): Swiss QDMTT from 1 January 2024", "https://www.fedlex.admin.ch/eli/cc/2023/798/de"), "Qualified domestic top-up tax from 2024.", true),
    iir: p1("iir:CHE", fedlex("Mindestbesteuerungsverordnung (MindStV): IIR from 1 January 2025", "https://www.fedlex.admin.ch/eli/cc/2023/798/de"), "Income inclusion rule from 2025.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:CHE", vstg, "Withholding tax 35 % on dividends (refundable down to the treaty rate).", 35),
    dividendCompany: p1("wht-co:CHE", vstg, "Withholding tax 35 % (0 % to EU parents of 25 % under the Swiss–EU agreement, Art. 9; treaty rates otherwise).", 35),
    parentSubsidiary: p1("psd:CHE", fedlex("Agreement between Switzerland and the EU on automatic exchange of information, Art. 9 (dividends between companies: 0 %)", "https://www.fedlex.admin.ch/eli/cc/2005/357/de"), "0 % on dividends to an EU parent holding 25 % for two years.", true),
  },
  owner: {
    // Zug: federal 70 % of a qualifying dividend at up to 11.5 %; canton and commune 50 % at up to about 10.7 % → about 13.4 % of the dividend (the 10.7 % is also the rate relocation.ts applies to the Zug lump-sum base, decision 171).
    dividend: p1("dividend:CHE", zug, "A holder of 10 % or more is taxed on 70 % of the dividend federally and 50 % cantonally (partial taxation); city of Zug at top rates: about 13.4 % of the dividend.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 13.4 }] }),
    corporateDividendExempt: p1("participation-owner:CHE", dbg, "Participation relief.", 1),
    cfc: p1("cfc:CHE", dbg, "No CFC rules.", null),
  },
};
