import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";
import { tx } from "./turkish";

const bd = (title: string, url: string) => ref("Belastingdienst / wetten.overheid.nl", title, url);
const vpb = bd("Wet op de vennootschapsbelasting 1969 art. 22 (19 % to EUR 200,000; 25.8 % above)", "https://wetten.overheid.nl/BWBR0002672/");
const db = bd("Wet op de dividendbelasting 1965 art. 5 (15 %), art. 4 (exemption for EU/treaty corporate shareholders of 5 %+)", "https://wetten.overheid.nl/BWBR0002515/");

/** Netherlands: company location and owner residence. */
export const NLD: CountryRules = {
  iso3: "NLD",
  currency: "EUR",
  eu: true,
  residence: p1("residence:NLD", bd("Algemene wet inzake rijksbelastingen art. 4 (residence by circumstances: place of effective management); Wet Vpb art. 2(4) (incorporated under Dutch law: deemed resident)", "https://wetten.overheid.nl/BWBR0002320/"), tx("A company incorporated under Dutch law is deemed resident; a foreign company is resident if effectively managed in the Netherlands.", "Hollanda hukukuna göre kurulan şirket mukim sayılır; yabancı şirket, Hollanda'da fiilen yönetiliyorsa mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:NLD", vpb, tx("19 % on the first EUR 200,000 of taxable profit, 25.8 % above.", "Vergilendirilebilir kârın ilk 200.000 EUR'su %19, üzeri %25,8."), { kind: "bands", bands: [{ upTo: 200_000, rate: 19 }, { upTo: null, rate: 25.8 }] }),
    participation: p1("participation:NLD", bd("Wet Vpb art. 13 (deelnemingsvrijstelling)", "https://wetten.overheid.nl/BWBR0002672/"), tx("Participation exemption: dividends and gains from shareholdings of 5 % or more are exempt.", "İştirak kazancı istisnası: %5 veya daha fazla paylardan kâr payları ve kazançlar istisnadır."), 1),
    ipBox: p1("ipbox:NLD", bd("Wet Vpb art. 12b (innovatiebox, 9 %)", "https://wetten.overheid.nl/BWBR0002672/"), tx("Innovation box: 9 % on qualifying profit from self-developed IP (nexus).", "İnovasyon kutusu: kendi geliştirdiği fikri mülkiyetten elde edilen nitelikli kârda %9 (nexus)."), 9),
    qdmtt: p1("qdmtt:NLD", bd("Wet minimumbelasting 2024 (binnenlandse bijheffing)", "https://wetten.overheid.nl/BWBR0048816/"), tx("Qualified domestic top-up tax from 2024.", "2024'ten itibaren nitelikli yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:NLD", bd("Wet minimumbelasting 2024", "https://wetten.overheid.nl/BWBR0048816/"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:NLD", db, tx("Dividend withholding tax 15 %.", "Kâr payı stopajı %15."), 15),
    dividendCompany: p1("wht-co:NLD", db, tx("Dividend withholding tax 15 % (exempt for EU/treaty companies holding 5 % or more).", "Kâr payı stopajı %15 (%5 veya daha fazla paya sahip AB/anlaşma ülkesi şirketleri için istisna)."), 15),
    parentSubsidiary: p1("psd:NLD", db, tx("No withholding on dividends to EU/EEA and treaty companies holding 5 % or more (art. 4).", "%5 veya daha fazla paya sahip AB/AEA ve anlaşma ülkesi şirketlerine ödenen kâr paylarında stopaj yok (md. 4)."), true),
  },
  owner: {
    dividend: param("dividend:NLD", bd("Wet inkomstenbelasting 2001 art. 2.12 (box 2: 24.5 % to EUR 67,804 in 2025, EUR 68,843 in 2026; 31 % above)", "https://www.belastingdienst.nl/wps/wcm/connect/nl/aanmerkelijk-belang/content/tarief-aanmerkelijk-belang"), tx("A shareholder with 5 % or more (substantial interest, box 2) pays 24.5 % on the first EUR 67,804 (2026: EUR 68,843) and 31 % above.", "%5 veya daha fazla paya sahip ortak (önemli iştirak, kutu 2) ilk 67.804 EUR'ya (2026: 68.843 EUR) %24,5, üzerine %31 öder."), [
      ["2025-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 67_804, rate: 24.5 }, { upTo: null, rate: 31 }] }],
      ["2026-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 68_843, rate: 24.5 }, { upTo: null, rate: 31 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:NLD", bd("Wet Vpb art. 13", "https://wetten.overheid.nl/BWBR0002672/"), tx("Participation exemption.", "İştirak kazancı istisnası."), 1),
    cfc: p1("cfc:NLD", bd("Wet Vpb art. 13ab (CFC, companies)", "https://wetten.overheid.nl/BWBR0002672/"), tx("CFC rules apply to Dutch companies only.", "KYK kuralları yalnızca Hollanda şirketlerine uygulanır."), { individuals: false, companies: true, lowTaxBelow: 9, activities: ["ip-licensing", "crypto"] }),
    exitTax: EXIT_TAXES.NLD,
  },
};
