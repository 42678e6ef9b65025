/**
 * TaxAtlas seed data: jurisdictions.
 *
 * Rates: Tax Foundation, "Corporate Tax Rates around the World, 2025" (cite as "Tax Foundation, 2025"), with the
 * 2023 table and the 1980–2022 history as earlier points.
 * `rate2023`, `rate2025`, `rateHistory`, `iso2` and `continentCode` are GENERATED from /work/shared/data CSVs by
 * db/seed/data/build-jurisdictions.mjs — do not edit them by hand. Verify with:
 *   node db/seed/data/build-jurisdictions.mjs ../shared/data --check db/seed/data/jurisdictions.ts
 * Names, slugs, regions, summaries, tax authorities and laterChanges are hand-written TaxAtlas editorial content;
 * they are not part of the Tax Foundation dataset (see JURISDICTION_SUMMARY_NOTE).
 */
import type { LocalizedText } from "./types";

export type { LocalizedText };

export type Region = "europe" | "middle-east" | "asia-pacific" | "americas" | "caribbean" | "africa";

/** Continent codes as used in the Tax Foundation CSV (EU, AS, AF, NO = North America, SA, OC). */
export type ContinentCode = "EU" | "AS" | "AF" | "NO" | "SA" | "OC";

export type JurisdictionIso3 = "CYP" | "IRL" | "ARE" | "SGP" | "HKG" | "MLT" | "EST" | "BGR" | "HUN" | "GEO" | "NLD" | "LUX" | "CHE" | "GBR" | "USA" | "PRT" | "MUS" | "SYC" | "PAN" | "VGB" | "CYM" | "BHS" | "BMU" | "TUR" | "DEU" | "FRA" | "ESP" | "ITA" | "CAN" | "AUS" | "JPN" | "IND" | "BRA" | "ISR" | "POL" | "CZE" | "ROU" | "GRC" | "LVA" | "LTU" | "AND" | "MCO" | "GIB" | "IMN" | "JEY" | "GGY" | "MNE" | "MKD" | "QAT" | "SAU" | "AUT" | "BEL" | "LIE" | "BHR" | "SWE";

export interface RateHistoryPoint {
  year: number;
  /** Standard top statutory corporate income tax rate, percent. */
  rate: number;
}

/** A dated change after 2023 that is NOT in the dataset; always carries its own source. */
export interface LaterChange {
  year: number;
  note: LocalizedText;
  source: string;
}

export interface Jurisdiction {
  iso3: JurisdictionIso3;
  iso2: string;
  /** Lowercase, url-safe English name. */
  slug: string;
  name: LocalizedText;
  /** TaxAtlas grouping (editorial), not from the dataset. */
  region: Region;
  /** From the Tax Foundation 2023 CSV. */
  continentCode: ContinentCode;
  /** Standard top statutory CIT rate for 2023, percent (Tax Foundation, 2023): a history point. */
  rate2023: number;
  /** The current headline rate: standard top statutory CIT rate for 2025, percent (Tax Foundation, 2025). */
  rate2025: number;
  /** 1980–2022 history from the same source plus the 2023 and 2025 points; NA years are omitted (missing data, not zero). */
  rateHistory: RateHistoryPoint[];
  /** Editorial overview; special regimes are marked "(not the headline rate)". */
  summary: LocalizedText;
  featured: boolean;
  /** Where to verify the summary (name of the national tax authority). */
  taxAuthority: string;
  laterChanges?: LaterChange[];
}

export interface TaxRateSource {
  name: "Tax Foundation";
  year: 2025;
  title: "Corporate Tax Rates around the World, 2025";
  /** Short citation to show next to every rate. */
  citation: "Tax Foundation, 2025";
  dataset: string;
  definition: LocalizedText;
}

export const TAX_RATE_SOURCE: TaxRateSource = {
  name: "Tax Foundation",
  year: 2025,
  title: "Corporate Tax Rates around the World, 2025",
  citation: "Tax Foundation, 2025",
  dataset: "TaxFoundation/worldwide-corporate-tax-rates (final_outputs/all_rates_2025.csv; final_outputs/all_rates_2023.csv; source_data/data_rates_1980_2022.csv)",
  definition: {
    en: "Standard top statutory corporate income tax rate for 2025, in percent, including sub-central (state, regional or municipal) taxes and surcharges where the source combines them. It excludes special regimes (such as patent boxes, offshore or free-zone regimes and industry-specific rates), lower rates for small businesses and separate rates for non-residents. Historical values (1980–2022 and 2023) come from the same source; years without data are left out, not shown as zero.",
    tr: "2025 yılı için yüzde olarak standart en yüksek yasal kurumlar vergisi oranı; kaynağın birleştirdiği durumlarda eyalet, bölge veya belediye vergileri ile ek vergiler dâhildir. Özel rejimler (patent kutusu, offshore veya serbest bölge rejimleri, sektöre özgü oranlar gibi), küçük işletmelere yönelik düşük oranlar ve yurt dışında yerleşik olanlara uygulanan ayrı oranlar dâhil değildir. Geçmiş değerler (1980–2022 ve 2023) aynı kaynaktan alınmıştır; verisi olmayan yıllar sıfır olarak gösterilmez, dışarıda bırakılır.",
  },
};

/** Shown wherever a jurisdiction summary appears. */
export const JURISDICTION_SUMMARY_NOTE: LocalizedText = {
  en: "Rates: Tax Foundation, 2025 (standard top statutory rate). The summary is a general TaxAtlas overview based on public information, not part of that dataset; tax rules change, so verify details with the national tax authority or a qualified advisor. This is information, not tax advice.",
  tr: "Oranlar: Tax Foundation, 2025 (standart en yüksek yasal oran). Özet, kamuya açık bilgilere dayanan genel bir TaxAtlas değerlendirmesidir ve söz konusu veri setinin parçası değildir. Vergi kuralları değişebilir; ayrıntıları ulusal vergi idaresinden veya yetkin bir danışmandan teyit edin. Bu içerik bilgilendirme amaçlıdır, vergi danışmanlığı değildir.",
};

