import type { ContentLocale } from "#worker/domain/locale";
import type { MailTemplate, ReminderDays } from "#worker/domain/mail/catalog";

/**
 * The words of every mail in English and Turkish (decision 153). A template gives a MailContent;
 * BrandedEmail (brand.tsx) draws it as HTML and toText (render.server.ts) writes its plain-text
 * part, so the two parts always say the same thing.
 */
export interface MailContent {
  subject: string;
  /** the inbox preview line */
  preview: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  /** label / value rows (amounts, dates) */
  details?: [string, string][];
  /** small print under the action */
  note?: string;
}

export interface Money {
  amount: number;
  currency: string;
}

export interface MailProps {
  welcome: { name: string; signInUrl: string };
  "sign-up-attempt": { signInUrl: string; resetUrl: string };
  "password-reset": { link: string };
  "new-device": { device: string; ip: string | null; at: string; resetUrl: string };
  "payment-receipt": { purpose: PaymentPurpose; money: Money; paidAt: string; receiptUrl: string; reference: string };
  refund: { purpose: PaymentPurpose; money: Money; receiptUrl: string; reference: string };
  "escrow-funded": { subject: string; money: Money | null; link: string };
  "work-submitted": { subject: string; link: string };
  "escrow-released": { subject: string; money: Money | null; link: string };
  "escrow-disputed": { subject: string; link: string };
  "contract-message": { subject: string; sender: string; link: string };
  "dispute-response": { subject: string; link: string };
  "dispute-decided": { subject: string; decision: "release" | "refund" | "split"; link: string };
  "bid-received": { subject: string; money: Money | null; link: string };
  "bid-accepted": { subject: string; link: string };
  "compliance-reminder": { daysBefore: ReminderDays; filing: string; filingTr?: string | null; entity: string; dueDate: string; fee: Money | null; link: string };
  "rule-change": { title: string; summary: string; effective: string | null; link: string };
  mailbox: { senderName: string; subject: string; text: string };
  "account-deletion": { eraseAfter: string; signInUrl: string };
  "email-change": { newEmail: string; link: string };
  "email-changed": { newEmail: string; resetUrl: string };
}

type PaymentPurpose = "report" | "vip" | "escrow";
const PURPOSE: Record<ContentLocale, Record<PaymentPurpose, string>> = {
  en: { report: "Tax report", vip: "VIP membership", escrow: "Escrow funding" },
  tr: { report: "Vergi raporu", vip: "VIP üyelik", escrow: "Emanet ödemesi" },
};

export const formatMoney = (money: Money, locale: ContentLocale) =>
  new Intl.NumberFormat(locale === "tr" ? "tr-TR" : "en-GB", { style: "currency", currency: money.currency }).format(money.amount / 100);

/** A `YYYY-MM-DD` day or an ISO instant, as the reader writes dates. */
export function formatDate(value: string, locale: ContentLocale, withTime = false) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "long",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "UTC",
  }).format(date);
}

type Compose<T extends MailTemplate> = (props: MailProps[T], app: string) => MailContent;
type Copy = { [T in MailTemplate]: Compose<T> };

