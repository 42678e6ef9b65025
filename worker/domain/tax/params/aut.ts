import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, PWC, ref } from "./types";

const ris = (title: string) => ref("Rechtsinformationssystem des Bundes (ris.bka.gv.at)", title, "https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10004570");

/** Austria: owner residence in full and company location. */
export const AUT: CountryRules = {
  iso3: "AUT",
  currency: "EUR",
  eu: true,
  residence: p1("residence:AUT", ris("Körperschaftsteuergesetz 1988 §1 (Sitz oder Ort der Geschäftsleitung)"), "A company with its seat or place of management in Austria is resident.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:AUT", ris("Körperschaftsteuergesetz 1988 §22 (23 %)"), "Corporate income tax 23 %.", { kind: "bands", bands: [{ upTo: null, rate: 23 }] }),
    participation: p1("participation:AUT", ris("Körperschaftsteuergesetz 1988 §10 (participation exemption)"), "Dividends from participations exempt.", 1),
    qdmtt: p1("qdmtt:AUT", ref("Rechtsinformationssystem des Bundes", "Mindestbesteuerungsgesetz (MinBestG) 2024", "https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=20012542"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:AUT", ref("Rechtsinformationssystem des Bundes", "Mindestbesteuerungsgesetz (MinBestG) 2024", "https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=20012542"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:AUT", ris("Einkommensteuergesetz 1988 §27a, §93 (KESt 27.5 %)"), "Dividends: 27.5 % capital gains tax withheld.", 27.5),
    dividendCompany: p1("wht-co:AUT", PWC("austria", "corporate", "withholding-taxes", "Austria", "2026-12-07"), "Dividends to non-resident companies: 23 %, the corporate tax rate, since 2024 (24 % in 2023); 0 % to EU parents.", 23),
    parentSubsidiary: p1("psd:AUT", ris("Einkommensteuergesetz 1988 §94 Z 2"), "No withholding to EU parents of 10 % held one year.", true),
  },
  owner: {
    dividend: p1("dividend:AUT", ris("Einkommensteuergesetz 1988 §27a (27.5 %)"), "Dividends: 27.5 % special rate.", { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 27.5 }] }),
    corporateDividendExempt: p1("participation-owner:AUT", ris("Körperschaftsteuergesetz 1988 §10"), "Participation exemption.", 1),
    cfc: p1("cfc:AUT", ris("Körperschaftsteuergesetz 1988 §10a (CFC, companies)"), "CFC rules apply to Austrian companies only.", { individuals: false, companies: true, lowTaxBelow: 12.5, activities: ["ip-licensing", "crypto"] }),
    exitTax: EXIT_TAXES.AUT,
  },
};