export const JURISDICTIONS: Jurisdiction[] = [
  {
    iso3: "CYP", iso2: "CY", slug: "cyprus",
    name: { en: "Cyprus", tr: "Güney Kıbrıs" },
    region: "europe", continentCode: "EU", rate2023: 12.5, rate2025: 12.5, rateHistory: [{ year: 1980, rate: 42.5 }, { year: 1981, rate: 42.5 }, { year: 1982, rate: 42.5 }, { year: 1983, rate: 42.5 }, { year: 1984, rate: 42.5 }, { year: 1985, rate: 42.5 }, { year: 1986, rate: 42.5 }, { year: 1987, rate: 42.5 }, { year: 1988, rate: 42.5 }, { year: 1989, rate: 42.5 }, { year: 1990, rate: 42.5 }, { year: 1991, rate: 25 }, { year: 1992, rate: 25 }, { year: 1993, rate: 25 }, { year: 1994, rate: 25 }, { year: 1995, rate: 25 }, { year: 1996, rate: 25 }, { year: 1997, rate: 25 }, { year: 1998, rate: 25 }, { year: 1999, rate: 25 }, { year: 2000, rate: 29 }, { year: 2001, rate: 28 }, { year: 2002, rate: 28 }, { year: 2003, rate: 15 }, { year: 2004, rate: 15 }, { year: 2005, rate: 10 }, { year: 2006, rate: 10 }, { year: 2007, rate: 10 }, { year: 2008, rate: 10 }, { year: 2009, rate: 10 }, { year: 2010, rate: 10 }, { year: 2011, rate: 10 }, { year: 2012, rate: 10 }, { year: 2013, rate: 12.5 }, { year: 2014, rate: 12.5 }, { year: 2015, rate: 12.5 }, { year: 2016, rate: 12.5 }, { year: 2017, rate: 12.5 }, { year: 2018, rate: 12.5 }, { year: 2019, rate: 12.5 }, { year: 2020, rate: 12.5 }, { year: 2021, rate: 12.5 }, { year: 2022, rate: 12.5 }, { year: 2023, rate: 12.5 }, { year: 2025, rate: 12.5 }],
    summary: {
      en: "Cyprus's headline corporate income tax rate was 12.5% in 2023, one of the lowest standard rates in the EU. Clients typically look at Cyprus for EU holding and trading companies, its wide network of double tax treaties and the general absence of withholding tax on dividends paid to non-resident shareholders. The IP box regime offers a lower effective rate on qualifying income (not the headline rate).",
      tr: "Güney Kıbrıs'ın standart kurumlar vergisi oranı 2023'te %12,5'ti; bu, AB'deki en düşük standart oranlardan biridir. Müşteriler burada genellikle AB içinde holding ve ticaret şirketlerine, geniş çifte vergilendirmeyi önleme anlaşması ağına ve yurt dışındaki ortaklara ödenen temettülerde genel olarak stopaj bulunmamasına bakar. Fikri mülkiyet (IP box) rejimi nitelikli gelirde daha düşük bir efektif oran sunar (manşet oran değildir).",
    },
    featured: true,
    taxAuthority: "Cyprus Tax Department",
  },
  {
    iso3: "IRL", iso2: "IE", slug: "ireland",
    name: { en: "Ireland", tr: "İrlanda" },
    region: "europe", continentCode: "EU", rate2023: 12.5, rate2025: 12.5, rateHistory: [{ year: 1980, rate: 45 }, { year: 1981, rate: 45 }, { year: 1982, rate: 50 }, { year: 1983, rate: 50 }, { year: 1984, rate: 50 }, { year: 1985, rate: 50 }, { year: 1986, rate: 50 }, { year: 1987, rate: 50 }, { year: 1988, rate: 47 }, { year: 1989, rate: 43 }, { year: 1990, rate: 43 }, { year: 1991, rate: 40 }, { year: 1992, rate: 40 }, { year: 1993, rate: 40 }, { year: 1994, rate: 40 }, { year: 1995, rate: 38 }, { year: 1996, rate: 36 }, { year: 1997, rate: 36 }, { year: 1998, rate: 32 }, { year: 1999, rate: 28 }, { year: 2000, rate: 24 }, { year: 2001, rate: 20 }, { year: 2002, rate: 16 }, { year: 2003, rate: 12.5 }, { year: 2004, rate: 12.5 }, { year: 2005, rate: 12.5 }, { year: 2006, rate: 12.5 }, { year: 2007, rate: 12.5 }, { year: 2008, rate: 12.5 }, { year: 2009, rate: 12.5 }, { year: 2010, rate: 12.5 }, { year: 2011, rate: 12.5 }, { year: 2012, rate: 12.5 }, { year: 2013, rate: 12.5 }, { year: 2014, rate: 12.5 }, { year: 2015, rate: 12.5 }, { year: 2016, rate: 12.5 }, { year: 2017, rate: 12.5 }, { year: 2018, rate: 12.5 }, { year: 2019, rate: 12.5 }, { year: 2020, rate: 12.5 }, { year: 2021, rate: 12.5 }, { year: 2022, rate: 12.5 }, { year: 2023, rate: 12.5 }, { year: 2025, rate: 12.5 }],
    summary: {
      en: "Ireland's headline rate of 12.5% applies to trading income; non-trading (passive) income is taxed at 25%. Clients typically look at Ireland for EU operating companies with real staff on the ground, especially in technology and life sciences. Groups with annual revenue of €750 million or more are subject to a 15% minimum effective rate under the OECD global minimum tax rules (not the headline rate).",
      tr: "İrlanda'nın %12,5'lik manşet oranı ticari kazançlara uygulanır; ticari olmayan (pasif) gelirler %25 oranında vergilendirilir. Müşteriler İrlanda'ya özellikle teknoloji ve yaşam bilimleri alanında, sahada gerçek çalışanı olan AB faaliyet şirketleri için bakar. Yıllık cirosu 750 milyon avro ve üzerindeki gruplar, OECD küresel asgari vergi kuralları kapsamında %15 asgari efektif orana tabidir (manşet oran değildir).",
    },
    featured: true,
    taxAuthority: "Irish Revenue Commissioners",
  },
  {
    iso3: "ARE", iso2: "AE", slug: "united-arab-emirates",
    name: { en: "United Arab Emirates", tr: "Birleşik Arap Emirlikleri" },
    region: "middle-east", continentCode: "AS", rate2023: 9, rate2025: 9, rateHistory: [{ year: 1980, rate: 0 }, { year: 1981, rate: 0 }, { year: 1982, rate: 0 }, { year: 1983, rate: 0 }, { year: 1984, rate: 0 }, { year: 1985, rate: 0 }, { year: 1986, rate: 0 }, { year: 1987, rate: 0 }, { year: 1988, rate: 0 }, { year: 1989, rate: 0 }, { year: 1990, rate: 0 }, { year: 1991, rate: 0 }, { year: 1992, rate: 0 }, { year: 1993, rate: 0 }, { year: 1994, rate: 0 }, { year: 1995, rate: 0 }, { year: 1996, rate: 0 }, { year: 1997, rate: 0 }, { year: 1998, rate: 0 }, { year: 1999, rate: 0 }, { year: 2000, rate: 0 }, { year: 2001, rate: 0 }, { year: 2002, rate: 0 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 9 }, { year: 2025, rate: 9 }],
    summary: {
      en: "The UAE introduced a federal corporate tax for financial years starting on or after 1 June 2023; the standard rate is 9%, with a 0% band on taxable income up to AED 375,000. Earlier years show 0% because there was no general federal corporate tax. Clients typically look at free-zone companies, where a 0% rate on qualifying income can apply if strict conditions are met (not the headline rate), and at the absence of personal income tax.",
      tr: "BAE, 1 Haziran 2023 veya sonrasında başlayan mali yıllar için federal kurumlar vergisini yürürlüğe koydu; standart oran %9'dur ve 375.000 AED'ye kadar olan vergilendirilebilir gelire %0 uygulanır. Önceki yıllarda genel bir federal kurumlar vergisi olmadığı için oran %0 görünür. Müşteriler genellikle katı koşulların sağlanması hâlinde nitelikli gelire %0 uygulanabilen serbest bölge şirketlerine (manşet oran değildir) ve kişisel gelir vergisinin bulunmamasına bakar.",
    },
    featured: true,
    taxAuthority: "UAE Federal Tax Authority",
  },
  {
    iso3: "SGP", iso2: "SG", slug: "singapore",
    name: { en: "Singapore", tr: "Singapur" },
    region: "asia-pacific", continentCode: "AS", rate2023: 17, rate2025: 17, rateHistory: [{ year: 1980, rate: 40 }, { year: 1981, rate: 40 }, { year: 1982, rate: 40 }, { year: 1983, rate: 40 }, { year: 1984, rate: 40 }, { year: 1985, rate: 40 }, { year: 1986, rate: 40 }, { year: 1987, rate: 33 }, { year: 1988, rate: 33 }, { year: 1989, rate: 33 }, { year: 1990, rate: 32 }, { year: 1991, rate: 31 }, { year: 1992, rate: 31 }, { year: 1993, rate: 30 }, { year: 1994, rate: 27 }, { year: 1995, rate: 27 }, { year: 1996, rate: 26 }, { year: 1997, rate: 26 }, { year: 1998, rate: 26 }, { year: 1999, rate: 26 }, { year: 2000, rate: 26 }, { year: 2001, rate: 25.5 }, { year: 2002, rate: 24.5 }, { year: 2003, rate: 22 }, { year: 2004, rate: 22 }, { year: 2005, rate: 20 }, { year: 2006, rate: 20 }, { year: 2007, rate: 20 }, { year: 2008, rate: 18 }, { year: 2009, rate: 18 }, { year: 2010, rate: 17 }, { year: 2011, rate: 17 }, { year: 2012, rate: 17 }, { year: 2013, rate: 17 }, { year: 2014, rate: 17 }, { year: 2015, rate: 17 }, { year: 2016, rate: 17 }, { year: 2017, rate: 17 }, { year: 2018, rate: 17 }, { year: 2019, rate: 17 }, { year: 2020, rate: 17 }, { year: 2021, rate: 17 }, { year: 2022, rate: 17 }, { year: 2023, rate: 17 }, { year: 2025, rate: 17 }],
    summary: {
      en: "Singapore's headline corporate income tax rate is 17%; partial exemptions lower the effective rate on the first slices of taxable income (not the headline rate). Clients typically look at Singapore as an Asia-Pacific regional headquarters with a large treaty network and a one-tier system under which dividends are tax-exempt in the shareholders' hands.",
      tr: "Singapur'un manşet kurumlar vergisi oranı %17'dir; kısmi istisnalar, vergilendirilebilir gelirin ilk dilimlerinde efektif oranı düşürür (manşet oran değildir). Müşteriler Singapur'a geniş anlaşma ağına sahip bir Asya-Pasifik bölge merkezi olarak ve temettülerin ortaklar nezdinde vergiden istisna olduğu tek aşamalı sistemi nedeniyle bakar.",
    },
    featured: true,
    taxAuthority: "Inland Revenue Authority of Singapore (IRAS)",
  },
  {
    iso3: "HKG", iso2: "HK", slug: "hong-kong",
    name: { en: "Hong Kong", tr: "Hong Kong" },
    region: "asia-pacific", continentCode: "AS", rate2023: 16.5, rate2025: 16.5, rateHistory: [{ year: 1980, rate: 17 }, { year: 1981, rate: 17 }, { year: 1982, rate: 16.5 }, { year: 1983, rate: 16.5 }, { year: 1984, rate: 16.5 }, { year: 1985, rate: 18.5 }, { year: 1986, rate: 18.5 }, { year: 1987, rate: 18.5 }, { year: 1988, rate: 18 }, { year: 1989, rate: 17 }, { year: 1990, rate: 16.5 }, { year: 1991, rate: 16.5 }, { year: 1992, rate: 16.5 }, { year: 1993, rate: 17.5 }, { year: 1994, rate: 17.5 }, { year: 1995, rate: 16.5 }, { year: 1996, rate: 16.5 }, { year: 1997, rate: 16.5 }, { year: 1998, rate: 16.5 }, { year: 1999, rate: 16 }, { year: 2000, rate: 16 }, { year: 2001, rate: 16 }, { year: 2002, rate: 16 }, { year: 2003, rate: 16 }, { year: 2004, rate: 17.5 }, { year: 2005, rate: 17.5 }, { year: 2006, rate: 17.5 }, { year: 2007, rate: 17.5 }, { year: 2008, rate: 16.5 }, { year: 2009, rate: 16.5 }, { year: 2010, rate: 16.5 }, { year: 2011, rate: 16.5 }, { year: 2012, rate: 16.5 }, { year: 2013, rate: 16.5 }, { year: 2014, rate: 16.5 }, { year: 2015, rate: 16.5 }, { year: 2016, rate: 16.5 }, { year: 2017, rate: 16.5 }, { year: 2018, rate: 16.5 }, { year: 2019, rate: 16.5 }, { year: 2020, rate: 16.5 }, { year: 2021, rate: 16.5 }, { year: 2022, rate: 16.5 }, { year: 2023, rate: 16.5 }, { year: 2025, rate: 16.5 }],
    summary: {
      en: "Hong Kong taxes corporate profits at 16.5%; under the two-tier system the first HKD 2 million is taxed at 8.25% (not the headline rate). Tax is levied on a territorial basis, so profits sourced outside Hong Kong may fall outside its scope, although the foreign-sourced income exemption rules were tightened from 2023. Clients typically look at Hong Kong for trading and holding companies serving mainland China and Asia, with no VAT and no withholding tax on dividends.",
      tr: "Hong Kong kurum kazançlarını %16,5 oranında vergilendirir; iki kademeli sistemde ilk 2 milyon HKD %8,25 ile vergilendirilir (manşet oran değildir). Vergi ülkesellik esasına göre alındığından Hong Kong dışında elde edilen kazançlar kapsam dışında kalabilir; ancak yurt dışı kaynaklı gelir istisnası kuralları 2023'ten itibaren sıkılaştırılmıştır. Müşteriler Hong Kong'a Çin anakarası ve Asya'ya hizmet veren ticaret ve holding şirketleri için bakar; KDV ve temettü stopajı yoktur.",
    },
    featured: true,
    taxAuthority: "Hong Kong Inland Revenue Department",
  },
  {
    iso3: "MLT", iso2: "MT", slug: "malta",
    name: { en: "Malta", tr: "Malta" },
    region: "europe", continentCode: "EU", rate2023: 35, rate2025: 35, rateHistory: [{ year: 1980, rate: 32.5 }, { year: 1981, rate: 32.5 }, { year: 1982, rate: 32.5 }, { year: 1983, rate: 32.5 }, { year: 1984, rate: 32.5 }, { year: 1985, rate: 32.5 }, { year: 1986, rate: 32.5 }, { year: 1987, rate: 32.5 }, { year: 1988, rate: 32.5 }, { year: 1989, rate: 32.5 }, { year: 1990, rate: 35 }, { year: 1991, rate: 35 }, { year: 1992, rate: 35 }, { year: 1993, rate: 35 }, { year: 1994, rate: 35 }, { year: 1995, rate: 35 }, { year: 1996, rate: 35 }, { year: 1997, rate: 35 }, { year: 1998, rate: 35 }, { year: 1999, rate: 35 }, { year: 2000, rate: 35 }, { year: 2001, rate: 35 }, { year: 2002, rate: 35 }, { year: 2003, rate: 35 }, { year: 2004, rate: 35 }, { year: 2005, rate: 35 }, { year: 2006, rate: 35 }, { year: 2007, rate: 35 }, { year: 2008, rate: 35 }, { year: 2009, rate: 35 }, { year: 2010, rate: 35 }, { year: 2011, rate: 35 }, { year: 2012, rate: 35 }, { year: 2013, rate: 35 }, { year: 2014, rate: 35 }, { year: 2015, rate: 35 }, { year: 2016, rate: 35 }, { year: 2017, rate: 35 }, { year: 2018, rate: 35 }, { year: 2019, rate: 35 }, { year: 2020, rate: 35 }, { year: 2021, rate: 35 }, { year: 2022, rate: 35 }, { year: 2023, rate: 35 }, { year: 2025, rate: 35 }],
    summary: {
      en: "Malta's headline corporate income tax rate is 35%, the highest standard rate in the EU. Clients typically look at Malta for its full imputation system, under which shareholders can claim refunds of much of the Malta tax paid on distributed profits, often bringing the combined effective burden far below 35% (not the headline rate). Substance and anti-abuse rules apply to these structures.",
      tr: "Malta'nın manşet kurumlar vergisi oranı %35'tir ve bu, AB'deki en yüksek standart orandır. Müşteriler Malta'ya, dağıtılan kârlar üzerinden ödenen verginin büyük bölümünün ortaklara iade edilebildiği tam mahsup (imputation) sistemi nedeniyle bakar; bu sistem toplam efektif yükü çoğu zaman %35'in çok altına indirir (manşet oran değildir). Bu yapılara ekonomik öz (substance) ve kötüye kullanımı önleme kuralları uygulanır.",
    },
    featured: true,
    taxAuthority: "Malta Tax and Customs Administration",
  },
  {
    iso3: "EST", iso2: "EE", slug: "estonia",
    name: { en: "Estonia", tr: "Estonya" },
    region: "europe", continentCode: "EU", rate2023: 20, rate2025: 22, rateHistory: [{ year: 1993, rate: 35 }, { year: 1994, rate: 26 }, { year: 1995, rate: 26 }, { year: 1996, rate: 26 }, { year: 1997, rate: 26 }, { year: 1998, rate: 26 }, { year: 1999, rate: 26 }, { year: 2000, rate: 26 }, { year: 2001, rate: 26 }, { year: 2002, rate: 26 }, { year: 2003, rate: 26 }, { year: 2004, rate: 26 }, { year: 2005, rate: 24 }, { year: 2006, rate: 23 }, { year: 2007, rate: 22 }, { year: 2008, rate: 21 }, { year: 2009, rate: 21 }, { year: 2010, rate: 21 }, { year: 2011, rate: 21 }, { year: 2012, rate: 21 }, { year: 2013, rate: 21 }, { year: 2014, rate: 21 }, { year: 2015, rate: 20 }, { year: 2016, rate: 20 }, { year: 2017, rate: 20 }, { year: 2018, rate: 20 }, { year: 2019, rate: 20 }, { year: 2020, rate: 20 }, { year: 2021, rate: 20 }, { year: 2022, rate: 20 }, { year: 2023, rate: 20 }, { year: 2025, rate: 22 }],
    summary: {
      en: "Estonia's headline rate was 20% in 2023, but corporate income tax is charged only when profits are distributed; retained and reinvested profits are not taxed at company level. Clients typically look at Estonia for digital company administration through e-Residency and for growth companies that reinvest their profits.",
      tr: "Estonya'nın manşet oranı 2023'te %20'ydi; ancak kurumlar vergisi yalnızca kâr dağıtıldığında alınır, şirkette bırakılan ve yeniden yatırılan kâr şirket düzeyinde vergilendirilmez. Müşteriler Estonya'ya e-Residency ile dijital şirket yönetimi ve kârını yeniden yatıran büyüme şirketleri için bakar.",
    },
    featured: true,
    taxAuthority: "Estonian Tax and Customs Board",
    laterChanges: [
      { year: 2025, note: { en: "The distribution-based rate rose to 22% from 1 January 2025.", tr: "Dağıtım esaslı oran 1 Ocak 2025'ten itibaren %22'ye yükseldi." }, source: "Estonian Tax and Customs Board (emta.ee)" },
    ],
  },
  {
    iso3: "BGR", iso2: "BG", slug: "bulgaria",
    name: { en: "Bulgaria", tr: "Bulgaristan" },
    region: "europe", continentCode: "EU", rate2023: 10, rate2025: 10, rateHistory: [{ year: 1993, rate: 40 }, { year: 1994, rate: 40 }, { year: 1995, rate: 40 }, { year: 1996, rate: 40 }, { year: 1997, rate: 36 }, { year: 1998, rate: 30 }, { year: 1999, rate: 30 }, { year: 2000, rate: 30 }, { year: 2001, rate: 25 }, { year: 2002, rate: 20 }, { year: 2003, rate: 23.5 }, { year: 2004, rate: 19.5 }, { year: 2005, rate: 15 }, { year: 2006, rate: 15 }, { year: 2007, rate: 10 }, { year: 2008, rate: 10 }, { year: 2009, rate: 10 }, { year: 2010, rate: 10 }, { year: 2011, rate: 10 }, { year: 2012, rate: 10 }, { year: 2013, rate: 10 }, { year: 2014, rate: 10 }, { year: 2015, rate: 10 }, { year: 2016, rate: 10 }, { year: 2017, rate: 10 }, { year: 2018, rate: 10 }, { year: 2019, rate: 10 }, { year: 2020, rate: 10 }, { year: 2021, rate: 10 }, { year: 2022, rate: 10 }, { year: 2023, rate: 10 }, { year: 2025, rate: 10 }],
    summary: {
      en: "Bulgaria's flat corporate income tax rate of 10% is among the lowest standard rates in the EU. Clients typically look at Bulgaria for EU operating companies with low running costs; dividends paid to non-EU shareholders generally bear 5% withholding tax.",
      tr: "Bulgaristan'ın %10'luk düz kurumlar vergisi oranı AB'deki en düşük standart oranlar arasındadır. Müşteriler Bulgaristan'a düşük işletme maliyetli AB faaliyet şirketleri için bakar; AB dışındaki ortaklara ödenen temettüler genellikle %5 stopaja tabidir.",
    },
    featured: false,
    taxAuthority: "Bulgarian National Revenue Agency",
  },
  {
    iso3: "HUN", iso2: "HU", slug: "hungary",
    name: { en: "Hungary", tr: "Macaristan" },
    region: "europe", continentCode: "EU", rate2023: 9, rate2025: 9, rateHistory: [{ year: 1989, rate: 50 }, { year: 1990, rate: 40 }, { year: 1991, rate: 40 }, { year: 1992, rate: 40 }, { year: 1993, rate: 40 }, { year: 1994, rate: 36 }, { year: 1995, rate: 18 }, { year: 1996, rate: 18 }, { year: 1997, rate: 18 }, { year: 1998, rate: 18 }, { year: 1999, rate: 18 }, { year: 2000, rate: 18 }, { year: 2001, rate: 18 }, { year: 2002, rate: 18 }, { year: 2003, rate: 18 }, { year: 2004, rate: 16 }, { year: 2005, rate: 16 }, { year: 2006, rate: 17.33 }, { year: 2007, rate: 20 }, { year: 2008, rate: 20 }, { year: 2009, rate: 20 }, { year: 2010, rate: 19 }, { year: 2011, rate: 19 }, { year: 2012, rate: 19 }, { year: 2013, rate: 19 }, { year: 2014, rate: 19 }, { year: 2015, rate: 19 }, { year: 2016, rate: 19 }, { year: 2017, rate: 9 }, { year: 2018, rate: 9 }, { year: 2019, rate: 9 }, { year: 2020, rate: 9 }, { year: 2021, rate: 9 }, { year: 2022, rate: 9 }, { year: 2023, rate: 9 }, { year: 2025, rate: 9 }],
    summary: {
      en: "Hungary's 9% corporate income tax rate is the lowest standard rate in the EU. Clients should also factor in the local business tax levied by municipalities (up to 2% of an adjusted revenue base) and other levies, which raise the overall burden.",
      tr: "Macaristan'ın %9'luk kurumlar vergisi oranı AB'deki en düşük standart orandır. Müşterilerin ayrıca belediyelerin aldığı yerel işletme vergisini (düzeltilmiş hasılat üzerinden %2'ye kadar) ve toplam yükü artıran diğer vergileri de hesaba katması gerekir.",
    },
    featured: false,
    taxAuthority: "Hungarian National Tax and Customs Administration (NAV)",
  },
  {
    iso3: "GEO", iso2: "GE", slug: "georgia",
    name: { en: "Georgia", tr: "Gürcistan" },
    region: "europe", continentCode: "AS", rate2023: 15, rate2025: 15, rateHistory: [{ year: 2000, rate: 20 }, { year: 2001, rate: 20 }, { year: 2002, rate: 20 }, { year: 2003, rate: 20 }, { year: 2004, rate: 20 }, { year: 2005, rate: 20 }, { year: 2006, rate: 20 }, { year: 2007, rate: 20 }, { year: 2008, rate: 15 }, { year: 2009, rate: 15 }, { year: 2010, rate: 15 }, { year: 2011, rate: 15 }, { year: 2012, rate: 15 }, { year: 2013, rate: 15 }, { year: 2014, rate: 15 }, { year: 2015, rate: 15 }, { year: 2016, rate: 15 }, { year: 2017, rate: 15 }, { year: 2018, rate: 15 }, { year: 2019, rate: 15 }, { year: 2020, rate: 15 }, { year: 2021, rate: 15 }, { year: 2022, rate: 15 }, { year: 2023, rate: 15 }, { year: 2025, rate: 15 }],
    summary: {
      en: "Georgia's 15% profit tax is, under its Estonian-style model, generally charged when profits are distributed rather than when they are earned. Clients typically look at Georgia for low-cost operations, simple administration and special statuses for IT and international companies (not the headline rate).",
      tr: "Gürcistan'ın %15'lik kurum kazancı vergisi, Estonya modeline benzer şekilde, genellikle kâr elde edildiğinde değil dağıtıldığında alınır. Müşteriler Gürcistan'a düşük maliyetli faaliyet, basit idari süreçler ve bilişim ile uluslararası şirketlere yönelik özel statüler için bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Revenue Service of Georgia",
  },
  {
    iso3: "NLD", iso2: "NL", slug: "netherlands",
    name: { en: "Netherlands", tr: "Hollanda" },
    region: "europe", continentCode: "EU", rate2023: 25.8, rate2025: 25.8, rateHistory: [{ year: 1980, rate: 48 }, { year: 1981, rate: 48 }, { year: 1982, rate: 48 }, { year: 1983, rate: 48 }, { year: 1984, rate: 43 }, { year: 1985, rate: 43 }, { year: 1986, rate: 42 }, { year: 1987, rate: 42 }, { year: 1988, rate: 42 }, { year: 1989, rate: 35 }, { year: 1990, rate: 35 }, { year: 1991, rate: 35 }, { year: 1992, rate: 35 }, { year: 1993, rate: 35 }, { year: 1994, rate: 35 }, { year: 1995, rate: 35 }, { year: 1996, rate: 35 }, { year: 1997, rate: 35 }, { year: 1998, rate: 35 }, { year: 1999, rate: 35 }, { year: 2000, rate: 35 }, { year: 2001, rate: 35 }, { year: 2002, rate: 34.5 }, { year: 2003, rate: 34.5 }, { year: 2004, rate: 34.5 }, { year: 2005, rate: 31.5 }, { year: 2006, rate: 29.6 }, { year: 2007, rate: 25.5 }, { year: 2008, rate: 25.5 }, { year: 2009, rate: 25.5 }, { year: 2010, rate: 25.5 }, { year: 2011, rate: 25 }, { year: 2012, rate: 25 }, { year: 2013, rate: 25 }, { year: 2014, rate: 25 }, { year: 2015, rate: 25 }, { year: 2016, rate: 25 }, { year: 2017, rate: 25 }, { year: 2018, rate: 25 }, { year: 2019, rate: 25 }, { year: 2020, rate: 25 }, { year: 2021, rate: 25 }, { year: 2022, rate: 25.8 }, { year: 2023, rate: 25.8 }, { year: 2025, rate: 25.8 }],
    summary: {
      en: "The Netherlands' headline rate was 25.8% in 2023; a lower 19% rate applies to the first €200,000 of taxable profit (not the headline rate). Clients typically look at Dutch holding companies using the participation exemption and the country's large treaty network, while anti-abuse rules and conditional withholding taxes on certain payments to low-tax jurisdictions apply.",
      tr: "Hollanda'nın manşet oranı 2023'te %25,8'di; vergilendirilebilir kârın ilk 200.000 avrosuna daha düşük olan %19 oranı uygulanır (manşet oran değildir). Müşteriler iştirak kazançları istisnasından yararlanan Hollanda holding şirketlerine ve ülkenin geniş anlaşma ağına bakar; düşük vergili ülkelere yapılan bazı ödemelerde kötüye kullanımı önleme kuralları ve koşullu stopaj uygulanır.",
    },
    featured: true,
    taxAuthority: "Dutch Tax Administration (Belastingdienst)",
  },
  {
    iso3: "LUX", iso2: "LU", slug: "luxembourg",
    name: { en: "Luxembourg", tr: "Lüksemburg" },
    region: "europe", continentCode: "EU", rate2023: 24.94, rate2025: 23.87, rateHistory: [{ year: 1993, rate: 39.39 }, { year: 1994, rate: 39.39 }, { year: 1995, rate: 40.29 }, { year: 1996, rate: 40.29 }, { year: 1997, rate: 30.34 }, { year: 1998, rate: 37.45 }, { year: 1999, rate: 37.45 }, { year: 2000, rate: 37.45 }, { year: 2001, rate: 37.45 }, { year: 2002, rate: 30.38 }, { year: 2003, rate: 30.38 }, { year: 2004, rate: 30.38 }, { year: 2005, rate: 30.38 }, { year: 2006, rate: 29.63 }, { year: 2007, rate: 29.63 }, { year: 2008, rate: 29.63 }, { year: 2009, rate: 28.59 }, { year: 2010, rate: 28.59 }, { year: 2011, rate: 28.8 }, { year: 2012, rate: 28.8 }, { year: 2013, rate: 29.22 }, { year: 2014, rate: 29.22 }, { year: 2015, rate: 29.22 }, { year: 2016, rate: 29.22 }, { year: 2017, rate: 27.08 }, { year: 2018, rate: 26.01 }, { year: 2019, rate: 24.94 }, { year: 2020, rate: 24.94 }, { year: 2021, rate: 24.94 }, { year: 2022, rate: 24.94 }, { year: 2023, rate: 24.94 }, { year: 2025, rate: 23.87 }],
    summary: {
      en: "Luxembourg's 24.94% figure combines corporate income tax, the employment fund surcharge and municipal business tax for Luxembourg City. Clients typically look at Luxembourg for holding, financing and investment-fund structures and the participation exemption; substance is closely scrutinised.",
      tr: "Lüksemburg'un %24,94'lük oranı kurumlar vergisini, istihdam fonu ek vergisini ve Lüksemburg şehri belediye işletme vergisini birlikte içerir. Müşteriler Lüksemburg'a holding, finansman ve yatırım fonu yapıları ile iştirak istisnası için bakar; ekonomik öz (substance) yakından denetlenir.",
    },
    featured: false,
    taxAuthority: "Luxembourg Inland Revenue (ACD)",
  },
  {
    iso3: "CHE", iso2: "CH", slug: "switzerland",
    name: { en: "Switzerland", tr: "İsviçre" },
    region: "europe", continentCode: "EU", rate2023: 19.653, rate2025: 19.607821, rateHistory: [{ year: 1981, rate: 33.04826958 }, { year: 1982, rate: 33.04826958 }, { year: 1983, rate: 33.04826958 }, { year: 1984, rate: 32.86612022 }, { year: 1985, rate: 31.86612022 }, { year: 1986, rate: 31.68397086 }, { year: 1987, rate: 31.68761384 }, { year: 1988, rate: 30.59471767 }, { year: 1989, rate: 30.59653916 }, { year: 1990, rate: 30.59653916 }, { year: 1991, rate: 27.72101468 }, { year: 1992, rate: 28.03435928 }, { year: 1993, rate: 28.4667857 }, { year: 1994, rate: 28.4667857 }, { year: 1995, rate: 28.46924177 }, { year: 1996, rate: 28.46924177 }, { year: 1997, rate: 28.46924177 }, { year: 1998, rate: 27.79845951 }, { year: 1999, rate: 25.09419405 }, { year: 2000, rate: 24.93 }, { year: 2001, rate: 24.7 }, { year: 2002, rate: 24.42 }, { year: 2003, rate: 24.099824 }, { year: 2004, rate: 24.099824 }, { year: 2005, rate: 21.33 }, { year: 2006, rate: 21.33 }, { year: 2007, rate: 21.323279 }, { year: 2008, rate: 21.174438 }, { year: 2009, rate: 21.174438 }, { year: 2010, rate: 21.174438 }, { year: 2011, rate: 21.174438 }, { year: 2012, rate: 21.174438 }, { year: 2013, rate: 21.148581 }, { year: 2014, rate: 21.148581 }, { year: 2015, rate: 21.148581 }, { year: 2016, rate: 21.148581 }, { year: 2017, rate: 21.148581 }, { year: 2018, rate: 21.148581 }, { year: 2019, rate: 21.148581 }, { year: 2020, rate: 21.148581 }, { year: 2021, rate: 19.698516 }, { year: 2022, rate: 19.699 }, { year: 2023, rate: 19.653 }, { year: 2025, rate: 19.607821 }],
    summary: {
      en: "Switzerland's figure of about 19.7% combines federal, cantonal and communal taxes as compiled by the source; actual rates vary considerably from canton to canton. Clients typically look at Swiss holding and principal companies, competition between cantons and the participation deduction on qualifying dividends and capital gains.",
      tr: "İsviçre'nin yaklaşık %19,7'lik oranı, kaynağın derlediği şekliyle federal, kanton ve belediye vergilerini birlikte içerir; gerçek oranlar kantondan kantona önemli ölçüde değişir. Müşteriler İsviçre holding ve ana (principal) şirketlerine, kantonlar arası rekabete ve nitelikli temettü ile sermaye kazançlarındaki iştirak indirimine bakar.",
    },
    featured: false,
    taxAuthority: "Swiss Federal Tax Administration (FTA)",
  },
  {
    iso3: "GBR", iso2: "GB", slug: "united-kingdom",
    name: { en: "United Kingdom", tr: "Birleşik Krallık" },
    region: "europe", continentCode: "EU", rate2023: 25, rate2025: 25, rateHistory: [{ year: 1980, rate: 52 }, { year: 1981, rate: 52 }, { year: 1982, rate: 52 }, { year: 1983, rate: 50 }, { year: 1984, rate: 45 }, { year: 1985, rate: 40 }, { year: 1986, rate: 35 }, { year: 1987, rate: 35 }, { year: 1988, rate: 35 }, { year: 1989, rate: 35 }, { year: 1990, rate: 34 }, { year: 1991, rate: 33 }, { year: 1992, rate: 33 }, { year: 1993, rate: 33 }, { year: 1994, rate: 33 }, { year: 1995, rate: 33 }, { year: 1996, rate: 33 }, { year: 1997, rate: 31 }, { year: 1998, rate: 31 }, { year: 1999, rate: 30 }, { year: 2000, rate: 30 }, { year: 2001, rate: 30 }, { year: 2002, rate: 30 }, { year: 2003, rate: 30 }, { year: 2004, rate: 30 }, { year: 2005, rate: 30 }, { year: 2006, rate: 30 }, { year: 2007, rate: 30 }, { year: 2008, rate: 28 }, { year: 2009, rate: 28 }, { year: 2010, rate: 28 }, { year: 2011, rate: 26 }, { year: 2012, rate: 24 }, { year: 2013, rate: 23 }, { year: 2014, rate: 21 }, { year: 2015, rate: 20 }, { year: 2016, rate: 20 }, { year: 2017, rate: 19 }, { year: 2018, rate: 19 }, { year: 2019, rate: 19 }, { year: 2020, rate: 19 }, { year: 2021, rate: 19 }, { year: 2022, rate: 19 }, { year: 2023, rate: 25 }, { year: 2025, rate: 25 }],
    summary: {
      en: "The UK main rate of corporation tax rose from 19% to 25% from 1 April 2023; a 19% small profits rate applies to companies with lower profits (not the headline rate). Clients typically look at the UK for credible operating and holding companies, the substantial shareholding exemption, a large treaty network and fast incorporation at Companies House.",
      tr: "Birleşik Krallık'ta kurumlar vergisinin ana oranı 1 Nisan 2023'ten itibaren %19'dan %25'e yükseldi; kârı düşük şirketlere %19'luk küçük kâr oranı uygulanır (manşet oran değildir). Müşteriler Birleşik Krallık'a güvenilir faaliyet ve holding şirketleri, önemli iştirak istisnası, geniş anlaşma ağı ve Companies House üzerinden hızlı şirket kuruluşu için bakar.",
    },
    featured: false,
    taxAuthority: "HM Revenue & Customs (HMRC)",
  },
  {
    iso3: "USA", iso2: "US", slug: "united-states",
    name: { en: "United States", tr: "Amerika Birleşik Devletleri" },
    region: "americas", continentCode: "NO", rate2023: 25.768, rate2025: 25.569714, rateHistory: [{ year: 1980, rate: 49.699 }, { year: 1981, rate: 49.699 }, { year: 1982, rate: 49.699 }, { year: 1983, rate: 49.834 }, { year: 1984, rate: 49.7854 }, { year: 1985, rate: 49.7854 }, { year: 1986, rate: 49.8232 }, { year: 1987, rate: 44.176 }, { year: 1988, rate: 38.5936 }, { year: 1989, rate: 38.6662 }, { year: 1990, rate: 38.653 }, { year: 1991, rate: 38.851 }, { year: 1992, rate: 38.8642 }, { year: 1993, rate: 39.7515 }, { year: 1994, rate: 39.6865 }, { year: 1995, rate: 39.6085 }, { year: 1996, rate: 39.5305 }, { year: 1997, rate: 39.4525 }, { year: 1998, rate: 39.4395 }, { year: 1999, rate: 39.394 }, { year: 2000, rate: 39.34 }, { year: 2001, rate: 39.27 }, { year: 2002, rate: 39.3 }, { year: 2003, rate: 39.3225 }, { year: 2004, rate: 39.316 }, { year: 2005, rate: 39.29 }, { year: 2006, rate: 39.303 }, { year: 2007, rate: 39.2705 }, { year: 2008, rate: 39.251 }, { year: 2009, rate: 39.16 }, { year: 2010, rate: 39.2055 }, { year: 2011, rate: 39.1925 }, { year: 2012, rate: 39.134 }, { year: 2013, rate: 39.0495 }, { year: 2014, rate: 39.0755 }, { year: 2015, rate: 38.9975 }, { year: 2016, rate: 38.923934 }, { year: 2017, rate: 38.906474 }, { year: 2018, rate: 25.83858 }, { year: 2019, rate: 25.886141 }, { year: 2020, rate: 25.766571 }, { year: 2021, rate: 25.754568 }, { year: 2022, rate: 25.808 }, { year: 2023, rate: 25.768 }, { year: 2025, rate: 25.569714 }],
    summary: {
      en: "The US figure of about 25.8% combines the 21% federal corporate rate with an average of state corporate income taxes; state rates differ widely. Clients typically look at Delaware and Wyoming LLCs and C corporations, and at how an LLC owned by non-US persons is treated for US and home-country tax and reporting purposes.",
      tr: "ABD'nin yaklaşık %25,8'lik oranı, %21'lik federal kurumlar vergisi oranı ile eyalet kurumlar vergilerinin ortalamasını birlikte içerir; eyalet oranları büyük farklılık gösterir. Müşteriler Delaware ve Wyoming LLC'lerine ve C corporation'lara, ayrıca ABD dışındaki kişilere ait bir LLC'nin ABD'de ve kendi ülkelerinde vergi ve bildirim açısından nasıl değerlendirildiğine bakar.",
    },
    featured: false,
    taxAuthority: "Internal Revenue Service (IRS)",
  },
  {
    iso3: "PRT", iso2: "PT", slug: "portugal",
    name: { en: "Portugal", tr: "Portekiz" },
    region: "europe", continentCode: "EU", rate2023: 31.5, rate2025: 30.5, rateHistory: [{ year: 1981, rate: 48.96 }, { year: 1982, rate: 50.72 }, { year: 1983, rate: 55.12 }, { year: 1984, rate: 55.12 }, { year: 1985, rate: 55.12 }, { year: 1986, rate: 50.28 }, { year: 1987, rate: 48.08 }, { year: 1988, rate: 48.08 }, { year: 1989, rate: 40.15 }, { year: 1990, rate: 40.15 }, { year: 1991, rate: 39.6 }, { year: 1992, rate: 39.6 }, { year: 1993, rate: 39.6 }, { year: 1994, rate: 39.6 }, { year: 1995, rate: 39.6 }, { year: 1996, rate: 39.6 }, { year: 1997, rate: 37.4 }, { year: 1998, rate: 37.4 }, { year: 1999, rate: 37.4 }, { year: 2000, rate: 35.2 }, { year: 2001, rate: 35.2 }, { year: 2002, rate: 33 }, { year: 2003, rate: 33 }, { year: 2004, rate: 27.5 }, { year: 2005, rate: 27.5 }, { year: 2006, rate: 27.5 }, { year: 2007, rate: 26.5 }, { year: 2008, rate: 26.5 }, { year: 2009, rate: 26.5 }, { year: 2010, rate: 26.5 }, { year: 2011, rate: 28.5 }, { year: 2012, rate: 31.5 }, { year: 2013, rate: 31.5 }, { year: 2014, rate: 31.5 }, { year: 2015, rate: 29.5 }, { year: 2016, rate: 29.5 }, { year: 2017, rate: 29.5 }, { year: 2018, rate: 31.5 }, { year: 2019, rate: 31.5 }, { year: 2020, rate: 31.5 }, { year: 2021, rate: 31.5 }, { year: 2022, rate: 31.5 }, { year: 2023, rate: 31.5 }, { year: 2025, rate: 30.5 }],
    summary: {
      en: "Portugal's 31.5% figure is the standard 21% rate plus the maximum municipal and state surcharges (derramas). Clients typically look at Portugal for EU operations and at the reduced rate available in the Madeira International Business Centre (not the headline rate).",
      tr: "Portekiz'in %31,5'lik oranı, %21'lik standart orana azami belediye ve devlet ek vergilerinin (derrama) eklenmesiyle oluşur. Müşteriler Portekiz'e AB faaliyetleri için ve Madeira Uluslararası İş Merkezi'nde uygulanan indirimli oran için bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Portuguese Tax and Customs Authority (AT)",
  },
  {
    iso3: "MUS", iso2: "MU", slug: "mauritius",
    name: { en: "Mauritius", tr: "Mauritius" },
    region: "africa", continentCode: "AF", rate2023: 15, rate2025: 15, rateHistory: [{ year: 1980, rate: 50 }, { year: 1988, rate: 35 }, { year: 1989, rate: 35 }, { year: 1990, rate: 35 }, { year: 1991, rate: 35 }, { year: 1992, rate: 35 }, { year: 1993, rate: 35 }, { year: 1994, rate: 35 }, { year: 1995, rate: 35 }, { year: 1996, rate: 35 }, { year: 1997, rate: 35 }, { year: 1998, rate: 35 }, { year: 1999, rate: 35 }, { year: 2000, rate: 35 }, { year: 2001, rate: 25 }, { year: 2002, rate: 25 }, { year: 2003, rate: 25 }, { year: 2004, rate: 25 }, { year: 2005, rate: 25 }, { year: 2006, rate: 25 }, { year: 2007, rate: 22.5 }, { year: 2008, rate: 15 }, { year: 2009, rate: 15 }, { year: 2010, rate: 15 }, { year: 2011, rate: 15 }, { year: 2012, rate: 15 }, { year: 2013, rate: 15 }, { year: 2014, rate: 15 }, { year: 2015, rate: 15 }, { year: 2016, rate: 15 }, { year: 2017, rate: 15 }, { year: 2018, rate: 15 }, { year: 2019, rate: 15 }, { year: 2020, rate: 15 }, { year: 2021, rate: 15 }, { year: 2022, rate: 15 }, { year: 2023, rate: 15 }, { year: 2025, rate: 15 }],
    summary: {
      en: "Mauritius has a 15% standard corporate tax rate; certain income of global business companies can qualify for an 80% partial exemption (not the headline rate). Clients typically look at Mauritius as a base for investment into Africa and Asia, subject to substance requirements.",
      tr: "Mauritius'un standart kurumlar vergisi oranı %15'tir; global business şirketlerinin bazı gelirleri %80 kısmi istisnadan yararlanabilir (manşet oran değildir). Müşteriler Mauritius'a ekonomik öz (substance) şartlarına bağlı olarak Afrika ve Asya'ya yatırım için bir üs olarak bakar.",
    },
    featured: false,
    taxAuthority: "Mauritius Revenue Authority",
  },
  {
    iso3: "SYC", iso2: "SC", slug: "seychelles",
    name: { en: "Seychelles", tr: "Seyşeller" },
    region: "africa", continentCode: "AF", rate2023: 25, rate2025: 25, rateHistory: [{ year: 1980, rate: 35 }, { year: 2000, rate: 40 }, { year: 2001, rate: 40 }, { year: 2002, rate: 40 }, { year: 2003, rate: 40 }, { year: 2004, rate: 40 }, { year: 2005, rate: 40 }, { year: 2006, rate: 40 }, { year: 2007, rate: 40 }, { year: 2008, rate: 40 }, { year: 2009, rate: 40 }, { year: 2010, rate: 33 }, { year: 2011, rate: 33 }, { year: 2012, rate: 33 }, { year: 2013, rate: 30 }, { year: 2014, rate: 30 }, { year: 2015, rate: 30 }, { year: 2016, rate: 30 }, { year: 2017, rate: 30 }, { year: 2018, rate: 30 }, { year: 2019, rate: 30 }, { year: 2020, rate: 30 }, { year: 2021, rate: 30 }, { year: 2022, rate: 25 }, { year: 2023, rate: 25 }, { year: 2025, rate: 25 }],
    summary: {
      en: "The dataset's headline rate for Seychelles is 25%. Clients mainly know Seychelles for its international business companies (IBCs), whose tax treatment has been reformed in recent years; economic substance rules now apply and foreign-sourced income is exempt only if conditions are met.",
      tr: "Veri setinde Seyşeller için manşet oran %25'tir. Müşteriler Seyşeller'i daha çok vergi rejimi son yıllarda yeniden düzenlenen uluslararası ticari şirketleri (IBC) ile tanır; artık ekonomik öz (substance) kuralları uygulanmaktadır ve yurt dışı kaynaklı gelir ancak belirli koşullar sağlanırsa istisnadır.",
    },
    featured: false,
    taxAuthority: "Seychelles Revenue Commission",
  },
  {
    iso3: "PAN", iso2: "PA", slug: "panama",
    name: { en: "Panama", tr: "Panama" },
    region: "americas", continentCode: "NO", rate2023: 25, rate2025: 25, rateHistory: [{ year: 1980, rate: 50 }, { year: 1981, rate: 50 }, { year: 1982, rate: 50 }, { year: 1983, rate: 50 }, { year: 1984, rate: 50 }, { year: 1985, rate: 50 }, { year: 1986, rate: 50 }, { year: 1987, rate: 50 }, { year: 1988, rate: 50 }, { year: 1989, rate: 50 }, { year: 1990, rate: 50 }, { year: 1991, rate: 47.5 }, { year: 1992, rate: 45 }, { year: 1993, rate: 42 }, { year: 1994, rate: 34 }, { year: 1995, rate: 34 }, { year: 1996, rate: 34 }, { year: 1997, rate: 30 }, { year: 1998, rate: 30 }, { year: 1999, rate: 30 }, { year: 2000, rate: 37 }, { year: 2001, rate: 37 }, { year: 2002, rate: 37 }, { year: 2003, rate: 30 }, { year: 2004, rate: 30 }, { year: 2005, rate: 30 }, { year: 2006, rate: 30 }, { year: 2007, rate: 30 }, { year: 2008, rate: 30 }, { year: 2009, rate: 30 }, { year: 2010, rate: 27.5 }, { year: 2011, rate: 25 }, { year: 2012, rate: 25 }, { year: 2013, rate: 25 }, { year: 2014, rate: 25 }, { year: 2015, rate: 25 }, { year: 2016, rate: 25 }, { year: 2017, rate: 25 }, { year: 2018, rate: 25 }, { year: 2019, rate: 25 }, { year: 2020, rate: 25 }, { year: 2021, rate: 25 }, { year: 2022, rate: 25 }, { year: 2023, rate: 25 }, { year: 2025, rate: 25 }],
    summary: {
      en: "Panama's standard corporate income tax rate is 25%, and the country taxes on a territorial basis, so income from sources outside Panama is generally not taxed there. Clients typically look at Panamanian corporations and private interest foundations, alongside growing disclosure and beneficial ownership requirements.",
      tr: "Panama'nın standart kurumlar vergisi oranı %25'tir ve ülke ülkesellik esasına göre vergilendirme yapar; bu nedenle Panama dışındaki kaynaklardan elde edilen gelir genellikle orada vergilendirilmez. Müşteriler Panama şirketlerine ve özel vakıflarına bakar; bu arada bildirim ve gerçek faydalanıcı yükümlülükleri giderek artmaktadır.",
    },
    featured: false,
    taxAuthority: "Panama Directorate General of Revenue (DGI)",
  },
  {
    iso3: "VGB", iso2: "VG", slug: "british-virgin-islands",
    name: { en: "British Virgin Islands", tr: "Britanya Virjin Adaları" },
    region: "caribbean", continentCode: "NO", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1984, rate: 15 }, { year: 1985, rate: 15 }, { year: 1986, rate: 15 }, { year: 1987, rate: 15 }, { year: 1988, rate: 15 }, { year: 1989, rate: 15 }, { year: 1990, rate: 15 }, { year: 1991, rate: 15 }, { year: 1992, rate: 15 }, { year: 1993, rate: 15 }, { year: 1994, rate: 15 }, { year: 1995, rate: 15 }, { year: 1996, rate: 15 }, { year: 1997, rate: 15 }, { year: 1998, rate: 15 }, { year: 1999, rate: 15 }, { year: 2000, rate: 15 }, { year: 2001, rate: 15 }, { year: 2002, rate: 15 }, { year: 2003, rate: 15 }, { year: 2004, rate: 15 }, { year: 2005, rate: 15 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "The British Virgin Islands levies no corporate income tax, so the headline rate is 0%. Clients typically use BVI business companies as holding or investment vehicles; economic substance rules apply to relevant activities, and beneficial ownership information must be held with the registered agent.",
      tr: "Britanya Virjin Adaları kurumlar vergisi almaz; bu nedenle manşet oran %0'dır. Müşteriler BVI şirketlerini genellikle holding veya yatırım aracı olarak kullanır; ilgili faaliyetlere ekonomik öz (substance) kuralları uygulanır ve gerçek faydalanıcı bilgilerinin kayıtlı acentede bulundurulması gerekir.",
    },
    featured: false,
    taxAuthority: "BVI International Tax Authority",
  },
  {
    iso3: "CYM", iso2: "KY", slug: "cayman-islands",
    name: { en: "Cayman Islands", tr: "Cayman Adaları" },
    region: "caribbean", continentCode: "NO", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1980, rate: 0 }, { year: 1981, rate: 0 }, { year: 1982, rate: 0 }, { year: 1983, rate: 0 }, { year: 1984, rate: 0 }, { year: 1985, rate: 0 }, { year: 1986, rate: 0 }, { year: 1987, rate: 0 }, { year: 1988, rate: 0 }, { year: 1989, rate: 0 }, { year: 1990, rate: 0 }, { year: 1991, rate: 0 }, { year: 1992, rate: 0 }, { year: 1993, rate: 0 }, { year: 1994, rate: 0 }, { year: 1995, rate: 0 }, { year: 1996, rate: 0 }, { year: 1997, rate: 0 }, { year: 1998, rate: 0 }, { year: 1999, rate: 0 }, { year: 2000, rate: 0 }, { year: 2001, rate: 0 }, { year: 2002, rate: 0 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "The Cayman Islands does not levy corporate income tax, so the headline rate is 0%. It is a leading domicile for investment funds and capital-markets vehicles; economic substance rules and fund regulation by the Cayman Islands Monetary Authority apply.",
      tr: "Cayman Adaları kurumlar vergisi almaz; bu nedenle manşet oran %0'dır. Yatırım fonları ve sermaye piyasası araçları için önde gelen merkezlerden biridir; ekonomik öz (substance) kuralları ve Cayman Adaları Para Otoritesi'nin fon düzenlemeleri uygulanır.",
    },
    featured: false,
    taxAuthority: "Cayman Islands Department for International Tax Cooperation",
  },
  {
    iso3: "BHS", iso2: "BS", slug: "bahamas",
    name: { en: "Bahamas", tr: "Bahamalar" },
    region: "caribbean", continentCode: "NO", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1980, rate: 0 }, { year: 1981, rate: 0 }, { year: 1982, rate: 0 }, { year: 1983, rate: 0 }, { year: 1984, rate: 0 }, { year: 1985, rate: 0 }, { year: 1986, rate: 0 }, { year: 1987, rate: 0 }, { year: 1988, rate: 0 }, { year: 1989, rate: 0 }, { year: 1990, rate: 0 }, { year: 1991, rate: 0 }, { year: 1992, rate: 0 }, { year: 1993, rate: 0 }, { year: 1994, rate: 0 }, { year: 1995, rate: 0 }, { year: 1996, rate: 0 }, { year: 1997, rate: 0 }, { year: 1998, rate: 0 }, { year: 1999, rate: 0 }, { year: 2000, rate: 0 }, { year: 2001, rate: 0 }, { year: 2002, rate: 0 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "The Bahamas has no corporate income tax, so the headline rate is 0%, although VAT, business licence fees and stamp duty apply. Clients typically look at international business companies and wealth-holding structures, subject to economic substance rules.",
      tr: "Bahamalar'da kurumlar vergisi yoktur; bu nedenle manşet oran %0'dır, ancak KDV, işletme ruhsatı harçları ve damga vergisi uygulanır. Müşteriler ekonomik öz (substance) kurallarına tabi olmak üzere uluslararası ticari şirketlere ve varlık yönetimi yapılarına bakar.",
    },
    featured: false,
    taxAuthority: "Bahamas Department of Inland Revenue",
  },
  {
    iso3: "BMU", iso2: "BM", slug: "bermuda",
    name: { en: "Bermuda", tr: "Bermuda" },
    region: "caribbean", continentCode: "NO", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1980, rate: 0 }, { year: 1981, rate: 0 }, { year: 1982, rate: 0 }, { year: 1983, rate: 0 }, { year: 1984, rate: 0 }, { year: 1985, rate: 0 }, { year: 1986, rate: 0 }, { year: 1987, rate: 0 }, { year: 1988, rate: 0 }, { year: 1989, rate: 0 }, { year: 1990, rate: 0 }, { year: 1991, rate: 0 }, { year: 1992, rate: 0 }, { year: 1993, rate: 0 }, { year: 1994, rate: 0 }, { year: 1995, rate: 0 }, { year: 1996, rate: 0 }, { year: 1997, rate: 0 }, { year: 1998, rate: 0 }, { year: 1999, rate: 0 }, { year: 2000, rate: 0 }, { year: 2001, rate: 0 }, { year: 2002, rate: 0 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "Bermuda had no corporate income tax in 2023, so the headline rate is 0%. It is best known for insurance and reinsurance companies and captive insurers; economic substance rules apply.",
      tr: "Bermuda'da 2023'te kurumlar vergisi yoktu; bu nedenle manşet oran %0'dır. Ada en çok sigorta ve reasürans şirketleri ile captive (grup içi) sigortacılarıyla tanınır; ekonomik öz (substance) kuralları uygulanır.",
    },
    featured: false,
    taxAuthority: "Bermuda Office of the Tax Commissioner",
    laterChanges: [
      { year: 2025, note: { en: "A 15% corporate income tax applies from 2025 to multinational groups with annual revenue of €750 million or more.", tr: "2025'ten itibaren yıllık cirosu 750 milyon avro ve üzerindeki çok uluslu gruplara %15 kurumlar vergisi uygulanır." }, source: "Bermuda Corporate Income Tax Act 2023" },
    ],
  },
  {
    iso3: "TUR", iso2: "TR", slug: "turkey",
    name: { en: "Türkiye", tr: "Türkiye" },
    region: "europe", continentCode: "AS", rate2023: 25, rate2025: 25, rateHistory: [{ year: 1993, rate: 49.22 }, { year: 1994, rate: 42.8 }, { year: 1995, rate: 44 }, { year: 1996, rate: 44 }, { year: 1997, rate: 44 }, { year: 1998, rate: 44 }, { year: 1999, rate: 33 }, { year: 2000, rate: 33 }, { year: 2001, rate: 33 }, { year: 2002, rate: 33 }, { year: 2003, rate: 30 }, { year: 2004, rate: 33 }, { year: 2005, rate: 30 }, { year: 2006, rate: 20 }, { year: 2007, rate: 20 }, { year: 2008, rate: 20 }, { year: 2009, rate: 20 }, { year: 2010, rate: 20 }, { year: 2011, rate: 20 }, { year: 2012, rate: 20 }, { year: 2013, rate: 20 }, { year: 2014, rate: 20 }, { year: 2015, rate: 20 }, { year: 2016, rate: 20 }, { year: 2017, rate: 20 }, { year: 2018, rate: 22 }, { year: 2019, rate: 22 }, { year: 2020, rate: 22 }, { year: 2021, rate: 20 }, { year: 2022, rate: 23 }, { year: 2023, rate: 25 }, { year: 2025, rate: 25 }],
    summary: {
      en: "Türkiye's standard corporate income tax rate was raised to 25% in 2023; banks and certain financial companies pay a higher rate (not the headline rate). Clients typically look at Türkiye as an operating base, at incentive regimes such as technology development zones (not the headline rate) and at the participation exemption for qualifying foreign dividends.",
      tr: "Türkiye'de standart kurumlar vergisi oranı 2023'te %25'e yükseltildi; bankalar ve bazı finans şirketleri daha yüksek oran öder (manşet oran değildir). Müşteriler Türkiye'ye bir faaliyet üssü olarak, teknoloji geliştirme bölgeleri gibi teşvik rejimlerine (manşet oran değildir) ve nitelikli yurt dışı iştirak kazançları istisnasına bakar.",
    },
    featured: false,
    taxAuthority: "Revenue Administration of Türkiye (GİB)",
  },
  {
    iso3: "DEU", iso2: "DE", slug: "germany",
    name: { en: "Germany", tr: "Almanya" },
    region: "europe", continentCode: "EU", rate2023: 29.941, rate2025: 30.058462, rateHistory: [{ year: 1981, rate: 60 }, { year: 1982, rate: 60 }, { year: 1983, rate: 60 }, { year: 1984, rate: 60 }, { year: 1985, rate: 60 }, { year: 1986, rate: 60 }, { year: 1987, rate: 60 }, { year: 1988, rate: 60 }, { year: 1989, rate: 60 }, { year: 1990, rate: 54.54545455 }, { year: 1991, rate: 56.25 }, { year: 1992, rate: 58.15217391 }, { year: 1993, rate: 56.52173913 }, { year: 1994, rate: 52.17391304 }, { year: 1995, rate: 55.10869565 }, { year: 1996, rate: 55.87606838 }, { year: 1997, rate: 56.79916318 }, { year: 1998, rate: 56.0460251 }, { year: 1999, rate: 52.03319502 }, { year: 2000, rate: 52.03 }, { year: 2001, rate: 38.9 }, { year: 2002, rate: 38.9 }, { year: 2003, rate: 40.215768 }, { year: 2004, rate: 38.900415 }, { year: 2005, rate: 38.900415 }, { year: 2006, rate: 38.900415 }, { year: 2007, rate: 38.900415 }, { year: 2008, rate: 30.175 }, { year: 2009, rate: 30.175 }, { year: 2010, rate: 30.175 }, { year: 2011, rate: 30.175 }, { year: 2012, rate: 30.175 }, { year: 2013, rate: 30.175 }, { year: 2014, rate: 30.175 }, { year: 2015, rate: 30.175 }, { year: 2016, rate: 30.175 }, { year: 2017, rate: 30.175 }, { year: 2018, rate: 29.825 }, { year: 2019, rate: 29.897059 }, { year: 2020, rate: 29.897059 }, { year: 2021, rate: 29.937781 }, { year: 2022, rate: 29.83 }, { year: 2023, rate: 29.941 }, { year: 2025, rate: 30.058462 }],
    summary: {
      en: "Germany's figure of about 29.9% combines 15% corporate income tax, the solidarity surcharge and an average municipal trade tax; the trade tax varies by municipality. Clients typically look at German holding structures and the effective 95% exemption on qualifying dividends and capital gains, and must plan for strict CFC and substance rules for foreign subsidiaries.",
      tr: "Almanya'nın yaklaşık %29,9'luk oranı %15 kurumlar vergisini, dayanışma ek vergisini ve ortalama belediye ticaret vergisini birlikte içerir; ticaret vergisi belediyeye göre değişir. Müşteriler Alman holding yapılarına ve nitelikli temettü ile sermaye kazançlarındaki fiilen %95'lik istisnaya bakar; yabancı bağlı şirketler için katı kontrol edilen yabancı kurum (CFC) ve ekonomik öz kurallarını da planlamaları gerekir.",
    },
    featured: false,
    taxAuthority: "German Federal Central Tax Office (BZSt)",
  },
  {
    iso3: "FRA", iso2: "FR", slug: "france",
    name: { en: "France", tr: "Fransa" },
    region: "europe", continentCode: "EU", rate2023: 25.825, rate2025: 36.13, rateHistory: [{ year: 1980, rate: 50 }, { year: 1981, rate: 50 }, { year: 1982, rate: 50 }, { year: 1983, rate: 50 }, { year: 1984, rate: 50 }, { year: 1985, rate: 50 }, { year: 1986, rate: 45 }, { year: 1987, rate: 45 }, { year: 1988, rate: 42 }, { year: 1989, rate: 42 }, { year: 1990, rate: 42 }, { year: 1991, rate: 42 }, { year: 1992, rate: 34 }, { year: 1993, rate: 33.33 }, { year: 1994, rate: 33.33 }, { year: 1995, rate: 36.66 }, { year: 1996, rate: 36.66 }, { year: 1997, rate: 36.66 }, { year: 1998, rate: 41.66 }, { year: 1999, rate: 40 }, { year: 2000, rate: 37.76 }, { year: 2001, rate: 36.43 }, { year: 2002, rate: 35.43 }, { year: 2003, rate: 35.42979 }, { year: 2004, rate: 35.42979 }, { year: 2005, rate: 34.95 }, { year: 2006, rate: 34.43 }, { year: 2007, rate: 34.42989 }, { year: 2008, rate: 34.42989 }, { year: 2009, rate: 34.42989 }, { year: 2010, rate: 34.42989 }, { year: 2011, rate: 36.09639 }, { year: 2012, rate: 36.09639 }, { year: 2013, rate: 37.9962 }, { year: 2014, rate: 37.9962 }, { year: 2015, rate: 37.9962 }, { year: 2016, rate: 34.43 }, { year: 2017, rate: 34.43 }, { year: 2018, rate: 34.43 }, { year: 2019, rate: 34.43 }, { year: 2020, rate: 32.02 }, { year: 2021, rate: 28.4075 }, { year: 2022, rate: 25.825 }, { year: 2023, rate: 25.825 }, { year: 2025, rate: 36.13 }],
    summary: {
      en: "France's standard corporate income tax rate is 25%; the 25.825% figure includes the 3.3% social surcharge paid by larger companies. Clients typically look at French holding companies, the participation exemption, tax consolidation and the research tax credit (not the headline rate).",
      tr: "Fransa'nın standart kurumlar vergisi oranı %25'tir; %25,825'lik oran büyük şirketlerin ödediği %3,3'lük sosyal ek vergiyi de içerir. Müşteriler Fransız holding şirketlerine, iştirak istisnasına, vergi konsolidasyonuna ve araştırma vergi kredisine bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "French Public Finances Directorate (DGFiP)",
  },
  {
    iso3: "ESP", iso2: "ES", slug: "spain",
    name: { en: "Spain", tr: "İspanya" },
    region: "europe", continentCode: "EU", rate2023: 25, rate2025: 25, rateHistory: [{ year: 1980, rate: 33 }, { year: 1981, rate: 33 }, { year: 1982, rate: 33 }, { year: 1983, rate: 33 }, { year: 1984, rate: 35 }, { year: 1985, rate: 35 }, { year: 1986, rate: 35 }, { year: 1987, rate: 35 }, { year: 1988, rate: 35 }, { year: 1989, rate: 35 }, { year: 1990, rate: 35 }, { year: 1991, rate: 35 }, { year: 1992, rate: 35 }, { year: 1993, rate: 35 }, { year: 1994, rate: 35 }, { year: 1995, rate: 35 }, { year: 1996, rate: 35 }, { year: 1997, rate: 35 }, { year: 1998, rate: 35 }, { year: 1999, rate: 35 }, { year: 2000, rate: 35 }, { year: 2001, rate: 35 }, { year: 2002, rate: 35 }, { year: 2003, rate: 35 }, { year: 2004, rate: 35 }, { year: 2005, rate: 35 }, { year: 2006, rate: 35 }, { year: 2007, rate: 32.5 }, { year: 2008, rate: 30 }, { year: 2009, rate: 30 }, { year: 2010, rate: 30 }, { year: 2011, rate: 30 }, { year: 2012, rate: 30 }, { year: 2013, rate: 30 }, { year: 2014, rate: 30 }, { year: 2015, rate: 28 }, { year: 2016, rate: 25 }, { year: 2017, rate: 25 }, { year: 2018, rate: 25 }, { year: 2019, rate: 25 }, { year: 2020, rate: 25 }, { year: 2021, rate: 25 }, { year: 2022, rate: 25 }, { year: 2023, rate: 25 }, { year: 2025, rate: 25 }],
    summary: {
      en: "Spain's standard corporate income tax rate is 25%. Clients typically look at the participation exemption on foreign dividends and gains, the ETVE holding-company regime and the reduced rate of the Canary Islands Special Zone (ZEC) (not the headline rate).",
      tr: "İspanya'nın standart kurumlar vergisi oranı %25'tir. Müşteriler yurt dışı temettü ve kazançlardaki iştirak istisnasına, ETVE holding şirketi rejimine ve Kanarya Adaları Özel Bölgesi'nin (ZEC) indirimli oranına bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Spanish Tax Agency (AEAT)",
  },
  {
    iso3: "ITA", iso2: "IT", slug: "italy",
    name: { en: "Italy", tr: "İtalya" },
    region: "europe", continentCode: "EU", rate2023: 27.81, rate2025: 27.81, rateHistory: [{ year: 1981, rate: 36.25 }, { year: 1982, rate: 41.34 }, { year: 1983, rate: 46.4 }, { year: 1984, rate: 46.4 }, { year: 1985, rate: 46.4 }, { year: 1986, rate: 46.4 }, { year: 1987, rate: 46.4 }, { year: 1988, rate: 46.4 }, { year: 1989, rate: 46.4 }, { year: 1990, rate: 46.4 }, { year: 1991, rate: 47.8 }, { year: 1992, rate: 52.2 }, { year: 1993, rate: 52.2 }, { year: 1994, rate: 53.2 }, { year: 1995, rate: 53.2 }, { year: 1996, rate: 53.2 }, { year: 1997, rate: 53.2 }, { year: 1998, rate: 37 }, { year: 1999, rate: 37 }, { year: 2000, rate: 41.25 }, { year: 2001, rate: 40.25 }, { year: 2002, rate: 40.25 }, { year: 2003, rate: 38.25 }, { year: 2004, rate: 37.25 }, { year: 2005, rate: 37.25 }, { year: 2006, rate: 37.25 }, { year: 2007, rate: 37.25 }, { year: 2008, rate: 31.4 }, { year: 2009, rate: 31.4 }, { year: 2010, rate: 31.4 }, { year: 2011, rate: 31.4 }, { year: 2012, rate: 31.29275 }, { year: 2013, rate: 31.29275 }, { year: 2014, rate: 31.29275 }, { year: 2015, rate: 31.29275 }, { year: 2016, rate: 31.29275 }, { year: 2017, rate: 27.8064 }, { year: 2018, rate: 27.8064 }, { year: 2019, rate: 27.8064 }, { year: 2020, rate: 27.81 }, { year: 2021, rate: 27.81 }, { year: 2022, rate: 27.81 }, { year: 2023, rate: 27.81 }, { year: 2025, rate: 27.81 }],
    summary: {
      en: "Italy's 27.81% figure combines the 24% corporate income tax (IRES) with the regional tax on productive activities (IRAP), whose standard rate is 3.9% on a different base. Clients typically look at Italian operating companies, the participation exemption on qualifying gains and the treaty network.",
      tr: "İtalya'nın %27,81'lik oranı, %24'lük kurumlar vergisini (IRES) farklı bir matrah üzerinden standart oranı %3,9 olan bölgesel üretim faaliyetleri vergisiyle (IRAP) birleştirir. Müşteriler İtalyan faaliyet şirketlerine, nitelikli kazançlardaki iştirak istisnasına ve anlaşma ağına bakar.",
    },
    featured: false,
    taxAuthority: "Italian Revenue Agency (Agenzia delle Entrate)",
  },
  {
    iso3: "CAN", iso2: "CA", slug: "canada",
    name: { en: "Canada", tr: "Kanada" },
    region: "americas", continentCode: "NO", rate2023: 26.21, rate2025: 25.981152, rateHistory: [{ year: 1981, rate: 50.92 }, { year: 1982, rate: 49.53 }, { year: 1983, rate: 48.27 }, { year: 1984, rate: 47.63 }, { year: 1985, rate: 49.43 }, { year: 1986, rate: 49.76 }, { year: 1987, rate: 48.58 }, { year: 1988, rate: 41.29 }, { year: 1989, rate: 41.34 }, { year: 1990, rate: 41.45 }, { year: 1991, rate: 41.81 }, { year: 1992, rate: 42.52 }, { year: 1993, rate: 44.3 }, { year: 1994, rate: 44.3 }, { year: 1995, rate: 44.6 }, { year: 1996, rate: 44.6 }, { year: 1997, rate: 44.6 }, { year: 1998, rate: 44.6 }, { year: 1999, rate: 44.6 }, { year: 2000, rate: 42.43 }, { year: 2001, rate: 40.48 }, { year: 2002, rate: 38.02 }, { year: 2003, rate: 35.87 }, { year: 2004, rate: 34.38 }, { year: 2005, rate: 34.18 }, { year: 2006, rate: 33.93 }, { year: 2007, rate: 33.95 }, { year: 2008, rate: 31.4 }, { year: 2009, rate: 30.9 }, { year: 2010, rate: 29.4 }, { year: 2011, rate: 27.7 }, { year: 2012, rate: 26.1 }, { year: 2013, rate: 26.2 }, { year: 2014, rate: 26.2 }, { year: 2015, rate: 26.7 }, { year: 2016, rate: 26.7 }, { year: 2017, rate: 26.7 }, { year: 2018, rate: 26.8 }, { year: 2019, rate: 26.62 }, { year: 2020, rate: 26.47 }, { year: 2021, rate: 26.15 }, { year: 2022, rate: 26.21 }, { year: 2023, rate: 26.21 }, { year: 2025, rate: 25.981152 }],
    summary: {
      en: "Canada's figure of about 26.2% combines the 15% federal general rate with an average provincial rate; provincial rates differ. Clients typically look at the lower small-business rate for Canadian-controlled private corporations (not the headline rate), the treaty network and Canada's detailed foreign affiliate rules.",
      tr: "Kanada'nın yaklaşık %26,2'lik oranı, %15'lik federal genel oranı ortalama eyalet oranıyla birleştirir; eyalet oranları farklıdır. Müşteriler Kanadalıların kontrolündeki özel şirketlere uygulanan daha düşük küçük işletme oranına (manşet oran değildir), anlaşma ağına ve Kanada'nın ayrıntılı yabancı iştirak kurallarına bakar.",
    },
    featured: false,
    taxAuthority: "Canada Revenue Agency (CRA)",
  },
  {
    iso3: "AUS", iso2: "AU", slug: "australia",
    name: { en: "Australia", tr: "Avustralya" },
    region: "asia-pacific", continentCode: "OC", rate2023: 30, rate2025: 30, rateHistory: [{ year: 1980, rate: 46 }, { year: 1981, rate: 46 }, { year: 1982, rate: 46 }, { year: 1983, rate: 46 }, { year: 1984, rate: 46 }, { year: 1985, rate: 46 }, { year: 1986, rate: 49 }, { year: 1987, rate: 49 }, { year: 1988, rate: 39 }, { year: 1989, rate: 39 }, { year: 1990, rate: 39 }, { year: 1991, rate: 39 }, { year: 1992, rate: 39 }, { year: 1993, rate: 33 }, { year: 1994, rate: 33 }, { year: 1995, rate: 36 }, { year: 1996, rate: 36 }, { year: 1997, rate: 36 }, { year: 1998, rate: 36 }, { year: 1999, rate: 36 }, { year: 2000, rate: 34 }, { year: 2001, rate: 30 }, { year: 2002, rate: 30 }, { year: 2003, rate: 30 }, { year: 2004, rate: 30 }, { year: 2005, rate: 30 }, { year: 2006, rate: 30 }, { year: 2007, rate: 30 }, { year: 2008, rate: 30 }, { year: 2009, rate: 30 }, { year: 2010, rate: 30 }, { year: 2011, rate: 30 }, { year: 2012, rate: 30 }, { year: 2013, rate: 30 }, { year: 2014, rate: 30 }, { year: 2015, rate: 30 }, { year: 2016, rate: 30 }, { year: 2017, rate: 30 }, { year: 2018, rate: 30 }, { year: 2019, rate: 30 }, { year: 2020, rate: 30 }, { year: 2021, rate: 30 }, { year: 2022, rate: 30 }, { year: 2023, rate: 30 }, { year: 2025, rate: 30 }],
    summary: {
      en: "Australia's headline company tax rate is 30%, with a lower 25% rate for base rate entities (not the headline rate). Clients typically look at Australia for regional operations and its dividend imputation (franking) system, while planning for strict transfer pricing and anti-avoidance rules.",
      tr: "Avustralya'nın manşet şirket vergisi oranı %30'dur; \"base rate entity\" niteliğindeki şirketler için daha düşük %25 oran uygulanır (manşet oran değildir). Müşteriler Avustralya'ya bölgesel faaliyetler ve temettü mahsup (franking) sistemi için bakar; katı transfer fiyatlandırması ve vergiden kaçınmayı önleme kurallarını da planlamaları gerekir.",
    },
    featured: false,
    taxAuthority: "Australian Taxation Office (ATO)",
  },
  {
    iso3: "JPN", iso2: "JP", slug: "japan",
    name: { en: "Japan", tr: "Japonya" },
    region: "asia-pacific", continentCode: "AS", rate2023: 29.74, rate2025: 29.74, rateHistory: [{ year: 1990, rate: 49.98 }, { year: 1991, rate: 49.98 }, { year: 1992, rate: 49.98 }, { year: 1993, rate: 49.98 }, { year: 1994, rate: 49.98 }, { year: 1995, rate: 49.98 }, { year: 1996, rate: 49.98 }, { year: 1997, rate: 49.98 }, { year: 1998, rate: 46.36 }, { year: 1999, rate: 48 }, { year: 2000, rate: 40.87 }, { year: 2001, rate: 40.87 }, { year: 2002, rate: 40.87 }, { year: 2003, rate: 40.87 }, { year: 2004, rate: 39.54 }, { year: 2005, rate: 39.54 }, { year: 2006, rate: 39.54 }, { year: 2007, rate: 39.54 }, { year: 2008, rate: 39.54 }, { year: 2009, rate: 39.54 }, { year: 2010, rate: 39.54 }, { year: 2011, rate: 39.54 }, { year: 2012, rate: 39.54 }, { year: 2013, rate: 36.99 }, { year: 2014, rate: 36.99 }, { year: 2015, rate: 32.11 }, { year: 2016, rate: 29.97 }, { year: 2017, rate: 29.97 }, { year: 2018, rate: 29.74 }, { year: 2019, rate: 29.74 }, { year: 2020, rate: 29.74 }, { year: 2021, rate: 29.74 }, { year: 2022, rate: 29.74 }, { year: 2023, rate: 29.74 }, { year: 2025, rate: 29.74 }],
    summary: {
      en: "Japan's 29.74% figure is a combined effective statutory rate including national and local corporate taxes for a large company. Clients typically look at Japanese subsidiaries of foreign groups, the 95% exclusion for qualifying foreign dividends and Japan's detailed CFC rules.",
      tr: "Japonya'nın %29,74'lük oranı, büyük bir şirket için ulusal ve yerel kurumlar vergilerini içeren birleşik efektif yasal orandır. Müşteriler yabancı grupların Japonya'daki bağlı şirketlerine, nitelikli yurt dışı temettülerdeki %95'lik istisnaya ve Japonya'nın ayrıntılı CFC kurallarına bakar.",
    },
    featured: false,
    taxAuthority: "National Tax Agency of Japan",
  },
  {
    iso3: "IND", iso2: "IN", slug: "india",
    name: { en: "India", tr: "Hindistan" },
    region: "asia-pacific", continentCode: "AS", rate2023: 30, rate2025: 30, rateHistory: [{ year: 1980, rate: 60 }, { year: 1981, rate: 59.1 }, { year: 1982, rate: 56.4 }, { year: 1983, rate: 56.4 }, { year: 1984, rate: 55 }, { year: 1985, rate: 55 }, { year: 1986, rate: 50 }, { year: 1987, rate: 50 }, { year: 1988, rate: 50 }, { year: 1989, rate: 50 }, { year: 1990, rate: 50 }, { year: 1991, rate: 40 }, { year: 1992, rate: 45 }, { year: 1993, rate: 45 }, { year: 1994, rate: 45 }, { year: 1995, rate: 40 }, { year: 1996, rate: 40 }, { year: 1997, rate: 35 }, { year: 1998, rate: 35 }, { year: 1999, rate: 35 }, { year: 2000, rate: 38.5 }, { year: 2001, rate: 39.55 }, { year: 2002, rate: 35.7 }, { year: 2003, rate: 36.75 }, { year: 2004, rate: 35.875 }, { year: 2005, rate: 36.5935 }, { year: 2006, rate: 33.66 }, { year: 2007, rate: 33.99 }, { year: 2008, rate: 33.99 }, { year: 2009, rate: 33.99 }, { year: 2010, rate: 33.99 }, { year: 2011, rate: 32.44 }, { year: 2012, rate: 32.45 }, { year: 2013, rate: 33.99 }, { year: 2014, rate: 33.99 }, { year: 2015, rate: 34.61 }, { year: 2016, rate: 34.61 }, { year: 2017, rate: 34.61 }, { year: 2018, rate: 35 }, { year: 2019, rate: 30 }, { year: 2020, rate: 30 }, { year: 2021, rate: 30 }, { year: 2022, rate: 30 }, { year: 2023, rate: 30 }, { year: 2025, rate: 30 }],
    summary: {
      en: "The dataset shows 30% for India, the base rate for domestic companies before surcharge and cess; many companies can instead opt for a concessional 22% regime (not the headline rate). Clients typically look at India for operating subsidiaries and at the incentives of GIFT City's International Financial Services Centre (not the headline rate).",
      tr: "Veri seti Hindistan için %30 gösterir; bu, yerli şirketlerin ek vergi ve cess öncesi temel oranıdır. Pek çok şirket bunun yerine %22'lik indirimli rejimi seçebilir (manşet oran değildir). Müşteriler Hindistan'a faaliyet şirketleri için ve GIFT City Uluslararası Finansal Hizmetler Merkezi'nin teşviklerine bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Income Tax Department of India",
  },
  {
    iso3: "BRA", iso2: "BR", slug: "brazil",
    name: { en: "Brazil", tr: "Brezilya" },
    region: "americas", continentCode: "SA", rate2023: 34, rate2025: 34, rateHistory: [{ year: 1980, rate: 35 }, { year: 1981, rate: 35 }, { year: 1982, rate: 35 }, { year: 1983, rate: 35 }, { year: 1984, rate: 35 }, { year: 1985, rate: 35 }, { year: 1986, rate: 35 }, { year: 1987, rate: 35 }, { year: 1988, rate: 35 }, { year: 1989, rate: 30 }, { year: 1990, rate: 30 }, { year: 1991, rate: 30 }, { year: 1992, rate: 30 }, { year: 1993, rate: 25 }, { year: 1994, rate: 25 }, { year: 1995, rate: 25 }, { year: 1996, rate: 25 }, { year: 1997, rate: 25 }, { year: 1998, rate: 25 }, { year: 1999, rate: 33 }, { year: 2000, rate: 37 }, { year: 2001, rate: 34 }, { year: 2002, rate: 34 }, { year: 2003, rate: 34 }, { year: 2004, rate: 34 }, { year: 2005, rate: 34 }, { year: 2006, rate: 34 }, { year: 2007, rate: 34 }, { year: 2008, rate: 34 }, { year: 2009, rate: 34 }, { year: 2010, rate: 34 }, { year: 2011, rate: 34 }, { year: 2012, rate: 34 }, { year: 2013, rate: 34 }, { year: 2014, rate: 34 }, { year: 2015, rate: 34 }, { year: 2016, rate: 34 }, { year: 2017, rate: 34 }, { year: 2018, rate: 34 }, { year: 2019, rate: 34 }, { year: 2020, rate: 34 }, { year: 2021, rate: 34 }, { year: 2022, rate: 34 }, { year: 2023, rate: 34 }, { year: 2025, rate: 34 }],
    summary: {
      en: "Brazil's 34% figure combines corporate income tax (15% plus a 10% surtax) with the 9% social contribution on net profit (CSLL). Clients typically look at Brazil for operations in Latin America's largest market and must plan for complex indirect taxes and transfer pricing rules, which moved towards OECD standards from 2024.",
      tr: "Brezilya'nın %34'lük oranı, kurumlar vergisini (%15 artı %10 ek vergi) %9'luk net kâr üzerinden sosyal katkı payıyla (CSLL) birleştirir. Müşteriler Brezilya'ya Latin Amerika'nın en büyük pazarındaki faaliyetler için bakar; karmaşık dolaylı vergileri ve 2024'ten itibaren OECD standartlarına yaklaştırılan transfer fiyatlandırması kurallarını planlamaları gerekir.",
    },
    featured: false,
    taxAuthority: "Brazilian Federal Revenue Service (Receita Federal)",
  },
  {
    iso3: "ISR", iso2: "IL", slug: "israel",
    name: { en: "Israel", tr: "İsrail" },
    region: "middle-east", continentCode: "AS", rate2023: 23, rate2025: 23, rateHistory: [{ year: 1995, rate: 37 }, { year: 1996, rate: 36 }, { year: 1997, rate: 36 }, { year: 1998, rate: 36 }, { year: 1999, rate: 36 }, { year: 2000, rate: 36 }, { year: 2001, rate: 36 }, { year: 2002, rate: 36 }, { year: 2003, rate: 36 }, { year: 2004, rate: 35 }, { year: 2005, rate: 34 }, { year: 2006, rate: 31 }, { year: 2007, rate: 29 }, { year: 2008, rate: 27 }, { year: 2009, rate: 26 }, { year: 2010, rate: 25 }, { year: 2011, rate: 24 }, { year: 2012, rate: 25 }, { year: 2013, rate: 25 }, { year: 2014, rate: 26.5 }, { year: 2015, rate: 26.5 }, { year: 2016, rate: 25 }, { year: 2017, rate: 24 }, { year: 2018, rate: 23 }, { year: 2019, rate: 23 }, { year: 2020, rate: 23 }, { year: 2021, rate: 23 }, { year: 2022, rate: 23 }, { year: 2023, rate: 23 }, { year: 2025, rate: 23 }],
    summary: {
      en: "Israel's standard corporate tax rate is 23%. Clients typically look at Israel for technology companies and at the reduced rates of the preferred technology enterprise regime (not the headline rate).",
      tr: "İsrail'in standart kurumlar vergisi oranı %23'tür. Müşteriler İsrail'e teknoloji şirketleri için ve \"tercihli teknoloji işletmesi\" rejiminin indirimli oranlarına bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Israel Tax Authority",
  },
  {
    iso3: "POL", iso2: "PL", slug: "poland",
    name: { en: "Poland", tr: "Polonya" },
    region: "europe", continentCode: "EU", rate2023: 19, rate2025: 19, rateHistory: [{ year: 1991, rate: 40 }, { year: 1992, rate: 40 }, { year: 1993, rate: 40 }, { year: 1994, rate: 40 }, { year: 1995, rate: 40 }, { year: 1996, rate: 40 }, { year: 1997, rate: 38 }, { year: 1998, rate: 36 }, { year: 1999, rate: 34 }, { year: 2000, rate: 30 }, { year: 2001, rate: 28 }, { year: 2002, rate: 28 }, { year: 2003, rate: 27 }, { year: 2004, rate: 19 }, { year: 2005, rate: 19 }, { year: 2006, rate: 19 }, { year: 2007, rate: 19 }, { year: 2008, rate: 19 }, { year: 2009, rate: 19 }, { year: 2010, rate: 19 }, { year: 2011, rate: 19 }, { year: 2012, rate: 19 }, { year: 2013, rate: 19 }, { year: 2014, rate: 19 }, { year: 2015, rate: 19 }, { year: 2016, rate: 19 }, { year: 2017, rate: 19 }, { year: 2018, rate: 19 }, { year: 2019, rate: 19 }, { year: 2020, rate: 19 }, { year: 2021, rate: 19 }, { year: 2022, rate: 19 }, { year: 2023, rate: 19 }, { year: 2025, rate: 19 }],
    summary: {
      en: "Poland's standard corporate income tax rate is 19%, with 9% for small taxpayers (not the headline rate). Clients typically look at Poland for EU operations and shared-service centres, and at the optional 'Estonian CIT' regime that defers tax until profits are distributed (not the headline rate).",
      tr: "Polonya'nın standart kurumlar vergisi oranı %19'dur; küçük mükellefler için %9 uygulanır (manşet oran değildir). Müşteriler Polonya'ya AB faaliyetleri ve ortak hizmet merkezleri için, ayrıca vergiyi kâr dağıtılana kadar erteleyen isteğe bağlı \"Estonya tipi kurumlar vergisi\" rejimi için bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Polish National Revenue Administration",
  },
  {
    iso3: "CZE", iso2: "CZ", slug: "czechia",
    name: { en: "Czechia", tr: "Çekya" },
    region: "europe", continentCode: "EU", rate2023: 19, rate2025: 21, rateHistory: [{ year: 1991, rate: 40 }, { year: 1992, rate: 40 }, { year: 1993, rate: 45 }, { year: 1994, rate: 42 }, { year: 1995, rate: 41 }, { year: 1996, rate: 39 }, { year: 1997, rate: 39 }, { year: 1998, rate: 35 }, { year: 1999, rate: 35 }, { year: 2000, rate: 31 }, { year: 2001, rate: 31 }, { year: 2002, rate: 31 }, { year: 2003, rate: 31 }, { year: 2004, rate: 28 }, { year: 2005, rate: 26 }, { year: 2006, rate: 24 }, { year: 2007, rate: 24 }, { year: 2008, rate: 21 }, { year: 2009, rate: 20 }, { year: 2010, rate: 19 }, { year: 2011, rate: 19 }, { year: 2012, rate: 19 }, { year: 2013, rate: 19 }, { year: 2014, rate: 19 }, { year: 2015, rate: 19 }, { year: 2016, rate: 19 }, { year: 2017, rate: 19 }, { year: 2018, rate: 19 }, { year: 2019, rate: 19 }, { year: 2020, rate: 19 }, { year: 2021, rate: 19 }, { year: 2022, rate: 19 }, { year: 2023, rate: 19 }, { year: 2025, rate: 21 }],
    summary: {
      en: "Czechia's standard corporate income tax rate was 19% in 2023. Clients typically look at Czechia for Central European manufacturing and service operations and its participation exemption on qualifying dividends.",
      tr: "Çekya'nın standart kurumlar vergisi oranı 2023'te %19'du. Müşteriler Çekya'ya Orta Avrupa'daki üretim ve hizmet faaliyetleri ile nitelikli temettülerdeki iştirak istisnası için bakar.",
    },
    featured: false,
    taxAuthority: "Czech Financial Administration",
    laterChanges: [
      { year: 2024, note: { en: "The standard rate rose to 21% from 1 January 2024.", tr: "Standart oran 1 Ocak 2024'ten itibaren %21'e yükseldi." }, source: "Czech Financial Administration (financnisprava.cz)" },
    ],
  },
  {
    iso3: "ROU", iso2: "RO", slug: "romania",
    name: { en: "Romania", tr: "Romanya" },
    region: "europe", continentCode: "EU", rate2023: 16, rate2025: 16, rateHistory: [{ year: 1993, rate: 45 }, { year: 1994, rate: 45 }, { year: 1995, rate: 38 }, { year: 1996, rate: 38 }, { year: 1997, rate: 38 }, { year: 1998, rate: 38 }, { year: 1999, rate: 38 }, { year: 2000, rate: 38 }, { year: 2001, rate: 25 }, { year: 2002, rate: 25 }, { year: 2003, rate: 25 }, { year: 2004, rate: 25 }, { year: 2005, rate: 16 }, { year: 2006, rate: 16 }, { year: 2007, rate: 16 }, { year: 2008, rate: 16 }, { year: 2009, rate: 16 }, { year: 2010, rate: 16 }, { year: 2011, rate: 16 }, { year: 2012, rate: 16 }, { year: 2013, rate: 16 }, { year: 2014, rate: 16 }, { year: 2015, rate: 16 }, { year: 2016, rate: 16 }, { year: 2017, rate: 16 }, { year: 2018, rate: 16 }, { year: 2019, rate: 16 }, { year: 2020, rate: 16 }, { year: 2021, rate: 16 }, { year: 2022, rate: 16 }, { year: 2023, rate: 16 }, { year: 2025, rate: 16 }],
    summary: {
      en: "Romania's standard profit tax rate is 16%; many small companies are instead subject to a turnover-based microenterprise tax (not the headline rate). Clients typically look at Romania for cost-effective EU operations, particularly in IT and shared services.",
      tr: "Romanya'nın standart kurumlar vergisi oranı %16'dır; pek çok küçük şirket bunun yerine ciro üzerinden alınan mikro işletme vergisine tabidir (manşet oran değildir). Müşteriler Romanya'ya özellikle bilişim ve ortak hizmetler alanında maliyet etkin AB faaliyetleri için bakar.",
    },
    featured: false,
    taxAuthority: "Romanian National Agency for Fiscal Administration (ANAF)",
  },
  {
    iso3: "GRC", iso2: "GR", slug: "greece",
    name: { en: "Greece", tr: "Yunanistan" },
    region: "europe", continentCode: "EU", rate2023: 22, rate2025: 22, rateHistory: [{ year: 1981, rate: 45 }, { year: 1982, rate: 45 }, { year: 1983, rate: 45 }, { year: 1984, rate: 45 }, { year: 1985, rate: 49 }, { year: 1986, rate: 49 }, { year: 1987, rate: 49 }, { year: 1988, rate: 49 }, { year: 1989, rate: 46 }, { year: 1990, rate: 46 }, { year: 1991, rate: 46 }, { year: 1992, rate: 40.5 }, { year: 1993, rate: 35 }, { year: 1994, rate: 35 }, { year: 1995, rate: 35 }, { year: 1996, rate: 35 }, { year: 1997, rate: 35 }, { year: 1998, rate: 40 }, { year: 1999, rate: 40 }, { year: 2000, rate: 40 }, { year: 2001, rate: 37.5 }, { year: 2002, rate: 35 }, { year: 2003, rate: 35 }, { year: 2004, rate: 35 }, { year: 2005, rate: 32 }, { year: 2006, rate: 29 }, { year: 2007, rate: 25 }, { year: 2008, rate: 25 }, { year: 2009, rate: 25 }, { year: 2010, rate: 24 }, { year: 2011, rate: 20 }, { year: 2012, rate: 20 }, { year: 2013, rate: 26 }, { year: 2014, rate: 26 }, { year: 2015, rate: 26 }, { year: 2016, rate: 29 }, { year: 2017, rate: 29 }, { year: 2018, rate: 29 }, { year: 2019, rate: 24 }, { year: 2020, rate: 24 }, { year: 2021, rate: 24 }, { year: 2022, rate: 22 }, { year: 2023, rate: 22 }, { year: 2025, rate: 22 }],
    summary: {
      en: "Greece's standard corporate income tax rate is 22%, down from 29% a few years earlier. Clients typically look at Greek operating companies and at the tonnage-tax regime for shipping (not the headline rate).",
      tr: "Yunanistan'ın standart kurumlar vergisi oranı %22'dir; birkaç yıl önce bu oran %29'du. Müşteriler Yunan faaliyet şirketlerine ve denizcilik için tonaj vergisi rejimine bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Greek Independent Authority for Public Revenue (AADE)",
  },
  {
    iso3: "LVA", iso2: "LV", slug: "latvia",
    name: { en: "Latvia", tr: "Letonya" },
    region: "europe", continentCode: "EU", rate2023: 20, rate2025: 20, rateHistory: [{ year: 1995, rate: 25 }, { year: 1996, rate: 25 }, { year: 1997, rate: 25 }, { year: 1998, rate: 25 }, { year: 1999, rate: 25 }, { year: 2000, rate: 25 }, { year: 2001, rate: 25 }, { year: 2002, rate: 22 }, { year: 2003, rate: 19 }, { year: 2004, rate: 15 }, { year: 2005, rate: 15 }, { year: 2006, rate: 15 }, { year: 2007, rate: 15 }, { year: 2008, rate: 15 }, { year: 2009, rate: 15 }, { year: 2010, rate: 15 }, { year: 2011, rate: 15 }, { year: 2012, rate: 15 }, { year: 2013, rate: 15 }, { year: 2014, rate: 15 }, { year: 2015, rate: 15 }, { year: 2016, rate: 15 }, { year: 2017, rate: 15 }, { year: 2018, rate: 20 }, { year: 2019, rate: 20 }, { year: 2020, rate: 20 }, { year: 2021, rate: 20 }, { year: 2022, rate: 20 }, { year: 2023, rate: 20 }, { year: 2025, rate: 20 }],
    summary: {
      en: "Latvia's 20% corporate income tax is, as in Estonia, charged when profits are distributed or deemed distributed rather than when they are earned. Clients typically look at Latvia for Baltic operations and at tax relief in its free ports and special economic zones (not the headline rate).",
      tr: "Letonya'nın %20'lik kurumlar vergisi, Estonya'da olduğu gibi, kâr elde edildiğinde değil dağıtıldığında veya dağıtılmış sayıldığında alınır. Müşteriler Letonya'ya Baltık faaliyetleri için ve serbest limanlar ile özel ekonomik bölgelerdeki vergi avantajlarına bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Latvian State Revenue Service (VID)",
  },
  {
    iso3: "LTU", iso2: "LT", slug: "lithuania",
    name: { en: "Lithuania", tr: "Litvanya" },
    region: "europe", continentCode: "EU", rate2023: 15, rate2025: 16, rateHistory: [{ year: 1993, rate: 29 }, { year: 1994, rate: 29 }, { year: 1995, rate: 29 }, { year: 1996, rate: 29 }, { year: 1997, rate: 29 }, { year: 1998, rate: 29 }, { year: 1999, rate: 29 }, { year: 2000, rate: 29 }, { year: 2001, rate: 24 }, { year: 2002, rate: 24 }, { year: 2003, rate: 15 }, { year: 2004, rate: 15 }, { year: 2005, rate: 15 }, { year: 2006, rate: 15 }, { year: 2007, rate: 15 }, { year: 2008, rate: 15 }, { year: 2009, rate: 20 }, { year: 2010, rate: 15 }, { year: 2011, rate: 15 }, { year: 2012, rate: 15 }, { year: 2013, rate: 15 }, { year: 2014, rate: 15 }, { year: 2015, rate: 15 }, { year: 2016, rate: 15 }, { year: 2017, rate: 15 }, { year: 2018, rate: 15 }, { year: 2019, rate: 15 }, { year: 2020, rate: 15 }, { year: 2021, rate: 15 }, { year: 2022, rate: 15 }, { year: 2023, rate: 15 }, { year: 2025, rate: 16 }],
    summary: {
      en: "Lithuania's standard corporate income tax rate was 15% in 2023, with reduced rates for small companies (not the headline rate). Clients typically look at Lithuania for fintech licensing, shared services and access to the Baltic market.",
      tr: "Litvanya'nın standart kurumlar vergisi oranı 2023'te %15'ti; küçük şirketler için indirimli oranlar vardır (manşet oran değildir). Müşteriler Litvanya'ya fintek lisansları, ortak hizmet merkezleri ve Baltık pazarına erişim için bakar.",
    },
    featured: false,
    taxAuthority: "Lithuanian State Tax Inspectorate (VMI)",
    laterChanges: [
      { year: 2025, note: { en: "The standard rate rose to 16% from 1 January 2025.", tr: "Standart oran 1 Ocak 2025'ten itibaren %16'ya yükseldi." }, source: "Lithuanian State Tax Inspectorate (vmi.lt)" },
    ],
  },
  {
    iso3: "AND", iso2: "AD", slug: "andorra",
    name: { en: "Andorra", tr: "Andorra" },
    region: "europe", continentCode: "EU", rate2023: 10, rate2025: 10, rateHistory: [{ year: 2000, rate: 0 }, { year: 2001, rate: 0 }, { year: 2002, rate: 0 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 10 }, { year: 2013, rate: 10 }, { year: 2014, rate: 10 }, { year: 2015, rate: 10 }, { year: 2016, rate: 10 }, { year: 2017, rate: 10 }, { year: 2018, rate: 10 }, { year: 2019, rate: 10 }, { year: 2020, rate: 10 }, { year: 2021, rate: 10 }, { year: 2022, rate: 10 }, { year: 2023, rate: 10 }, { year: 2025, rate: 10 }],
    summary: {
      en: "Andorra introduced corporate income tax in 2012 with a standard rate of 10%. Clients typically look at Andorra together with a personal move there, and genuine local substance is expected.",
      tr: "Andorra kurumlar vergisini 2012'de %10'luk standart oranla getirdi. Müşteriler Andorra'ya genellikle oraya kişisel olarak taşınmayla birlikte bakar; yerelde gerçek bir ekonomik varlık beklenir.",
    },
    featured: false,
    taxAuthority: "Andorra Department of Taxation and Borders",
  },
  {
    iso3: "MCO", iso2: "MC", slug: "monaco",
    name: { en: "Monaco", tr: "Monako" },
    region: "europe", continentCode: "EU", rate2023: 25, rate2025: 25, rateHistory: [{ year: 1998, rate: 33.3 }, { year: 1999, rate: 33.3 }, { year: 2000, rate: 33.3 }, { year: 2001, rate: 33.3 }, { year: 2002, rate: 33.3 }, { year: 2003, rate: 33.33 }, { year: 2004, rate: 33.33 }, { year: 2005, rate: 33.33 }, { year: 2006, rate: 33.33 }, { year: 2007, rate: 33.33 }, { year: 2008, rate: 33.33 }, { year: 2009, rate: 33.33 }, { year: 2010, rate: 33.33 }, { year: 2011, rate: 33.33 }, { year: 2012, rate: 33.33 }, { year: 2013, rate: 33.33 }, { year: 2014, rate: 33.33 }, { year: 2015, rate: 33.33 }, { year: 2016, rate: 33.33 }, { year: 2017, rate: 33.33 }, { year: 2018, rate: 33.33 }, { year: 2019, rate: 31 }, { year: 2020, rate: 28 }, { year: 2021, rate: 26.5 }, { year: 2022, rate: 25 }, { year: 2023, rate: 25 }, { year: 2025, rate: 25 }],
    summary: {
      en: "Monaco's corporate profits tax of 25% applies mainly to companies that earn more than 25% of their turnover outside Monaco; many purely local businesses are not subject to it. Clients typically look at Monaco for personal residence rather than for corporate tax planning.",
      tr: "Monako'nun %25'lik kurum kazancı vergisi esas olarak cirosunun %25'inden fazlasını Monako dışında elde eden şirketlere uygulanır; tamamen yerel faaliyet gösteren pek çok işletme bu vergiye tabi değildir. Müşteriler Monako'ya kurumsal vergi planlamasından çok kişisel yerleşim için bakar.",
    },
    featured: false,
    taxAuthority: "Monaco Tax Services Department",
  },
  {
    iso3: "GIB", iso2: "GI", slug: "gibraltar",
    name: { en: "Gibraltar", tr: "Cebelitarık" },
    region: "europe", continentCode: "EU", rate2023: 12.5, rate2025: 15, rateHistory: [{ year: 1991, rate: 35 }, { year: 1992, rate: 35 }, { year: 1993, rate: 35 }, { year: 1994, rate: 35 }, { year: 1995, rate: 35 }, { year: 1996, rate: 35 }, { year: 1997, rate: 35 }, { year: 1998, rate: 35 }, { year: 2000, rate: 35 }, { year: 2001, rate: 35 }, { year: 2002, rate: 35 }, { year: 2003, rate: 35 }, { year: 2004, rate: 35 }, { year: 2005, rate: 35 }, { year: 2006, rate: 35 }, { year: 2007, rate: 35 }, { year: 2008, rate: 33 }, { year: 2009, rate: 27 }, { year: 2010, rate: 22 }, { year: 2011, rate: 10 }, { year: 2012, rate: 10 }, { year: 2013, rate: 10 }, { year: 2014, rate: 10 }, { year: 2015, rate: 10 }, { year: 2016, rate: 10 }, { year: 2017, rate: 10 }, { year: 2018, rate: 10 }, { year: 2019, rate: 10 }, { year: 2020, rate: 10 }, { year: 2021, rate: 12.5 }, { year: 2022, rate: 12.5 }, { year: 2023, rate: 12.5 }, { year: 2025, rate: 15 }],
    summary: {
      en: "Gibraltar's standard corporate tax rate was 12.5% in 2023, having risen from 10% in 2021. It taxes broadly on a territorial basis, on income accrued in or derived from Gibraltar. Clients typically look at Gibraltar for financial services, online gaming and insurance companies.",
      tr: "Cebelitarık'ın standart kurumlar vergisi oranı 2021'de %10'dan yükseldikten sonra 2023'te %12,5'ti. Vergilendirme genel olarak ülkesellik esasına, yani Cebelitarık'ta doğan veya oradan elde edilen gelire dayanır. Müşteriler Cebelitarık'a finansal hizmetler, çevrim içi oyun ve sigorta şirketleri için bakar.",
    },
    featured: false,
    taxAuthority: "Gibraltar Income Tax Office",
  },
  {
    iso3: "IMN", iso2: "IM", slug: "isle-of-man",
    name: { en: "Isle of Man", tr: "Man Adası" },
    region: "europe", continentCode: "EU", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1988, rate: 20 }, { year: 1989, rate: 20 }, { year: 1990, rate: 20 }, { year: 1991, rate: 20 }, { year: 1992, rate: 20 }, { year: 1993, rate: 20 }, { year: 1994, rate: 20 }, { year: 1995, rate: 20 }, { year: 1996, rate: 20 }, { year: 1997, rate: 20 }, { year: 1998, rate: 20 }, { year: 1999, rate: 20 }, { year: 2000, rate: 20 }, { year: 2001, rate: 20 }, { year: 2002, rate: 18 }, { year: 2003, rate: 15 }, { year: 2004, rate: 15 }, { year: 2005, rate: 15 }, { year: 2006, rate: 15 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "The Isle of Man's standard corporate income tax rate is 0%; higher rates apply to certain banking and large retail income and to income from Isle of Man land and property (not the headline rate). Clients typically look at it for e-gaming, e-business and ship and aircraft registration, subject to economic substance rules.",
      tr: "Man Adası'nın standart kurumlar vergisi oranı %0'dır; bazı bankacılık ve büyük perakende gelirleri ile adadaki arazi ve gayrimenkul gelirlerine daha yüksek oranlar uygulanır (manşet oran değildir). Müşteriler Man Adası'na ekonomik öz (substance) kurallarına tabi olarak çevrim içi oyun, e-ticaret ile gemi ve uçak tescili için bakar.",
    },
    featured: false,
    taxAuthority: "Isle of Man Income Tax Division",
  },
  {
    iso3: "JEY", iso2: "JE", slug: "jersey",
    name: { en: "Jersey", tr: "Jersey" },
    region: "europe", continentCode: "EU", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1980, rate: 20 }, { year: 1981, rate: 20 }, { year: 1982, rate: 20 }, { year: 1983, rate: 20 }, { year: 1984, rate: 20 }, { year: 1985, rate: 20 }, { year: 1986, rate: 20 }, { year: 1987, rate: 20 }, { year: 1988, rate: 20 }, { year: 1989, rate: 20 }, { year: 1990, rate: 20 }, { year: 1991, rate: 20 }, { year: 1992, rate: 20 }, { year: 1993, rate: 20 }, { year: 1994, rate: 20 }, { year: 1995, rate: 20 }, { year: 1996, rate: 20 }, { year: 1997, rate: 20 }, { year: 1998, rate: 20 }, { year: 2000, rate: 20 }, { year: 2001, rate: 20 }, { year: 2002, rate: 20 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "Jersey's standard corporate income tax rate is 0% under its 'zero/ten' system; 10% applies to certain financial services companies and 20% to utilities and Jersey property income (not the headline rate). Clients use Jersey for funds, trusts and holding structures, subject to economic substance rules.",
      tr: "Jersey'nin standart kurumlar vergisi oranı \"sıfır/on\" sistemi kapsamında %0'dır; bazı finansal hizmet şirketlerine %10, kamu hizmeti şirketlerine ve Jersey'deki gayrimenkul gelirlerine %20 uygulanır (manşet oran değildir). Müşteriler Jersey'yi ekonomik öz (substance) kurallarına tabi olarak fonlar, tröstler ve holding yapıları için kullanır.",
    },
    featured: false,
    taxAuthority: "Revenue Jersey",
  },
  {
    iso3: "GGY", iso2: "GG", slug: "guernsey",
    name: { en: "Guernsey", tr: "Guernsey" },
    region: "europe", continentCode: "EU", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1980, rate: 20 }, { year: 1981, rate: 20 }, { year: 1982, rate: 20 }, { year: 1983, rate: 20 }, { year: 1984, rate: 20 }, { year: 1985, rate: 20 }, { year: 1986, rate: 20 }, { year: 1987, rate: 20 }, { year: 1988, rate: 20 }, { year: 1989, rate: 20 }, { year: 1990, rate: 20 }, { year: 1991, rate: 20 }, { year: 1992, rate: 20 }, { year: 1993, rate: 20 }, { year: 1994, rate: 20 }, { year: 1995, rate: 20 }, { year: 1996, rate: 20 }, { year: 1997, rate: 20 }, { year: 1998, rate: 20 }, { year: 2000, rate: 20 }, { year: 2001, rate: 20 }, { year: 2002, rate: 20 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "Guernsey's standard corporate income tax rate is 0%; 10% applies to certain banking, fiduciary and other regulated activities and 20% to certain Guernsey property and utility income (not the headline rate). Clients use Guernsey for funds, insurance (including captives) and trust structures, subject to economic substance rules.",
      tr: "Guernsey'nin standart kurumlar vergisi oranı %0'dır; bazı bankacılık, fidüsyer ve diğer düzenlemeye tabi faaliyetlere %10, Guernsey'deki bazı gayrimenkul ve kamu hizmeti gelirlerine %20 uygulanır (manşet oran değildir). Müşteriler Guernsey'yi ekonomik öz (substance) kurallarına tabi olarak fonlar, sigorta (captive dâhil) ve tröst yapıları için kullanır.",
    },
    featured: false,
    taxAuthority: "Guernsey Revenue Service",
  },
  {
    iso3: "MNE", iso2: "ME", slug: "montenegro",
    name: { en: "Montenegro", tr: "Karadağ" },
    region: "europe", continentCode: "EU", rate2023: 15, rate2025: 15, rateHistory: [{ year: 2000, rate: 20 }, { year: 2001, rate: 20 }, { year: 2002, rate: 20 }, { year: 2003, rate: 20 }, { year: 2004, rate: 9 }, { year: 2005, rate: 9 }, { year: 2006, rate: 9 }, { year: 2007, rate: 9 }, { year: 2008, rate: 9 }, { year: 2009, rate: 9 }, { year: 2010, rate: 9 }, { year: 2011, rate: 9 }, { year: 2012, rate: 9 }, { year: 2013, rate: 9 }, { year: 2014, rate: 9 }, { year: 2015, rate: 9 }, { year: 2016, rate: 9 }, { year: 2017, rate: 9 }, { year: 2018, rate: 9 }, { year: 2019, rate: 9 }, { year: 2020, rate: 9 }, { year: 2021, rate: 9 }, { year: 2022, rate: 15 }, { year: 2023, rate: 15 }, { year: 2025, rate: 15 }],
    summary: {
      en: "Montenegro moved from a flat 9% to progressive rates in 2022; 15% is the top rate on the highest profit band, with 9% and 12% on lower bands (not the headline rate). Clients typically look at Montenegro as a low-cost Balkan base in an EU candidate country.",
      tr: "Karadağ 2022'de %9'luk düz orandan kademeli oranlara geçti; %15 en yüksek kâr dilimine uygulanan üst orandır, alt dilimlerde %9 ve %12 uygulanır (manşet oran değildir). Müşteriler Karadağ'a AB aday ülkesinde düşük maliyetli bir Balkan üssü olarak bakar.",
    },
    featured: false,
    taxAuthority: "Montenegro Revenue and Customs Administration",
  },
  {
    iso3: "MKD", iso2: "MK", slug: "north-macedonia",
    name: { en: "North Macedonia", tr: "Kuzey Makedonya" },
    region: "europe", continentCode: "EU", rate2023: 10, rate2025: 10, rateHistory: [{ year: 1998, rate: 18 }, { year: 2000, rate: 15 }, { year: 2001, rate: 15 }, { year: 2002, rate: 15 }, { year: 2003, rate: 15 }, { year: 2004, rate: 15 }, { year: 2005, rate: 15 }, { year: 2006, rate: 15 }, { year: 2007, rate: 12 }, { year: 2008, rate: 10 }, { year: 2009, rate: 10 }, { year: 2010, rate: 10 }, { year: 2011, rate: 10 }, { year: 2012, rate: 10 }, { year: 2013, rate: 10 }, { year: 2014, rate: 10 }, { year: 2015, rate: 10 }, { year: 2016, rate: 10 }, { year: 2017, rate: 10 }, { year: 2018, rate: 10 }, { year: 2019, rate: 10 }, { year: 2020, rate: 10 }, { year: 2021, rate: 10 }, { year: 2022, rate: 10 }, { year: 2023, rate: 10 }, { year: 2025, rate: 10 }],
    summary: {
      en: "North Macedonia's flat 10% profit tax is among the lowest standard rates in Europe. Clients typically look at the incentives in its technological industrial development zones for manufacturing (not the headline rate).",
      tr: "Kuzey Makedonya'nın %10'luk düz kurum kazancı vergisi Avrupa'daki en düşük standart oranlar arasındadır. Müşteriler üretim faaliyetleri için teknolojik sanayi geliştirme bölgelerindeki teşviklere bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "North Macedonia Public Revenue Office",
  },
  {
    iso3: "QAT", iso2: "QA", slug: "qatar",
    name: { en: "Qatar", tr: "Katar" },
    region: "middle-east", continentCode: "AS", rate2023: 10, rate2025: 10, rateHistory: [{ year: 1982, rate: 50 }, { year: 1983, rate: 50 }, { year: 1984, rate: 50 }, { year: 1985, rate: 50 }, { year: 1986, rate: 50 }, { year: 1987, rate: 50 }, { year: 1988, rate: 50 }, { year: 1989, rate: 50 }, { year: 1990, rate: 50 }, { year: 1991, rate: 50 }, { year: 1992, rate: 50 }, { year: 1993, rate: 50 }, { year: 1994, rate: 35 }, { year: 1995, rate: 35 }, { year: 1996, rate: 35 }, { year: 1997, rate: 35 }, { year: 1998, rate: 35 }, { year: 1999, rate: 35 }, { year: 2000, rate: 35 }, { year: 2001, rate: 35 }, { year: 2002, rate: 35 }, { year: 2003, rate: 35 }, { year: 2004, rate: 35 }, { year: 2005, rate: 35 }, { year: 2006, rate: 35 }, { year: 2007, rate: 35 }, { year: 2008, rate: 35 }, { year: 2009, rate: 35 }, { year: 2010, rate: 10 }, { year: 2011, rate: 10 }, { year: 2012, rate: 10 }, { year: 2013, rate: 10 }, { year: 2014, rate: 10 }, { year: 2015, rate: 10 }, { year: 2016, rate: 10 }, { year: 2017, rate: 10 }, { year: 2018, rate: 10 }, { year: 2019, rate: 10 }, { year: 2020, rate: 10 }, { year: 2021, rate: 10 }, { year: 2022, rate: 10 }, { year: 2023, rate: 10 }, { year: 2025, rate: 10 }],
    summary: {
      en: "Qatar's standard 10% corporate income tax applies to the share of profits attributable to foreign owners; the share attributable to Qatari and other GCC nationals is generally exempt. Clients typically look at the Qatar Financial Centre and free zones, which have their own tax rules (not the headline rate).",
      tr: "Katar'ın %10'luk standart kurumlar vergisi, kârın yabancı ortaklara düşen payına uygulanır; Katar ve diğer Körfez İşbirliği Konseyi vatandaşlarına düşen pay genellikle istisnadır. Müşteriler kendi vergi kuralları olan Katar Finans Merkezi'ne ve serbest bölgelere bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Qatar General Tax Authority",
  },
  {
    iso3: "SAU", iso2: "SA", slug: "saudi-arabia",
    name: { en: "Saudi Arabia", tr: "Suudi Arabistan" },
    region: "middle-east", continentCode: "AS", rate2023: 20, rate2025: 20, rateHistory: [{ year: 1980, rate: 45 }, { year: 1981, rate: 45 }, { year: 1982, rate: 45 }, { year: 1983, rate: 45 }, { year: 1984, rate: 45 }, { year: 1985, rate: 45 }, { year: 1986, rate: 45 }, { year: 1987, rate: 45 }, { year: 1988, rate: 45 }, { year: 1989, rate: 45 }, { year: 1990, rate: 45 }, { year: 1991, rate: 45 }, { year: 1992, rate: 45 }, { year: 1993, rate: 45 }, { year: 1994, rate: 45 }, { year: 1995, rate: 45 }, { year: 1996, rate: 45 }, { year: 1997, rate: 45 }, { year: 1998, rate: 45 }, { year: 1999, rate: 45 }, { year: 2000, rate: 45 }, { year: 2001, rate: 30 }, { year: 2002, rate: 30 }, { year: 2003, rate: 30 }, { year: 2004, rate: 30 }, { year: 2005, rate: 30 }, { year: 2006, rate: 20 }, { year: 2007, rate: 20 }, { year: 2008, rate: 20 }, { year: 2009, rate: 20 }, { year: 2010, rate: 20 }, { year: 2011, rate: 20 }, { year: 2012, rate: 20 }, { year: 2013, rate: 20 }, { year: 2014, rate: 20 }, { year: 2015, rate: 20 }, { year: 2016, rate: 20 }, { year: 2017, rate: 20 }, { year: 2018, rate: 20 }, { year: 2019, rate: 20 }, { year: 2020, rate: 20 }, { year: 2021, rate: 20 }, { year: 2022, rate: 20 }, { year: 2023, rate: 20 }, { year: 2025, rate: 20 }],
    summary: {
      en: "Saudi Arabia charges 20% corporate income tax on the share of profits attributable to non-Saudi, non-GCC owners, while the Saudi and GCC owners' share is subject to zakat instead. Clients typically look at Saudi Arabia for regional headquarters and the incentive package offered to them (not the headline rate).",
      tr: "Suudi Arabistan, kârın Suudi ve Körfez İşbirliği Konseyi vatandaşı olmayan ortaklara düşen payına %20 kurumlar vergisi uygular; Suudi ve Körfez ülkeleri vatandaşı ortakların payı ise bunun yerine zekâta tabidir. Müşteriler Suudi Arabistan'a bölgesel genel merkezler ve bunlara sunulan teşvik paketi için bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Zakat, Tax and Customs Authority (ZATCA)",
  },
  {
    iso3: "AUT", iso2: "AT", slug: "austria",
    name: { en: "Austria", tr: "Avusturya" },
    region: "europe", continentCode: "EU", rate2023: 24, rate2025: 23, rateHistory: [{ year: 1980, rate: 55 }, { year: 1981, rate: 55 }, { year: 1982, rate: 55 }, { year: 1983, rate: 55 }, { year: 1984, rate: 55 }, { year: 1985, rate: 55 }, { year: 1986, rate: 55 }, { year: 1987, rate: 55 }, { year: 1988, rate: 55 }, { year: 1989, rate: 30 }, { year: 1990, rate: 30 }, { year: 1991, rate: 30 }, { year: 1992, rate: 30 }, { year: 1993, rate: 30 }, { year: 1994, rate: 34 }, { year: 1995, rate: 34 }, { year: 1996, rate: 34 }, { year: 1997, rate: 34 }, { year: 1998, rate: 34 }, { year: 1999, rate: 34 }, { year: 2000, rate: 34 }, { year: 2001, rate: 34 }, { year: 2002, rate: 34 }, { year: 2003, rate: 34 }, { year: 2004, rate: 34 }, { year: 2005, rate: 25 }, { year: 2006, rate: 25 }, { year: 2007, rate: 25 }, { year: 2008, rate: 25 }, { year: 2009, rate: 25 }, { year: 2010, rate: 25 }, { year: 2011, rate: 25 }, { year: 2012, rate: 25 }, { year: 2013, rate: 25 }, { year: 2014, rate: 25 }, { year: 2015, rate: 25 }, { year: 2016, rate: 25 }, { year: 2017, rate: 25 }, { year: 2018, rate: 25 }, { year: 2019, rate: 25 }, { year: 2020, rate: 25 }, { year: 2021, rate: 25 }, { year: 2022, rate: 25 }, { year: 2023, rate: 24 }, { year: 2025, rate: 23 }],
    summary: {
      en: "Austria cut its corporate income tax rate from 25% to 24% for 2023. Clients typically look at Austrian holding companies, the international participation exemption and group taxation.",
      tr: "Avusturya, kurumlar vergisi oranını 2023 için %25'ten %24'e indirdi. Müşteriler Avusturya holding şirketlerine, uluslararası iştirak istisnasına ve grup vergilendirmesine bakar.",
    },
    featured: false,
    taxAuthority: "Austrian Federal Ministry of Finance",
    laterChanges: [
      { year: 2024, note: { en: "The rate fell further to 23% from 2024.", tr: "Oran 2024'ten itibaren %23'e daha da düştü." }, source: "Austrian Eco-Social Tax Reform Act 2022" },
    ],
  },
  {
    iso3: "BEL", iso2: "BE", slug: "belgium",
    name: { en: "Belgium", tr: "Belçika" },
    region: "europe", continentCode: "EU", rate2023: 25, rate2025: 25, rateHistory: [{ year: 1980, rate: 48 }, { year: 1981, rate: 48 }, { year: 1982, rate: 48 }, { year: 1983, rate: 45 }, { year: 1984, rate: 45 }, { year: 1985, rate: 45 }, { year: 1986, rate: 45 }, { year: 1987, rate: 43 }, { year: 1988, rate: 43 }, { year: 1989, rate: 43 }, { year: 1990, rate: 41 }, { year: 1991, rate: 39 }, { year: 1992, rate: 39 }, { year: 1993, rate: 40.17 }, { year: 1994, rate: 40.17 }, { year: 1995, rate: 40.17 }, { year: 1996, rate: 40.17 }, { year: 1997, rate: 40.17 }, { year: 1998, rate: 40.17 }, { year: 1999, rate: 40.17 }, { year: 2000, rate: 40.17 }, { year: 2001, rate: 40.17 }, { year: 2002, rate: 40.17 }, { year: 2003, rate: 33.99 }, { year: 2004, rate: 33.99 }, { year: 2005, rate: 33.99 }, { year: 2006, rate: 35.97 }, { year: 2007, rate: 33.99 }, { year: 2008, rate: 33.99 }, { year: 2009, rate: 33.99 }, { year: 2010, rate: 33.99 }, { year: 2011, rate: 33.99 }, { year: 2012, rate: 33.99 }, { year: 2013, rate: 33.99 }, { year: 2014, rate: 33.99 }, { year: 2015, rate: 33.99 }, { year: 2016, rate: 33.99 }, { year: 2017, rate: 33.99 }, { year: 2018, rate: 29.58 }, { year: 2019, rate: 29.58 }, { year: 2020, rate: 25 }, { year: 2021, rate: 25 }, { year: 2022, rate: 25 }, { year: 2023, rate: 25 }, { year: 2025, rate: 25 }],
    summary: {
      en: "Belgium's standard corporate income tax rate is 25%, with a reduced 20% rate on the first €100,000 of profit for qualifying SMEs (not the headline rate). Clients typically look at the dividends-received deduction and the innovation income deduction (not the headline rate).",
      tr: "Belçika'nın standart kurumlar vergisi oranı %25'tir; nitelikli KOBİ'lerin ilk 100.000 avroluk kârına indirimli %20 oran uygulanır (manşet oran değildir). Müşteriler alınan temettü indirimine ve inovasyon geliri indirimine bakar (manşet oran değildir).",
    },
    featured: false,
    taxAuthority: "Belgian Federal Public Service Finance",
  },
  {
    iso3: "LIE", iso2: "LI", slug: "liechtenstein",
    name: { en: "Liechtenstein", tr: "Lihtenştayn" },
    region: "europe", continentCode: "EU", rate2023: 12.5, rate2025: 12.5, rateHistory: [{ year: 1984, rate: 15 }, { year: 1985, rate: 15 }, { year: 1986, rate: 15 }, { year: 1987, rate: 15 }, { year: 1988, rate: 15 }, { year: 1989, rate: 15 }, { year: 1990, rate: 15 }, { year: 1991, rate: 15 }, { year: 1992, rate: 15 }, { year: 1993, rate: 15 }, { year: 1994, rate: 15 }, { year: 1995, rate: 15 }, { year: 1996, rate: 15 }, { year: 1997, rate: 15 }, { year: 1998, rate: 15 }, { year: 1999, rate: 15 }, { year: 2000, rate: 15 }, { year: 2001, rate: 15 }, { year: 2002, rate: 15 }, { year: 2003, rate: 20 }, { year: 2004, rate: 20 }, { year: 2005, rate: 20 }, { year: 2006, rate: 20 }, { year: 2007, rate: 20 }, { year: 2008, rate: 20 }, { year: 2009, rate: 20 }, { year: 2010, rate: 15 }, { year: 2011, rate: 12.5 }, { year: 2012, rate: 12.5 }, { year: 2013, rate: 12.5 }, { year: 2014, rate: 12.5 }, { year: 2015, rate: 12.5 }, { year: 2016, rate: 12.5 }, { year: 2017, rate: 12.5 }, { year: 2018, rate: 12.5 }, { year: 2019, rate: 12.5 }, { year: 2020, rate: 12.5 }, { year: 2021, rate: 12.5 }, { year: 2022, rate: 12.5 }, { year: 2023, rate: 12.5 }, { year: 2025, rate: 12.5 }],
    summary: {
      en: "Liechtenstein levies a flat 12.5% corporate income tax. Clients typically look at Liechtenstein foundations and trusts for wealth and succession planning, and at its access to the European Economic Area.",
      tr: "Lihtenştayn %12,5'lik düz kurumlar vergisi uygular. Müşteriler Lihtenştayn'a servet ve miras planlaması için vakıf ve tröstler ile Avrupa Ekonomik Alanı'na erişim için bakar.",
    },
    featured: false,
    taxAuthority: "Liechtenstein Tax Administration",
  },
  {
    iso3: "BHR", iso2: "BH", slug: "bahrain",
    name: { en: "Bahrain", tr: "Bahreyn" },
    region: "middle-east", continentCode: "AS", rate2023: 0, rate2025: 0, rateHistory: [{ year: 1980, rate: 0 }, { year: 1981, rate: 0 }, { year: 1982, rate: 0 }, { year: 1983, rate: 0 }, { year: 1984, rate: 0 }, { year: 1985, rate: 0 }, { year: 1986, rate: 0 }, { year: 1987, rate: 0 }, { year: 1988, rate: 0 }, { year: 1989, rate: 0 }, { year: 1990, rate: 0 }, { year: 1991, rate: 0 }, { year: 1992, rate: 0 }, { year: 1993, rate: 0 }, { year: 1994, rate: 0 }, { year: 1995, rate: 0 }, { year: 1996, rate: 0 }, { year: 1997, rate: 0 }, { year: 1998, rate: 0 }, { year: 1999, rate: 0 }, { year: 2000, rate: 0 }, { year: 2001, rate: 0 }, { year: 2002, rate: 0 }, { year: 2003, rate: 0 }, { year: 2004, rate: 0 }, { year: 2005, rate: 0 }, { year: 2006, rate: 0 }, { year: 2007, rate: 0 }, { year: 2008, rate: 0 }, { year: 2009, rate: 0 }, { year: 2010, rate: 0 }, { year: 2011, rate: 0 }, { year: 2012, rate: 0 }, { year: 2013, rate: 0 }, { year: 2014, rate: 0 }, { year: 2015, rate: 0 }, { year: 2016, rate: 0 }, { year: 2017, rate: 0 }, { year: 2018, rate: 0 }, { year: 2019, rate: 0 }, { year: 2020, rate: 0 }, { year: 2021, rate: 0 }, { year: 2022, rate: 0 }, { year: 2023, rate: 0 }, { year: 2025, rate: 0 }],
    summary: {
      en: "Bahrain had no general corporate income tax in 2023, so the headline rate is 0%; oil and gas companies are taxed separately (not the headline rate). Clients typically look at Bahrain for cost-effective Gulf operations and financial services, noting that VAT applies.",
      tr: "Bahreyn'de 2023'te genel bir kurumlar vergisi yoktu; bu nedenle manşet oran %0'dır. Petrol ve gaz şirketleri ayrıca vergilendirilir (manşet oran değildir). Müşteriler Bahreyn'e maliyet etkin Körfez faaliyetleri ve finansal hizmetler için bakar; KDV'nin uygulandığını da hesaba katmak gerekir.",
    },
    featured: false,
    taxAuthority: "Bahrain National Bureau for Revenue",
    laterChanges: [
      { year: 2025, note: { en: "A 15% domestic minimum top-up tax applies from 2025 to multinational groups with annual revenue of €750 million or more.", tr: "2025'ten itibaren yıllık cirosu 750 milyon avro ve üzerindeki çok uluslu gruplara %15'lik yurt içi asgari tamamlayıcı vergi uygulanır." }, source: "Bahrain Decree-Law No. 11 of 2024" },
    ],
  },
  {
    iso3: "SWE", iso2: "SE", slug: "sweden",
    name: { en: "Sweden", tr: "İsveç" },
    region: "europe", continentCode: "EU", rate2023: 20.6, rate2025: 20.6, rateHistory: [{ year: 1981, rate: 57.8 }, { year: 1982, rate: 57.8 }, { year: 1983, rate: 58.1 }, { year: 1984, rate: 56.6 }, { year: 1985, rate: 56.6 }, { year: 1986, rate: 56.6 }, { year: 1987, rate: 56.6 }, { year: 1988, rate: 56.6 }, { year: 1989, rate: 60.1 }, { year: 1990, rate: 53 }, { year: 1991, rate: 30 }, { year: 1992, rate: 30 }, { year: 1993, rate: 30 }, { year: 1994, rate: 28 }, { year: 1995, rate: 28 }, { year: 1996, rate: 28 }, { year: 1997, rate: 28 }, { year: 1998, rate: 28 }, { year: 1999, rate: 28 }, { year: 2000, rate: 28 }, { year: 2001, rate: 28 }, { year: 2002, rate: 28 }, { year: 2003, rate: 28 }, { year: 2004, rate: 28 }, { year: 2005, rate: 28 }, { year: 2006, rate: 28 }, { year: 2007, rate: 28 }, { year: 2008, rate: 28 }, { year: 2009, rate: 26.3 }, { year: 2010, rate: 26.3 }, { year: 2011, rate: 26.3 }, { year: 2012, rate: 26.3 }, { year: 2013, rate: 22 }, { year: 2014, rate: 22 }, { year: 2015, rate: 22 }, { year: 2016, rate: 22 }, { year: 2017, rate: 22 }, { year: 2018, rate: 22 }, { year: 2019, rate: 21.4 }, { year: 2020, rate: 21.4 }, { year: 2021, rate: 20.6 }, { year: 2022, rate: 20.6 }, { year: 2023, rate: 20.6 }, { year: 2025, rate: 20.6 }],
    summary: {
      en: "Sweden's corporate income tax rate is 20.6%. Clients typically look at Swedish holding companies and their participation exemption, and at Sweden's transparent, digital company administration.",
      tr: "İsveç'in kurumlar vergisi oranı %20,6'dır. Müşteriler İsveç holding şirketlerine ve bunların iştirak istisnasına, ayrıca İsveç'in şeffaf ve dijital şirket yönetimine bakar.",
    },
    featured: false,
    taxAuthority: "Swedish Tax Agency (Skatteverket)",
  },
];
