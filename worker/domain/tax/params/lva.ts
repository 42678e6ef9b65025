import type { CountryRules } from "./country";
import { NO, p1, ref } from "./types";
import { tx } from "./turkish";

const vid = ref("State Revenue Service of Latvia (vid.gov.lv)", "Corporate Income Tax Law (20 % of gross distributed profit, 20/80 of the net)", "https://www.vid.gov.lv/en/corporate-income-tax");

/** Latvia: profit is taxed only when distributed. */
export const LVA: CountryRules = {
  iso3: "LVA",
  currency: "EUR",
  eu: true,
  residence: p1("residence:LVA", vid, tx("A company registered in Latvia is resident.", "Letonya'da tescil edilen şirket mukimdir."), { incorporation: true, management: false }),
  company: {
    regime: p1("cit:LVA", vid, tx("Retained profit is not taxed; distributed profit is taxed at 20 % of the gross amount (20/80 of the net dividend).", "Dağıtılmayan kâr vergilendirilmez; dağıtılan kâr brüt tutarın %20'si (net kâr payının 20/80'i) ile vergilendirilir."), { kind: "distribution", rate: 20 }),
    participation: p1("participation:LVA", vid, tx("Dividends received may be redistributed without further corporate income tax.", "Alınan kâr payları ek kurumlar vergisi olmadan yeniden dağıtılabilir."), 1),
    qdmtt: NO("LVA", "qdmtt", ref("EUR-Lex", "Council Directive (EU) 2022/2523 Art. 50 (Latvia defers the IIR and UTPR)", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
    iir: NO("LVA", "iir", ref("EUR-Lex", "Council Directive (EU) 2022/2523 Art. 50", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:LVA", vid, tx("No withholding on dividends to non-residents (other than to entities in listed low-tax jurisdictions).", "Yurt dışında yerleşiklere ödenen kâr paylarında stopaj yok (listedeki düşük vergili ülkelerdeki kuruluşlar hariç)."), 0),
    dividendCompany: p1("wht-co:LVA", vid, tx("No withholding on dividends to non-resident companies.", "Yurt dışında yerleşik şirketlere ödenen kâr paylarında stopaj yok."), 0),
    parentSubsidiary: p1("psd:LVA", vid, tx("No withholding on dividends to EU parents.", "AB ana şirketlerine ödenen kâr paylarında stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:LVA", vid, tx("A resident individual pays no personal income tax on dividends out of profit taxed under the CIT law; other dividends 20 %.", "Yerleşik kişi, kurumlar vergisi kanununa göre vergilendirilmiş kârdan dağıtılan kâr paylarında gelir vergisi ödemez; diğer kâr payları %20."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 20 }], exemptDomestic: true }),
    corporateDividendExempt: p1("participation-owner:LVA", vid, tx("Dividends received are not taxed again on redistribution.", "Alınan kâr payları yeniden dağıtıldığında tekrar vergilendirilmez."), 1),
    cfc: p1("cfc:LVA", vid, tx("CFC rules for companies (ATAD).", "Şirketler için KYK kuralları (ATAD)."), { individuals: false, companies: true, lowTaxBelow: 10, activities: ["ip-licensing", "crypto"] }),
  },
};
