import type { CountryRules } from "./country";
import { p1, ref } from "./types";
import { tx } from "./turkish";

const tuir = ref("Normattiva — Testo unico delle imposte sui redditi (DPR 917/1986)", "TUIR art. 73 (residence: seat, place of effective management or ordinary management), art. 77 (IRES 24 %), art. 89 (95 % exemption), art. 167 (CFC)", "https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1986-12-22;917");
const ade = ref("Agenzia delle Entrate", "Dividends: 26 % substitute tax (DPR 600/1973 art. 27); IRAP 3.9 % (D.Lgs. 446/1997 art. 16)", "https://www.agenziaentrate.gov.it/portale/");

/** Italy: owner residence in full and company location. IRAP approximated on profit. */
export const ITA: CountryRules = {
  iso3: "ITA",
  currency: "EUR",
  eu: true,
  residence: p1("residence:ITA", tuir, tx("A company with its registered office, place of effective management or ordinary management in Italy for most of the year is resident.", "Yılın büyük bölümünde kanuni merkezi, etkin yönetim yeri veya olağan yönetimi İtalya'da olan şirket mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:ITA", tuir, tx("IRES 24 %.", "IRES (kurumlar vergisi) %24."), { kind: "bands", bands: [{ upTo: null, rate: 24 }] }),
    surcharges: p1("surcharges:ITA", ade, tx("IRAP 3.9 % (regional; on the net value of production, approximated by profit).", "IRAP %3,9 (bölgesel; üretimin net değeri üzerinden, kârla yaklaşık hesaplanır)."), [{ label: "local-surcharge", onProfit: 3.9, assumed: "local-surcharges" }]),
    participation: p1("participation:ITA", tuir, tx("95 % of dividends received exempt.", "Alınan kâr paylarının %95'i istisnadır."), 0.95),
    qdmtt: p1("qdmtt:ITA", ref("Gazzetta Ufficiale", "D.Lgs. 209/2023 (imposta minima nazionale) from 2024", "https://www.gazzettaufficiale.it/eli/id/2023/12/28/23G00224/sg"), tx("Domestic top-up tax from 2024.", "2024'ten itibaren yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:ITA", ref("Gazzetta Ufficiale", "D.Lgs. 209/2023 (imposta minima integrativa)", "https://www.gazzettaufficiale.it/eli/id/2023/12/28/23G00224/sg"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:ITA", ade, tx("Dividends to non-residents: 26 %.", "Yurt dışında yerleşiklere kâr payları: %26."), 26),
    dividendCompany: p1("wht-co:ITA", ade, tx("Dividends to non-resident companies: 26 % (1.2 % to EU companies; 0 % under the directive).", "Yurt dışında yerleşik şirketlere kâr payları: %26 (AB şirketlerine %1,2; direktif kapsamında %0)."), 26),
    parentSubsidiary: p1("psd:ITA", ade, tx("No withholding to EU parents of 10 % (art. 27-bis).", "%10 paya sahip AB ana şirketlerine stopaj yok (md. 27-bis)."), true),
  },
  owner: {
    dividend: p1("dividend:ITA", ade, tx("Dividends: 26 % final substitute tax.", "Kâr payları: %26 nihai ikame vergi."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 26 }] }),
    corporateDividendExempt: p1("participation-owner:ITA", tuir, tx("95 % exempt.", "%95 istisna."), 0.95),
    cfc: p1("cfc:ITA", tuir, tx("CFC rule (art. 167) reaches individuals and companies: passive income of a controlled entity taxed below half the Italian rate.", "KYK kuralı (md. 167) kişileri ve şirketleri kapsar: İtalyan oranının yarısının altında vergilendirilen kontrol edilen kuruluşun pasif geliri."), { individuals: true, companies: true, lowTaxBelow: 13.95, activities: ["ip-licensing", "crypto", "holding"] }),
  },
};
