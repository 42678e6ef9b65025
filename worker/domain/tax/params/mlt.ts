import type { CountryRules } from "./country";
import { NO, p1, ref } from "./types";
import { tx } from "./turkish";

const cfr = ref("Commissioner for Revenue, Malta (cfr.gov.mt)", "Income Tax Act Cap. 123 Art. 56 (35 %); Income Tax Management Act Art. 48 (shareholder refunds 6/7, 5/7)", "https://cfr.gov.mt/en/inlandrevenue/corporatetax/Pages/Corporate-Tax.aspx");

/** Malta: 35 % with refunds to the shareholders on distribution. */
export const MLT: CountryRules = {
  iso3: "MLT",
  currency: "EUR",
  eu: true,
  residence: p1("residence:MLT", cfr, tx("A company incorporated in Malta is resident and domiciled there; a foreign company is resident if managed and controlled in Malta.", "Malta'da kurulan şirket orada mukim ve ikametgâh sahibidir; yabancı şirket, Malta'da yönetilip kontrol ediliyorsa mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:MLT", cfr, tx("Corporate income tax 35 %.", "Kurumlar vergisi %35."), { kind: "bands", bands: [{ upTo: null, rate: 35 }] }),
    refund: p1("refund:MLT", cfr, tx("On a distribution of trading profits the shareholders may claim back 6/7 of the company's tax (net 5 %).", "Ticari kârın dağıtımında pay sahipleri şirketin ödediği verginin 6/7'sinin iadesini isteyebilir (net %5)."), 6 / 7),
    participation: p1("participation:MLT", cfr, tx("Participation exemption on dividends and gains from participating holdings.", "Nitelikli iştiraklerden alınan kâr payları ve kazançlarda iştirak kazancı istisnası."), 1),
    qdmtt: NO("MLT", "qdmtt", ref("Commissioner for Revenue, Malta", "Legal Notice 291 of 2024: Malta defers the IIR and UTPR (Directive (EU) 2022/2523 Art. 50)", "https://cfr.gov.mt/en/inlandrevenue/legislation/Pages/Legislation.aspx")),
    iir: NO("MLT", "iir", ref("Commissioner for Revenue, Malta", "Legal Notice 291 of 2024 (deferral)", "https://cfr.gov.mt/en/inlandrevenue/legislation/Pages/Legislation.aspx")),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:MLT", cfr, tx("No withholding on dividends to non-residents.", "Yurt dışında yerleşiklere ödenen kâr paylarında stopaj yok."), 0),
    dividendCompany: p1("wht-co:MLT", cfr, tx("No withholding on dividends to non-residents.", "Yurt dışında yerleşiklere ödenen kâr paylarında stopaj yok."), 0),
    parentSubsidiary: p1("psd:MLT", cfr, tx("No withholding on dividends to EU parents.", "AB ana şirketlerine ödenen kâr paylarında stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:MLT", cfr, tx("Full imputation: a resident shareholder is credited with the company's tax, so no further tax on a dividend from taxed profits; a non-domiciled resident is not taxed on foreign dividends not remitted.", "Tam mahsup (imputation): yerleşik pay sahibine şirketin vergisi mahsup edilir, bu nedenle vergilenmiş kârdan dağıtılan kâr payında ek vergi yoktur; ikametgâhı Malta'da olmayan yerleşik, Malta'ya getirilmeyen yabancı kâr paylarından vergilendirilmez."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:MLT", cfr, tx("Participation exemption.", "İştirak kazancı istisnası."), 1),
    cfc: p1("cfc:MLT", cfr, tx("CFC rules for companies (ATAD).", "Şirketler için KYK kuralları (ATAD)."), { individuals: false, companies: true, lowTaxBelow: 17.5, activities: ["ip-licensing", "crypto"] }),
  },
};
