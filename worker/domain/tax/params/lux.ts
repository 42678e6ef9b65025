import type { CountryRules } from "./country";
import { PWC, p1, param, ref } from "./types";
import { tx } from "./turkish";

const acd = ref("Administration des contributions directes (impotsdirects.public.lu)", "Loi concernant l'impôt sur le revenu (L.I.R.) art. 174 (CIT 16 % from 2025, 14 % up to EUR 175,000), art. 166 (participation exemption); solidarity surcharge 7 %; municipal business tax Luxembourg City 6.75 %", "https://impotsdirects.public.lu/fr/baremes.html");

/** Luxembourg. Municipal business tax assumed for Luxembourg City. */
export const LUX: CountryRules = {
  iso3: "LUX",
  currency: "EUR",
  eu: true,
  residence: p1("residence:LUX", acd, tx("A company whose registered seat or central administration is in Luxembourg is resident.", "Kanuni merkezi veya merkezi idaresi Lüksemburg'da olan şirket mukimdir."), { incorporation: true, management: true }),
  company: {
    // 14 % up to EUR 175,000; between 175,000 and 200,000 the marginal 30 % slice brings the rate to 16 % on the whole at 200,000.
    regime: param("cit:LUX", acd, tx("Corporate income tax 16 % (17 % before 2025); 14 % on income up to EUR 175,000 with a transition band to EUR 200,000.", "Kurumlar vergisi %16 (2025 öncesi %17); 175.000 EUR'ya kadar gelirde %14, 200.000 EUR'ya kadar geçiş dilimi."), [
      ["2024-01-01", { kind: "bands", bands: [{ upTo: 175_000, rate: 15 }, { upTo: 200_000, rate: 31 }, { upTo: null, rate: 17 }] }],
      ["2025-01-01", { kind: "bands", bands: [{ upTo: 175_000, rate: 14 }, { upTo: 200_000, rate: 30 }, { upTo: null, rate: 16 }] }],
    ]),
    surcharges: p1("surcharges:LUX", acd, tx("Solidarity surcharge 7 % of the corporate income tax; municipal business tax 6.75 % (Luxembourg City).", "Kurumlar vergisinin %7'si dayanışma vergisi; belediye işletme vergisi %6,75 (Lüksemburg şehri)."), [
      { label: "solidarity-surcharge", onTax: 7 },
      { label: "local-surcharge", onProfit: 6.75, assumed: "local-surcharges" },
    ]),
    participation: p1("participation:LUX", acd, tx("Participation exemption: dividends and gains from shareholdings of 10 % or EUR 1.2 million held 12 months are exempt.", "İştirak kazancı istisnası: 12 ay elde tutulan %10 veya 1,2 milyon EUR'luk paylardan kâr payları ve kazançlar istisnadır."), 1),
    ipBox: p1("ipbox:LUX", acd, tx("IP regime (art. 50ter): 80 % of qualifying IP income exempt (about 5 %).", "Fikri mülkiyet rejimi (md. 50ter): nitelikli fikri mülkiyet gelirinin %80'i istisna (yaklaşık %5)."), 4.99),
    qdmtt: p1("qdmtt:LUX", PWC("luxembourg", "corporate", "taxes-on-corporate-income", "Luxembourg"), tx("Qualified domestic minimum top-up tax from 2024.", "2024'ten itibaren nitelikli yurt içi asgari tamamlayıcı vergi."), true),
    iir: p1("iir:LUX", PWC("luxembourg", "corporate", "taxes-on-corporate-income", "Luxembourg"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:LUX", PWC("luxembourg", "corporate", "withholding-taxes", "Luxembourg"), tx("Dividend withholding tax 15 %.", "Kâr payı stopajı %15."), 15),
    dividendCompany: p1("wht-co:LUX", PWC("luxembourg", "corporate", "withholding-taxes", "Luxembourg"), tx("Dividend withholding tax 15 % (exempt for EU/treaty parents of 10 % or EUR 1.2 million).", "Kâr payı stopajı %15 (%10 veya 1,2 milyon EUR paya sahip AB/anlaşma ülkesi ana şirketleri için istisna)."), 15),
    parentSubsidiary: p1("psd:LUX", acd, tx("No withholding on dividends to EU/treaty parents (art. 147).", "AB/anlaşma ülkesi ana şirketlerine ödenen kâr paylarında stopaj yok (md. 147)."), true),
  },
  owner: {
    dividend: p1("dividend:LUX", PWC("luxembourg", "individual", "taxes-on-personal-income", "Luxembourg"), tx("Half of a dividend from an EU/treaty company is exempt; the rest is taxed at progressive rates up to 42 % plus 9 % solidarity surcharge (top rate applied).", "AB/anlaşma ülkesi şirketinden alınan kâr payının yarısı istisnadır; kalanı %42'ye kadar artan oranlarla artı %9 dayanışma vergisiyle vergilendirilir (en yüksek oran uygulanır)."), { inclusion: 0.5, allowance: 0, bands: [{ upTo: null, rate: 42 }], surchargeOnTax: 9 }),
    corporateDividendExempt: p1("participation-owner:LUX", acd, tx("Participation exemption.", "İştirak kazancı istisnası."), 1),
    cfc: p1("cfc:LUX", acd, tx("CFC rules for companies (ATAD, art. 164ter).", "Şirketler için KYK kuralları (ATAD, md. 164ter)."), { individuals: false, companies: true, lowTaxBelow: 8.7, activities: ["ip-licensing", "crypto"] }),
  },
};
