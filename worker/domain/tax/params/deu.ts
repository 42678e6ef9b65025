import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, ref } from "./types";
import { tx } from "./turkish";

const law = (title: string, path: string) => ref("Bundesministerium der Justiz (gesetze-im-internet.de)", title, `https://www.gesetze-im-internet.de/${path}`);

/** Germany: owner residence in full and company location. */
export const DEU: CountryRules = {
  iso3: "DEU",
  currency: "EUR",
  eu: true,
  residence: p1("residence:DEU", law("Körperschaftsteuergesetz §1; Abgabenordnung §10 (Geschäftsleitung)", "ao_1977/__10.html"), tx("A company is fully taxable in Germany if its registered seat or its place of management (Ort der Geschäftsleitung: where the management's decisions are taken) is in Germany.", "Kanuni merkezi veya iş yönetim merkezi (Ort der Geschäftsleitung: yönetim kararlarının alındığı yer) Almanya'da olan şirket Almanya'da tam mükelleftir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:DEU", law("Körperschaftsteuergesetz §23 (15 %)", "kstg_1977/__23.html"), tx("Corporation tax 15 %.", "Kurumlar vergisi %15."), { kind: "bands", bands: [{ upTo: null, rate: 15 }] }),
    surcharges: p1("surcharges:DEU", law("Solidaritätszuschlaggesetz §4; Gewerbesteuergesetz §11 (Steuermesszahl 3.5 %) and §16 (Hebesatz)", "gewstg/__11.html"), tx("Solidarity surcharge 5.5 % of the corporation tax; trade tax 3.5 % × the municipality's multiplier (400 % assumed: 14 % of profit).", "Kurumlar vergisinin %5,5'i dayanışma vergisi; ticaret vergisi %3,5 × belediye çarpanı (%400 varsayıldı: kârın %14'ü)."), [
      { label: "solidarity-surcharge", onTax: 5.5 },
      { label: "trade-tax", onProfit: 14, assumed: "trade-tax-multiplier" },
    ]),
    participation: p1("participation:DEU", law("Körperschaftsteuergesetz §8b (1), (5); Gewerbesteuergesetz §9 Nr. 2a, 7", "kstg_1977/__8b.html"), tx("Dividends and gains on shares are exempt, but 5 % is treated as a non-deductible expense (95 % exempt); trade tax exempts dividends of participations of 15 % or more.", "Kâr payları ve hisse satış kazançları istisnadır, ancak %5'i indirilemeyen gider sayılır (%95 istisna); ticaret vergisi %15 veya daha fazla iştiraklerin kâr paylarını istisna eder."), 0.95),
    qdmtt: p1("qdmtt:DEU", law("Mindeststeuergesetz (MinStG) §90 (nationaler Ergänzungssteuerbetrag, Teil 10), from 2024", "minstg/__90.html"), tx("Qualified domestic minimum top-up tax from 2024.", "2024'ten itibaren nitelikli yurt içi asgari tamamlayıcı vergi."), true),
    iir: p1("iir:DEU", law("Mindeststeuergesetz (MinStG) §§8–9 (Primärergänzungssteuer), from 2024", "minstg/__8.html"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:DEU", law("Einkommensteuergesetz §43a (25 % Kapitalertragsteuer) + solidarity surcharge", "estg/__43a.html"), tx("Kapitalertragsteuer 25 % plus 5.5 % solidarity surcharge = 26.375 % on dividends.", "Kâr paylarında Kapitalertragsteuer %25 artı %5,5 dayanışma vergisi = %26,375."), 26.375),
    dividendCompany: p1("wht-co:DEU", law("Einkommensteuergesetz §44a (9) (2/5 refund to foreign companies)", "estg/__44a.html"), tx("Foreign companies get back 2/5 of the 25 % (15.825 % with the surcharge).", "Yabancı şirketler %25'in 2/5'ini geri alır (dayanışma vergisiyle %15,825)."), 15.825),
    parentSubsidiary: p1("psd:DEU", law("Einkommensteuergesetz §43b (Parent-Subsidiary Directive)", "estg/__43b.html"), tx("No withholding on dividends to an EU parent holding 10 % or more.", "%10 veya daha fazla paya sahip AB ana şirketine ödenen kâr paylarında stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:DEU", law("Einkommensteuergesetz §32d (Abgeltungsteuer 25 %), §20 (9) (Sparer-Pauschbetrag EUR 1,000)", "estg/__32d.html"), tx("Dividends are taxed at the flat 25 % (plus 5.5 % solidarity surcharge) after the EUR 1,000 saver's allowance; foreign withholding is credited (§32d (5)).", "Kâr payları 1.000 EUR tasarruf sahibi indiriminden sonra sabit %25 (artı %5,5 dayanışma vergisi) ile vergilendirilir; yabancı stopaj mahsup edilir (§32d (5))."), {
      inclusion: 1,
      allowance: 1000,
      bands: [{ upTo: null, rate: 25 }],
      surchargeOnTax: 5.5,
    }),
    corporateDividendExempt: p1("participation-owner:DEU", law("Körperschaftsteuergesetz §8b (1), (5)", "kstg_1977/__8b.html"), tx("A German company receiving a dividend: 95 % exempt, 5 % taxed (corporation tax, surcharge and trade tax).", "Kâr payı alan Alman şirketi: %95 istisna, %5 vergilendirilir (kurumlar vergisi, dayanışma vergisi ve ticaret vergisi)."), 0.95),
    cfc: p1("cfc:DEU", law("Außensteuergesetz §§7–8 (Hinzurechnungsbesteuerung; low taxation below 15 % from 2024)", "astg/__7.html"), tx("Passive income of a foreign company controlled by German residents and taxed below 15 % is added to the owner's income (individuals and companies).", "Almanya'da yerleşiklerin kontrolündeki ve %15'in altında vergilendirilen yabancı şirketin pasif geliri ortağın gelirine eklenir (kişiler ve şirketler)."), {
      individuals: true,
      companies: true,
      lowTaxBelow: 15,
      activities: ["ip-licensing", "crypto"],
    }),
    exitTax: EXIT_TAXES.DEU,
  },
};
