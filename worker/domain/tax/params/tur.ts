import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";
import { tx } from "./turkish";

const GVK = "https://www.mevzuat.gov.tr/mevzuatmetin/1.5.193.pdf";
const KVK = "https://www.mevzuat.gov.tr/mevzuatmetin/1.5.5520.pdf";
const gib = (title: string, url = GVK) => ref("Gelir İdaresi Başkanlığı (gib.gov.tr) / mevzuat.gov.tr", title, url);
const kvk = gib("Kurumlar Vergisi Kanunu No. 5520 Art. 3(2) (kanuni merkez veya iş merkezi), Art. 32 (25 %)", KVK);

/** Türkiye: owner residence in full and company location. */
export const TUR: CountryRules = {
  iso3: "TUR",
  currency: "TRY",
  eu: false,
  residence: p1("residence:TUR", kvk, tx("A company whose legal seat or business centre (iş merkezi: where business is in fact concentrated and managed) is in Türkiye is a full taxpayer, wherever it was formed.", "Kanuni merkezi veya iş merkezi (işlerin fiilen toplandığı ve yönetildiği yer) Türkiye'de olan şirket, nerede kurulmuş olursa olsun tam mükelleftir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:TUR", kvk, tx("Corporate tax 25 %.", "Kurumlar vergisi %25."), { kind: "bands", bands: [{ upTo: null, rate: 25 }] }),
    participation: p1("participation:TUR", kvk, tx("Dividends from resident companies are exempt (Art. 5(1)(a)); foreign participations under conditions (Art. 5(1)(b)).", "Tam mükellef şirketlerden alınan kâr payları istisnadır (md. 5(1)(a)); yurt dışı iştirak kazançları şartlara bağlı olarak istisnadır (md. 5(1)(b))."), 1),
    qdmtt: p1("qdmtt:TUR", gib("Law No. 7524 (Official Gazette 2 Aug 2024): global and domestic minimum corporate tax added to KVK No. 5520 (Art. 36–44); IIR and domestic top-up tax for periods from 1 Jan 2024", KVK), tx("Domestic minimum top-up tax from 2024.", "2024'ten itibaren yurt içi asgari tamamlayıcı vergi."), true),
    iir: p1("iir:TUR", gib("Law No. 7524 (Official Gazette 2 Aug 2024), KVK No. 5520 Art. 36–44: income inclusion rule for periods from 1 Jan 2024", KVK), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:TUR", gib("Presidential Decree No. 9286 (Official Gazette 32760, 22 Dec 2024): dividend withholding 10 % → 15 % (GVK No. 193 Art. 94/6-b; KVK Art. 15, 30)"), tx("Dividends to individuals and non-resident companies: 15 % withholding.", "Gerçek kişilere ve dar mükellef şirketlere kâr payları: %15 stopaj."), 15),
    dividendCompany: p1("wht-co:TUR", gib("Presidential Decree No. 9286 (Official Gazette 32760, 22 Dec 2024): dividend withholding to non-resident companies 15 % (KVK No. 5520 Art. 30)", KVK), tx("Dividends to non-resident companies: 15 % withholding.", "Yurt dışında yerleşik şirketlere kâr payları: %15 stopaj."), 15),
  },
  owner: {
    // Half of a dividend from a resident company is exempt (GVK Art. 22(3)); the rest is taxed on the income tariff with the 15 % withholding credited. Foreign dividends are fully taxable.
    dividend: param("dividend:TUR", gib("Gelir Vergisi Kanunu No. 193 Art. 22(3), Art. 103 (tariff for non-wage income 2025 / 2026)"), tx("Half of a dividend from a Turkish company is exempt; the rest is taxed at 15–40 % (2025 tariff to TRY 158,000 / 330,000 / 1,200,000 / 4,300,000; 2026 to 190,000 / 400,000 / 1,500,000 / 5,300,000), the 15 % withholding credited. Foreign dividends are taxed in full.", "Türk şirketinden alınan kâr payının yarısı istisnadır; kalanı %15–40 ile vergilendirilir (2025 tarifesi 158.000 / 330.000 / 1.200.000 / 4.300.000 TRY'ye kadar; 2026: 190.000 / 400.000 / 1.500.000 / 5.300.000), %15 stopaj mahsup edilir. Yabancı kâr paylarının tamamı vergilendirilir."), [
      ["2025-01-01", { inclusion: 1, domesticInclusion: 0.5, allowance: 0, bands: [{ upTo: 158_000, rate: 15 }, { upTo: 330_000, rate: 20 }, { upTo: 1_200_000, rate: 27 }, { upTo: 4_300_000, rate: 35 }, { upTo: null, rate: 40 }] }],
      ["2026-01-01", { inclusion: 1, domesticInclusion: 0.5, allowance: 0, bands: [{ upTo: 190_000, rate: 15 }, { upTo: 400_000, rate: 20 }, { upTo: 1_500_000, rate: 27 }, { upTo: 5_300_000, rate: 35 }, { upTo: null, rate: 40 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:TUR", kvk, tx("Dividends from participations are exempt (KVK Art. 5(1)(a)–(b)).", "İştirak kazançları istisnadır (KVK md. 5(1)(a)–(b))."), 1),
    cfc: p1("cfc:TUR", kvk, tx("CFC rule (KVK Art. 7): passive income of a foreign company 50 % controlled and taxed below 10 % is included by the Turkish company owner.", "Kontrol edilen yabancı kurum kazancı (KVK md. 7): %50 kontrol edilen ve %10'un altında vergilendirilen yabancı şirketin pasif geliri, Türk ortak şirketin kazancına dahil edilir."), { individuals: false, companies: true, lowTaxBelow: 10, activities: ["holding", "ip-licensing", "crypto"] }),
  },
};
