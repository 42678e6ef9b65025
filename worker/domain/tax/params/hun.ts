import type { CountryRules } from "./country";
import { PWC, p1, ref } from "./types";
import { tx } from "./turkish";

const nav = ref("Hungarian Tax and Customs Administration (nav.gov.hu)", "Act LXXXI of 1996 on Corporate Tax §19 (9 %); Act CXVII of 1995 on Personal Income Tax §66 (15 % on dividends)", "https://nav.gov.hu/en/taxation/taxinfo");

/** Hungary: 9 % corporate tax. */
export const HUN: CountryRules = {
  iso3: "HUN",
  currency: "HUF",
  eu: true,
  residence: p1("residence:HUN", nav, tx("A company established in Hungary, or whose place of management is in Hungary, is resident.", "Macaristan'da kurulan veya yönetim yeri Macaristan'da olan şirket mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:HUN", nav, tx("Corporate tax 9 %.", "Kurumlar vergisi %9."), { kind: "bands", bands: [{ upTo: null, rate: 9 }] }),
    surcharges: p1("surcharges:HUN", PWC("hungary", "corporate", "other-taxes", "Hungary"), tx("Local business tax up to 2 % (municipal; on adjusted revenue, approximated on profit).", "%2'ye kadar yerel işletme vergisi (belediye; düzeltilmiş hasılat üzerinden, kâr üzerinden yaklaşık hesaplanır)."), [{ label: "local-surcharge", onProfit: 2, assumed: "local-surcharges" }]),
    participation: p1("participation:HUN", nav, tx("Dividends received are exempt.", "Alınan kâr payları istisnadır."), 1),
    ipBox: p1("ipbox:HUN", nav, tx("50 % of qualifying royalty income is deducted (effective 4.5 %).", "Nitelikli lisans (royalty) gelirinin %50'si indirilir (efektif %4,5)."), 4.5),
    qdmtt: p1("qdmtt:HUN", PWC("hungary", "corporate", "taxes-on-corporate-income", "Hungary"), tx("Domestic top-up tax from 2024.", "2024'ten itibaren yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:HUN", PWC("hungary", "corporate", "taxes-on-corporate-income", "Hungary"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:HUN", nav, tx("Dividends to non-resident individuals: 15 % personal income tax withheld (before treaty relief).", "Yurt dışında yerleşik kişilere kâr payları: %15 gelir vergisi kaynakta kesilir (vergi anlaşması indiriminden önce)."), 15),
    dividendCompany: p1("wht-co:HUN", nav, tx("No withholding on dividends to foreign companies.", "Yabancı şirketlere ödenen kâr paylarında stopaj yok."), 0),
    parentSubsidiary: p1("psd:HUN", nav, tx("No withholding on dividends to companies.", "Şirketlere ödenen kâr paylarında stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:HUN", nav, tx("Dividends: 15 % personal income tax (the 13 % social contribution tax is not included).", "Kâr payları: %15 gelir vergisi (%13 sosyal katkı vergisi dahil değildir)."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 15 }] }),
    corporateDividendExempt: p1("participation-owner:HUN", nav, tx("Dividends received are exempt.", "Alınan kâr payları istisnadır."), 1),
    cfc: p1("cfc:HUN", nav, tx("CFC rules for companies (ATAD).", "Şirketler için KYK kuralları (ATAD)."), { individuals: false, companies: true, lowTaxBelow: 4.5, activities: ["ip-licensing", "crypto"] }),
  },
};
