import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, param, ref } from "./types";

const il = ref("Sveriges riksdag", "Inkomstskattelag (1999:1229): 6 kap. 3 § (residence by registration), 2 kap. 29 § / 6 kap. 11 § (permanent establishment), 65 kap. 14 § (20.6 %), 24 kap. (exempt participations), 57 kap. (3:12 rules), 39 a kap. (CFC), 3 kap. 19 § (ten-year rule)", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/inkomstskattelag-19991229_sfs-1999-1229/");
const sk = ref("Skatteverket; PwC Sverige", "Fåmansföretag: utdelning (3:12), 2025: schablonbelopp 2.75 income base amounts = SEK 209,550 at 20 %; from 2026 the new 3:12 rules (adopted 26 Nov 2025): grundbelopp 4 income base amounts = SEK 322,400 (PwC Sverige, \"Nya 3:12-regler träder i kraft 1 januari 2026\", blogg.pwc.se/taxmatters/nya-312-regler); excess taxed as earned income", "https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/aktiebolag/famansforetag.4.18e1b10334ebe8bc80002497.html", "2026-12-07");

/** Sweden: owner residence in full and company location. */
export const SWE: CountryRules = {
  iso3: "SWE",
  currency: "SEK",
  eu: true,
  residence: p1("residence:SWE", il, "A company registered in Sweden is resident; a foreign company run from Sweden has a permanent establishment there and is taxed on its profit in Sweden.", { incorporation: true, management: true }),
  company: {
    regime: p1("cit:SWE", il, "Corporate income tax 20.6 %.", { kind: "bands", bands: [{ upTo: null, rate: 20.6 }] }),
    participation: p1("participation:SWE", il, "Dividends on business-related shares are exempt.", 1),
    qdmtt: p1("qdmtt:SWE", ref("Sveriges riksdag", "Lag (2023:875) om tilläggsskatt, from 2024", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2023875-om-tillaggsskatt_sfs-2023-875/"), "Domestic top-up tax from 2024.", true),
    iir: p1("iir:SWE", ref("Sveriges riksdag", "Lag (2023:875) om tilläggsskatt", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2023875-om-tillaggsskatt_sfs-2023-875/"), "Income inclusion rule from 2024.", true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:SWE", ref("Sveriges riksdag", "Kupongskattelag (1970:624) (30 %)", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/kupongskattelag-1970624_sfs-1970-624/"), "Dividend withholding tax 30 %.", 30),
    dividendCompany: p1("wht-co:SWE", ref("Sveriges riksdag", "Kupongskattelag (1970:624) 4 § (EU parents exempt)", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/kupongskattelag-1970624_sfs-1970-624/"), "Dividends to non-resident companies: 30 % (0 % to EU parents of 10 %).", 30),
    parentSubsidiary: p1("psd:SWE", il, "No withholding to EU parents of 10 %.", true),
  },
  owner: {
    // 3:12 rules for an owner-manager: up to the standard amount 20 %; above it, earned income (about 52 % at the top) up to 90 income base amounts; beyond that 30 %.
    dividend: param("dividend:SWE", sk, "An owner-manager of a closely held company pays 20 % on dividends up to the standard amount (SEK 209,550 for 2025; the basic amount of the new rules, SEK 322,400, from 2026); the excess is taxed as earned income (about 52 % at the top: municipal ≈ 32 % + state 20 %) up to 90 income base amounts (SEK 7,254,000), above that 30 %.", [
      ["2025-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 209_550, rate: 20 }, { upTo: 7_254_000, rate: 52 }, { upTo: null, rate: 30 }] }],
      ["2026-01-01", { inclusion: 1, allowance: 0, bands: [{ upTo: 322_400, rate: 20 }, { upTo: 7_254_000, rate: 52 }, { upTo: null, rate: 30 }] }],
    ]),
    corporateDividendExempt: p1("participation-owner:SWE", il, "Dividends on business-related shares are exempt.", 1),
    cfc: p1("cfc:SWE", il, "CFC rules (39 a kap.) reach individuals and companies owning 25 % of a foreign entity taxed below 55 % of the Swedish tax (about 11.33 %).", { individuals: true, companies: true, lowTaxBelow: 11.33, activities: "all" }),
    exitTax: EXIT_TAXES.SWE,
  },
};
