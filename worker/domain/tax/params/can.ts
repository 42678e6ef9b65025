import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, ref } from "./types";
import { tx } from "./turkish";

const cra = (title: string, url: string) => ref("Canada Revenue Agency / Justice Laws", title, url);
const ita = cra("Income Tax Act s.250(4) (incorporated in Canada: resident), s.125 (small business deduction), s.82 / s.121 (dividend gross-up and credit), s.91 (FAPI), s.128.1 (departure tax)", "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/");
const rates = cra("Corporation tax rates (federal 9 % small business / 15 % general; Ontario 3.2 % / 11.5 %)", "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/corporations/corporation-tax-rates.html");

/** Canada. Province assumed: Ontario. */
export const CAN: CountryRules = {
  iso3: "CAN",
  currency: "CAD",
  eu: false,
  residence: p1("residence:CAN", ita, tx("A company incorporated in Canada is resident; a foreign company whose central management and control is in Canada is resident under the common law.", "Kanada'da kurulan şirket mukimdir; merkezi yönetim ve kontrolü Kanada'da olan yabancı şirket de örf ve adet hukukuna (common law) göre mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:CAN", rates, tx("Canadian-controlled private corporation, Ontario: 12.2 % on the first CAD 500,000 of active business income, 26.5 % above.", "Kanada kontrolündeki özel şirket, Ontario: aktif ticari gelirin ilk 500.000 CAD'si %12,2, üzeri %26,5."), { kind: "bands", bands: [{ upTo: 500_000, rate: 12.2 }, { upTo: null, rate: 26.5 }] }),
    participation: p1("participation:CAN", ita, tx("Dividends from foreign affiliates out of exempt surplus (active income in treaty countries) are deductible (s.113).", "Yabancı bağlı şirketlerden istisna fazladan (anlaşma ülkelerindeki aktif gelir) dağıtılan kâr payları indirilebilir (s.113)."), 1),
    qdmtt: p1("qdmtt:CAN", cra("Global Minimum Tax Act (2024): domestic minimum top-up tax", "https://laws-lois.justice.gc.ca/eng/acts/G-3.5/"), tx("Domestic top-up tax from 2024.", "2024'ten itibaren yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:CAN", cra("Global Minimum Tax Act (2024): IIR", "https://laws-lois.justice.gc.ca/eng/acts/G-3.5/"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:CAN", cra("Income Tax Act Part XIII s.212(2) (25 %)", "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/"), tx("Dividends to non-residents: 25 % (before treaty).", "Yurt dışında yerleşiklere kâr payları: %25 (vergi anlaşması öncesi)."), 25),
    dividendCompany: p1("wht-co:CAN", cra("Income Tax Act Part XIII s.212(2) (25 %)", "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/"), tx("Dividends to non-resident companies: 25 % (before treaty).", "Yurt dışında yerleşik şirketlere kâr payları: %25 (vergi anlaşması öncesi)."), 25),
  },
  owner: {
    // Ontario top combined rates after gross-up and dividend tax credit: non-eligible 47.74 %, eligible 39.34 %; foreign dividends are ordinary income (53.53 %).
    dividend: p1("dividend:CAN", cra("Combined federal and Ontario top marginal rates 2025: non-eligible dividends 47.74 %, eligible 39.34 %, ordinary income 53.53 %", "https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/canadian-income-tax-rates-individuals-current-previous-years.html"), tx("Dividends of a Canadian company out of income taxed at the small business rate are non-eligible (Ontario top rate 47.74 %), out of income taxed at the general rate eligible (39.34 %); foreign dividends are ordinary income (53.53 %), with credit for foreign tax.", "Kanada şirketinin küçük işletme oranıyla vergilenmiş gelirinden dağıttığı kâr payları uygun olmayan (non-eligible) kâr payıdır (Ontario en yüksek oranı %47,74), genel oranla vergilenmiş gelirinden dağıttıkları uygun (eligible) kâr payıdır (%39,34); yabancı kâr payları olağan gelirdir (%53,53) ve yabancı vergi mahsup edilir."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 53.53 }], domesticInclusion: 47.74 / 53.53, eligible: { smallBusinessLimit: 500_000, generalRate: 26.5, rate: 39.34 } }),
    corporateDividendExempt: p1("participation-owner:CAN", ita, tx("Exempt surplus dividends deductible.", "İstisna fazladan dağıtılan kâr payları indirilebilir."), 1),
    cfc: p1("cfc:CAN", ita, tx("Foreign accrual property income (passive income) of a controlled foreign affiliate is taxed to Canadian shareholders, individuals and companies, each year.", "Kontrol edilen yabancı bağlı şirketin yabancı tahakkuk eden varlık geliri (pasif gelir) her yıl Kanadalı pay sahiplerinde, kişilerde ve şirketlerde vergilendirilir."), { individuals: true, companies: true, lowTaxBelow: 25, activities: ["holding", "ip-licensing", "crypto"] }),
    exitTax: EXIT_TAXES.CAN,
  },
};
