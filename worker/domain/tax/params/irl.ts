import type { CountryRules } from "./country";
import { p1, param, ref } from "./types";
import { tx } from "./turkish";

const rev = (title: string, url: string) => ref("Revenue (revenue.ie) / Irish Statute Book", title, url);
const ct = rev("Taxes Consolidation Act 1997 s.21 (12.5 % trading), s.21A (25 % non-trading), s.23A (company residence)", "https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/corporation-tax/index.aspx");
const dwt = rev("Dividend Withholding Tax (TCA 1997 Part 6 Ch. 8A: 25 %; s.172D exemptions; s.831 Parent-Subsidiary Directive)", "https://www.revenue.ie/en/companies-and-charities/dividend-withholding-tax/index.aspx");

/** Ireland: company location and owner residence. */
export const IRL: CountryRules = {
  iso3: "IRL",
  currency: "EUR",
  eu: true,
  residence: p1("residence:IRL", ct, tx("A company incorporated in Ireland is resident (TCA 1997 s.23A) unless a treaty makes it resident elsewhere; a foreign company is resident if centrally managed and controlled in Ireland.", "İrlanda'da kurulan şirket, bir vergi anlaşması onu başka yerde mukim kılmadıkça mukimdir (TCA 1997 s.23A); yabancı şirket, merkezi yönetim ve kontrolü İrlanda'daysa mukimdir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:IRL", ct, tx("Corporation tax 12.5 % on trading income.", "Ticari kazançta kurumlar vergisi %12,5."), { kind: "bands", bands: [{ upTo: null, rate: 12.5 }] }),
    participation: p1("participation:IRL", rev("Finance Act 2024 s.50: participation exemption for certain foreign distributions (TCA 1997 s.831B), from 1 January 2025; Tax and Duty Manual Part 35-02-11", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-35/35-02-11.pdf"), tx("Dividends from EU/EEA and treaty subsidiaries of 5 % or more are exempt (elective, from 2025).", "AB/AEA ve anlaşma ülkelerindeki %5 veya daha fazla bağlı ortaklıklardan alınan kâr payları istisnadır (seçimlik, 2025'ten itibaren)."), 1),
    ipBox: p1("ipbox:IRL", rev("Knowledge Development Box (TCA 1997 s.769G–769R)", "https://www.revenue.ie/en/companies-and-charities/reliefs-and-exemptions/knowledge-development-box/index.aspx"), tx("Knowledge development box: 10 % on qualifying profit from patents and copyrighted software (nexus).", "Bilgi geliştirme kutusu: patentlerden ve telif hakkıyla korunan yazılımdan elde edilen nitelikli kârda %10 (nexus)."), 10),
    qdmtt: p1("qdmtt:IRL", rev("Finance (No. 2) Act 2023 s.94: Part 4A TCA 1997 (Pillar Two minimum tax), QDTT from 31 Dec 2023; Tax and Duty Manual Part 04A-01-02", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-04a/04a-01-02.pdf"), tx("Qualified domestic top-up tax from 2024.", "2024'ten itibaren nitelikli yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:IRL", rev("Part 4A TCA 1997 (IIR); Tax and Duty Manual Part 04A-01-02", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-04a/04a-01-02.pdf"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:IRL", dwt, tx("Dividend withholding tax 25 %.", "Kâr payı stopajı %25."), 25),
    dividendCompany: p1("wht-co:IRL", dwt, tx("Dividend withholding tax 25 % (exemptions for EU/treaty companies).", "Kâr payı stopajı %25 (AB/anlaşma ülkesi şirketleri için istisnalar)."), 25),
    treatyResidentIndividualsExempt: p1("wht-exempt:IRL", dwt, tx("Individuals resident in an EU member state or a treaty country (not resident in Ireland) are exempt from DWT on declaration (s.172D).", "Bir AB üye devletinde veya anlaşma ülkesinde yerleşik (İrlanda'da yerleşik olmayan) kişiler, beyanla kâr payı stopajından (DWT) muaftır (s.172D)."), true),
    parentSubsidiary: p1("psd:IRL", dwt, tx("No DWT on dividends to companies resident in the EU or a treaty country (s.172D, s.831).", "AB'de veya bir anlaşma ülkesinde yerleşik şirketlere ödenen kâr paylarında DWT yok (s.172D, s.831)."), true),
  },
  owner: {
    // USC's 2 % band: to EUR 27,382 in 2025, to EUR 28,700 from 1 January 2026 (Budget 2026); the rest unchanged.
    dividend: param("dividend:IRL", rev("Tax rates, bands and reliefs 2025 and 2026 (income tax 20 % / 40 %, single band EUR 44,000; USC 0.5 / 2 / 3 / 8 %, the 2 % band to EUR 28,700 from 2026 (Budget 2026); personal credit EUR 2,000)", "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/tax-relief-charts/index.aspx"), tx("Dividends are income: 20 % up to EUR 44,000 and 40 % above, plus universal social charge (0.5 % to EUR 12,012, 2 % to EUR 27,382 (EUR 28,700 from 2026), 3 % to EUR 70,044, 8 % above), less the EUR 2,000 personal credit. PRSI (social insurance) is not included.", "Kâr payları gelirdir: 44.000 EUR'ya kadar %20, üzeri %40, artı evrensel sosyal katkı (12.012 EUR'ya kadar %0,5, 27.382 EUR'ya kadar %2 (2026'dan itibaren 28.700 EUR), 70.044 EUR'ya kadar %3, üzeri %8), eksi 2.000 EUR kişisel vergi kredisi. PRSI (sosyal sigorta) dahil değildir."), [
      ["2025-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 12_012, rate: 20.5 }, { upTo: 27_382, rate: 22 }, { upTo: 44_000, rate: 23 }, { upTo: 70_044, rate: 43 }, { upTo: null, rate: 48 }], credit: 2000 }],
      ["2026-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 12_012, rate: 20.5 }, { upTo: 28_700, rate: 22 }, { upTo: 44_000, rate: 23 }, { upTo: 70_044, rate: 43 }, { upTo: null, rate: 48 }], credit: 2000 }],
    ]),
    corporateDividendExempt: p1("participation-owner:IRL", rev("TCA 1997 s.831B (participation exemption for certain foreign distributions, from 2025); Tax and Duty Manual Part 35-02-11", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-35/35-02-11.pdf"), tx("Foreign dividends from EU/EEA/treaty subsidiaries exempt (from 2025).", "AB/AEA/anlaşma ülkelerindeki bağlı ortaklıklardan alınan yabancı kâr payları istisnadır (2025'ten itibaren)."), 1),
    cfc: p1("cfc:IRL", rev("TCA 1997 Part 35B, ss.835I–835Y (CFC rules, companies); Tax and Duty Manual Part 35b-01-01", "https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-35b/35b-01-01.pdf"), tx("CFC rules apply to Irish companies only.", "KYK kuralları yalnızca İrlanda şirketlerine uygulanır."), { individuals: false, companies: true, lowTaxBelow: 6.25, activities: ["ip-licensing", "crypto"] }),
  },
};
