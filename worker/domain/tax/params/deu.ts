import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";

const law = (title: string, path: string, retrieved?: string) => ref("Bundesministerium der Justiz (gesetze-im-internet.de)", title, `https://www.gesetze-im-internet.de/${path}`, retrieved);

/** Germany: owner residence in full and company location. */
export const DEU: CountryRules = {
  iso3: "DEU",
  currency: "EUR",
  eu: true,
  residence: p1("residence:DEU", law("Körperschaftsteuergesetz §1; Abgabenordnung §10 (Geschäftsleitung)", "ao_1977/__10.html"), "A company is fully taxable in Germany if its registered seat or its place of management (Ort der Geschäftsleitung: where the management's decisions are taken) is in Germany.", { incorporation: true, management: true }),
  company: {
    regime: param("cit:DEU", law("Körperschaftsteuergesetz §23(1) as amended by the Gesetz für ein steuerliches Investitionssofortprogramm of 14 July 2025 (15 % to 2027, then 14 / 13 / 12 / 11 %, 10 % from 2032)", "kstg_1977/__23.html", "2026-12-07"), "Corporation tax 15 % to 2027, then one point less each year: 14 % (2028), 13 % (2029), 12 % (2030), 11 % (2031), 10 % from 2032.", [
      ["2025-01-01", { kind: "bands", bands: [{ upTo: null, rate: 15 }] }],
      ["2028-01-01", { kind: "bands", bands: [{ upTo: null, rate: 14 }] }],
      ["2029-01-01", { kind: "bands", bands: [{ upTo: null, rate: 13 }] }],
      ["2030-01-01", { kind: "bands", bands: [{ upTo: null, rate: 12 }] }],
      ["2031-01-01", { kind: "bands", bands: [{ upTo: null, rate: 11 }] }],
      ["2032-01-01", { kind: "bands", bands: [{ upTo: null, rate: 10 }] }],
    ]),
    surcharges: p1("surcharges:DEU", law("Solidaritätszuschlaggesetz §4; Gewerbesteuergesetz §11 (Steuermesszahl 3.5 %) and §16 (Hebesatz)", "gewstg/__11.html"), "Solidarity surcharge 5.5 % of the corporation tax; trade tax 3.5 % × the municipality's multiplier (400 % assumed: 14 % of profit).", [
      { label: "solidarity-surcharge", onTax: 5.5 },
      { label: "trade-tax", onProfit: 14, assumed: "trade-tax-multiplier" },
    ]),
    participation: p1("participation:DEU", law("Körperschaftsteuergesetz §8b (1), (5); Gewerbesteuergesetz §9 Nr. 2a, 7", "kstg_1977/__8b.html"), "Dividends and gains on shares are exempt, but 5 % is treated as a non-deductible expense (95 % exempt); trade tax exempts dividends of participations of 15 % or more.", 0.95),
    qdmtt: p1("qdmtt:DEU", law("Mindeststeuergesetz (MinStG) §90 (nationaler Ergänzungssteuerbetrag, Teil 10), from 2024", "minstg/__90.html"), "Qualified domestic minimum top-up tax from 2024.", true),
    iir: p1("iir:DEU", law("Mindeststeuergesetz (MinStG) §§8–9 (Primärergänzungssteuer), from 2024", "minstg/__8.html"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:DEU", law("Einkommensteuergesetz §43a (25 % Kapitalertragsteuer) + solidarity surcharge", "estg/__43a.html"), "Kapitalertragsteuer 25 % plus 5.5 % solidarity surcharge = 26.375 % on dividends.", 26.375),
    dividendCompany: p1("wht-co:DEU", law("Einkommensteuergesetz §44a (9) (2/5 refund to foreign companies)", "estg/__44a.html"), "Foreign companies get back 2/5 of the 25 % (15.825 % with the surcharge).", 15.825),
    parentSubsidiary: p1("psd:DEU", law("Einkommensteuergesetz §43b (Parent-Subsidiary Directive)", "estg/__43b.html"), "No withholding on dividends to an EU parent holding 10 % or more.", true),
  },
  owner: {
    dividend: p1("dividend:DEU", law("Einkommensteuergesetz §32d (Abgeltungsteuer 25 %), §20 (9) (Sparer-Pauschbetrag EUR 1,000)", "estg/__32d.html"), "Dividends are taxed at the flat 25 % (plus 5.5 % solidarity surcharge) after the EUR 1,000 saver's allowance; foreign withholding is credited (§32d (5)).", {
      inclusion: 1,
      allowance: 1000,
      bands: [{ upTo: null, rate: 25 }],
      surchargeOnTax: 5.5,
    }),
    corporateDividendExempt: p1("participation-owner:DEU", law("Körperschaftsteuergesetz §8b (1), (5)", "kstg_1977/__8b.html"), "A German company receiving a dividend: 95 % exempt, 5 % taxed (corporation tax, surcharge and trade tax).", 0.95),
    cfc: p1("cfc:DEU", law("Außensteuergesetz §§7–8 (Hinzurechnungsbesteuerung; low taxation below 15 % from 2024)", "astg/__7.html"), "Passive income of a foreign company controlled by German residents and taxed below 15 % is added to the owner's income (individuals and companies).", {
      individuals: true,
      companies: true,
      lowTaxBelow: 15,
      activities: ["ip-licensing", "crypto"],
    }),
    exitTax: EXIT_TAXES.DEU,
  },
};
