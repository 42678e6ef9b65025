import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";
import { tx } from "./turkish";

const iras = ref("Inland Revenue Authority of Singapore", "Corporate income tax rate, rebates and tax exemption schemes (17 %; partial tax exemption)", "https://www.iras.gov.sg/taxes/corporate-income-tax/basics-of-corporate-income-tax/corporate-income-tax-rate-rebates-tax-exemption-schemes");
const irasRes = ref("Inland Revenue Authority of Singapore", "Tax residency of a company (control and management exercised in Singapore)", "https://www.iras.gov.sg/taxes/corporate-income-tax/basics-of-corporate-income-tax/tax-residency-of-a-company-or-individual");
const mtt = ref("Inland Revenue Authority of Singapore", "Multinational Enterprise (Minimum Tax) Act 2024: domestic top-up tax and IIR from 1 January 2025", "https://www.iras.gov.sg/taxes/corporate-income-tax/multinational-enterprise-minimum-tax");

/** Singapore: 17 % with partial exemption; one-tier dividends. */
export const SGP: CountryRules = {
  iso3: "SGP",
  currency: "SGD",
  eu: false,
  residence: p1("residence:SGP", irasRes, tx("A company is resident where its control and management (the board's strategic decisions) is exercised.", "Şirket, kontrol ve yönetiminin (yönetim kurulunun stratejik kararlarının) yürütüldüğü yerde mukimdir."), { incorporation: false, management: true }),
  company: {
    // Partial tax exemption: 75 % of the first S$10,000 and 50 % of the next S$190,000 are exempt from 17 %.
    regime: p1("cit:SGP", iras, tx("17 % with partial exemption: 75 % of the first S$10,000 and 50 % of the next S$190,000 exempt.", "Kısmi istisnayla %17: ilk 10.000 S$'ın %75'i ve sonraki 190.000 S$'ın %50'si istisnadır."), { kind: "bands", bands: [{ upTo: 10_000, rate: 4.25 }, { upTo: 200_000, rate: 8.5 }, { upTo: null, rate: 17 }] }),
    participation: p1("participation:SGP", iras, tx("Foreign dividends received are exempt when taxed abroad at 15 % or more (s.13(8)); one-tier dividends are exempt.", "Yurt dışında %15 veya daha yüksek oranla vergilendirilmiş yabancı kâr payları istisnadır (s.13(8)); tek kademeli (one-tier) kâr payları istisnadır."), 1),
    qdmtt: param("qdmtt:SGP", mtt, tx("Domestic top-up tax from 2025.", "2025'ten itibaren yurt içi tamamlayıcı vergi."), [["2024-01-01", false], ["2025-01-01", true]]),
    iir: param("iir:SGP", mtt, tx("Income inclusion rule from 2025.", "2025'ten itibaren gelir dahil etme kuralı."), [["2024-01-01", false], ["2025-01-01", true]]),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:SGP", iras, tx("No withholding tax on dividends (one-tier system).", "Kâr paylarında stopaj yok (tek kademeli sistem)."), 0),
    dividendCompany: p1("wht-co:SGP", iras, tx("No withholding tax on dividends.", "Kâr paylarında stopaj yok."), 0),
  },
  owner: {
    dividend: p1("dividend:SGP", ref("Inland Revenue Authority of Singapore", "Dividends (one-tier, exempt); foreign-sourced income received by individuals exempt", "https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/what-is-taxable-what-is-not/dividends"), tx("One-tier dividends and foreign dividends received by individuals are exempt.", "Kişilerin aldığı tek kademeli (one-tier) kâr payları ve yabancı kâr payları istisnadır."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:SGP", iras, tx("Foreign dividends exempt when taxed abroad at 15 % or more.", "Yurt dışında %15 veya daha yüksek oranla vergilendirilmiş yabancı kâr payları istisnadır."), 1),
    cfc: p1("cfc:SGP", iras, tx("No CFC rules.", "Kontrol edilen yabancı kurum (KYK) kuralı yok."), null),
  },
};

const ird = ref("Inland Revenue Department, Hong Kong", "Two-tiered profits tax rates; territorial source principle (DIPN 21)", "https://www.ird.gov.hk/eng/tax/bus_pft_tprt.htm");
const hkmtt = ref("Inland Revenue Department, Hong Kong", "Inland Revenue (Amendment) (Minimum Tax for Multinational Enterprise Groups) Ordinance 2025: HKMTT and IIR from 1 January 2025", "https://www.ird.gov.hk/eng/tax/gmt.htm");

/** Hong Kong: territorial two-tier profits tax. */
export const HKG: CountryRules = {
  iso3: "HKG",
  currency: "HKD",
  eu: false,
  residence: p1("residence:HKG", ird, tx("Territorial: profits tax is charged on Hong Kong-source profits of a business carried on in Hong Kong; incorporation alone creates no charge, and profits from operations carried out abroad are offshore.", "Ülkesellik esası: kâr vergisi, Hong Kong'da yürütülen bir işin Hong Kong kaynaklı kârına uygulanır; yalnızca orada kurulmuş olmak vergi doğurmaz, yurt dışında yürütülen işlemlerden elde edilen kâr yurt dışı kaynaklıdır."), { incorporation: false, management: true }),
  company: {
    regime: p1("cit:HKG", ird, tx("Two-tiered profits tax: 8.25 % on the first HK$2 million, 16.5 % above (one entity per connected group).", "İki kademeli kâr vergisi: ilk 2 milyon HK$ %8,25, üzeri %16,5 (bağlantılı grup başına bir kuruluş)."), { kind: "bands", bands: [{ upTo: 2_000_000, rate: 8.25 }, { upTo: null, rate: 16.5 }] }),
    participation: p1("participation:HKG", ird, tx("Dividends are not taxable.", "Kâr payları vergiye tabi değildir."), 1),
    qdmtt: param("qdmtt:HKG", hkmtt, tx("Hong Kong minimum top-up tax from 2025.", "2025'ten itibaren Hong Kong asgari tamamlayıcı vergisi."), [["2024-01-01", false], ["2025-01-01", true]]),
    iir: param("iir:HKG", hkmtt, tx("Income inclusion rule from 2025.", "2025'ten itibaren gelir dahil etme kuralı."), [["2024-01-01", false], ["2025-01-01", true]]),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:HKG", ird, tx("No withholding tax on dividends.", "Kâr paylarında stopaj yok."), 0),
    dividendCompany: p1("wht-co:HKG", ird, tx("No withholding tax on dividends.", "Kâr paylarında stopaj yok."), 0),
  },
  owner: {
    dividend: p1("dividend:HKG", ird, tx("Dividends are not taxed (salaries tax covers employment income only).", "Kâr payları vergilendirilmez (ücret vergisi yalnızca istihdam gelirini kapsar)."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 0 }], foreignExempt: true }),
    corporateDividendExempt: p1("participation-owner:HKG", ird, tx("Dividends are not taxable.", "Kâr payları vergiye tabi değildir."), 1),
    cfc: p1("cfc:HKG", ird, tx("No CFC rules.", "Kontrol edilen yabancı kurum (KYK) kuralı yok."), null),
  },
};
