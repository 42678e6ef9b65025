import type { CountryRules } from "./country";
import { NO, p1, param, ref } from "./types";
import { tx } from "./turkish";

const emta = ref("Estonian Tax and Customs Board (emta.ee)", "Income tax on distributed profits of resident legal persons (Income Tax Act §§ 4, 50; 22/78 from 1 January 2025)", "https://www.emta.ee/en/business-client/taxes-and-payment/income-tax/taxation-resident-legal-persons");

/** Estonia: profit is taxed only when distributed. */
export const EST: CountryRules = {
  iso3: "EST",
  currency: "EUR",
  eu: true,
  residence: p1("residence:EST", ref("Riigi Teataja", "Income Tax Act § 6 (resident legal person: established under Estonian law)", "https://www.riigiteataja.ee/en/eli/ee/504072018001/consolide/current"), tx("A company established under Estonian law is resident.", "Estonya hukukuna göre kurulan şirket mukimdir."), { incorporation: true, management: false }),
  company: {
    regime: param("cit:EST", emta, tx("Retained profit is not taxed; a distribution is taxed at 22 % of the gross amount (22/78 of the net dividend) from 2025 (20 % before).", "Dağıtılmayan kâr vergilendirilmez; 2025'ten itibaren dağıtım brüt tutarın %22'si (net kâr payının 22/78'i) ile vergilendirilir (öncesinde %20)."), [["2024-01-01", { kind: "distribution", rate: 20 }], ["2025-01-01", { kind: "distribution", rate: 22 }]]),
    participation: p1("participation:EST", emta, tx("Dividends received from a 10 % subsidiary may be redistributed free of tax.", "%10 bağlı ortaklıktan alınan kâr payları vergisiz yeniden dağıtılabilir."), 1),
    qdmtt: NO("EST", "qdmtt", ref("European Commission", "Council Directive (EU) 2022/2523 Art. 50 (Estonia defers the IIR and UTPR)", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
    iir: NO("EST", "iir", ref("European Commission", "Council Directive (EU) 2022/2523 Art. 50", "https://eur-lex.europa.eu/eli/dir/2022/2523/oj")),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:EST", emta, tx("No withholding on dividends paid out of profit taxed at the regular rate.", "Genel oranla vergilendirilmiş kârdan ödenen kâr paylarında stopaj yok."), 0),
    dividendCompany: p1("wht-co:EST", emta, tx("No withholding on dividends to companies.", "Şirketlere ödenen kâr paylarında stopaj yok."), 0),
    parentSubsidiary: p1("psd:EST", emta, tx("No withholding on dividends to EU parents.", "AB ana şirketlerine ödenen kâr paylarında stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:EST", emta, tx("A resident individual pays no income tax on a dividend the company has already paid distribution tax on; foreign dividends are taxed at 22 %.", "Yerleşik kişi, şirketin dağıtım vergisini zaten ödediği kâr payı için gelir vergisi ödemez; yabancı kâr payları %22 ile vergilendirilir."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 22 }], exemptDomestic: true }),
    corporateDividendExempt: p1("participation-owner:EST", emta, tx("Dividends from a 10 % subsidiary are exempt when redistributed.", "%10 bağlı ortaklıktan alınan kâr payları yeniden dağıtıldığında istisnadır."), 1),
    cfc: p1("cfc:EST", emta, tx("CFC rules for companies (Income Tax Act § 22¹).", "Şirketler için KYK kuralları (Gelir Vergisi Kanunu § 22¹)."), { individuals: false, companies: true, lowTaxBelow: 11, activities: ["ip-licensing", "crypto"] }),
  },
};
