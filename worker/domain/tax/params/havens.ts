import type { CountryRules } from "./country";
import { NO, PWC, p1, param, ref } from "./types";
import { tx } from "./turkish";

/** No corporate income tax, no withholding (British Virgin Islands, Cayman Islands); economic substance acts apply to relevant activities. */
function noTax(iso3: string, currency: "USD", title: string, url: string, substance: { en: string; tr: string }): CountryRules {
  const r = ref(iso3 === "VGB" ? "BVI International Tax Authority" : "Cayman Islands Department for International Tax Cooperation", title, url);
  return {
    iso3,
    currency,
    eu: false,
    residence: p1(`residence:${iso3}`, r, tx("No corporate income tax, so residence has no tax effect here.", "Kurumlar vergisi yok; bu nedenle mukimliğin burada vergi etkisi yoktur."), { incorporation: true, management: false }),
    company: {
      regime: p1(`cit:${iso3}`, r, tx(`No corporate income tax. ${substance.en}`, `Kurumlar vergisi yok. ${substance.tr}`), { kind: "none" }),
      qdmtt: NO(iso3, "qdmtt", r),
      iir: NO(iso3, "iir", r),
    },
    withholding: {
      dividendIndividual: p1(`wht-ind:${iso3}`, r, tx("No withholding tax on dividends.", "Kâr paylarında stopaj yok."), 0),
      dividendCompany: p1(`wht-co:${iso3}`, r, tx("No withholding tax on dividends.", "Kâr paylarında stopaj yok."), 0),
    },
    owner: {
      dividend: p1(`dividend:${iso3}`, r, tx("No personal income tax.", "Kişisel gelir vergisi yok."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }] }),
      corporateDividendExempt: p1(`participation-owner:${iso3}`, r, tx("No corporate income tax.", "Kurumlar vergisi yok."), 1),
      cfc: p1(`cfc:${iso3}`, r, tx("No CFC rules.", "Kontrol edilen yabancı kurum (KYK) kuralı yok."), null),
    },
  };
}

const SUBSTANCE = { en: "Economic substance requirements apply to relevant activities.", tr: "İlgili faaliyetlere ekonomik öz (economic substance) şartları uygulanır." };

export const VGB = noTax("VGB", "USD", "BVI Business Companies Act 2004; Economic Substance (Companies and Limited Partnerships) Act 2018", "https://bviita.vg/", SUBSTANCE);
export const CYM = noTax("CYM", "USD", "Cayman Islands: no direct taxation; International Tax Co-operation (Economic Substance) Act", "https://www.ditc.ky/", SUBSTANCE);

const bmu = ref("Government of Bermuda", "Corporate Income Tax Act 2023 (15 % for constituent entities of MNE groups with EUR 750 million revenue, from 1 January 2025)", "https://www.gov.bm/corporate-income-tax");

/** Bermuda: no tax, except 15 % CIT for Bermuda entities of in-scope multinational groups from 2025. */
export const BMU: CountryRules = {
  iso3: "BMU",
  currency: "USD",
  eu: false,
  residence: p1("residence:BMU", bmu, tx("No income tax for companies outside the CIT Act's scope.", "Kurumlar Vergisi Kanunu kapsamı dışındaki şirketler için gelir üzerinden vergi yok."), { incorporation: true, management: false }),
  company: {
    regime: p1("cit:BMU", bmu, tx("No corporate income tax for companies outside the CIT Act's scope.", "Kurumlar Vergisi Kanunu kapsamı dışındaki şirketler için kurumlar vergisi yok."), { kind: "none" }),
    inScopeRate: param("cit-in-scope:BMU", bmu, tx("15 % corporate income tax for Bermuda constituent entities of groups with EUR 750 million+ revenue, from 2025.", "2025'ten itibaren hasılatı 750 milyon EUR ve üzeri grupların Bermuda'daki kurucu kuruluşları için %15 kurumlar vergisi."), [["2024-01-01", null], ["2025-01-01", 15]]),
    qdmtt: NO("BMU", "qdmtt", bmu),
    iir: NO("BMU", "iir", bmu),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:BMU", bmu, tx("No withholding tax.", "Stopaj yok."), 0),
    dividendCompany: p1("wht-co:BMU", bmu, tx("No withholding tax.", "Stopaj yok."), 0),
  },
  owner: {
    dividend: p1("dividend:BMU", bmu, tx("No personal income tax.", "Kişisel gelir vergisi yok."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }] }),
    corporateDividendExempt: p1("participation-owner:BMU", bmu, tx("No tax on dividends.", "Kâr paylarında vergi yok."), 1),
    cfc: p1("cfc:BMU", bmu, tx("No CFC rules.", "Kontrol edilen yabancı kurum (KYK) kuralı yok."), null),
  },
};

const pan = PWC("panama", "corporate", "taxes-on-corporate-income", "Panama");

/** Panama: territorial — only Panama-source profit is taxed (25 %). */
export const PAN: CountryRules = {
  iso3: "PAN",
  currency: "USD",
  eu: false,
  residence: p1("residence:PAN", pan, tx("Territorial system: a company is taxed on Panama-source income only, wherever it is incorporated or managed.", "Ülkesellik esası: şirket, nerede kurulmuş veya yönetiliyor olursa olsun yalnızca Panama kaynaklı gelirinden vergilendirilir."), { incorporation: false, management: false }),
  company: {
    regime: p1("cit:PAN", pan, tx("25 % on Panama-source taxable income.", "Panama kaynaklı vergilendirilebilir gelirde %25."), { kind: "bands", bands: [{ upTo: null, rate: 25 }] }),
    territorial: p1("territorial:PAN", pan, tx("Income from operations performed or consummated outside Panama is foreign-source and not taxed.", "Panama dışında yapılan veya tamamlanan işlemlerden elde edilen gelir yabancı kaynaklıdır ve vergilendirilmez."), true),
    qdmtt: NO("PAN", "qdmtt", pan),
    iir: NO("PAN", "iir", pan),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:PAN", PWC("panama", "corporate", "withholding-taxes", "Panama"), tx("Dividends paid out of foreign-source income: 5 % (Panama-source: 10 %).", "Yabancı kaynaklı gelirden dağıtılan kâr payları: %5 (Panama kaynaklı: %10)."), 5),
    dividendCompany: p1("wht-co:PAN", PWC("panama", "corporate", "withholding-taxes", "Panama"), tx("Dividends paid out of foreign-source income: 5 %.", "Yabancı kaynaklı gelirden dağıtılan kâr payları: %5."), 5),
  },
  owner: {
    dividend: p1("dividend:PAN", PWC("panama", "individual", "taxes-on-personal-income", "Panama"), tx("Territorial: foreign dividends are not taxed; Panama dividends bear the final withholding.", "Ülkesellik esası: yabancı kâr payları vergilendirilmez; Panama kâr payları nihai stopaja tabidir."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:PAN", pan, tx("Foreign-source dividends are not taxed.", "Yabancı kaynaklı kâr payları vergilendirilmez."), 1),
    cfc: p1("cfc:PAN", pan, tx("No CFC rules.", "Kontrol edilen yabancı kurum (KYK) kuralı yok."), null),
  },
};
