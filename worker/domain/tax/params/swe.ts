import type { CountryRules } from "./country";
import { EXIT_TAXES } from "./relocation";
import { p1, ref } from "./types";
import { tx } from "./turkish";

const il = ref("Sveriges riksdag", "Inkomstskattelag (1999:1229): 6 kap. 3 § (residence by registration), 2 kap. 29 § / 6 kap. 11 § (permanent establishment), 65 kap. 14 § (20.6 %), 24 kap. (exempt participations), 57 kap. (3:12 rules), 39 a kap. (CFC), 3 kap. 19 § (ten-year rule)", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/inkomstskattelag-19991229_sfs-1999-1229/");
const sk = ref("Skatteverket", "Fåmansföretag: utdelning (3:12), 2025: schablonbelopp SEK 209,550 at 20 %; excess taxed as earned income", "https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/aktiebolag/famansforetag.4.18e1b10334ebe8bc80002497.html");

/** Sweden: owner residence in full and company location. */
export const SWE: CountryRules = {
  iso3: "SWE",
  currency: "SEK",
  eu: true,
  residence: p1("residence:SWE", il, tx("A company registered in Sweden is resident; a foreign company run from Sweden has a permanent establishment there and is taxed on its profit in Sweden.", "İsveç'te tescil edilen şirket mukimdir; İsveç'ten yönetilen yabancı şirketin orada daimi işyeri vardır ve kârı İsveç'te vergilendirilir."), { incorporation: true, management: true }),
  company: {
    regime: p1("cit:SWE", il, tx("Corporate income tax 20.6 %.", "Kurumlar vergisi %20,6."), { kind: "bands", bands: [{ upTo: null, rate: 20.6 }] }),
    participation: p1("participation:SWE", il, tx("Dividends on business-related shares are exempt.", "İşletmeyle ilgili paylardan alınan kâr payları istisnadır."), 1),
    qdmtt: p1("qdmtt:SWE", ref("Sveriges riksdag", "Lag (2023:875) om tilläggsskatt, from 2024", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2023875-om-tillaggsskatt_sfs-2023-875/"), tx("Domestic top-up tax from 2024.", "2024'ten itibaren yurt içi tamamlayıcı vergi."), true),
    iir: p1("iir:SWE", ref("Sveriges riksdag", "Lag (2023:875) om tilläggsskatt", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2023875-om-tillaggsskatt_sfs-2023-875/"), tx("Income inclusion rule from 2024.", "2024'ten itibaren gelir dahil etme kuralı."), true),
  },
  withholding: {
    dividendIndividual: p1("wht-ind:SWE", ref("Sveriges riksdag", "Kupongskattelag (1970:624) (30 %)", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/kupongskattelag-1970624_sfs-1970-624/"), tx("Dividend withholding tax 30 %.", "Kâr payı stopajı %30."), 30),
    dividendCompany: p1("wht-co:SWE", ref("Sveriges riksdag", "Kupongskattelag (1970:624) 4 § (EU parents exempt)", "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/kupongskattelag-1970624_sfs-1970-624/"), tx("Dividends to non-resident companies: 30 % (0 % to EU parents of 10 %).", "Yurt dışında yerleşik şirketlere kâr payları: %30 (%10 paya sahip AB ana şirketlerine %0)."), 30),
    parentSubsidiary: p1("psd:SWE", il, tx("No withholding to EU parents of 10 %.", "%10 paya sahip AB ana şirketlerine stopaj yok."), true),
  },
  owner: {
    // 3:12 rules for an owner-manager: up to the standard amount 20 %; above it, earned income (about 52 % at the top) up to 90 income base amounts; beyond that 30 %.
    dividend: p1("dividend:SWE", sk, tx("An owner-manager of a closely held company pays 20 % on dividends up to the standard amount (SEK 209,550 for 2025); the excess is taxed as earned income (about 52 % at the top: municipal ≈ 32 % + state 20 %) up to 90 income base amounts (SEK 7,254,000), above that 30 %.", "Dar ortaklı bir şirketin ortak-yöneticisi, standart tutara (2025 için 209.550 SEK) kadar kâr paylarında %20 öder; aşan kısım 90 gelir baz tutarına (7.254.000 SEK) kadar ücret geliri olarak vergilendirilir (en üstte yaklaşık %52: belediye ≈ %32 + devlet %20), bunun üzeri %30."), { inclusion: 1, allowance: 0, bands: [{ upTo: 209_550, rate: 20 }, { upTo: 7_254_000, rate: 52 }, { upTo: null, rate: 30 }] }),
    corporateDividendExempt: p1("participation-owner:SWE", il, tx("Dividends on business-related shares are exempt.", "İşletmeyle ilgili paylardan alınan kâr payları istisnadır."), 1),
    cfc: p1("cfc:SWE", il, tx("CFC rules (39 a kap.) reach individuals and companies owning 25 % of a foreign entity taxed below 55 % of the Swedish tax (about 11.33 %).", "KYK kuralları (39 a kap.), İsveç vergisinin %55'inin (yaklaşık %11,33) altında vergilendirilen yabancı bir kuruluşun %25'ine sahip kişileri ve şirketleri kapsar."), { individuals: true, companies: true, lowTaxBelow: 11.33, activities: "all" }),
    exitTax: EXIT_TAXES.SWE,
  },
};
