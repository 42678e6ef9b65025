import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";

const GVK = "https://www.mevzuat.gov.tr/mevzuatmetin/1.5.193.pdf";
const KVK = "https://www.mevzuat.gov.tr/mevzuatmetin/1.5.5520.pdf";
const gib = (title: string, url = GVK, retrieved?: string) => ref("Gelir İdaresi Başkanlığı (gib.gov.tr) / mevzuat.gov.tr", title, url, retrieved);
const kvk = gib("Kurumlar Vergisi Kanunu No. 5520 Art. 3(2) (kanuni merkez veya iş merkezi), Art. 32 (25 %)", KVK);

/** Türkiye: owner residence in full and company location. */
export const TUR: CountryRules = {
  iso3: "TUR",
  currency: "TRY",
  eu: false,
  residence: p1("residence:TUR", kvk, "A company whose legal seat or business centre (iş merkezi: where business is in fact concentrated and managed) is in Türkiye is a full taxpayer, wherever it was formed.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:TUR", kvk, "Corporate tax 25 %.", { kind: "bands", bands: [{ upTo: null, rate: 25 }] }),
    participation: p1("participation:TUR", kvk, "Dividends from resident companies are exempt (Art. 5(1)(a)); foreign participations under conditions (Art. 5(1)(b)).", 1),
    qdmtt: p1("qdmtt:TUR", gib("Law No. 7524 (Official Gazette 2 Aug 2024): global and domestic minimum corporate tax added to KVK No. 5520 (Art. 36–44); IIR and domestic top-up tax for periods from 1 Jan 2024", KVK), "Domestic minimum top-up tax from 2024.", true),
    iir: p1("iir:TUR", gib("Law No. 7524 (Official Gazette 2 Aug 2024), KVK No. 5520 Art. 36–44: income inclusion rule for periods from 1 Jan 2024", KVK), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:TUR", gib("Presidential Decree No. 9286 (Official Gazette 32760, 22 Dec 2024): dividend withholding 10 % → 15 % (GVK No. 193 Art. 94/6-b; KVK Art. 15, 30)"), "Dividends to individuals and non-resident companies: 15 % withholding.", 15),
    dividendCompany: p1("wht-co:TUR", gib("Presidential Decree No. 9286 (Official Gazette 32760, 22 Dec 2024): dividend withholding to non-resident companies 15 % (KVK No. 5520 Art. 30)", KVK), "Dividends to non-resident companies: 15 % withholding.", 15),
  },
  owner: {
    // Half of a dividend from a resident company is exempt (GVK Art. 22(3)); the rest is taxed on the income tariff with the 15 % withholding credited. Foreign dividends are fully taxable.
    dividend: param("dividend:TUR", gib("Gelir Vergisi Kanunu No. 193 Art. 22(3), Art. 103: the tariff for income other than wages (2025; 2026 as revalued by Gelir Vergisi Genel Tebliği Seri No. 332, Official Gazette 33124 of 31 Dec 2025)", GVK, "2026-12-07"), "Half of a dividend from a Turkish company is exempt; the rest is taxed at 15–40 % (the tariff for income other than wages: 2025 to TRY 158,000 / 330,000 / 800,000 / 4,300,000; 2026 to 190,000 / 400,000 / 1,000,000 / 5,300,000; the wider 27 % band of 1,200,000 / 1,500,000 is for wages only), the 15 % withholding credited. Foreign dividends are taxed in full.", [
      ["2025-01-01", { inclusion: 1, domesticInclusion: 0.5, allowance: 0, bands: [{ upTo: 158_000, rate: 15 }, { upTo: 330_000, rate: 20 }, { upTo: 800_000, rate: 27 }, { upTo: 4_300_000, rate: 35 }, { upTo: null, rate: 40 }] }],
      ["2026-01-01", { inclusion: 1, domesticInclusion: 0.5, allowance: 0, bands: [{ upTo: 190_000, rate: 15 }, { upTo: 400_000, rate: 20 }, { upTo: 1_000_000, rate: 27 }, { upTo: 5_300_000, rate: 35 }, { upTo: null, rate: 40 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:TUR", kvk, "Dividends from participations are exempt (KVK Art. 5(1)(a)–(b)).", 1),
    cfc: p1("cfc:TUR", kvk, "CFC rule (KVK Art. 7): passive income of a foreign company 50 % controlled and taxed below 10 % is included by the Turkish company owner.", { individuals: false, companies: true, lowTaxBelow: 10, activities: ["holding", "ip-licensing", "crypto"] }),
  },
};
