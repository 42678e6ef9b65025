import type { CountryRules } from "./country";
import { PWC, p1, ref } from "./types";
import { tx } from "./turkish";

const nra = ref("National Revenue Agency of Bulgaria (nap.bg)", "Corporate Income Tax Act Art. 20 (10 %), Art. 194 (5 % withholding on dividends); Personal Income Tax Act Art. 46 (5 % on dividends)", "https://nra.bg/wps/portal/nra/taxes/korporativen-danak");

/** Bulgaria: flat 10 %. The lev was pegged to the euro; thresholds are given in euro. */
export const BGR: CountryRules = {
  iso3: "BGR",
  currency: "EUR",
  eu: true,
  residence: p1("residence:BGR", nra, tx("A company incorporated in Bulgaria is resident.", "Bulgaristan'da kurulan şirket mukimdir."), { incorporation: true, management: false }),
  company: {
    regime: p1("cit:BGR", nra, tx("Corporate income tax 10 %.", "Kurumlar vergisi %10."), { kind: "bands", bands: [{ upTo: null, rate: 10 }] }),
    participation: p1("participation:BGR", nra, tx("Dividends from EU/EEA companies are exempt.", "AB/AEA şirketlerinden alınan kâr payları istisnadır."), 1),
    qdmtt: p1("qdmtt:BGR", PWC("bulgaria", "corporate", "taxes-on-corporate-income", "Bulgaria"), tx("Domestic top-up tax and IIR from 2024.", "2024'ten itibaren yurt içi tamamlayıcı vergi ve gelir dahil etme kuralı."), true),
    iir: p1("iir:BGR", PWC("bulgaria", "corporate", "taxes-on-corporate-income", "Bulgaria"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:BGR", nra, tx("Dividends to non-resident individuals: 5 % withholding tax.", "Yurt dışında yerleşik kişilere kâr payları: %5 stopaj."), 5),
    dividendCompany: p1("wht-co:BGR", nra, tx("Dividends to non-resident companies outside the EU/EEA: 5 %.", "AB/AEA dışındaki yurt dışında yerleşik şirketlere kâr payları: %5."), 5),
    parentSubsidiary: p1("psd:BGR", nra, tx("No withholding on dividends to EU/EEA companies.", "AB/AEA şirketlerine ödenen kâr paylarında stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:BGR", nra, tx("Dividends of resident individuals: 5 % final tax.", "Yerleşik kişilerin kâr payları: %5 nihai vergi."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 5 }] }),
    corporateDividendExempt: p1("participation-owner:BGR", nra, tx("Dividends from EU/EEA companies are exempt.", "AB/AEA şirketlerinden alınan kâr payları istisnadır."), 1),
    cfc: p1("cfc:BGR", nra, tx("CFC rules for companies (ATAD).", "Şirketler için KYK kuralları (ATAD)."), { individuals: false, companies: true, lowTaxBelow: 5, activities: ["ip-licensing", "crypto"] }),
  },
};
