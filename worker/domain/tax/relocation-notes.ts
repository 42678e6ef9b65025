/**
 * The sentences the engine writes about a move (issue 32 §1) — why an exit tax applies or not, why
 * a regime is elected or not — in English and Turkish, by code. The engine stores the English
 * (`note`, as before) and the parts it was made of (`noteParts`: code + figures), so a page can
 * say the same in Turkish; the law's own texts (conditions, deferrals) carry their Turkish beside
 * the English in the parameter files (params/turkish.ts). Pure.
 */
import { inLocale, turkishOf } from "./params/turkish";

type Locale = "en" | "tr";
type Args = Record<string, string | number>;

export interface NotePart {
  code: NoteCode;
  args: Args;
}

const n = (x: unknown, locale: Locale) =>
  new Intl.NumberFormat(locale === "tr" ? "tr-TR" : "en-US", {
    maximumFractionDigits: 0,
  }).format(Math.round(Number(x)));

/** code → the sentence in each language; `f` formats a whole number the reader's way. */
const MESSAGES = {
  "exit-not-computed": {
    en: (a: Args) => `${a.text} Not computed: the engine has no sourced schedule for it; the figures leave it out.`,
    tr: (a: Args) => `${inLocale(String(a.text), "tr")} Hesaplanmadı: motorun bunun için kaynaklı bir tarifesi yok; rakamlar onu içermez.`,
  },
  "exit-no-holdings": {
    en: () => "No holdings given: nothing for the exit tax to reach. List your shareholdings (value and cost) to compute it.",
    tr: () => "Pay bilgisi girilmedi: çıkış vergisinin ulaşacağı bir şey yok. Hesaplamak için paylarınızı (değer ve maliyet) girin.",
  },
  "exit-us-citizen": {
    en: () => "You remain a US citizen: moving abroad does not expatriate you, so §877A does not apply — and the US keeps taxing you wherever you live.",
    tr: () => "ABD vatandaşı olarak kalıyorsunuz: yurt dışına taşınmak vatandaşlığı sona erdirmez, bu yüzden §877A uygulanmaz — ve ABD nerede yaşarsanız yaşayın sizi vergilendirmeye devam eder.",
  },
  "exit-not-covered": {
    en: (a: Args) => `Net worth (taken as the holdings' value, USD ${n(a.value, "en")}) is under USD ${n(a.threshold, "en")} and no other test is assumed met: not a covered expatriate.`,
    tr: (a: Args) => `Net servet (payların değeri alındı, ${n(a.value, "tr")} USD) ${n(a.threshold, "tr")} USD'nin altında ve başka bir testin karşılandığı varsayılmıyor: kapsamdaki gurbetçi değil.`,
  },
  "exit-covered": {
    en: (a: Args) =>
      `Covered expatriate (net worth USD ${n(a.value, "en")} ≥ USD ${n(a.threshold, "en")}, assuming a long-term resident who gives up the green card); the first USD ${n(
        a.exclusion,
        "en"
      )} of gain is excluded.`,
    tr: (a: Args) =>
      `Kapsamdaki gurbetçi (net servet ${n(a.value, "tr")} USD ≥ ${n(a.threshold, "tr")} USD; yeşil kartını bırakan uzun süreli mukim varsayıldı); kazancın ilk ${n(
        a.exclusion,
        "tr"
      )} USD'si istisnadır.`,
  },
  "exit-fra-over": {
    en: (a: Args) => `Holdings worth EUR ${n(a.value, "en")} ≥ EUR ${n(a.threshold, "en")}.`,
    tr: (a: Args) => `Payların değeri ${n(a.value, "tr")} EUR ≥ ${n(a.threshold, "tr")} EUR.`,
  },
  "exit-fra-majority": {
    en: (a: Args) =>
      `Holdings worth EUR ${n(a.value, "en")} are under EUR ${n(a.threshold, "en")}, but a stake of 50 % or more is caught whatever its value (holdings are taken as founders' majority stakes).`,
    tr: (a: Args) =>
      `Payların değeri ${n(a.value, "tr")} EUR ile ${n(
        a.threshold,
        "tr"
      )} EUR'nun altında, ancak %50 veya daha büyük bir pay değeri ne olursa olsun kapsama girer (paylar kurucunun çoğunluk payı sayıldı).`,
  },
  "exit-esp-none": {
    en: (a: Args) => `Holdings worth ${n(a.value, "en")} in total (not over ${n(a.threshold, "en")}) and none worth over ${n(a.holding, "en")}: outside the exit tax.`,
    tr: (a: Args) => `Payların toplam değeri ${n(a.value, "tr")} (${n(a.threshold, "tr")} üzerinde değil) ve hiçbiri ${n(a.holding, "tr")} üzerinde değil: çıkış vergisinin dışında.`,
  },
  "exit-esp-stakes": {
    en: (a: Args) => `Total value ${n(a.value, "en")} is not over ${n(a.threshold, "en")}: only the stakes (over 25 %) worth more than ${n(a.holding, "en")} are taxed.`,
    tr: (a: Args) => `Toplam değer ${n(a.value, "tr")}, ${n(a.threshold, "tr")} üzerinde değil: yalnızca değeri ${n(a.holding, "tr")} üzerindeki (%25'ten büyük) paylar vergilendirilir.`,
  },
  "exit-esp-all": {
    en: (a: Args) => `Holdings worth ${n(a.value, "en")} > ${n(a.threshold, "en")}: all are taxed.`,
    tr: (a: Args) => `Payların değeri ${n(a.value, "tr")} > ${n(a.threshold, "tr")}: hepsi vergilendirilir.`,
  },
  "exit-taxable-gain": {
    en: (a: Args) => `Taxable gain USD ${n(a.gain, "en")}${a.inclusion ? ` × ${a.inclusion} %` : ""}.`,
    tr: (a: Args) => `Vergiye tabi kazanç ${n(a.gain, "tr")} USD${a.inclusion ? ` × %${a.inclusion}` : ""}.`,
  },
  "exit-within-eu": {
    en: (a: Args) => `Moving within the EU/EEA (${a.to}): deferred.`,
    tr: (a: Args) => `AB/AEA içinde taşınma (${a.to}): ertelenir.`,
  },
  "exit-outside-eu-none": {
    en: (a: Args) => `${a.to} is outside the EU/EEA: no deferral.`,
    tr: (a: Args) => `${a.to} AB/AEA dışında: erteleme yok.`,
  },
  "exit-outside-eu-request": {
    en: (a: Args) => `${a.to} is outside the EU/EEA: deferral only on request, with guarantees.`,
    tr: (a: Args) => `${a.to} AB/AEA dışında: erteleme yalnızca talep üzerine ve teminatla.`,
  },
  "exit-pol-under": {
    en: (a: Args) => `Holdings worth ${a.currency} ${n(a.value, "en")}, not over ${a.currency} ${n(a.threshold, "en")}: outside the Polish exit tax.`,
    tr: (a: Args) => `Payların değeri ${n(a.value, "tr")} ${a.currency}, ${n(a.threshold, "tr")} ${a.currency} üzerinde değil: Polonya çıkış vergisinin dışında.`,
  },
  "exit-pol-over": {
    en: (a: Args) => `Holdings worth ${a.currency} ${n(a.value, "en")} > ${a.currency} ${n(a.threshold, "en")} (taken as all the assets moved): the gain is taxed.`,
    tr: (a: Args) => `Payların değeri ${n(a.value, "tr")} ${a.currency} > ${n(a.threshold, "tr")} ${a.currency} (taşınan tüm varlıklar sayıldı): kazanç vergilendirilir.`,
  },
  "exit-swe-ten-year": {
    en: (a: Args) => `Nothing is taxed on leaving Sweden. If the shares are sold within ${a.years} calendar years, Sweden taxes the gain at ${a.rate} %: USD ${n(a.amount, "en")} on today's gain (not in the figures).`,
    tr: (a: Args) => `İsveç'ten ayrılırken bir şey vergilendirilmez. Paylar ${a.years} takvim yılı içinde satılırsa İsveç kazancı %${a.rate} vergilendirir: bugünkü kazanç üzerinden ${n(a.amount, "tr")} USD (rakamlara dahil değil).`,
  },
  "astg-not-national": {
    en: (a: Args) => `Not a German national (${a.nationality}): §2 AStG does not apply.`,
    tr: (a: Args) => `Alman vatandaşı değil (${a.nationality}): AStG §2 uygulanmaz.`,
  },
  "astg-preferential": {
    en: (a: Args) => `Low taxation: the status applied in ${a.to} is a preferential regime (§2 (2) Nr. 2 AStG).`,
    tr: (a: Args) => `Düşük vergilendirme: ${a.to} ülkesinde uygulanan statü tercihli bir rejimdir (AStG §2 (2) Nr. 2).`,
  },
  "astg-low": {
    en: (a: Args) =>
      `Low taxation: ${a.to}'s income tax on EUR ${n(a.income, "en")} is EUR ${n(a.destination, "en")}, below two thirds of the German EUR ${n(a.german, "en")} (EUR ${n(a.threshold, "en")}; §2 (2) Nr. 1 AStG).`,
    tr: (a: Args) =>
      `Düşük vergilendirme: ${a.to} ülkesinin ${n(a.income, "tr")} EUR üzerindeki gelir vergisi ${n(a.destination, "tr")} EUR, Almanya'daki ${n(a.german, "tr")} EUR'nun üçte ikisinin (${n(a.threshold, "tr")} EUR) altında (AStG §2 (2) Nr. 1).`,
  },
  "astg-not-low": {
    en: (a: Args) =>
      `Not low taxation: ${a.to}'s income tax on EUR ${n(a.income, "en")} is EUR ${n(a.destination, "en")}, at least two thirds of the German EUR ${n(a.german, "en")} (EUR ${n(a.threshold, "en")}): §2 AStG does not apply.`,
    tr: (a: Args) =>
      `Düşük vergilendirme değil: ${a.to} ülkesinin ${n(a.income, "tr")} EUR üzerindeki gelir vergisi ${n(a.destination, "tr")} EUR, Almanya'daki ${n(a.german, "tr")} EUR'nun en az üçte ikisi (${n(a.threshold, "tr")} EUR): AStG §2 uygulanmaz.`,
  },
  "astg-not-tested": {
    en: (a: Args) => `The engine has no schedule of ${a.to}'s income tax for the EUR 77,000 comparison and no preferential regime applies: taken as not low-taxed (check §2 (2) AStG with an adviser).`,
    tr: (a: Args) => `Motorda 77.000 EUR karşılaştırması için ${a.to} gelir vergisi tarifesi yok ve tercihli bir rejim uygulanmıyor: düşük vergili sayılmadı (AStG §2 (2)'yi bir danışmanla kontrol edin).`,
  },
  "astg-no-interests": {
    en: () => "No essential economic interests in Germany are given (no German company, no holdings): §2 AStG does not apply.",
    tr: () => "Almanya'da temel ekonomik çıkar belirtilmedi (Alman şirketi yok, pay yok): AStG §2 uygulanmaz.",
  },
  "astg-interests-company": {
    en: (a: Args) => `Essential economic interests: the company is German (§2 (3) Nr. 1 AStG). German-source income is taxed as if resident for 10 years (not computed), unless it is EUR ${n(a.freigrenze, "en")} or less in a year.`,
    tr: (a: Args) => `Temel ekonomik çıkarlar: şirket Alman (AStG §2 (3) Nr. 1). Almanya kaynaklı gelir 10 yıl mukimmiş gibi vergilendirilir (hesaplanmadı); bir yılda ${n(a.freigrenze, "tr")} EUR veya daha azsa uygulanmaz.`,
  },
  "astg-interests-holdings": {
    en: (a: Args) =>
      `Essential economic interests: the holdings are taken as a stake of 1 % or more in a German company (§2 (3) Nr. 1 AStG). German-source income is taxed as if resident for 10 years (not computed), unless it is EUR ${n(a.freigrenze, "en")} or less in a year.`,
    tr: (a: Args) =>
      `Temel ekonomik çıkarlar: paylar bir Alman şirketinde %1 veya daha büyük pay sayıldı (AStG §2 (3) Nr. 1). Almanya kaynaklı gelir 10 yıl mukimmiş gibi vergilendirilir (hesaplanmadı); bir yılda ${n(a.freigrenze, "tr")} EUR veya daha azsa uygulanmaz.`,
  },
  "regime-excluded": {
    en: (a: Args) => `Not available to ${a.nationality} nationals.`,
    tr: (a: Args) => `${a.nationality} vatandaşları yararlanamaz.`,
  },
  "regime-excluded-mco": {
    en: () => "French nationals living in Monaco remain taxable in France (convention of 18 May 1963, art. 7): that French tax is not computed here.",
    tr: () => "Monako'da yaşayan Fransız vatandaşları Fransa'da vergiye tabi kalır (18 Mayıs 1963 sözleşmesi, md. 7): bu Fransız vergisi burada hesaplanmaz.",
  },
  "regime-ordinary": {
    en: () => "The destination's ordinary rules give this result; nothing to elect.",
    tr: () => "Bu sonucu varış ülkesinin olağan kuralları verir; seçilecek bir şey yok.",
  },
  "regime-domestic-exempt": {
    en: (a: Args) => `The company is resident in ${a.to}: its dividends are domestic income, taxed normally (the regime covers foreign income only).`,
    tr: (a: Args) => `Şirket ${a.to} mukimi: kâr payları yurt içi gelirdir ve normal vergilendirilir (rejim yalnızca yabancı geliri kapsar).`,
  },
  "regime-listed": {
    en: (a: Args) => `${a.company} is on ${a.to}'s list of privileged tax regimes: its dividends are taxed at ${a.rate} % under the regime.`,
    tr: (a: Args) => `${a.company}, ${a.to} ülkesinin imtiyazlı vergi rejimleri listesinde: kâr payları rejim kapsamında %${a.rate} vergilendirilir.`,
  },
  "regime-foreign-exempt": {
    en: (a: Args) => `Dividends of a company resident in ${a.company} are foreign income: exempt under the regime${a.years ? ` for ${a.years} years` : ""}.`,
    tr: (a: Args) => `${a.company} mukimi bir şirketin kâr payları yabancı gelirdir: rejim kapsamında${a.years ? ` ${a.years} yıl` : ""} istisnadır.`,
  },
  "regime-lump-domestic": {
    en: (a: Args) => `The company is resident in ${a.to}: its dividends are domestic income, outside the lump sum (taxed normally).`,
    tr: (a: Args) => `Şirket ${a.to} mukimi: kâr payları yurt içi gelirdir, götürü tutarın dışındadır (normal vergilendirilir).`,
  },
  "regime-lump-not-elected": {
    en: (a: Args) => `Not elected: the ordinary tax on the foreign income (USD ${n(a.ordinary, "en")}) is not more than the lump sum of USD ${n(a.lump, "en")} a year.`,
    tr: (a: Args) => `Seçilmedi: yabancı gelir üzerindeki olağan vergi (${n(a.ordinary, "tr")} USD) yıllık ${n(a.lump, "tr")} USD götürü tutardan fazla değil.`,
  },
  "regime-lump-elected": {
    en: (a: Args) => `Elected: the lump sum of USD ${n(a.lump, "en")} a year replaces USD ${n(a.ordinary, "en")} of ordinary tax on the foreign income.`,
    tr: (a: Args) => `Seçildi: yıllık ${n(a.lump, "tr")} USD götürü tutar, yabancı gelir üzerindeki ${n(a.ordinary, "tr")} USD olağan verginin yerini alır.`,
  },
  "regime-remittance-domestic": {
    en: (a: Args) => `The company is resident in ${a.to}: its dividends are taxed normally (imputation of the company's tax).`,
    tr: (a: Args) => `Şirket ${a.to} mukimi: kâr payları normal vergilendirilir (şirketin vergisi mahsup edilir).`,
  },
  "regime-remittance-minimum": {
    en: (a: Args) =>
      `Dividends kept outside ${a.to} are not taxed; foreign income of ${n(a.foreign, "en")} ${a.currency} (≥ ${n(a.from, "en")}) brings the minimum tax of ${n(a.minimum, "en")} ${a.currency}.`,
    tr: (a: Args) =>
      `${a.to} dışında tutulan kâr payları vergilendirilmez; ${n(a.foreign, "tr")} ${a.currency} yabancı gelir (≥ ${n(a.from, "tr")}) ${n(a.minimum, "tr")} ${a.currency} asgari vergiyi getirir.`,
  },
  "regime-remittance-kept": {
    en: (a: Args) => `Dividends kept outside ${a.to} are not taxed.`,
    tr: (a: Args) => `${a.to} dışında tutulan kâr payları vergilendirilmez.`,
  },
  "regime-expenditure": {
    en: (a: Args) =>
      `Not used in the figures: the tax on living expenses of at least ${n(a.basis, "en")} ${
        a.currency
      } is levied at the canton's ordinary rates, which the engine has no sourced schedule for; it is also unavailable to anyone working in ${
        a.to
      } (running your company from there). Ordinary taxation is shown.`,
    tr: (a: Args) =>
      `Rakamlarda kullanılmadı: en az ${n(a.basis, "tr")} ${a.currency} yaşam gideri üzerinden vergi kantonun olağan oranlarıyla alınır ve motorun bunun için kaynaklı bir tarifesi yok; ayrıca ${
        a.to
      } ülkesinde çalışan (şirketini oradan yöneten) kimse yararlanamaz. Olağan vergilendirme gösterilir.`,
  },
  "regime-expenditure-working": {
    en: (a: Args) => `Not available: the company is run from ${a.to}, which is gainful activity there (DBG Art. 14). Ordinary taxation is shown.`,
    tr: (a: Args) => `Kullanılamaz: şirket ${a.to} ülkesinden yönetiliyor, bu orada kazanç getirici faaliyettir (DBG md. 14). Olağan vergilendirme gösterilir.`,
  },
  "regime-expenditure-elected": {
    en: (a: Args) =>
      `Elected. Base used: the minimums — CHF ${n(a.federalBase, "en")} federal (tax CHF ${n(a.federalTax, "en")} by DBG Art. 36) and CHF ${n(a.cantonalBase, "en")} in Zug (at ${a.rate} %: CHF ${n(
        a.cantonalTax,
        "en"
      )}); a rent above CHF ${n(a.rent, "en")} a year (× 7) or higher living expenses would raise it. USD ${n(a.lump, "en")} a year replaces USD ${n(a.ordinary, "en")} of ordinary tax.`,
    tr: (a: Args) =>
      `Seçildi. Kullanılan matrah: asgari tutarlar — federal ${n(a.federalBase, "tr")} CHF (DBG md. 36'ya göre vergi ${n(a.federalTax, "tr")} CHF) ve Zug'da ${n(a.cantonalBase, "tr")} CHF (%${a.rate}: ${n(
        a.cantonalTax,
        "tr"
      )} CHF); yıllık ${n(a.rent, "tr")} CHF'yi aşan kira (× 7) veya daha yüksek yaşam giderleri matrahı artırır. Yıllık ${n(a.lump, "tr")} USD, ${n(a.ordinary, "tr")} USD olağan verginin yerini alır.`,
  },
  "regime-expenditure-not-elected": {
    en: (a: Args) =>
      `Not elected: on the minimum bases (CHF ${n(a.federalBase, "en")} federal, CHF ${n(a.cantonalBase, "en")} in Zug) the lump sum would be USD ${n(a.lump, "en")} a year, not less than the ordinary tax of USD ${n(a.ordinary, "en")}.`,
    tr: (a: Args) =>
      `Seçilmedi: asgari matrahlar üzerinden (federal ${n(a.federalBase, "tr")} CHF, Zug'da ${n(a.cantonalBase, "tr")} CHF) götürü vergi yılda ${n(a.lump, "tr")} USD olurdu, ${n(a.ordinary, "tr")} USD olağan vergiden az değil.`,
  },
} satisfies Record<string, Record<Locale, (a: Args) => string>>;

export type NoteCode = keyof typeof MESSAGES;

export const say = (code: NoteCode, args: Args = {}): NotePart => ({
  code,
  args,
});

/** The sentence of the parts, in the reader's language. */
export const noteText = (parts: readonly NotePart[], locale: Locale): string =>
  parts
    .map((p) => MESSAGES[p.code]?.[locale](p.args) ?? "")
    .filter(Boolean)
    .join(" ");

/** A stored note's part this engine can still say (an older report may carry codes no longer known). */
export const isKnownNotePart = (part: NotePart): boolean => part.code in MESSAGES;