const en: Copy = {
  welcome: (p, app) => ({
    subject: `Welcome to ${app}`,
    preview: `Your ${app} account is ready.`,
    heading: `Welcome, ${p.name}`,
    paragraphs: [`Your ${app} account is ready. Compare jurisdictions, keep your filings on time and work with vetted advisors, all in one place.`],
    action: { label: "Sign in", href: p.signInUrl },
    note: `You get this mail because this address was used to create a ${app} account. If it was not you, reply to this mail and we will close it.`,
  }),
  "sign-up-attempt": (p, app) => ({
    subject: `Someone tried to sign up to ${app} with this address`,
    preview: "No new account was created.",
    heading: "Someone tried to sign up with your address",
    paragraphs: [`Someone tried to create a ${app} account with this e-mail address, which already has one. No new account was created.`],
    action: { label: "Sign in", href: p.signInUrl },
    note: `Forgot your password? Reset it at ${p.resetUrl}. If it was not you, you can ignore this message.`,
  }),
  "password-reset": (p, app) => ({
    subject: `Reset your ${app} password`,
    preview: "The link works once, for one hour.",
    heading: "Reset your password",
    paragraphs: ["Someone asked to reset the password of this account. The link works once, for one hour:"],
    action: { label: "Choose a new password", href: p.link },
    note: "If it was not you, ignore this message: your password stays as it is.",
  }),
  "account-deletion": (p, app) => ({
    subject: `Your ${app} account will be deleted`,
    preview: `Erased on ${formatDate(p.eraseAfter, "en")} unless you cancel.`,
    heading: "Your account is locked and will be deleted",
    paragraphs: [
      `You asked us to delete your ${app} account. It is locked now and every session was signed out.`,
      `On ${formatDate(p.eraseAfter, "en")} your personal data will be erased for good. Payment and ledger records the law requires us to keep stay, without your name, e-mail or IP address.`,
      "Changed your mind? Sign in with your password (and your second factor) before then and choose “Cancel deletion”.",
    ],
    action: { label: "Sign in to cancel", href: p.signInUrl },
    note: "If you did not ask for this, sign in and cancel the deletion, then change your password.",
  }),
  "email-change": (p, app) => ({
    subject: `Confirm your new ${app} e-mail address`,
    preview: "The link works once, for one hour.",
    heading: "Confirm your new e-mail address",
    paragraphs: [`Someone asked to use ${p.newEmail} for a ${app} account. Confirm it with this link (once, within one hour):`],
    action: { label: "Confirm the new address", href: p.link },
    note: "If it was not you, ignore this message: nothing changes.",
  }),
  "email-changed": (p, app) => ({
    subject: `Your ${app} e-mail address was changed`,
    preview: `From now on your account uses ${p.newEmail}.`,
    heading: "Your e-mail address was changed",
    paragraphs: [`Your ${app} account now signs in with ${p.newEmail}. Your other sessions were signed out. This address no longer receives mail from your account.`],
    action: { label: "Not you? Reset your password", href: p.resetUrl },
    note: "If you made this change, there is nothing to do.",
  }),
  "new-device": (p, app) => ({
    subject: `New sign-in to your ${app} account`,
    preview: `Signed in on ${p.device}.`,
    heading: "A new device signed in",
    paragraphs: [`Your ${app} account was just signed in on a device we have not seen before.`],
    details: [["Device", p.device], ...(p.ip ? ([["IP address", p.ip]] as [string, string][]) : []), ["When", formatDate(p.at, "en", true) + " UTC"]],
    action: { label: "Not you? Reset your password", href: p.resetUrl },
    note: "If this was you, there is nothing to do.",
  }),
  "payment-receipt": (p) => ({
    subject: `Your receipt: ${PURPOSE.en[p.purpose]}`,
    preview: `${formatMoney(p.money, "en")} received. Thank you.`,
    heading: "Payment received",
    paragraphs: ["Thank you. We received your payment."],
    details: [["Item", PURPOSE.en[p.purpose]], ["Amount", formatMoney(p.money, "en")], ["Date", formatDate(p.paidAt, "en")], ["Reference", p.reference]],
    action: { label: "View receipt", href: p.receiptUrl },
  }),
  refund: (p) => ({
    subject: `Your refund: ${PURPOSE.en[p.purpose]}`,
    preview: `${formatMoney(p.money, "en")} is on its way back to you.`,
    heading: "Your refund is on its way",
    paragraphs: ["We refunded your payment. Depending on your bank, it takes 5–10 working days to appear on your statement."],
    details: [["Item", PURPOSE.en[p.purpose]], ["Refunded", formatMoney(p.money, "en")], ["Reference", p.reference]],
    action: { label: "View payment", href: p.receiptUrl },
  }),
  "escrow-funded": (p) => ({
    subject: `Milestone funded: ${p.subject}`,
    preview: "The client funded a milestone. You can start work.",
    heading: "A milestone was funded",
    paragraphs: [`The client funded a milestone of “${p.subject}”. The money is held in escrow until the work is approved.`],
    details: p.money ? [["In escrow", formatMoney(p.money, "en")]] : undefined,
    action: { label: "Open the contract", href: p.link },
  }),
  "work-submitted": (p) => ({
    subject: `Work submitted: ${p.subject}`,
    preview: "Your advisor submitted work for your review.",
    heading: "Work is ready for your review",
    paragraphs: [`Your advisor submitted a milestone of “${p.subject}”. Review it and release the payment, or open a dispute if something is wrong.`],
    action: { label: "Review the work", href: p.link },
  }),
  "escrow-released": (p) => ({
    subject: `Payment released: ${p.subject}`,
    preview: "The client approved your work.",
    heading: "Payment released",
    paragraphs: [`The client approved a milestone of “${p.subject}” and the escrow was released to you.`],
    details: p.money ? [["Released", formatMoney(p.money, "en")]] : undefined,
    action: { label: "Open the contract", href: p.link },
  }),
  "escrow-disputed": (p, app) => ({
    subject: `Milestone disputed: ${p.subject}`,
    preview: "A milestone is in dispute; an admin will review it.",
    heading: "A milestone is disputed",
    paragraphs: [`A milestone of “${p.subject}” was disputed. The money stays in escrow while a ${app} admin reviews the case.`],
    action: { label: "Open the contract", href: p.link },
  }),
  "contract-message": (p) => ({
    subject: `New message: ${p.subject}`,
    preview: `${p.sender} wrote in the contract workroom.`,
    heading: "A new message in your contract",
    paragraphs: [`${p.sender} sent you a message in the workroom of “${p.subject}”.`],
    action: { label: "Read the message", href: p.link },
  }),
  "dispute-response": (p, app) => ({
    subject: `Dispute answered: ${p.subject}`,
    preview: "The other party answered the dispute.",
    heading: "The dispute was answered",
    paragraphs: [`The other party answered the dispute of a milestone of “${p.subject}” with its statement and evidence. A ${app} admin now decides.`],
    action: { label: "Open the contract", href: p.link },
  }),
  "dispute-decided": (p, app) => ({
    subject: `Dispute decided: ${p.subject}`,
    preview: "An admin decided the dispute.",
    heading: "The dispute was decided",
    paragraphs: [`A ${app} admin decided the dispute of a milestone of “${p.subject}”: ${{ release: "the escrow was released to the advisor", refund: "the escrow was refunded to the client", split: "the escrow was split between the two parties" }[p.decision]}. The reasoning is on the contract page.`],
    action: { label: "Open the contract", href: p.link },
  }),
  "bid-received": (p) => ({
    subject: `New proposal for “${p.subject}”`,
    preview: "An advisor sent you a proposal.",
    heading: "You received a proposal",
    paragraphs: [`An advisor sent a proposal for your request “${p.subject}”.`],
    details: p.money ? [["Price", formatMoney(p.money, "en")]] : undefined,
    action: { label: "Compare proposals", href: p.link },
  }),
  "bid-accepted": (p) => ({
    subject: `Your proposal was accepted: ${p.subject}`,
    preview: "The client accepted your proposal; a contract is open.",
    heading: "Your proposal was accepted",
    paragraphs: [`The client accepted your proposal for “${p.subject}”. A contract is open, and the first milestone can now be funded.`],
    action: { label: "Open the contract", href: p.link },
  }),
  "compliance-reminder": (p) => {
    const when = p.daysBefore === 1 ? "tomorrow" : `in ${p.daysBefore} days`;
    return {
      subject: `${p.filing} is due ${when}`,
      preview: `${p.entity}: due on ${formatDate(p.dueDate, "en")}.`,
      heading: `${p.filing} is due ${when}`,
      paragraphs: [`${p.entity} has a filing due on ${formatDate(p.dueDate, "en")}. File it on time to avoid penalties.`],
      details: [["Entity", p.entity], ["Due", formatDate(p.dueDate, "en")], ...(p.fee ? ([["Fee", formatMoney(p.fee, "en")]] as [string, string][]) : [])],
      action: { label: "Open the compliance calendar", href: p.link },
    };
  },
  "rule-change": (p) => ({
    subject: `Rule change: ${p.title}`,
    preview: p.summary,
    heading: p.title,
    paragraphs: [p.summary],
    details: p.effective ? [["In force from", formatDate(p.effective, "en")]] : undefined,
    action: { label: "Read more", href: p.link },
  }),
  mailbox: (p, app) => ({
    subject: p.subject || "(no subject)",
    preview: p.text.slice(0, 90),
    heading: p.subject || "(no subject)",
    paragraphs: p.text.split(/\n{2,}/),
    note: `— ${p.senderName} via ${app}`,
  }),
};

