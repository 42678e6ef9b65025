import type { CountryRules } from "./country";
import { PWC, p1, param } from "./types";
import { tx } from "./turkish";

const pwc = PWC("portugal", "corporate", "taxes-on-corporate-income", "Portugal");

/** Portugal. Municipal surcharge assumed at 1.5 %. */
export const PRT: CountryRules = {
  iso3: "PRT",
  currency: "EUR",
  eu: true,
  residence: p1("residence:PRT", pwc, tx("A company whose head office or place of effective management is in Portugal is resident.", "Merkezi veya etkin yönetim yeri Portekiz'de olan şirket mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: param("cit:PRT", pwc, tx("IRC 20 % (2025), 19 % (2026); SMEs 16 % / 15 % on the first EUR 50,000.", "IRC (kurumlar vergisi) %20 (2025), %19 (2026); KOBİ'ler ilk 50.000 EUR'da %16 / %15."), [
      ["2025-01-01", { kind: "bands", bands: [{ upTo: 50_000, rate: 16 }, { upTo: null, rate: 20 }] }],
      ["2026-01-01", { kind: "bands", bands: [{ upTo: 50_000, rate: 15 }, { upTo: null, rate: 19 }] }],
    ]),
    surcharges: p1("surcharges:PRT", pwc, tx("Municipal surcharge up to 1.5 % of taxable profit (assumed 1.5 %); state surcharge 3 % above EUR 1.5 million (not modelled below that).", "Vergilendirilebilir kârın %1,5'ine kadar belediye ek vergisi (%1,5 varsayıldı); 1,5 milyon EUR üzerinde %3 devlet ek vergisi (bunun altında modellenmez)."), [{ label: "local-surcharge", onProfit: 1.5, assumed: "local-surcharges" }]),
    participation: p1("participation:PRT", pwc, tx("Participation exemption on dividends from 10 % holdings (art. 51 CIRC).", "%10 paylardan alınan kâr paylarında iştirak kazancı istisnası (CIRC md. 51)."), 1),
    qdmtt: p1("qdmtt:PRT", pwc, tx("Domestic top-up tax from 2024.", "2024'ten itibaren yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:PRT", pwc, tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:PRT", PWC("portugal", "corporate", "withholding-taxes", "Portugal"), tx("Dividends to non-resident individuals: 28 %.", "Yurt dışında yerleşik kişilere kâr payları: %28."), 28),
    dividendCompany: p1("wht-co:PRT", PWC("portugal", "corporate", "withholding-taxes", "Portugal"), tx("Dividends to non-resident companies: 25 %.", "Yurt dışında yerleşik şirketlere kâr payları: %25."), 25),
    parentSubsidiary: p1("psd:PRT", PWC("portugal", "corporate", "withholding-taxes", "Portugal"), tx("No withholding on dividends to EU parents of 10 % held one year.", "Bir yıl elde tutulan %10 paya sahip AB ana şirketlerine ödenen kâr paylarında stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:PRT", PWC("portugal", "individual", "taxes-on-personal-income", "Portugal"), tx("Dividends: 28 % flat (special rate).", "Kâr payları: sabit %28 (özel oran)."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 28 }] }),
    corporateDividendExempt: p1("participation-owner:PRT", pwc, tx("Participation exemption.", "İştirak kazancı istisnası."), 1),
    cfc: p1("cfc:PRT", pwc, tx("CFC rules (art. 66 CIRC) apply to companies and individuals.", "KYK kuralları (CIRC md. 66) şirketlere ve kişilere uygulanır."), { individuals: true, companies: true, lowTaxBelow: 10.5, activities: ["ip-licensing", "crypto", "holding"] }),
  },
};
