import type { CountryRules } from "./country";
import { p1, ref } from "./types";
import { tx } from "./turkish";

const fin = (title: string) => ref("SPF Finances (finances.belgium.be)", title, "https://finances.belgium.be/fr/entreprises/impot_des_societes");

/** Belgium: owner residence in full and company location. */
export const BEL: CountryRules = {
  iso3: "BEL",
  currency: "EUR",
  eu: true,
  residence: p1("residence:BEL", fin("CIR 92 art. 2 §1 5° (principal establishment or seat of management in Belgium)"), tx("A company with its principal establishment or seat of management in Belgium is resident.", "Asıl işyeri veya yönetim merkezi Belçika'da olan şirket mukimdir."), { incorporation: true, management: true }),
  company: {
    // The 20 % SME rate needs a director's pay of EUR 45,000 or more; the convention (no salary) rules it out.
    regime: p1("cit:BEL", fin("CIR 92 art. 215 (25 %; 20 % SME rate on the first EUR 100,000 only if a director earns at least EUR 45,000)"), tx("Corporate income tax 25 % (the 20 % SME rate needs a director's remuneration of at least EUR 45,000, which this report does not assume).", "Kurumlar vergisi %25 (%20 KOBİ oranı en az 45.000 EUR yönetici ücreti gerektirir; bu rapor bunu varsaymaz)."), { kind: "bands", bands: [{ upTo: null, rate: 25 }] }),
    participation: p1("participation:BEL", fin("CIR 92 art. 202–203 (dividends received deduction 100 %)"), tx("Dividends received deduction: 100 % of qualifying dividends.", "Alınan kâr payı indirimi: nitelikli kâr paylarının %100'ü."), 1),
    qdmtt: p1("qdmtt:BEL", fin("Law of 19 December 2023 (minimum tax, QDMTT) from 2024"), tx("Domestic top-up tax from 2024.", "2024'ten itibaren yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:BEL", fin("Law of 19 December 2023 (IIR) from 2024"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:BEL", fin("CIR 92 art. 269 (précompte mobilier 30 %)"), tx("Dividends: 30 % withholding.", "Kâr payları: %30 stopaj."), 30),
    dividendCompany: p1("wht-co:BEL", fin("CIR 92 art. 269; AR/CIR 92 art. 106 (EU parents exempt)"), tx("Dividends to non-resident companies: 30 % (0 % to EU parents).", "Yurt dışında yerleşik şirketlere kâr payları: %30 (AB ana şirketlerine %0)."), 30),
    parentSubsidiary: p1("psd:BEL", fin("AR/CIR 92 art. 106 §5"), tx("No withholding to EU parents of 10 % held one year.", "Bir yıl elde tutulan %10 paya sahip AB ana şirketlerine stopaj yok."), true),
  },
  owner: {
    dividend: p1("dividend:BEL", fin("CIR 92 art. 171 (dividends 30 %, final)"), tx("Dividends: 30 % (withholding is final).", "Kâr payları: %30 (stopaj nihai vergidir)."), { inclusion: 1, allowance: 0, bands: [{ upTo: null, rate: 30 }] }),
    corporateDividendExempt: p1("participation-owner:BEL", fin("CIR 92 art. 202–203"), tx("100 % dividends received deduction.", "%100 alınan kâr payı indirimi."), 1),
    cfc: p1("cfc:BEL", fin("CIR 92 art. 5/1 (Cayman tax: look-through for legal arrangements taxed below 15 %); art. 185/2 (CFC for companies)"), tx("The 'Cayman tax' makes a founder of a low-taxed legal arrangement (foreign entity taxed below 15 %) taxable on its income as if received directly.", "'Cayman vergisi', düşük vergilendirilen bir hukuki yapının (%15'in altında vergilendirilen yabancı kuruluş) kurucusunu, yapının gelirini doğrudan elde etmiş gibi vergilendirir."), { individuals: true, companies: true, lowTaxBelow: 15, activities: "all" }),
  },
};