const tr: Copy = {
  welcome: (p, app) => ({
    subject: `${app}'a hoş geldiniz`,
    preview: `${app} hesabınız hazır.`,
    heading: `Hoş geldiniz, ${p.name}`,
    paragraphs: [`${app} hesabınız hazır. Ülkeleri karşılaştırın, beyannamelerinizi zamanında verin ve onaylı danışmanlarla tek yerden çalışın.`],
    action: { label: "Giriş yap", href: p.signInUrl },
    note: `Bu e-postayı, bu adresle bir ${app} hesabı açıldığı için aldınız. Siz değilseniz bu e-postayı yanıtlayın, hesabı kapatalım.`,
  }),
  "sign-up-attempt": (p, app) => ({
    subject: `Biri bu adresle ${app}'a kaydolmaya çalıştı`,
    preview: "Yeni hesap açılmadı.",
    heading: "Biri adresinizle kaydolmaya çalıştı",
    paragraphs: [`Biri, zaten bir hesabı olan bu e-posta adresiyle ${app} hesabı açmaya çalıştı. Yeni hesap açılmadı.`],
    action: { label: "Giriş yap", href: p.signInUrl },
    note: `Şifrenizi mi unuttunuz? ${p.resetUrl} adresinden sıfırlayın. Siz değilseniz bu e-postayı yok sayabilirsiniz.`,
  }),
  "password-reset": (p, app) => ({
    subject: `${app} şifrenizi sıfırlayın`,
    preview: "Bağlantı bir kez ve bir saat boyunca çalışır.",
    heading: "Şifrenizi sıfırlayın",
    paragraphs: ["Bu hesabın şifresinin sıfırlanması istendi. Bağlantı bir kez ve bir saat boyunca çalışır:"],
    action: { label: "Yeni şifre belirle", href: p.link },
    note: "Siz istemediyseniz bu e-postayı yok sayın: şifreniz değişmez.",
  }),
  "account-deletion": (p, app) => ({
    subject: `${app} hesabınız silinecek`,
    preview: `İptal etmezseniz ${formatDate(p.eraseAfter, "tr")} tarihinde silinecek.`,
    heading: "Hesabınız kilitlendi ve silinecek",
    paragraphs: [
      `${app} hesabınızın silinmesini istediniz. Hesap şimdi kilitli ve tüm oturumlar kapatıldı.`,
      `${formatDate(p.eraseAfter, "tr")} tarihinde kişisel verileriniz kalıcı olarak silinecek. Yasanın saklamamızı istediği ödeme ve muhasebe kayıtları adınız, e-posta ve IP adresiniz olmadan kalır.`,
      "Fikrinizi mi değiştirdiniz? O tarihten önce şifrenizle (ve ikinci doğrulamanızla) giriş yapın ve “Silmeyi iptal et”i seçin.",
    ],
    action: { label: "Giriş yapıp iptal edin", href: p.signInUrl },
    note: "Bunu siz istemediyseniz giriş yapıp silmeyi iptal edin, sonra şifrenizi değiştirin.",
  }),
  "email-change": (p, app) => ({
    subject: `Yeni ${app} e-posta adresinizi onaylayın`,
    preview: "Bağlantı bir kez ve bir saat boyunca çalışır.",
    heading: "Yeni e-posta adresinizi onaylayın",
    paragraphs: [`Bir ${app} hesabı için ${p.newEmail} adresinin kullanılması istendi. Bu bağlantıyla onaylayın (bir kez, bir saat içinde):`],
    action: { label: "Yeni adresi onayla", href: p.link },
    note: "Siz istemediyseniz bu e-postayı yok sayın: hiçbir şey değişmez.",
  }),
  "email-changed": (p, app) => ({
    subject: `${app} e-posta adresiniz değiştirildi`,
    preview: `Hesabınız artık ${p.newEmail} adresini kullanıyor.`,
    heading: "E-posta adresiniz değiştirildi",
    paragraphs: [`${app} hesabınız artık ${p.newEmail} ile giriş yapıyor. Diğer oturumlarınız kapatıldı. Bu adres artık hesabınızdan e-posta almaz.`],
    action: { label: "Siz değil misiniz? Şifrenizi sıfırlayın", href: p.resetUrl },
    note: "Değişikliği siz yaptıysanız yapmanız gereken bir şey yok.",
  }),
  "new-device": (p, app) => ({
    subject: `${app} hesabınıza yeni giriş`,
    preview: `${p.device} üzerinde giriş yapıldı.`,
    heading: "Yeni bir cihazdan giriş yapıldı",
    paragraphs: [`${app} hesabınıza az önce daha önce görmediğimiz bir cihazdan giriş yapıldı.`],
    details: [["Cihaz", p.device], ...(p.ip ? ([["IP adresi", p.ip]] as [string, string][]) : []), ["Zaman", formatDate(p.at, "tr", true) + " UTC"]],
    action: { label: "Siz değil misiniz? Şifrenizi sıfırlayın", href: p.resetUrl },
    note: "Siz giriş yaptıysanız yapmanız gereken bir şey yok.",
  }),
  "payment-receipt": (p) => ({
    subject: `${PURPOSE.tr[p.purpose]} için makbuz`,
    preview: `${formatMoney(p.money, "tr")} alındı. Teşekkürler.`,
    heading: "Ödeme alındı",
    paragraphs: ["Teşekkürler. Ödemenizi aldık."],
    details: [["Ürün", PURPOSE.tr[p.purpose]], ["Tutar", formatMoney(p.money, "tr")], ["Tarih", formatDate(p.paidAt, "tr")], ["Referans", p.reference]],
    action: { label: "Makbuzu görüntüle", href: p.receiptUrl },
  }),
  refund: (p) => ({
    subject: `${PURPOSE.tr[p.purpose]} için iade`,
    preview: `${formatMoney(p.money, "tr")} size geri gönderiliyor.`,
    heading: "İadeniz yolda",
    paragraphs: ["Ödemenizi iade ettik. Bankanıza göre hesap özetinizde görünmesi 5–10 iş günü sürer."],
    details: [["Ürün", PURPOSE.tr[p.purpose]], ["İade edilen", formatMoney(p.money, "tr")], ["Referans", p.reference]],
    action: { label: "Ödemeyi görüntüle", href: p.receiptUrl },
  }),
  "escrow-funded": (p) => ({
    subject: `Aşama finanse edildi: ${p.subject}`,
    preview: "Müşteri bir aşamayı finanse etti. İşe başlayabilirsiniz.",
    heading: "Bir aşama finanse edildi",
    paragraphs: [`Müşteri “${p.subject}” işinin bir aşamasını finanse etti. Ödeme, iş onaylanana kadar emanette tutulur.`],
    details: p.money ? [["Emanette", formatMoney(p.money, "tr")]] : undefined,
    action: { label: "Sözleşmeyi aç", href: p.link },
  }),
  "work-submitted": (p) => ({
    subject: `İş teslim edildi: ${p.subject}`,
    preview: "Danışmanınız incelemeniz için iş teslim etti.",
    heading: "İş incelemenizi bekliyor",
    paragraphs: [`Danışmanınız “${p.subject}” işinin bir aşamasını teslim etti. İnceleyip ödemeyi serbest bırakın ya da bir sorun varsa itiraz açın.`],
    action: { label: "İşi incele", href: p.link },
  }),
  "escrow-released": (p) => ({
    subject: `Ödeme serbest bırakıldı: ${p.subject}`,
    preview: "Müşteri işinizi onayladı.",
    heading: "Ödeme serbest bırakıldı",
    paragraphs: [`Müşteri “${p.subject}” işinin bir aşamasını onayladı ve emanetteki ödeme size serbest bırakıldı.`],
    details: p.money ? [["Serbest bırakılan", formatMoney(p.money, "tr")]] : undefined,
    action: { label: "Sözleşmeyi aç", href: p.link },
  }),
  "escrow-disputed": (p, app) => ({
    subject: `Aşamaya itiraz edildi: ${p.subject}`,
    preview: "Bir aşamaya itiraz edildi; bir yönetici inceleyecek.",
    heading: "Bir aşamaya itiraz edildi",
    paragraphs: [`“${p.subject}” işinin bir aşamasına itiraz edildi. Bir ${app} yöneticisi inceleyene kadar ödeme emanette kalır.`],
    action: { label: "Sözleşmeyi aç", href: p.link },
  }),
  "contract-message": (p) => ({
    subject: `Yeni mesaj: ${p.subject}`,
    preview: `${p.sender} sözleşme çalışma alanına yazdı.`,
    heading: "Sözleşmenizde yeni bir mesaj var",
    paragraphs: [`${p.sender}, “${p.subject}” çalışma alanında size bir mesaj gönderdi.`],
    action: { label: "Mesajı oku", href: p.link },
  }),
  "dispute-response": (p, app) => ({
    subject: `İtiraza yanıt verildi: ${p.subject}`,
    preview: "Karşı taraf itiraza yanıt verdi.",
    heading: "İtiraza yanıt verildi",
    paragraphs: [`Karşı taraf “${p.subject}” işinin bir aşamasına yapılan itiraza beyanı ve kanıtlarıyla yanıt verdi. Kararı şimdi bir ${app} yöneticisi verecek.`],
    action: { label: "Sözleşmeyi aç", href: p.link },
  }),
  "dispute-decided": (p, app) => ({
    subject: `İtiraz karara bağlandı: ${p.subject}`,
    preview: "Bir yönetici itirazı karara bağladı.",
    heading: "İtiraz karara bağlandı",
    paragraphs: [`Bir ${app} yöneticisi “${p.subject}” işinin bir aşamasına yapılan itirazı karara bağladı: ${{ release: "emanetteki ödeme danışmana serbest bırakıldı", refund: "emanetteki ödeme müşteriye iade edildi", split: "emanetteki ödeme iki taraf arasında bölüştürüldü" }[p.decision]}. Gerekçe sözleşme sayfasında.`],
    action: { label: "Sözleşmeyi aç", href: p.link },
  }),
  "bid-received": (p) => ({
    subject: `“${p.subject}” için yeni teklif`,
    preview: "Bir danışman size teklif gönderdi.",
    heading: "Bir teklif aldınız",
    paragraphs: [`Bir danışman “${p.subject}” talebiniz için teklif gönderdi.`],
    details: p.money ? [["Fiyat", formatMoney(p.money, "tr")]] : undefined,
    action: { label: "Teklifleri karşılaştır", href: p.link },
  }),
  "bid-accepted": (p) => ({
    subject: `Teklifiniz kabul edildi: ${p.subject}`,
    preview: "Müşteri teklifinizi kabul etti; bir sözleşme açıldı.",
    heading: "Teklifiniz kabul edildi",
    paragraphs: [`Müşteri “${p.subject}” için teklifinizi kabul etti. Bir sözleşme açıldı ve ilk aşama artık finanse edilebilir.`],
    action: { label: "Sözleşmeyi aç", href: p.link },
  }),
  "compliance-reminder": (p) => {
    const when = p.daysBefore === 1 ? "yarın" : `${p.daysBefore} gün sonra`;
    const filing = p.filingTr ?? p.filing;
    return {
      subject: `${filing}: son tarih ${when}`,
      preview: `${p.entity}: son tarih ${formatDate(p.dueDate, "tr")}.`,
      heading: `${filing}: son tarih ${when}`,
      paragraphs: [`${p.entity} için ${formatDate(p.dueDate, "tr")} tarihinde verilmesi gereken bir beyan var. Cezalardan kaçınmak için zamanında verin.`],
      details: [["Şirket", p.entity], ["Son tarih", formatDate(p.dueDate, "tr")], ...(p.fee ? ([["Harç", formatMoney(p.fee, "tr")]] as [string, string][]) : [])],
      action: { label: "Uyum takvimini aç", href: p.link },
    };
  },
  "rule-change": (p) => ({
    subject: `Kural değişikliği: ${p.title}`,
    preview: p.summary,
    heading: p.title,
    paragraphs: [p.summary],
    details: p.effective ? [["Yürürlük tarihi", formatDate(p.effective, "tr")]] : undefined,
    action: { label: "Devamını oku", href: p.link },
  }),
  mailbox: (p, app) => ({
    subject: p.subject || "(konu yok)",
    preview: p.text.slice(0, 90),
    heading: p.subject || "(konu yok)",
    paragraphs: p.text.split(/\n{2,}/),
    note: `— ${p.senderName}, ${app} üzerinden`,
  }),
};

export const COPY: Record<ContentLocale, Copy> = { en, tr };

/** The footer lines of every mail. */
export const FOOTER: Record<ContentLocale, { why: string; preferences: string; unsubscribe: string; essential: string }> = {
  en: {
    why: "TaxAtlas · Tax residency and company compliance, made clear.",
    preferences: "Notification settings",
    unsubscribe: "Unsubscribe from these e-mails",
    essential: "This is a service message about your account; it is always sent.",
  },
  tr: {
    why: "TaxAtlas · Vergi mukimliği ve şirket uyumu, açık ve net.",
    preferences: "Bildirim ayarları",
    unsubscribe: "Bu e-postalardan çık",
    essential: "Bu, hesabınızla ilgili bir hizmet mesajıdır; her zaman gönderilir.",
  },
};
