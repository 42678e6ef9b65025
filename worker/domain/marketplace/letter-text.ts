import { dateTimeFormat, numberFormat } from "#worker/domain/intl";

/**
 * The engagement letter's words (issue 31, decision 200), in the letter's language of record. The
 * page and the PDF render the same sections, so what a party reads is what they sign.
 */

export type LetterLocale = "en" | "tr";

/** What the letter says, frozen when it is first written (contract_letters.content). */
export interface LetterContent {
  version: 1;
  locale: LetterLocale;
  contractId: string;
  /** the day the proposal was accepted (ISO) */
  date: string;
  title: string;
  scope: string;
  client: { name: string; email: string };
  advisor: { name: string; email: string; firm: string | null; licensed: boolean };
  jurisdiction: { iso3: string; name: string };
  structure: { slug: string; name: string } | null;
  kind: "implementation" | "recurring";
  timelineDays: number;
  milestones: { title: string; amount: number }[];
  amount: number;
  currency: string;
  commissionBp: number;
}

export interface LetterSection {
  heading: string;
  lines: string[];
}

export interface CertificateEntry {
  party: "client" | "advisor";
  name: string;
  signedAt: string;
  ip: string | null;
  method: "typed" | "migrated";
}

export const money = (cents: number, locale: LetterLocale, currency: string) =>
  numberFormat(locale === "tr" ? "tr-TR" : "en-US", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

const day = (iso: string, locale: LetterLocale) => dateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
const percent = (bp: number, locale: LetterLocale) => numberFormat(locale === "tr" ? "tr-TR" : "en-US", { style: "percent", maximumFractionDigits: 2 }).format(bp / 10000);

const WORDS = {
  en: {
    title: "Engagement letter",
    intro: (c: LetterContent) =>
      `This letter records the engagement agreed on TaxAtlas on ${day(c.date, "en")} between ${c.client.name} (the Client) and ${c.advisor.name}${c.advisor.firm ? `, ${c.advisor.firm}` : ""} (the Advisor). Contract reference: ${c.contractId}.`,
    parties: "1. Parties",
    clientLine: (c: LetterContent) => `Client: ${c.client.name} <${c.client.email}>`,
    advisorLine: (c: LetterContent) => `Advisor: ${c.advisor.name}${c.advisor.firm ? `, ${c.advisor.firm}` : ""} <${c.advisor.email}>`,
    scope: "2. Scope of work",
    jurisdictions: "3. Jurisdictions and structures",
    jurisdiction: (c: LetterContent) => `Jurisdiction: ${c.jurisdiction.name} (${c.jurisdiction.iso3})`,
    structure: (c: LetterContent) => (c.structure ? `Structure: ${c.structure.name}` : "Structure: none named in the request"),
    milestones: "4. Milestones and amounts",
    total: (c: LetterContent) => `Total: ${money(c.amount, "en", c.currency)}. Expected timeline: ${c.timelineDays} days.`,
    commission: "5. Fees and commission",
    commissionLine: (c: LetterContent) =>
      `TaxAtlas keeps a commission of ${percent(c.commissionBp, "en")} of each amount released to the Advisor (${c.kind === "recurring" ? "recurring work" : "implementation work"}); the Advisor receives the rest. The Client pays each milestone into escrow before work on it begins.`,
    refunds: "6. Escrow, approval and refunds",
    refundLines: [
      "Money paid for a milestone is held in escrow by TaxAtlas until it is released, refunded or split.",
      "When the Advisor submits a milestone, the Client has 14 days to approve it or open a dispute; reminders are sent on day 7 and day 12, and without an answer the payment is released to the Advisor on day 14.",
      "If the contract is cancelled before any work is submitted, every funded milestone is refunded to the Client in full. Money that arrives after a cancellation is held and returned by an administrator.",
    ],
    disputes: "7. Disputes",
    disputeLines: [
      "Either party may dispute a submitted milestone, stating a reason and attaching evidence. The other party has 5 business days to respond with its own statement and evidence.",
      "A TaxAtlas administrator then decides to release the milestone to the Advisor, refund it to the Client, or split it, records the reasons, and notifies both parties. The decision moves only the escrowed money; it does not limit either party's rights under applicable law.",
    ],
    advice: "8. Not legal or tax advice",
    adviceLine:
      "TaxAtlas has not verified the Advisor as a licensed professional. Nothing delivered under this engagement is legal or tax advice; take advice from a licensed professional before acting on it.",
    signing: (n: number) => `${n}. Signatures`,
    signingLine: "Both parties sign in the app with their typed name and consent. The engagement becomes active only once both have signed; until then no milestone can be funded.",
    certificate: "Signing certificate",
    certificateIntro: (c: LetterContent, sha: string) => `Engagement letter of contract ${c.contractId}. SHA-256 of the document signed: ${sha}`,
    party: { client: "Client", advisor: "Advisor" },
    signed: (e: CertificateEntry) =>
      e.method === "migrated"
        ? `${e.name}: accepted the engagement on ${e.signedAt} (UTC), before electronic signing existed on TaxAtlas.`
        : `${e.name}: signed ${e.signedAt} (UTC) by typed name and consent, from IP address ${e.ip ?? "unknown"}.`,
    verify: "Anyone holding this PDF or the letter can check it against TaxAtlas's record at /contracts/verify.",
  },
  tr: {
    title: "Hizmet sözleşmesi mektubu",
    intro: (c: LetterContent) =>
      `Bu mektup, ${day(c.date, "tr")} tarihinde TaxAtlas üzerinde ${c.client.name} (Müşteri) ile ${c.advisor.name}${c.advisor.firm ? `, ${c.advisor.firm}` : ""} (Danışman) arasında kararlaştırılan işi kayda geçirir. Sözleşme referansı: ${c.contractId}.`,
    parties: "1. Taraflar",
    clientLine: (c: LetterContent) => `Müşteri: ${c.client.name} <${c.client.email}>`,
    advisorLine: (c: LetterContent) => `Danışman: ${c.advisor.name}${c.advisor.firm ? `, ${c.advisor.firm}` : ""} <${c.advisor.email}>`,
    scope: "2. İşin kapsamı",
    jurisdictions: "3. Ülkeler ve yapılar",
    jurisdiction: (c: LetterContent) => `Ülke: ${c.jurisdiction.name} (${c.jurisdiction.iso3})`,
    structure: (c: LetterContent) => (c.structure ? `Yapı: ${c.structure.name}` : "Yapı: talepte belirtilmedi"),
    milestones: "4. Aşamalar ve tutarlar",
    total: (c: LetterContent) => `Toplam: ${money(c.amount, "tr", c.currency)}. Öngörülen süre: ${c.timelineDays} gün.`,
    commission: "5. Ücretler ve komisyon",
    commissionLine: (c: LetterContent) =>
      `TaxAtlas, Danışmana serbest bırakılan her tutarın ${percent(c.commissionBp, "tr")} oranında komisyonunu alır (${c.kind === "recurring" ? "süreli iş" : "uygulama işi"}); kalanı Danışmana ödenir. Müşteri her aşamanın bedelini, o aşamadaki iş başlamadan önce emanete yatırır.`,
    refunds: "6. Emanet, onay ve iadeler",
    refundLines: [
      "Bir aşama için ödenen para, serbest bırakılana, iade edilene ya da bölüştürülene kadar TaxAtlas tarafından emanette tutulur.",
      "Danışman bir aşamayı teslim ettiğinde Müşterinin onaylamak ya da itiraz etmek için 14 günü vardır; 7. ve 12. günlerde hatırlatma gönderilir, yanıt gelmezse ödeme 14. günde Danışmana serbest bırakılır.",
      "Sözleşme, henüz iş teslim edilmeden iptal edilirse ödemesi yapılmış her aşama Müşteriye tam olarak iade edilir. İptalden sonra gelen para bekletilir ve bir yönetici tarafından iade edilir.",
    ],
    disputes: "7. İtirazlar",
    disputeLines: [
      "Taraflardan her biri teslim edilmiş bir aşamaya gerekçe belirterek ve kanıt ekleyerek itiraz edebilir. Diğer tarafın kendi açıklaması ve kanıtlarıyla yanıt vermek için 5 iş günü vardır.",
      "Ardından bir TaxAtlas yöneticisi aşamanın Danışmana ödenmesine, Müşteriye iadesine ya da bölüştürülmesine karar verir, gerekçesini kaydeder ve iki tarafa da bildirir. Karar yalnızca emanetteki parayı hareket ettirir; tarafların yürürlükteki hukuktan doğan haklarını sınırlamaz.",
    ],
    advice: "8. Hukuki veya vergisel danışmanlık değildir",
    adviceLine:
      "TaxAtlas, Danışmanın lisanslı bir meslek mensubu olduğunu doğrulamamıştır. Bu iş kapsamında teslim edilen hiçbir şey hukuki veya vergisel danışmanlık değildir; buna göre hareket etmeden önce lisanslı bir meslek mensubuna danışın.",
    signing: (n: number) => `${n}. İmzalar`,
    signingLine: "İki taraf da uygulamada adlarını yazarak ve onay vererek imzalar. İş ancak iki taraf da imzaladığında başlar; o zamana kadar hiçbir aşamaya ödeme yapılamaz.",
    certificate: "İmza sertifikası",
    certificateIntro: (c: LetterContent, sha: string) => `${c.contractId} numaralı sözleşmenin hizmet mektubu. İmzalanan belgenin SHA-256 özeti: ${sha}`,
    party: { client: "Müşteri", advisor: "Danışman" },
    signed: (e: CertificateEntry) =>
      e.method === "migrated"
        ? `${e.name}: işi ${e.signedAt} (UTC) tarihinde, TaxAtlas'ta elektronik imza yokken kabul etti.`
        : `${e.name}: ${e.signedAt} (UTC) tarihinde, ${e.ip ?? "bilinmeyen"} IP adresinden adını yazarak ve onay vererek imzaladı.`,
    verify: "Bu PDF'e ya da mektuba sahip herkes, onu /contracts/verify adresinde TaxAtlas kaydıyla karşılaştırabilir.",
  },
} as const;

export const letterTitle = (locale: LetterLocale) => WORDS[locale].title;

/** The letter's sections, in its language of record. */
export function letterSections(c: LetterContent): LetterSection[] {
  const w = WORDS[c.locale];
  const sections: LetterSection[] = [
    { heading: "", lines: [w.intro(c)] },
    { heading: w.parties, lines: [w.clientLine(c), w.advisorLine(c)] },
    { heading: w.scope, lines: [c.title, ...c.scope.split(/\n+/).filter((l) => l.trim())] },
    { heading: w.jurisdictions, lines: [w.jurisdiction(c), w.structure(c)] },
    { heading: w.milestones, lines: [...c.milestones.map((m, i) => `${i + 1}. ${m.title}: ${money(m.amount, c.locale, c.currency)}`), w.total(c)] },
    { heading: w.commission, lines: [w.commissionLine(c)] },
    { heading: w.refunds, lines: [...w.refundLines] },
    { heading: w.disputes, lines: [...w.disputeLines] },
  ];
  if (!c.advisor.licensed) sections.push({ heading: w.advice, lines: [w.adviceLine] });
  sections.push({ heading: w.signing(sections.length), lines: [w.signingLine] });
  return sections;
}

/** The page the signed PDF adds: who signed, when, from where, and the SHA-256 of what they signed. */
export function certificateSection(c: LetterContent, sha256: string, entries: CertificateEntry[]): LetterSection {
  const w = WORDS[c.locale];
  return {
    heading: w.certificate,
    lines: [w.certificateIntro(c, sha256), ...entries.map((e) => `${w.party[e.party]}: ${w.signed(e)}`), w.verify],
  };
}
