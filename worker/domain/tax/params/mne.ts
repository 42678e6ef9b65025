import type { CountryRules } from "./country";
import { NO, PWC, p1 } from "./types";
import { tx } from "./turkish";

const pwc = PWC("montenegro", "corporate", "taxes-on-corporate-income", "Montenegro");

/** Montenegro: progressive corporate tax. */
export const MNE: CountryRules = {
  iso3: "MNE",
  currency: "EUR",
  eu: false,
  residence: p1("residence:MNE", pwc, tx("A company incorporated, or with its place of effective management, in Montenegro is resident.", "Karadağ'da kurulan veya etkin yönetim yeri Karadağ'da olan şirket mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:MNE", pwc, tx("Progressive: 9 % up to EUR 100,000, 12 % up to EUR 1.5 million, 15 % above.", "Artan oranlı: 100.000 EUR'ya kadar %9, 1,5 milyon EUR'ya kadar %12, üzeri %15."), { kind: "bands", bands: [{ upTo: 100_000, rate: 9 }, { upTo: 1_500_000, rate: 12 }, { upTo: null, rate: 15 }] }),
    participation: p1("participation:MNE", pwc, tx("Dividends from resident companies are not taxed again.", "Yerleşik şirketlerden alınan kâr payları yeniden vergilendirilmez."), 1),
    qdmtt: NO("MNE", "qdmtt", pwc),
    iir: NO("MNE", "iir", pwc),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:MNE", PWC("montenegro", "corporate", "withholding-taxes", "Montenegro"), tx("Dividends to non-residents: 15 % withholding.", "Yurt dışında yerleşiklere kâr payları: %15 stopaj."), 15),
    dividendCompany: p1("wht-co:MNE", PWC("montenegro", "corporate", "withholding-taxes", "Montenegro"), tx("Dividends to non-resident companies: 15 % withholding.", "Yurt dışında yerleşik şirketlere kâr payları: %15 stopaj."), 15),
  },
  owner: {
    dividend: p1("dividend:MNE", PWC("montenegro", "individual", "taxes-on-personal-income", "Montenegro"), tx("Dividends of residents: 15 % final tax.", "Yerleşiklerin kâr payları: %15 nihai vergi."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 15 }] }),
    corporateDividendExempt: p1("participation-owner:MNE", pwc, tx("Dividends from residents exempt.", "Yerleşiklerden alınan kâr payları istisnadır."), 1),
    cfc: p1("cfc:MNE", pwc, tx("No CFC rules.", "Kontrol edilen yabancı kurum (KYK) kuralı yok."), null),
  },
};
