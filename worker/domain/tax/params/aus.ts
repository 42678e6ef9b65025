import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";
import { tx } from "./turkish";

const ato = (title: string, url: string) => ref("Australian Taxation Office / Federal Register of Legislation", title, url);
const itaa = ato("Income Tax Assessment Act 1936 s.6(1) (resident company: incorporated in Australia, or carrying on business with central management and control in Australia); Part X (CFC)", "https://www.legislation.gov.au/C1936A00027/latest/text");

/** Australia: owner residence in full and company location. The income year starts 1 July. */
export const AUS: CountryRules = {
  iso3: "AUS",
  currency: "AUD",
  eu: false,
  yearStart: "07-01",
  residence: p1("residence:AUS", itaa, tx("A company incorporated in Australia is resident; a foreign company carrying on business in Australia with its central management and control there is resident.", "Avustralya'da kurulan şirket mukimdir; Avustralya'da iş yapan ve merkezi yönetim ve kontrolü orada olan yabancı şirket de mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:AUS", ato("Company tax rates (30 %; 25 % for a base rate entity: turnover under AUD 50 million and at most 80 % passive income)", "https://www.ato.gov.au/tax-rates-and-codes/company-tax-rates"), tx("Company tax 30 %; a base rate entity (turnover under AUD 50 million, at most 80 % passive income) pays 25 %.", "Şirket vergisi %30; temel oran işletmesi (cirosu 50 milyon AUD'nin altında, pasif geliri en fazla %80) %25 öder."), { kind: "bands", bands: [{ upTo: null, rate: 30 }], small: { maxRevenue: 50_000_000, bands: [{ upTo: null, rate: 25 }] } }),
    participation: p1("participation:AUS", ato("ITAA 1997 s.768-5 (foreign equity distributions on participation interests of 10 % are non-assessable)", "https://www.legislation.gov.au/C2004A05138/latest/text"), tx("Foreign dividends on participations of 10 % or more are non-assessable.", "%10 veya daha fazla iştiraklerden alınan yabancı kâr payları vergiye tabi değildir."), 1),
    qdmtt: p1("qdmtt:AUS", ato("Taxation (Multinational—Global and Domestic Minimum Tax) Act 2024", "https://www.legislation.gov.au/C2024A00134/latest/text"), tx("Domestic minimum tax from 2024.", "2024'ten itibaren yurt içi asgari vergi."), true),
    iir: p1("iir:AUS", ato("Taxation (Multinational—Global and Domestic Minimum Tax) Act 2024", "https://www.legislation.gov.au/C2024A00134/latest/text"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:AUS", ato("Withholding from dividends paid to foreign residents (unfranked: 30 %; franked: none)", "https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/withholding-from-payments-to-foreign-residents"), tx("Unfranked dividends to non-residents: 30 %; franked dividends: none.", "Yurt dışında yerleşiklere vergi kredisi taşımayan (unfranked) kâr payları: %30; vergi kredili (franked) kâr payları: stopaj yok."), 30),
    dividendCompany: p1("wht-co:AUS", ato("Withholding from dividends paid to foreign residents", "https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/withholding-from-payments-to-foreign-residents"), tx("Unfranked dividends to non-resident companies: 30 %.", "Yurt dışında yerleşik şirketlere vergi kredisi taşımayan (unfranked) kâr payları: %30."), 30),
  },
  owner: {
    // Resident individual rates incl. 2 % Medicare levy; a franked dividend is grossed up and the company tax credited.
    dividend: param("dividend:AUS", ato("Individual income tax rates (residents) 2025–26 and 2026–27 (16 % bracket cut to 15 % from 1 July 2026); Medicare levy 2 %; franking credits (ITAA 1997 Div. 207)", "https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents"), tx("Resident rates 0 / 16 / 30 / 37 / 45 % (16 % → 15 % from 1 July 2026) plus 2 % Medicare levy; a franked dividend is grossed up by the company tax, which is credited (refundable).", "Yerleşik oranları %0 / 16 / 30 / 37 / 45 (1 Temmuz 2026'dan itibaren %16 → %15) ve %2 Medicare katkısı; vergi kredili (franked) kâr payı şirket vergisiyle brütleştirilir ve bu vergi mahsup edilir (iadeli)."), [
      ["2025-07-01", { inclusion: 1, allowance: 0, imputation: true, bands: [{ upTo: 18_200, rate: 0 }, { upTo: 45_000, rate: 18 }, { upTo: 135_000, rate: 32 }, { upTo: 190_000, rate: 39 }, { upTo: null, rate: 47 }] }],
      ["2026-07-01", { inclusion: 1, allowance: 0, imputation: true, bands: [{ upTo: 18_200, rate: 0 }, { upTo: 45_000, rate: 17 }, { upTo: 135_000, rate: 32 }, { upTo: 190_000, rate: 39 }, { upTo: null, rate: 47 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:AUS", ato("ITAA 1997 s.768-5", "https://www.legislation.gov.au/C2004A05138/latest/text"), tx("Non-assessable foreign equity distributions.", "Vergiye tabi olmayan yabancı sermaye dağıtımları."), 1),
    cfc: p1("cfc:AUS", itaa, tx("CFC rules (Part X) attribute tainted (passive) income of a controlled foreign company to Australian residents, individuals and companies.", "KYK kuralları (Part X), kontrol edilen yabancı şirketin pasif gelirini Avustralya'da yerleşik kişilere ve şirketlere atfeder."), { individuals: true, companies: true, lowTaxBelow: 30, activities: ["holding", "ip-licensing", "crypto"] }),
    exitTax: EXIT_TAXES.AUS,
  },
};
