import type { CountryRules } from "./country";
import { NO, PWC, p1, ref } from "./types";
import { tx } from "./turkish";

const rs = ref("Revenue Service of Georgia (rs.ge)", "Tax Code of Georgia Art. 98¹ (profit tax on distributed earnings, 15 %); Art. 130 (dividend withholding 5 %)", "https://www.rs.ge/en/");
const pwc = PWC("georgia", "corporate", "taxes-on-corporate-income", "Georgia");

/** Georgia: the Estonian model since 2017. */
export const GEO: CountryRules = {
  iso3: "GEO",
  currency: "GEL",
  eu: false,
  residence: p1("residence:GEO", rs, tx("A company established in Georgia, or whose place of effective management is in Georgia, is resident.", "Gürcistan'da kurulan veya etkin yönetim yeri Gürcistan'da olan şirket mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:GEO", pwc, tx("Retained profit is not taxed; distributed profit is taxed at 15 % of the gross amount (15/85 of the net dividend).", "Dağıtılmayan kâr vergilendirilmez; dağıtılan kâr brüt tutarın %15'i (net kâr payının 15/85'i) ile vergilendirilir."), { kind: "distribution", rate: 15 }),
    participation: p1("participation:GEO", pwc, tx("Dividends received are not taxed again.", "Alınan kâr payları yeniden vergilendirilmez."), 1),
    qdmtt: NO("GEO", "qdmtt", pwc),
    iir: NO("GEO", "iir", pwc),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:GEO", PWC("georgia", "corporate", "withholding-taxes", "Georgia"), tx("Dividends are subject to 5 % withholding tax (final for resident individuals).", "Kâr payları %5 stopaja tabidir (yerleşik kişiler için nihai vergi)."), 5),
    domesticIndividual: p1("wht-dom:GEO", PWC("georgia", "corporate", "withholding-taxes", "Georgia"), tx("Dividends paid to resident individuals: 5 % withholding tax, final.", "Yerleşik kişilere ödenen kâr payları: %5 stopaj, nihai vergi."), 5),
    dividendCompany: p1("wht-co:GEO", PWC("georgia", "corporate", "withholding-taxes", "Georgia"), tx("Dividends to non-resident companies: 5 % withholding tax.", "Yurt dışında yerleşik şirketlere kâr payları: %5 stopaj."), 5),
  },
  owner: {
    dividend: p1("dividend:GEO", PWC("georgia", "individual", "taxes-on-personal-income", "Georgia"), tx("Dividends withheld at 5 % are not taxed again; foreign dividends of an individual are not taxed in Georgia (foreign-source passive income exempt).", "%5 stopaj kesilen kâr payları yeniden vergilendirilmez; kişinin yabancı kâr payları Gürcistan'da vergilendirilmez (yabancı kaynaklı pasif gelir istisnadır)."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:GEO", pwc, tx("Dividends received are exempt.", "Alınan kâr payları istisnadır."), 1),
    cfc: p1("cfc:GEO", pwc, tx("No CFC rules.", "Kontrol edilen yabancı kurum (KYK) kuralı yok."), null),
  },
};
