/**
 * TaxAtlas seed data: Help centre (spec §3 "Help centre"; business terms from spec §9).
 *
 * Terms used consistently below (spec §9, sample FAQ copy):
 * - $99 per report; VIP membership from $10K per year with a dedicated financial manager, ~4-hour support response
 * - platform commission: 25% on implementation services, 10% on recurring services, paid by the advisor out of
 *   their fee (never added on top of the client's price)
 * - escrow payments; 7-day refund window; support e-mail response 24–48 hours
 * - TLS 1.3 in transit, AES-256 at rest; cards, wire/ACH transfer, cryptocurrency
 * - competitive bidding: clients typically see 30–50% savings (not a promise)
 *
 * Guide content is simple HTML using only <p>, <ul>, <ol>, <li>, <strong>, <em>, <h3> and <a href="/…">
 * links to pages of the app (a test opens every one). Guides describe what the app does today, in
 * its own words (button and page names as in public/i18n/{en,tr}.json); slugs are TaxAtlas's own,
 * not the template's (decision 100).
 */
import type { LocalizedText } from "./types";

export type FaqCategorySlug = "most-asked" | "general-inquiries" | "services" | "payments" | "support";
export type GuideCategorySlug = "getting-started" | "reports" | "marketplace" | "payments" | "compliance" | "documents" | "your-account";

export interface FaqCategory {
  id: string;
  slug: FaqCategorySlug;
  title: LocalizedText;
}

export interface Faq {
  id: string;
  categorySlug: FaqCategorySlug;
  question: LocalizedText;
  answer: LocalizedText;
}

export interface GuideCategory {
  id: string;
  slug: GuideCategorySlug;
  title: LocalizedText;
}

export interface Guide {
  id: string;
  categorySlug: GuideCategorySlug;
  slug: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  /** Simple HTML: <p>, <ul>, <ol>, <li>, <strong>, <em>, <h3> and in-app <a href="/…"> only. */
  content: LocalizedText;
}

/** Business terms as numbers, so UI copy and seed text can be checked against each other. */
export const HELP_CENTER_TERMS = {
  reportPriceUsd: 99,
  vipMembershipFromUsdPerYear: 10_000,
  vipSupportResponseHours: 4,
  implementationCommissionPercent: 25,
  recurringCommissionPercent: 10,
  commissionPaidBy: "advisor",
  refundWindowDays: 7,
  supportEmailResponseHours: { min: 24, max: 48 },
  encryptionInTransit: "TLS 1.3",
  encryptionAtRest: "AES-256",
  paymentMethods: ["card", "wire-ach", "cryptocurrency"],
  typicalBiddingSavingsPercent: { min: 30, max: 50 },
} as const;

export const FAQ_CATEGORIES: FaqCategory[] = [
  { id: "faqcat_most_asked", slug: "most-asked", title: { en: "Most asked", tr: "En çok sorulanlar" } },
  { id: "faqcat_general_inquiries", slug: "general-inquiries", title: { en: "General inquiries", tr: "Genel sorular" } },
  { id: "faqcat_services", slug: "services", title: { en: "Services", tr: "Hizmetler" } },
  { id: "faqcat_payments", slug: "payments", title: { en: "Payments", tr: "Ödemeler" } },
  { id: "faqcat_support", slug: "support", title: { en: "Support", tr: "Destek" } },
];

export const FAQS: Faq[] = [
  // ------------------------------------------------------------ most-asked
  {
    id: "faq_most_asked_01",
    categorySlug: "most-asked",
    question: { en: "What is TaxAtlas?", tr: "TaxAtlas nedir?" },
    answer: {
      en: "TaxAtlas is a tax optimisation and corporate-structure platform for entrepreneurs, investors and high-net-worth clients. You can compare jurisdictions and structures, get a sourced report on your own situation, post implementation requests on which vetted advisors bid, and keep track of your companies' filings and documents. Information on TaxAtlas is not tax or legal advice; advice comes from the advisor you choose.",
      tr: "TaxAtlas; girişimciler, yatırımcılar ve yüksek net varlıklı müşteriler için bir vergi optimizasyonu ve şirket yapılandırma platformudur. Ülkeleri ve yapıları karşılaştırabilir, kendi durumunuz için kaynaklı bir rapor alabilir, onaylı danışmanların teklif verdiği uygulama talepleri yayınlayabilir ve şirketlerinizin yükümlülüklerini ve belgelerini takip edebilirsiniz. TaxAtlas'taki bilgiler vergi veya hukuk danışmanlığı değildir; danışmanlığı seçtiğiniz danışman verir.",
    },
  },
  {
    id: "faq_most_asked_02",
    categorySlug: "most-asked",
    question: { en: "How much does a report cost?", tr: "Bir rapor ne kadar?" },
    answer: {
      en: "The preview of a report is free. The full report costs $99, paid once per report; there is no subscription. VIP members get every report in full.",
      tr: "Raporun ön izlemesi ücretsizdir. Tam rapor 99 ABD dolarıdır ve her rapor için bir kez ödenir; abonelik yoktur. VIP üyeler tüm raporların tamamını görür.",
    },
  },
  {
    id: "faq_most_asked_03",
    categorySlug: "most-asked",
    question: { en: "How much can I save by using the marketplace?", tr: "Pazaryerini kullanarak ne kadar tasarruf edebilirim?" },
    answer: {
      en: "Because several vetted advisors bid on the same request, clients typically see savings of 30–50% on implementation costs compared with a single quote. This is what clients typically see, not a promise: the result depends on your request and the bids you receive.",
      tr: "Aynı talep için birden fazla onaylı danışman teklif verdiğinden, müşteriler uygulama maliyetlerinde tek bir teklife kıyasla genellikle %30–50 tasarruf görür. Bu bir vaat değil, müşterilerin genellikle gördüğü sonuçtur: Sonuç talebinize ve aldığınız tekliflere bağlıdır.",
    },
  },
  {
    id: "faq_most_asked_04",
    categorySlug: "most-asked",
    question: { en: "Is my data secure?", tr: "Verilerim güvende mi?" },
    answer: {
      en: "Yes. Data is encrypted in transit with TLS 1.3 and at rest with AES-256. Your documents stay private: an advisor sees a folder only after you share it with them, and you can revoke the share at any time.",
      tr: "Evet. Veriler aktarım sırasında TLS 1.3 ile, depolanırken AES-256 ile şifrelenir. Belgeleriniz size özeldir: bir danışman bir klasörü ancak siz onunla paylaştıktan sonra görür ve paylaşımı dilediğiniz zaman iptal edebilirsiniz.",
    },
  },
  {
    id: "faq_most_asked_05",
    categorySlug: "most-asked",
    question: { en: "Can I get a refund?", tr: "Ücret iadesi alabilir miyim?" },
    answer: {
      en: "Yes. You can refund a report or a VIP membership yourself within 7 days of payment: open its receipt under Billing and receipts and select Refund. Marketplace payments work differently: they are held in escrow and only released to the advisor when you approve the work.",
      tr: "Evet. Bir raporu veya VIP üyeliği ödemeden sonraki 7 gün içinde kendiniz iade edebilirsiniz: Faturalar ve makbuzlar altında makbuzunu açın ve İade et'i seçin. Pazar yeri ödemeleri farklı işler: emanette tutulur ve ancak işi onayladığınızda danışmana aktarılır.",
    },
  },
  // ------------------------------------------------------------ general-inquiries
  {
    id: "faq_general_01",
    categorySlug: "general-inquiries",
    question: { en: "Who is TaxAtlas for?", tr: "TaxAtlas kimler için?" },
    answer: {
      en: "TaxAtlas is for entrepreneurs, investors and high-net-worth individuals who operate or invest across borders, and for tax and corporate advisors who want to offer their services to them.",
      tr: "TaxAtlas; sınır ötesi faaliyet gösteren veya yatırım yapan girişimciler, yatırımcılar ve yüksek net varlıklı bireyler ile onlara hizmet sunmak isteyen vergi ve şirket danışmanları içindir.",
    },
  },
  {
    id: "faq_general_02",
    categorySlug: "general-inquiries",
    question: { en: "Does TaxAtlas give tax advice?", tr: "TaxAtlas vergi danışmanlığı veriyor mu?" },
    answer: {
      en: "No. Jurisdiction pages, the Academy and reports are general information to help you ask better questions. Tax, legal and accounting advice is provided by the independent advisors you hire through the marketplace.",
      tr: "Hayır. Ülke sayfaları, Akademi ve raporlar, daha doğru sorular sormanıza yardımcı olacak genel bilgilerdir. Vergi, hukuk ve muhasebe danışmanlığını pazaryeri üzerinden çalıştığınız bağımsız danışmanlar verir.",
    },
  },
  {
    id: "faq_general_03",
    categorySlug: "general-inquiries",
    question: { en: "Where do the tax rates on TaxAtlas come from?", tr: "TaxAtlas'taki vergi oranları nereden geliyor?" },
    answer: {
      en: "Corporate tax rates come from the Tax Foundation's \"Corporate Tax Rates around the World, 2025\" and are cited as \"Tax Foundation, 2025\". They are standard top statutory rates and do not include special regimes, small-business rates or non-resident rates, which are described separately where relevant.",
      tr: "Kurumlar vergisi oranları Tax Foundation'ın \"Corporate Tax Rates around the World, 2025\" çalışmasından alınır ve \"Tax Foundation, 2025\" olarak kaynak gösterilir. Bunlar standart en yüksek yasal oranlardır; özel rejimleri, küçük işletme oranlarını veya yurt dışında yerleşik olanlara uygulanan oranları içermez. Bunlar gerektiğinde ayrıca açıklanır.",
    },
  },
  {
    id: "faq_general_04",
    categorySlug: "general-inquiries",
    question: { en: "Which languages does TaxAtlas support?", tr: "TaxAtlas hangi dilleri destekliyor?" },
    answer: {
      en: "The app is available in English and Turkish; you can switch language at any time from the top bar. Many advisors also work in other languages, which are listed on their profiles.",
      tr: "Uygulama İngilizce ve Türkçe olarak kullanılabilir; dili üst çubuktan istediğiniz zaman değiştirebilirsiniz. Pek çok danışman başka dillerde de çalışır; bu diller profillerinde listelenir.",
    },
  },
  {
    id: "faq_general_05",
    categorySlug: "general-inquiries",
    question: { en: "Can I browse without an account?", tr: "Hesap açmadan göz atabilir miyim?" },
    answer: {
      en: "Yes. Guests can browse jurisdictions, structures, the professionals directory and the Academy's courses, and run a report preview that is not saved. You need an account to save and buy reports, post requests, track compliance, upload documents or message advisors.",
      tr: "Evet. Misafir kullanıcılar ülkelere, yapılara, uzman dizinine ve Akademi kurslarına göz atabilir, kaydedilmeyen bir rapor ön izlemesi çalıştırabilir. Rapor kaydetmek ve satın almak, talep yayınlamak, uyum takibi yapmak, belge yüklemek veya danışmanlara mesaj göndermek için hesap gerekir.",
    },
  },
  // ------------------------------------------------------------ services
  {
    id: "faq_services_01",
    categorySlug: "services",
    question: { en: "What is in a report?", tr: "Raporda neler var?" },
    answer: {
      en: "You describe your situation in four steps: tax residence, activity, revenue and profit, and your plans. The report ranks the jurisdictions and structures that fit by estimated tax plus running costs, shows the rule and source of every figure, and flags risks such as substance and CFC rules. The preview is free; the full report costs $99. It is information, not advice.",
      tr: "Durumunuzu dört adımda anlatırsınız: vergi mukimliği, faaliyet, gelir ve kâr ile planlarınız. Rapor, size uyan ülke ve yapıları tahmini vergi ve işletme maliyetlerine göre sıralar, her rakamın kuralını ve kaynağını gösterir ve öz varlık ile KYŞ (CFC) kuralları gibi riskleri belirtir. Ön izleme ücretsizdir; tam rapor 99 ABD dolarıdır. Danışmanlık değil, bilgilendirmedir.",
    },
  },
  {
    id: "faq_services_02",
    categorySlug: "services",
    question: { en: "What does VIP membership include?", tr: "VIP üyelik neleri kapsıyor?" },
    answer: {
      en: "VIP membership costs $10,000 per year. It includes a dedicated financial manager who coordinates your structures and advisors, priority support with a response in about 4 hours, and every tax report unlocked in full.",
      tr: "VIP üyelik yıllık 10.000 ABD dolarıdır. Yapılarınızı ve danışmanlarınızı koordine eden size özel bir finans yöneticisi, yaklaşık 4 saat içinde yanıt veren öncelikli destek ve tüm vergi raporlarının tamamına erişim içerir.",
    },
  },
  {
    id: "faq_services_03",
    categorySlug: "services",
    question: { en: "How does the advisor marketplace work?", tr: "Danışman pazaryeri nasıl çalışır?" },
    answer: {
      en: "You post a request describing what you need implemented, for example forming a holding company or opening a bank account. Vetted advisors send proposals with their price, milestones and timeline; you compare them side by side and accept one. You then pay each milestone into escrow, and it is released to the advisor when you approve the work.",
      tr: "Uygulanmasını istediğiniz işi, örneğin bir holding şirketi kurmayı veya banka hesabı açmayı anlatan bir talep yayınlarsınız. Onaylı danışmanlar fiyat, aşama ve süre içeren tekliflerini gönderir; siz bunları yan yana karşılaştırıp birini kabul edersiniz. Ardından her aşamanın ödemesini emanete yatırırsınız; ödeme, işi onayladığınızda danışmana aktarılır.",
    },
  },
  {
    id: "faq_services_04",
    categorySlug: "services",
    question: { en: "What is the difference between implementation and recurring services?", tr: "Uygulama hizmetleri ile sürekli hizmetler arasındaki fark nedir?" },
    answer: {
      en: "Implementation services are one-off projects, such as setting up a company or restructuring a group. Recurring services are ongoing, such as accounting, annual filings, registered office or compliance monitoring. TaxAtlas charges the advisor a 25% commission on implementation services and 10% on recurring services, paid by the advisor from their fee.",
      tr: "Uygulama hizmetleri, şirket kurmak veya bir grubu yeniden yapılandırmak gibi tek seferlik projelerdir. Sürekli hizmetler ise muhasebe, yıllık bildirimler, kayıtlı adres veya uyum takibi gibi süreklilik gösteren hizmetlerdir. TaxAtlas danışmandan uygulama hizmetlerinde %25, sürekli hizmetlerde %10 komisyon alır; komisyonu danışman kendi ücretinden öder.",
    },
  },
  {
    id: "faq_services_05",
    categorySlug: "services",
    question: { en: "How are advisors vetted?", tr: "Danışmanlar nasıl doğrulanıyor?" },
    answer: {
      en: "Advisors apply to join and an administrator reviews every application before they can bid; verified profiles show a badge. Profiles also show jurisdictions, services and prices, languages, ratings and typical response times, so you can compare before you hire.",
      tr: "Danışmanlar katılmak için başvurur ve teklif verebilmeden önce her başvuruyu bir yönetici inceler; doğrulanmış profillerde bir rozet görünür. Profillerde ayrıca ülkeler, hizmetler ve fiyatlar, diller, puanlar ve ortalama yanıt süreleri yer alır; böylece çalışmaya başlamadan önce karşılaştırma yapabilirsiniz.",
    },
  },
  // ------------------------------------------------------------ payments
  {
    id: "faq_payments_01",
    categorySlug: "payments",
    question: { en: "Which payment methods do you accept?", tr: "Hangi ödeme yöntemlerini kabul ediyorsunuz?" },
    answer: {
      en: "You can pay by card, by wire or ACH transfer, or with cryptocurrency.",
      tr: "Kredi veya banka kartıyla, havale/EFT ya da ACH transferiyle veya kripto para ile ödeme yapabilirsiniz.",
    },
  },
  {
    id: "faq_payments_02",
    categorySlug: "payments",
    question: { en: "How does escrow work?", tr: "Emanet (escrow) ödemesi nasıl işler?" },
    answer: {
      en: "After you accept a proposal, you pay its milestones into escrow one at a time. TaxAtlas holds the money and releases a milestone to the advisor only when you approve the work delivered for it. If you dispute submitted work, the TaxAtlas team splits that milestone between you and the advisor.",
      tr: "Bir teklifi kabul ettikten sonra aşamalarının ödemesini tek tek emanete yatırırsınız. TaxAtlas parayı tutar ve bir aşamayı ancak o aşama için teslim edilen işi onayladığınızda danışmana aktarır. Teslim edilen işe itiraz ederseniz TaxAtlas ekibi o aşamayı sizinle danışman arasında böler.",
    },
  },
  {
    id: "faq_payments_03",
    categorySlug: "payments",
    question: { en: "Do I pay the platform commission?", tr: "Platform komisyonunu ben mi ödüyorum?" },
    answer: {
      en: "No. The commission is paid by the advisor from their fee: 25% on implementation services and 10% on recurring services. The price in the advisor's proposal is the price you pay.",
      tr: "Hayır. Komisyonu danışman kendi ücretinden öder: uygulama hizmetlerinde %25, sürekli hizmetlerde %10. Danışmanın teklifindeki fiyat, ödeyeceğiniz fiyattır.",
    },
  },
  {
    id: "faq_payments_04",
    categorySlug: "payments",
    question: { en: "What is the refund policy?", tr: "İade politikası nedir?" },
    answer: {
      en: "Reports and VIP membership can be refunded within 7 days of payment, straight from the receipt under Billing and receipts; the money goes back to your original payment method. A refunded report returns to its preview, and a refunded membership ends at once. Money in escrow is returned when a contract is cancelled before any work is submitted, or through a dispute.",
      tr: "Raporlar ve VIP üyelik, ödemeden sonraki 7 gün içinde doğrudan Faturalar ve makbuzlar altındaki makbuzdan iade edilebilir; para ödeme yaptığınız araca geri gönderilir. İade edilen rapor ön izlemeye döner, iade edilen üyelik hemen sona erer. Emanetteki para, iş teslim edilmeden sözleşme iptal edildiğinde veya bir itirazla geri ödenir.",
    },
  },
  {
    id: "faq_payments_05",
    categorySlug: "payments",
    question: { en: "How is VIP membership billed?", tr: "VIP üyelik nasıl faturalandırılıyor?" },
    answer: {
      en: "VIP membership costs $10,000 and runs for one year from when the payment arrives; you renew it when it lapses. You can pay with any of the supported methods: card, wire or ACH transfer, or cryptocurrency.",
      tr: "VIP üyelik 10.000 ABD dolarıdır ve ödemenin ulaştığı andan itibaren bir yıl sürer; süresi dolduğunda yenilersiniz. Desteklenen yöntemlerin herhangi biriyle ödeyebilirsiniz: kart, havale/EFT ya da ACH transferi veya kripto para.",
    },
  },
  // ------------------------------------------------------------ support
  {
    id: "faq_support_01",
    categorySlug: "support",
    question: { en: "How quickly does support reply?", tr: "Destek ekibi ne kadar sürede yanıt veriyor?" },
    answer: {
      en: "We answer support e-mails within 24–48 hours. VIP members receive priority support with a response in about 4 hours.",
      tr: "Destek e-postalarını 24–48 saat içinde yanıtlarız. VIP üyeler yaklaşık 4 saat içinde yanıt alan öncelikli destekten yararlanır.",
    },
  },
  {
    id: "faq_support_02",
    categorySlug: "support",
    question: { en: "I have a problem with an advisor. What can I do?", tr: "Bir danışmanla sorun yaşıyorum. Ne yapabilirim?" },
    answer: {
      en: "Talk to the advisor in the Team Chat first. If submitted work is not what you agreed, select Dispute on that milestone instead of approving it: the payment stays in escrow, and the TaxAtlas team reviews the contract's history and splits the milestone between you. You can also contact support.",
      tr: "Önce Ekip Sohbeti'nde danışmanla konuşun. Teslim edilen iş kararlaştırdığınız gibi değilse o aşamayı onaylamak yerine İtiraz et'i seçin: ödeme emanette kalır, TaxAtlas ekibi sözleşmenin geçmişini inceler ve aşamayı aranızda böler. Destek ekibiyle de iletişime geçebilirsiniz.",
    },
  },
  {
    id: "faq_support_03",
    categorySlug: "support",
    question: { en: "How do I report a security concern?", tr: "Bir güvenlik endişesini nasıl bildiririm?" },
    answer: {
      en: "Contact support straight away and reset your password with \"Forgot password?\" on the sign-in page: a reset signs you out on every device. All data is encrypted in transit with TLS 1.3 and at rest with AES-256, and we will help you review recent activity on your account.",
      tr: "Hemen destek ekibiyle iletişime geçin ve giriş sayfasındaki \"Parolanızı mı unuttunuz?\" ile parolanızı sıfırlayın: sıfırlama tüm cihazlarda oturumunuzu kapatır. Tüm veriler aktarım sırasında TLS 1.3, depolanırken AES-256 ile şifrelenir; hesabınızdaki son hareketleri gözden geçirmenize yardımcı oluruz.",
    },
  },
  {
    id: "faq_support_04",
    categorySlug: "support",
    question: { en: "Can support help me choose a structure?", tr: "Destek ekibi yapı seçmemde yardımcı olabilir mi?" },
    answer: {
      en: "Support can help you use TaxAtlas, but cannot give tax advice. To explore options, run a report (the preview is free, the full report $99) or post a request so vetted advisors can send proposals. VIP members can also ask their dedicated financial manager to coordinate advisors.",
      tr: "Destek ekibi TaxAtlas'ı kullanmanıza yardımcı olabilir, ancak vergi danışmanlığı veremez. Seçenekleri incelemek için bir rapor çalıştırın (ön izleme ücretsiz, tam rapor 99 ABD doları) veya onaylı danışmanların teklif gönderebilmesi için bir talep yayınlayın. VIP üyeler, danışmanları koordine etmesi için size özel finans yöneticisinden de destek isteyebilir.",
    },
  },
];

export const GUIDE_CATEGORIES: GuideCategory[] = [
  { id: "gcat_start", slug: "getting-started", title: { en: "Getting started", tr: "Başlarken" } },
  { id: "gcat_reports", slug: "reports", title: { en: "Reports", tr: "Raporlar" } },
  { id: "gcat_marketplace", slug: "marketplace", title: { en: "Marketplace", tr: "Pazar yeri" } },
  { id: "gcat_payments", slug: "payments", title: { en: "Payments and escrow", tr: "Ödemeler ve emanet" } },
  { id: "gcat_compliance", slug: "compliance", title: { en: "Compliance", tr: "Uyum" } },
  { id: "gcat_documents", slug: "documents", title: { en: "Documents", tr: "Belgeler" } },
  { id: "gcat_account", slug: "your-account", title: { en: "Your account", tr: "Hesabınız" } },
];

export const GUIDES: Guide[] = [
  // ------------------------------------------------------------ getting-started
  {
    id: "guide_what_is_taxatlas",
    categorySlug: "getting-started",
    slug: "what-is-taxatlas",
    title: { en: "What TaxAtlas does", tr: "TaxAtlas ne yapar?" },
    subtitle: { en: "Compare, get a report, hire an advisor, stay compliant", tr: "Karşılaştırın, rapor alın, danışmanla çalışın, uyumlu kalın" },
    content: {
      en: `<p>TaxAtlas helps founders, investors and families decide where and how to hold a business, and then get it done with a vetted advisor.</p><ul><li><strong>Compare</strong> jurisdictions and structures: every headline rate shows its source and year.</li><li><strong>Report</strong>: describe your situation and get a sourced comparison of the options that fit. The preview is free; the full report costs $99.</li><li><strong>Marketplace</strong>: post the implementation as a request, compare proposals from vetted advisors and pay milestone by milestone into escrow.</li><li><strong>Compliance and documents</strong>: a 12-month filing calendar for your companies, reminders, and folders you can share with your advisor.</li></ul><p>TaxAtlas gives information, not legal or tax advice: a qualified advisor should confirm any structure before you use it. Start with <a href="/tax">a report</a> or <a href="/jurisdictions">the jurisdictions</a>.</p>`,
      tr: `<p>TaxAtlas; girişimcilerin, yatırımcıların ve ailelerin işlerini nerede ve nasıl konumlandıracaklarına karar vermelerine, ardından bunu onaylı bir danışmanla hayata geçirmelerine yardımcı olur.</p><ul><li><strong>Karşılaştırın</strong>: ülkeleri ve yapıları yan yana görün; her manşet oran kaynağı ve yılıyla gösterilir.</li><li><strong>Rapor</strong>: durumunuzu anlatın, size uyan seçeneklerin kaynaklı bir karşılaştırmasını alın. Ön izleme ücretsizdir; tam rapor 99 ABD dolarıdır.</li><li><strong>Pazar yeri</strong>: uygulama işini talep olarak yayınlayın, onaylı danışmanlardan gelen teklifleri karşılaştırın ve ödemeyi aşama aşama emanete yatırın.</li><li><strong>Uyum ve belgeler</strong>: şirketleriniz için 12 aylık yükümlülük takvimi, hatırlatmalar ve danışmanınızla paylaşabileceğiniz klasörler.</li></ul><p>TaxAtlas bilgi verir; hukuki veya vergi danışmanlığı vermez: bir yapıyı kullanmadan önce yetkin bir danışmana doğrulatın. <a href="/tax">Bir raporla</a> ya da <a href="/jurisdictions">ülkelerle</a> başlayın.</p>`,
    },
  },
  {
    id: "guide_creating_your_account",
    categorySlug: "getting-started",
    slug: "creating-your-account",
    title: { en: "Creating your account and signing in", tr: "Hesap oluşturmak ve giriş yapmak" },
    subtitle: { en: "What you can do as a guest, and what needs an account", tr: "Misafir olarak neler yapabilirsiniz, neler için hesap gerekir" },
    content: {
      en: `<ol><li>Select <strong>Sign Up</strong>. Enter your full name, your e-mail address and a password of at least 8 characters; the company is optional. Select <strong>Create account</strong>.</li><li>The <em>Check your inbox</em> page confirms that we sent you a message explaining the next step.</li><li>Select <strong>Sign In</strong> and enter your e-mail address and password.</li></ol><h3>Without an account</h3><p>As a guest you can browse jurisdictions, structures, the professionals directory and the list of Academy courses, and run a report preview that is not saved. Saving reports, buying the full report, posting requests, compliance, documents and messaging advisors need an account.</p>`,
      tr: `<ol><li><strong>Kayıt Ol</strong>'u seçin. Ad soyadınızı, e-posta adresinizi ve en az 8 karakterli bir parola girin; şirket isteğe bağlıdır. <strong>Hesap oluştur</strong>'u seçin.</li><li><em>Gelen kutunuzu kontrol edin</em> sayfası, size sonraki adımı anlatan bir ileti gönderdiğimizi bildirir.</li><li><strong>Giriş Yap</strong>'ı seçin, e-posta adresinizi ve parolanızı girin.</li></ol><h3>Hesap olmadan</h3><p>Misafir olarak ülkelere, yapılara, uzman dizinine ve Akademi kurs listesine göz atabilir, kaydedilmeyen bir rapor ön izlemesi çalıştırabilirsiniz. Rapor kaydetmek, tam raporu satın almak, talep yayınlamak, uyum takibi, belgeler ve danışmanlara mesaj göndermek için hesap gerekir.</p>`,
    },
  },
  {
    id: "guide_finding_your_way_around",
    categorySlug: "getting-started",
    slug: "finding-your-way-around",
    title: { en: "Finding your way around", tr: "Uygulamada gezinmek" },
    subtitle: { en: "Navigation, search, shortcuts and the header", tr: "Gezinme, arama, kısayollar ve üst çubuk" },
    content: {
      en: `<ul><li><strong>Navigation</strong>: Home, Jurisdictions, Structures, Professionals, Marketplace, Proposals and Academy. On a phone the menu opens from the menu button at the top.</li><li><strong>Search</strong> (the magnifier in the header) finds pages, contacts, tasks, jurisdictions (by English or Turkish name or ISO code, so "Kıbrıs" and "CYP" both find Cyprus), structures, professionals, Academy courses, and your own reports, marketplace requests and compliance filings. Capitals and accents do not matter.</li><li><strong>Shortcuts</strong> keep the pages you use most one click away, for example <a href="/compliance">Compliance</a> or <a href="/documents">Documents</a>; add or edit them in the shortcuts panel.</li><li>The header also holds notifications, messages, the Team Chat, the EN / TR language switch, appearance settings and the user menu (profile, settings, billing and receipts, sign out).</li></ul><p>Help is always at <a href="/support">Help centre</a>: these guides, the FAQs and a contact form.</p>`,
      tr: `<ul><li><strong>Gezinme</strong>: Ana sayfa, Ülkeler, Yapılar, Uzmanlar, Pazar yeri, Teklifler ve Akademi. Telefonda menü, üstteki menü düğmesiyle açılır.</li><li><strong>Arama</strong> (üst çubuktaki büyüteç) sayfaları, kişileri, görevleri, ülkeleri (İngilizce ya da Türkçe adıyla veya ISO koduyla; "Kıbrıs" da "CYP" de Kıbrıs'ı bulur), yapıları, uzmanları, Akademi kurslarını ve kendi raporlarınızı, pazar yeri taleplerinizi ve uyum beyanlarınızı bulur. Büyük-küçük harf ve aksanlar fark etmez.</li><li><strong>Kısayollar</strong> en çok kullandığınız sayfaları, örneğin <a href="/compliance">Uyum</a> veya <a href="/documents">Belgeler</a> sayfasını, bir tık uzakta tutar; kısayollar panelinden ekleyip düzenleyebilirsiniz.</li><li>Üst çubukta ayrıca bildirimler, mesajlar, Ekip Sohbeti, EN / TR dil seçimi, görünüm ayarları ve kullanıcı menüsü (profil, ayarlar, faturalar ve makbuzlar, çıkış) bulunur.</li></ul><p>Yardıma her zaman <a href="/support">Yardım merkezi</a>nden ulaşabilirsiniz: bu rehberler, SSS ve bir iletişim formu.</p>`,
    },
  },
  {
    id: "guide_comparing_jurisdictions",
    categorySlug: "getting-started",
    slug: "comparing-jurisdictions-and-structures",
    title: { en: "Comparing jurisdictions and structures", tr: "Ülkeleri ve yapıları karşılaştırmak" },
    subtitle: { en: "Sourced rates, side-by-side comparison and the Academy", tr: "Kaynaklı oranlar, yan yana karşılaştırma ve Akademi" },
    content: {
      en: `<ul><li><a href="/jurisdictions">Jurisdictions</a> lists headline corporate income tax rates with their year and source (Tax Foundation, 2025). Filter by region, search by name or ISO code, and sort by name or rate.</li><li>Tick 2 to 4 jurisdictions and select <strong>Compare selected</strong> to see their rates, rate history and structures side by side.</li><li><a href="/structures">Structures</a> explains holding companies, LLCs, trusts, foundations and more: what each is for, pros and cons, substance and CFC notes, typical jurisdictions, and estimated setup and annual costs.</li><li>The <a href="/academy">Academy</a> has short courses on tax residence, substance, CFC rules and more. Signed in, your progress is saved step by step.</li></ul><p>Headline rates leave out special regimes and reliefs. For your own numbers, run a <a href="/tax">tax comparison</a>.</p>`,
      tr: `<ul><li><a href="/jurisdictions">Ülkeler</a> sayfası, manşet kurumlar vergisi oranlarını yılı ve kaynağıyla (Tax Foundation, 2025) listeler. Bölgeye göre filtreleyin, ad veya ISO koduyla arayın, ada ya da orana göre sıralayın.</li><li>2 ile 4 arasında ülke işaretleyip <strong>Seçilenleri karşılaştır</strong>'ı seçerek oranlarını, oran geçmişlerini ve yapılarını yan yana görün.</li><li><a href="/structures">Yapılar</a> sayfası holding şirketlerini, LLC'leri, tröstleri, vakıfları ve daha fazlasını anlatır: ne işe yaradıkları, artıları ve eksileri, öz varlık ve KYŞ (CFC) notları, tipik ülkeler ve tahmini kuruluş ve yıllık maliyetler.</li><li><a href="/academy">Akademi</a>'de vergi mukimliği, öz varlık, KYŞ kuralları ve daha fazlası üzerine kısa kurslar bulunur. Giriş yaptığınızda ilerlemeniz adım adım kaydedilir.</li></ul><p>Manşet oranlar özel rejimleri ve indirimleri içermez. Kendi rakamlarınız için bir <a href="/tax">vergi karşılaştırması</a> çalıştırın.</p>`,
    },
  },
  // ------------------------------------------------------------ reports
  {
    id: "guide_running_a_tax_comparison",
    categorySlug: "reports",
    slug: "running-a-tax-comparison",
    title: { en: "Running a tax comparison", tr: "Vergi karşılaştırması çalıştırmak" },
    subtitle: { en: "Four short steps from your situation to ranked options", tr: "Durumunuzdan sıralanmış seçeneklere dört kısa adım" },
    content: {
      en: `<p>Open <a href="/tax">Tax optimisation report</a> and answer four steps:</p><ol><li><strong>Where you are</strong>: the country where you are tax resident. Staying there is always included as the baseline.</li><li><strong>Your business</strong>: main activity, annual revenue and profit before tax in whole US dollars (profit cannot be more than revenue), and employees.</li><li><strong>Your plans</strong>: whether profit is paid out to you as dividends, whether you can move or build real substance abroad, and the consolidated group revenue in euros if you are part of a group (groups with at least €750 million fall under the 15% global minimum tax).</li><li><strong>Places to compare</strong>: up to 8 jurisdictions, or none to let the engine choose the usual places for your activity.</li></ol><p>Select <strong>Run the comparison</strong>. Signed in, the report is saved and listed under <em>Your earlier reports</em> (at most 50 reports in 24 hours). As a guest you see a preview that is not saved; sign in to keep it, and your answers come with you.</p>`,
      tr: `<p><a href="/tax">Vergi optimizasyon raporu</a> sayfasını açın ve dört adımı yanıtlayın:</p><ol><li><strong>Bulunduğunuz yer</strong>: vergi mukimi olduğunuz ülke. Burada kalmak, karşılaştırma temeli olarak her zaman rapordadır.</li><li><strong>İşletmeniz</strong>: ana faaliyet, tam ABD doları olarak yıllık gelir ve vergi öncesi kâr (kâr gelirden fazla olamaz) ve çalışan sayısı.</li><li><strong>Planlarınız</strong>: kârın size temettü olarak dağıtılıp dağıtılmadığı, taşınabilir ya da yurt dışında gerçek bir varlık kurabilir olup olmadığınız ve bir grubun parçasıysanız euro cinsinden konsolide grup geliri (en az 750 milyon € gelirli gruplar %15 küresel asgari vergiye tabidir).</li><li><strong>Karşılaştırılacak yerler</strong>: en fazla 8 ülke; hiçbirini seçmezseniz motor faaliyetiniz için olağan yerleri seçer.</li></ol><p><strong>Karşılaştırmayı çalıştır</strong>'ı seçin. Giriş yaptıysanız rapor kaydedilir ve <em>Önceki raporlarınız</em> altında listelenir (24 saatte en fazla 50 rapor). Misafir olarak kaydedilmeyen bir ön izleme görürsünüz; saklamak için giriş yapın, yanıtlarınız sizinle gelir.</p>`,
    },
  },
  {
    id: "guide_buying_the_full_report",
    categorySlug: "reports",
    slug: "buying-the-full-report",
    title: { en: "Preview and full report: buying the $99 report", tr: "Ön izleme ve tam rapor: 99 $'lık raporu satın almak" },
    subtitle: { en: "What the preview shows and what the full report adds", tr: "Ön izleme neyi gösterir, tam rapor neler ekler" },
    content: {
      en: `<p>Every saved report starts as a <strong>preview</strong>: the top 3 options with their headline and effective rates, plus your inputs, the assumptions, the sources and the disclaimer.</p><p>The <strong>full report</strong> adds every option, the cost breakdown with the rule and source of each line, the chart and the printable version. It is the same calculation you previewed; paying only unlocks it.</p><ul><li>Select <strong>Buy the full report ($99)</strong> on the report and pay at checkout by card, bank transfer or crypto.</li><li>A card payment unlocks the report at once; a transfer unlocks it when the money arrives.</li><li>With a <a href="/pricing">VIP membership</a> every report is unlocked in full.</li></ul><p>You can refund a report within 7 days of payment from its receipt; it then returns to the preview.</p>`,
      tr: `<p>Kaydedilen her rapor bir <strong>ön izleme</strong> olarak başlar: manşet ve efektif oranlarıyla ilk 3 seçenek, ayrıca girdileriniz, varsayımlar, kaynaklar ve uyarı metni.</p><p><strong>Tam rapor</strong> tüm seçenekleri, her kalemin kuralı ve kaynağıyla maliyet dökümünü, grafiği ve yazdırılabilir sürümü ekler. Ön izlediğiniz hesaplamanın aynısıdır; ödeme yalnızca onu açar.</p><ul><li>Raporda <strong>Tam raporu satın al (99 $)</strong>'ı seçin ve ödeme sayfasında kart, banka havalesi veya kripto ile ödeyin.</li><li>Kartla ödemede rapor hemen açılır; havalede para ulaştığında açılır.</li><li><a href="/pricing">VIP üyelikle</a> tüm raporların tamamı açıktır.</li></ul><p>Bir raporu ödemeden sonraki 7 gün içinde makbuzundan iade edebilirsiniz; rapor bu durumda ön izlemeye döner.</p>`,
    },
  },
  {
    id: "guide_reading_your_report",
    categorySlug: "reports",
    slug: "reading-your-report",
    title: { en: "Reading your report and its sources", tr: "Raporunuzu ve kaynaklarını okumak" },
    subtitle: { en: "Ranking, breakdown, flags, assumptions and sources", tr: "Sıralama, döküm, uyarılar, varsayımlar ve kaynaklar" },
    content: {
      en: `<ul><li><strong>Ranking</strong>: options are ranked by steady-state total, the estimated annual tax plus the midpoint of the structure's annual running cost. The first-year total adds the midpoint of the setup cost. <em>Saving vs. staying</em> compares each option with your baseline.</li><li><strong>Breakdown</strong>: each option lists its tax lines (corporate tax, tax on distributed profit, dividend withholding, Pillar Two top-up…) with the rate, the rule and the source.</li><li><strong>Flags</strong> point out what needs a closer look, such as substance and CFC risk while you stay resident at home, Pillar Two, or the EU list of non-cooperative jurisdictions.</li><li><strong>Assumptions</strong> say what is not included, for example personal income tax where you live, or IP-box regimes.</li><li><strong>Sources</strong> list the publisher, title, year and link of every rate used.</li></ul><p>The report is general information computed from published rates and rules, not advice. <strong>Find an advisor to implement this</strong> starts a marketplace request with the report attached.</p>`,
      tr: `<ul><li><strong>Sıralama</strong>: seçenekler sürekli toplama göre sıralanır; bu, tahmini yıllık vergi ile yapının yıllık işletme maliyeti aralığının orta değerinin toplamıdır. İlk yıl toplamına kuruluş maliyetinin orta değeri eklenir. <em>Kalmaya göre tasarruf</em>, her seçeneği temel senaryonuzla karşılaştırır.</li><li><strong>Döküm</strong>: her seçenek vergi kalemlerini (kurumlar vergisi, dağıtılan kâr üzerinden vergi, temettü stopajı, İkinci Sütun tamamlama vergisi…) oran, kural ve kaynakla listeler.</li><li><strong>Uyarılar</strong>, ülkenizde mukim kaldığınız sürece öz varlık ve KYŞ (CFC) riski, İkinci Sütun veya AB'nin işbirliği yapmayan ülkeler listesi gibi daha yakından bakılması gereken noktaları gösterir.</li><li><strong>Varsayımlar</strong>, yaşadığınız yerdeki kişisel gelir vergisi veya fikri mülkiyet (IP kutusu) rejimleri gibi nelerin dâhil olmadığını söyler.</li><li><strong>Kaynaklar</strong>, kullanılan her oranın yayıncısını, başlığını, yılını ve bağlantısını listeler.</li></ul><p>Rapor, yayımlanmış oran ve kurallardan hesaplanan genel bilgidir; danışmanlık değildir. <strong>Bunu uygulayacak bir danışman bulun</strong>, raporun ekli olduğu bir pazar yeri talebi başlatır.</p>`,
    },
  },
  {
    id: "guide_printing_a_report",
    categorySlug: "reports",
    slug: "printing-or-saving-as-pdf",
    title: { en: "Printing or saving a report as PDF", tr: "Raporu yazdırmak veya PDF olarak kaydetmek" },
    subtitle: { en: "A clean A4 document of the full report", tr: "Tam raporun düzenli bir A4 belgesi" },
    content: {
      en: `<ul><li>Open the report from <a href="/tax">Your earlier reports</a>.</li><li>Select <strong>Print / save as PDF</strong>. Your browser's print dialog opens.</li><li>Choose a printer, or <em>Save as PDF</em> as the destination.</li></ul><p>The printout holds only the report, laid out for A4 paper: the navigation and buttons are left out, tables keep their headers on every page, and an option is not split across pages. The print button is part of the full report; a preview cannot be printed.</p>`,
      tr: `<ul><li>Raporu <a href="/tax">Önceki raporlarınız</a> listesinden açın.</li><li><strong>Yazdır / PDF olarak kaydet</strong>'i seçin. Tarayıcınızın yazdırma penceresi açılır.</li><li>Bir yazıcı ya da hedef olarak <em>PDF olarak kaydet</em>'i seçin.</li></ul><p>Çıktı yalnızca raporu içerir ve A4 kâğıda göre düzenlenir: gezinme ve düğmeler çıkarılır, tablolar başlıklarını her sayfada tekrarlar ve bir seçenek sayfalara bölünmez. Yazdırma düğmesi tam raporda bulunur; ön izleme yazdırılamaz.</p>`,
    },
  },
  // ------------------------------------------------------------ marketplace
  {
    id: "guide_posting_a_request",
    categorySlug: "marketplace",
    slug: "posting-a-request",
    title: { en: "Posting a request", tr: "Talep yayınlamak" },
    subtitle: { en: "Describe the work and let vetted advisors bid", tr: "İşi anlatın, onaylı danışmanlar teklif versin" },
    content: {
      en: `<p>Open the <a href="/marketplace">Marketplace</a> and select <strong>Post a request</strong>, or start from a report with <strong>Find an advisor to implement this</strong>: the form is prefilled and the report is attached.</p><ul><li><strong>Title</strong> and <strong>Description</strong>: what you need done, for example forming a holding company and opening its bank account.</li><li><strong>Jurisdiction</strong> and, optionally, the <strong>Structure</strong>.</li><li><strong>Kind of work</strong>: implementation (one-off) or a recurring service.</li><li><strong>Budget</strong> from and up to, in USD, and an optional deadline.</li></ul><p>Select <strong>Post request</strong>. Advisors see the request in the marketplace list (the full description only when signed in as an advisor) and send proposals; you are notified of each one. You can close an open request at any time.</p>`,
      tr: `<p><a href="/marketplace">Pazar yeri</a>'ni açıp <strong>Talep yayınla</strong>'yı seçin ya da bir rapordan <strong>Bunu uygulayacak bir danışman bulun</strong> ile başlayın: form doldurulmuş gelir ve rapor talebe eklenir.</p><ul><li><strong>Başlık</strong> ve <strong>Açıklama</strong>: yapılmasını istediğiniz iş; örneğin bir holding şirketi kurmak ve banka hesabını açmak.</li><li><strong>Ülke</strong> ve isteğe bağlı olarak <strong>Yapı</strong>.</li><li><strong>İş türü</strong>: uygulama (tek seferlik) veya sürekli hizmet.</li><li>USD cinsinden en az ve en çok <strong>bütçe</strong> ile isteğe bağlı bir son tarih.</li></ul><p><strong>Talebi yayınla</strong>'yı seçin. Danışmanlar talebi pazar yeri listesinde görür (açıklamanın tamamını yalnızca danışman olarak giriş yapınca) ve teklif gönderir; her teklifte size bildirim gelir. Açık bir talebi dilediğiniz zaman kapatabilirsiniz.</p>`,
    },
  },
  {
    id: "guide_comparing_proposals",
    categorySlug: "marketplace",
    slug: "comparing-proposals",
    title: { en: "Comparing proposals", tr: "Teklifleri karşılaştırmak" },
    subtitle: { en: "Price, timeline, milestones and the advisor side by side", tr: "Fiyat, süre, aşamalar ve danışman yan yana" },
    content: {
      en: `<p><a href="/proposals">Proposals</a> shows the pending proposals on each of your open requests side by side, one column per advisor:</p><ul><li>the <strong>price</strong> (the lowest is marked) and the <strong>timeline</strong> in days;</li><li>the <strong>milestones</strong> the price is split into: you pay each one into escrow separately;</li><li>the advisor's <strong>rating</strong>, jurisdictions and the service the proposal is based on, if any, and their message to you.</li></ul><p>Open an advisor's profile from <a href="/professionals">Professionals</a> to read more about them. Select <strong>Decline</strong> for proposals you do not want; the advisor is told. Clients typically see 30–50% savings with several bids, but that is not a promise.</p>`,
      tr: `<p><a href="/proposals">Teklifler</a> sayfası, açık taleplerinize gelen bekleyen teklifleri her danışman için bir sütun olacak şekilde yan yana gösterir:</p><ul><li><strong>fiyat</strong> (en düşüğü işaretlenir) ve gün cinsinden <strong>süre</strong>;</li><li>fiyatın bölündüğü <strong>aşamalar</strong>: her birini ayrı ayrı emanete yatırırsınız;</li><li>danışmanın <strong>puanı</strong>, ülkeleri, varsa teklifin dayandığı hizmet ve size mesajı.</li></ul><p>Bir danışman hakkında daha fazlası için <a href="/professionals">Uzmanlar</a> sayfasından profilini açın. İstemediğiniz teklifler için <strong>Reddet</strong>'i seçin; danışmana bildirilir. Birden fazla teklifle müşteriler genellikle %30–50 tasarruf görür, ancak bu bir vaat değildir.</p>`,
    },
  },
  {
    id: "guide_accepting_a_proposal",
    categorySlug: "marketplace",
    slug: "accepting-a-proposal",
    title: { en: "Accepting a proposal and the contract view", tr: "Teklifi kabul etmek ve sözleşme görünümü" },
    subtitle: { en: "What happens when you accept, and where to follow the work", tr: "Kabul ettiğinizde ne olur, işi nereden izlersiniz" },
    content: {
      en: `<p>Select <strong>Accept</strong> on the proposal you choose. At that moment:</p><ul><li>a contract starts with that advisor at the proposal's price and milestones;</li><li>the request is marked <em>Awarded</em>, and the other pending proposals are declined (their advisors are told);</li><li>a conversation with the advisor opens in the Team Chat, so you can talk straight away.</li></ul><p>The contract opens from <a href="/proposals">Proposals</a>. It shows the advisor, the amount, the commission rate, the money <strong>in escrow</strong> and every milestone with its status (Not funded, Funded, Submitted, Released, Disputed…). Below are the history of the contract and its money movements. The contract is completed when every milestone is settled.</p>`,
      tr: `<p>Seçtiğiniz teklifte <strong>Kabul et</strong>'i seçin. O anda:</p><ul><li>teklifin fiyatı ve aşamalarıyla o danışmanla bir sözleşme başlar;</li><li>talep <em>Verildi</em> olarak işaretlenir ve bekleyen diğer teklifler reddedilir (danışmanlarına bildirilir);</li><li>Ekip Sohbeti'nde danışmanla bir konuşma açılır, böylece hemen konuşabilirsiniz.</li></ul><p>Sözleşme <a href="/proposals">Teklifler</a> sayfasından açılır. Danışmanı, tutarı, komisyon oranını, <strong>emanette</strong> bekleyen parayı ve her aşamayı durumuyla (Ödenmedi, Yatırıldı, Teslim edildi, Ödendi, İtiraz edildi…) gösterir. Altında sözleşmenin geçmişi ve para hareketleri yer alır. Tüm aşamalar sonuçlandığında sözleşme tamamlanır.</p>`,
    },
  },
  {
    id: "guide_bidding_as_an_advisor",
    categorySlug: "marketplace",
    slug: "bidding-as-an-advisor",
    title: { en: "For advisors: bidding and delivering", tr: "Danışmanlar için: teklif vermek ve işi teslim etmek" },
    subtitle: { en: "From an open request to a paid milestone", tr: "Açık bir talepten ödenmiş bir aşamaya" },
    content: {
      en: `<p>Advisors join through <a href="/for-advisors">For advisors</a>; an administrator reviews each application.</p><ul><li>Open a request in the <a href="/marketplace">Marketplace</a>. Under <strong>Your bid</strong>, enter the total price in USD, split it into milestones that add up to that price, give a timeline in days and a message to the client. You can base the bid on one of your services.</li><li><strong>My bids</strong> shows where each bid stands; you can withdraw a pending bid.</li><li>When a client accepts, the contract appears under <strong>My contracts</strong>. Submit work on a milestone once the client has funded it; the client then approves it or disputes it.</li></ul><p>On approval the milestone is released to you minus the platform commission: 25% on implementation work, 10% on recurring services. <strong>Earnings</strong> shows what is payable to you and what clients hold in escrow for you.</p>`,
      tr: `<p>Danışmanlar <a href="/for-advisors">Danışmanlar için</a> sayfasından katılır; her başvuruyu bir yönetici inceler.</p><ul><li><a href="/marketplace">Pazar yeri</a>'nde bir talebi açın. <strong>Teklifiniz</strong> bölümünde USD cinsinden toplam fiyatı girin, fiyatı toplamı ona eşit olan aşamalara bölün, gün cinsinden süreyi ve müşteriye mesajınızı yazın. Teklifi hizmetlerinizden birine dayandırabilirsiniz.</li><li><strong>Tekliflerim</strong> her teklifin durumunu gösterir; bekleyen bir teklifi geri çekebilirsiniz.</li><li>Müşteri kabul ettiğinde sözleşme <strong>Sözleşmelerim</strong> altında görünür. Müşteri bir aşamaya ödeme yatırdıktan sonra o aşamanın işini teslim edin; müşteri onaylar ya da itiraz eder.</li></ul><p>Onaylandığında aşama, platform komisyonu düşülerek size serbest bırakılır: uygulama işlerinde %25, sürekli hizmetlerde %10. <strong>Kazançlar</strong> size ödenecek tutarı ve müşterilerin sizin için emanette tuttuğu tutarı gösterir.</p>`,
    },
  },
  // ------------------------------------------------------------ payments
  {
    id: "guide_payment_methods",
    categorySlug: "payments",
    slug: "payment-methods",
    title: { en: "Paying by card, transfer or crypto", tr: "Kart, havale veya kripto ile ödemek" },
    subtitle: { en: "How checkout works for each method", tr: "Her yöntem için ödeme nasıl işler" },
    content: {
      en: `<p>Reports, VIP membership and escrow milestones are all paid at the same checkout. Choose the <strong>Payment method</strong>:</p><ul><li><strong>Card</strong>: enter the card number, expiry and security code and select <strong>Pay</strong>. The purchase is active at once. We keep only the card brand and the last four digits.</li><li><strong>Wire transfer</strong> or <strong>ACH transfer</strong>: select <strong>Get payment instructions</strong>. Send exactly the amount shown and quote the reference. The payment shows as <em>Awaiting transfer</em> until an administrator confirms the money arrived.</li><li><strong>Cryptocurrency</strong>: you get a wallet address, the network and a reference; the purchase is activated when the transfer is confirmed.</li></ul><p>Every payment has a receipt under <a href="/billing">Billing and receipts</a>.</p>`,
      tr: `<p>Raporlar, VIP üyelik ve emanet aşamaları aynı ödeme sayfasında ödenir. <strong>Ödeme yöntemi</strong>ni seçin:</p><ul><li><strong>Kart</strong>: kart numarasını, son kullanma tarihini ve güvenlik kodunu girip <strong>Öde</strong>'yi seçin. Satın alımınız hemen etkinleşir. Yalnızca kart markasını ve son dört haneyi saklarız.</li><li><strong>Banka havalesi (SWIFT)</strong> veya <strong>ACH transferi</strong>: <strong>Ödeme talimatlarını al</strong>'ı seçin. Gösterilen tutarın tamamını gönderin ve referansı belirtin. Ödeme, bir yönetici paranın ulaştığını onaylayana kadar <em>Transfer bekleniyor</em> olarak görünür.</li><li><strong>Kripto para</strong>: bir cüzdan adresi, ağ ve referans alırsınız; satın alımınız transfer onaylandığında etkinleşir.</li></ul><p>Her ödemenin makbuzu <a href="/billing">Faturalar ve makbuzlar</a> sayfasındadır.</p>`,
    },
  },
  {
    id: "guide_funding_and_releasing_milestones",
    categorySlug: "payments",
    slug: "funding-and-releasing-milestones",
    title: { en: "Escrow: funding a milestone and releasing it", tr: "Emanet: aşamaya ödeme yatırmak ve serbest bırakmak" },
    subtitle: { en: "The advisor is paid only when you approve the work", tr: "Danışman, yalnızca işi onayladığınızda ödeme alır" },
    content: {
      en: `<ol><li>In the contract, select the milestone's <strong>Fund</strong> button (for example <em>Fund $4,000</em>). Checkout shows the milestone, the contract and the advisor; pay by card, transfer or crypto.</li><li>The money is held in escrow and the milestone shows <em>Funded</em>. The advisor is notified and can start.</li><li>When the advisor submits the work, the milestone shows <em>Submitted</em> and you are notified.</li><li>Select <strong>Approve and release</strong> if the work is done. The milestone is released to the advisor, minus the platform commission that the advisor pays.</li></ol><p>You fund each milestone separately, so you never pay for more than the step in hand. If you are not satisfied with submitted work, select <strong>Dispute</strong> instead (see <em>Disputes and cancelling a contract</em>).</p>`,
      tr: `<ol><li>Sözleşmede aşamanın <strong>yatır</strong> düğmesini seçin (örneğin <em>$4.000 yatır</em>). Ödeme sayfası aşamayı, sözleşmeyi ve danışmanı gösterir; kart, havale veya kripto ile ödeyin.</li><li>Para emanette tutulur ve aşama <em>Yatırıldı</em> olarak görünür. Danışmana bildirilir ve işe başlayabilir.</li><li>Danışman işi teslim ettiğinde aşama <em>Teslim edildi</em> olarak görünür ve size bildirim gelir.</li><li>İş tamamsa <strong>Onayla ve öde</strong>'yi seçin. Aşama, danışmanın ödediği platform komisyonu düşülerek danışmana serbest bırakılır.</li></ol><p>Her aşamaya ayrı ödeme yaparsınız; böylece hiçbir zaman elinizdeki adımdan fazlası için ödemezsiniz. Teslim edilen işten memnun değilseniz bunun yerine <strong>İtiraz et</strong>'i seçin (bkz. <em>İtirazlar ve sözleşmeyi iptal etmek</em>).</p>`,
    },
  },
  {
    id: "guide_disputes_and_cancelling",
    categorySlug: "payments",
    slug: "disputes-and-cancelling",
    title: { en: "Disputes and cancelling a contract", tr: "İtirazlar ve sözleşmeyi iptal etmek" },
    subtitle: { en: "What happens to the money in escrow", tr: "Emanetteki paraya ne olur" },
    content: {
      en: `<h3>Disputing submitted work</h3><p>On a submitted milestone, select <strong>Dispute</strong>. The money stays in escrow and the advisor is notified. The TaxAtlas team reviews the contract and splits that milestone between the advisor and you; the two parts always add up to the milestone, and the commission is taken only from the advisor's part. Both of you see the result in the contract.</p><h3>Cancelling</h3><p>As long as no work has been submitted on any milestone, you or the advisor can select <strong>Cancel contract</strong> and confirm. The contract ends and everything held in escrow is refunded to the payer. Once work has been submitted, the contract can no longer be cancelled; use a dispute instead.</p><p>Talk to the advisor in the Team Chat first: most questions are settled there.</p>`,
      tr: `<h3>Teslim edilen işe itiraz</h3><p>Teslim edilmiş bir aşamada <strong>İtiraz et</strong>'i seçin. Para emanette kalır ve danışmana bildirilir. TaxAtlas ekibi sözleşmeyi inceler ve o aşamayı danışman ile sizin aranızda böler; iki tutarın toplamı her zaman aşama tutarına eşittir ve komisyon yalnızca danışmanın payından alınır. Sonucu ikiniz de sözleşmede görürsünüz.</p><h3>İptal</h3><p>Hiçbir aşamada iş teslim edilmediği sürece siz veya danışman <strong>Sözleşmeyi iptal et</strong>'i seçip onaylayabilirsiniz. Sözleşme sona erer ve emanette tutulan her şey ödeyene iade edilir. İş teslim edildikten sonra sözleşme artık iptal edilemez; bunun yerine itiraz edin.</p><p>Önce Ekip Sohbeti'nde danışmanla konuşun: çoğu soru orada çözülür.</p>`,
    },
  },
  {
    id: "guide_commission",
    categorySlug: "payments",
    slug: "commission",
    title: { en: "Platform commission", tr: "Platform komisyonu" },
    subtitle: { en: "25% on implementation, 10% on recurring services, paid by the advisor", tr: "Uygulamada %25, sürekli hizmetlerde %10; danışman öder" },
    content: {
      en: `<p>The price in the proposal is the price you pay: TaxAtlas adds nothing on top. The commission is taken from the advisor's side when a milestone is released:</p><ul><li><strong>25%</strong> on implementation work (one-off requests);</li><li><strong>10%</strong> on recurring services.</li></ul><p>The commission is rounded to the nearest cent (half a cent rounds up) and the advisor receives the rest, so the two always add up to the milestone. Example: on a $5,000 implementation milestone the commission is $1,250 and the advisor receives $3,750. In a dispute, the commission applies only to the part that goes to the advisor.</p>`,
      tr: `<p>Teklifteki fiyat ödediğiniz fiyattır: TaxAtlas üzerine bir şey eklemez. Komisyon, bir aşama serbest bırakıldığında danışmanın tarafından alınır:</p><ul><li>uygulama işlerinde (tek seferlik talepler) <strong>%25</strong>;</li><li>sürekli hizmetlerde <strong>%10</strong>.</li></ul><p>Komisyon en yakın sente yuvarlanır (yarım sent yukarı yuvarlanır) ve kalanı danışmana ödenir; böylece ikisinin toplamı her zaman aşama tutarına eşittir. Örnek: $5.000'lık bir uygulama aşamasında komisyon $1.250, danışmana ödenen tutar $3.750 olur. İtirazda komisyon yalnızca danışmana giden pay üzerinden alınır.</p>`,
    },
  },
  {
    id: "guide_refunds_and_receipts",
    categorySlug: "payments",
    slug: "refunds-and-receipts",
    title: { en: "Receipts and refunds within 7 days", tr: "Makbuzlar ve 7 gün içinde iade" },
    subtitle: { en: "Refund a report or VIP membership yourself", tr: "Raporu veya VIP üyeliği kendiniz iade edin" },
    content: {
      en: `<p><a href="/billing">Billing and receipts</a> lists every payment with its status. Open a receipt to see or print it.</p><h3>Refunds</h3><ul><li>A report or VIP payment can be refunded within 7 days of payment: open its receipt and select <strong>Refund</strong>. The receipt says until when this is possible.</li><li>A refunded report returns to its preview; a refunded VIP membership ends at once.</li><li>The money goes back to your original payment method.</li></ul><p>Escrow payments have no refund button: money in escrow comes back when a contract is cancelled before any work is submitted, or through a dispute.</p>`,
      tr: `<p><a href="/billing">Faturalar ve makbuzlar</a> sayfası her ödemeyi durumuyla listeler. Görüntülemek veya yazdırmak için bir makbuzu açın.</p><h3>İadeler</h3><ul><li>Bir rapor veya VIP ödemesi, ödemeden sonraki 7 gün içinde iade edilebilir: makbuzunu açın ve <strong>İade et</strong>'i seçin. Makbuz, bunun hangi tarihe kadar mümkün olduğunu gösterir.</li><li>İade edilen rapor ön izlemeye döner; iade edilen VIP üyelik hemen sona erer.</li><li>Para, ödeme yaptığınız araca geri gönderilir.</li></ul><p>Emanet ödemelerinde iade düğmesi yoktur: emanetteki para, iş teslim edilmeden sözleşme iptal edildiğinde ya da bir itirazla geri döner.</p>`,
    },
  },
  {
    id: "guide_vip_membership",
    categorySlug: "payments",
    slug: "vip-membership",
    title: { en: "VIP membership", tr: "VIP üyelik" },
    subtitle: { en: "$10,000 a year: every report in full and priority support", tr: "Yıllık 10.000 $: tüm raporların tamamı ve öncelikli destek" },
    content: {
      en: `<ul><li>VIP costs $10,000 per year and runs for one year from when the payment arrives.</li><li>It includes a dedicated financial manager, support replies in about 4 hours, and every tax report unlocked in full.</li><li>Become a member from <a href="/pricing">Pricing</a> or <a href="/billing">Billing and receipts</a>, and pay by card, transfer or crypto. You can hold one active membership at a time; renewal opens when it lapses.</li><li>While you are a member, the user menu shows <em>VIP until</em> the end date.</li></ul><p>Like a report, a VIP payment can be refunded within 7 days from its receipt; the membership then ends at once.</p>`,
      tr: `<ul><li>VIP üyelik yıllık 10.000 ABD dolarıdır ve ödemenin ulaştığı andan itibaren bir yıl sürer.</li><li>Size özel bir finans yöneticisi, yaklaşık 4 saatte destek yanıtı ve tüm vergi raporlarının tamamına erişim içerir.</li><li><a href="/pricing">Fiyat Planları</a> veya <a href="/billing">Faturalar ve makbuzlar</a> sayfasından üye olun; kart, havale veya kripto ile ödeyin. Aynı anda tek bir etkin üyeliğiniz olabilir; yenileme, üyelik sona erdiğinde açılır.</li><li>Üyeyken kullanıcı menüsünde bitiş tarihiyle birlikte <em>VIP</em> ibaresi görünür.</li></ul><p>Rapor gibi, VIP ödemesi de makbuzundan 7 gün içinde iade edilebilir; üyelik bu durumda hemen sona erer.</p>`,
    },
  },
  // ------------------------------------------------------------ compliance
  {
    id: "guide_adding_a_company",
    categorySlug: "compliance",
    slug: "adding-a-company",
    title: { en: "Adding a company or structure", tr: "Şirket veya yapı eklemek" },
    subtitle: { en: "The details the filing calendar is built from", tr: "Yükümlülük takviminin dayandığı bilgiler" },
    content: {
      en: `<p>Open <a href="/compliance">Compliance</a> and select <strong>Add a company or structure</strong>:</p><ul><li><strong>Name</strong>, <strong>Jurisdiction</strong> and <strong>Structure</strong>;</li><li><strong>Incorporation date</strong> and <strong>Fiscal-year end</strong> (MM-DD): most due dates are counted from these;</li><li>the <strong>Registered agent</strong>, and whether the company <strong>uses a nominee director</strong> (this adds the nominee service renewal).</li></ul><p>TaxAtlas then lists the company's filings for the next 12 months. When you edit the details, the calendar is regenerated; filings you already marked as filed stay. Deleting a company deletes its filings.</p>`,
      tr: `<p><a href="/compliance">Uyum</a> sayfasını açın ve <strong>Şirket veya yapı ekle</strong>'yi seçin:</p><ul><li><strong>Ad</strong>, <strong>Ülke</strong> ve <strong>Yapı</strong>;</li><li><strong>Kuruluş tarihi</strong> ve <strong>Mali yıl sonu</strong> (AA-GG): son tarihlerin çoğu bunlardan hesaplanır;</li><li><strong>Kayıtlı temsilci</strong> ve şirketin <strong>vekil yönetici kullanıp kullanmadığı</strong> (bu, vekil yönetici hizmeti yenilemesini ekler).</li></ul><p>TaxAtlas ardından şirketin önümüzdeki 12 aydaki yükümlülüklerini listeler. Bilgileri düzenlediğinizde takvim yeniden oluşturulur; tamamlandı olarak işaretlediğiniz yükümlülükler kalır. Bir şirketi silmek, yükümlülüklerini de siler.</p>`,
    },
  },
  {
    id: "guide_the_filing_calendar",
    categorySlug: "compliance",
    slug: "the-filing-calendar",
    title: { en: "The filing calendar", tr: "Yükümlülük takvimi" },
    subtitle: { en: "Due dates, fees, sources, and marking a filing as filed", tr: "Son tarihler, harçlar, kaynaklar ve yükümlülüğü tamamlandı olarak işaretlemek" },
    content: {
      en: `<ul><li>The overview shows what is <strong>Overdue</strong>, <strong>Due soon</strong> (within 30 days) and <strong>Upcoming</strong>, the fees due this year and a 12-month timeline. The sections (annual review, tax return, payments, financial statements, beneficial ownership, AGM, tax certificate, nominee renewal) list one kind each.</li><li>Each filing shows its due date, the government fee on record and the <strong>Source</strong> of the rule. A filing marked <strong>Estimate</strong> has no official source: it is a TaxAtlas estimate to check with your advisor.</li><li>Select <strong>Mark as filed</strong>, attach a document from your files or upload a new one (saved in Documents › Compliance filings), and confirm. <strong>Reopen</strong> undoes it.</li><li>When the owners change, use <strong>Record change</strong> on the company: the register must be updated within 14 days, and that filing is added.</li></ul>`,
      tr: `<ul><li>Genel bakış <strong>Gecikmiş</strong>, <strong>Süresi yaklaşıyor</strong> (30 gün içinde) ve <strong>Yaklaşan</strong> yükümlülükleri, bu yıl ödenecek harçları ve 12 aylık bir zaman çizelgesini gösterir. Bölümler (yıllık inceleme, vergi beyannamesi, ödemeler, finansal tablolar, gerçek faydalanıcılar, genel kurul, mukimlik belgesi, vekil yenilemesi) her biri tek bir türü listeler.</li><li>Her yükümlülük son tarihini, kayıtlı devlet harcını ve kuralın <strong>Kaynağını</strong> gösterir. <strong>Tahmin</strong> olarak işaretli bir yükümlülüğün resmî kaynağı yoktur: danışmanınızla doğrulamanız gereken bir TaxAtlas tahminidir.</li><li><strong>Tamamlandı olarak işaretle</strong>'yi seçin, dosyalarınızdan bir belge ekleyin ya da yenisini yükleyin (Belgeler › Compliance filings klasörüne kaydedilir) ve onaylayın. <strong>Yeniden aç</strong> bunu geri alır.</li><li>Ortaklar değiştiğinde şirkette <strong>Değişikliği kaydet</strong>'i kullanın: sicil 14 gün içinde güncellenmelidir ve bu yükümlülük eklenir.</li></ul>`,
    },
  },
  {
    id: "guide_reminders_and_calendar",
    categorySlug: "compliance",
    slug: "reminders-and-calendar-subscription",
    title: { en: "Reminders and calendar subscription", tr: "Hatırlatmalar ve takvim aboneliği" },
    subtitle: { en: "Never miss a due date", tr: "Hiçbir son tarihi kaçırmayın" },
    content: {
      en: `<h3>Reminders</h3><p>Every morning TaxAtlas checks your open filings. You get one notification when a filing becomes due within 30 days and one more if it becomes overdue; each links to its section of <a href="/compliance">Compliance</a>. Filings marked as filed are not reminded about.</p><h3>Calendar subscription</h3><ul><li>Under <strong>Calendar subscription</strong>, select <strong>Create calendar link</strong> and copy it at once: it is shown only once.</li><li>Add it to Google Calendar, Apple Calendar or Outlook as a subscribed calendar; your due dates appear as all-day events.</li><li>Anyone with the link can see your due dates, so keep it secret. <strong>Replace link</strong> makes the old one stop working; <strong>Revoke link</strong> turns it off.</li></ul>`,
      tr: `<h3>Hatırlatmalar</h3><p>TaxAtlas her sabah açık yükümlülüklerinizi kontrol eder. Bir yükümlülüğün son tarihine 30 gün kaldığında bir bildirim, gecikmeye düşerse bir bildirim daha alırsınız; her biri <a href="/compliance">Uyum</a> sayfasındaki ilgili bölüme bağlanır. Tamamlandı olarak işaretlenen yükümlülükler için hatırlatma gönderilmez.</p><h3>Takvim aboneliği</h3><ul><li><strong>Takvim aboneliği</strong> altında <strong>Takvim bağlantısı oluştur</strong>'u seçin ve bağlantıyı hemen kopyalayın: yalnızca bir kez gösterilir.</li><li>Bağlantıyı Google Takvim, Apple Takvim veya Outlook'a abone olunan takvim olarak ekleyin; son tarihleriniz tüm gün süren etkinlikler olarak görünür.</li><li>Bağlantıya sahip herkes son tarihlerinizi görebilir; gizli tutun. <strong>Bağlantıyı yenile</strong> eskisini geçersiz kılar; <strong>Bağlantıyı iptal et</strong> onu kapatır.</li></ul>`,
    },
  },
  {
    id: "guide_compliance_with_your_advisor",
    categorySlug: "compliance",
    slug: "working-with-your-advisor",
    title: { en: "Working on compliance with your advisor", tr: "Uyum işlerini danışmanınızla yürütmek" },
    subtitle: { en: "Share filings, documents and due dates", tr: "Yükümlülükleri, belgeleri ve son tarihleri paylaşın" },
    content: {
      en: `<p>Documents you upload while marking a filing as filed are saved in the <em>Compliance filings</em> folder of <a href="/documents">Documents</a>. To let your advisor see or add them, share that folder with them (see <em>Sharing a folder with your advisor</em>). You can share with advisors you have an active or completed contract with.</p><ul><li>Give the advisor <em>can view</em> access to review, or <em>can view and upload</em> so they can add receipts and filed returns themselves.</li><li>For ongoing work, such as annual filings for a company, post a recurring-service request on the <a href="/marketplace">Marketplace</a>.</li><li>Discuss a due date with your advisor in the Team Chat.</li></ul>`,
      tr: `<p>Bir yükümlülüğü tamamlandı olarak işaretlerken yüklediğiniz belgeler <a href="/documents">Belgeler</a>'deki <em>Compliance filings</em> klasörüne kaydedilir. Danışmanınızın bunları görmesini veya eklemesini istiyorsanız klasörü onunla paylaşın (bkz. <em>Klasörü danışmanınızla paylaşmak</em>). Etkin veya tamamlanmış bir sözleşmeniz olan danışmanlarla paylaşabilirsiniz.</p><ul><li>İnceleme için danışmana <em>görüntüleyebilir</em> erişimi verin ya da makbuzları ve verilen beyannameleri kendisi ekleyebilsin diye <em>görüntüleyebilir ve yükleyebilir</em> erişimi verin.</li><li>Bir şirketin yıllık bildirimleri gibi süregelen işler için <a href="/marketplace">Pazar yeri</a>'nde bir sürekli hizmet talebi yayınlayın.</li><li>Bir son tarihi danışmanınızla Ekip Sohbeti'nde konuşun.</li></ul>`,
    },
  },
  // ------------------------------------------------------------ documents
  {
    id: "guide_uploading_and_organising",
    categorySlug: "documents",
    slug: "uploading-and-organising-files",
    title: { en: "Uploading and organising files", tr: "Dosya yüklemek ve düzenlemek" },
    subtitle: { en: "Folders, uploads, renaming, moving and deleting", tr: "Klasörler, yükleme, yeniden adlandırma, taşıma ve silme" },
    content: {
      en: `<p>Open <a href="/documents">Documents</a>.</p><ul><li><strong>Upload file</strong>: PDF, JPEG, Word (DOC, DOCX), Excel (XLS, XLSX), CSV or text files, up to 10 MB each. A progress bar shows the upload.</li><li><strong>New folder</strong> creates a folder where you are; the folder path at the top takes you back up.</li><li>Each file and folder has <strong>Actions</strong> to rename, move or delete it; files also have a download button. Deleting a folder deletes everything in it and cannot be undone.</li><li>Sort by name, last change or size, and switch between list and grid view.</li></ul><p>Documents are yours: an advisor sees a folder only when you share it.</p>`,
      tr: `<p><a href="/documents">Belgeler</a> sayfasını açın.</p><ul><li><strong>Dosya yükle</strong>: PDF, JPEG, Word (DOC, DOCX), Excel (XLS, XLSX), CSV veya metin dosyaları, her biri en fazla 10 MB. Yükleme bir ilerleme çubuğuyla gösterilir.</li><li><strong>Yeni klasör</strong>, bulunduğunuz yerde bir klasör oluşturur; üstteki klasör yolu sizi geri götürür.</li><li>Her dosya ve klasörün yeniden adlandırmak, taşımak veya silmek için bir <strong>İşlemler</strong> menüsü vardır; dosyalarda ayrıca bir indirme düğmesi bulunur. Bir klasörü silmek içindeki her şeyi siler ve geri alınamaz.</li><li>Ada, son değişikliğe veya boyuta göre sıralayın; liste ve ızgara görünümü arasında geçiş yapın.</li></ul><p>Belgeler sizindir: bir danışman bir klasörü ancak siz paylaştığınızda görür.</p>`,
    },
  },
  {
    id: "guide_sharing_a_folder",
    categorySlug: "documents",
    slug: "sharing-a-folder-with-your-advisor",
    title: { en: "Sharing a folder with your advisor", tr: "Klasörü danışmanınızla paylaşmak" },
    subtitle: { en: "View-only or view-and-upload access, revoked at any time", tr: "Yalnızca görüntüleme veya görüntüleme ve yükleme erişimi; dilediğiniz zaman iptal" },
    content: {
      en: `<ol><li>In <a href="/documents">Documents</a>, open the folder's actions and choose <strong>Share with an advisor</strong>.</li><li>Pick the <strong>Advisor</strong>: the list holds the advisors of your active or completed contracts.</li><li>Choose the <strong>Access</strong>: <em>can view</em>, or <em>can view and upload</em>. Select <strong>Share</strong>.</li></ol><p>The share covers the folder and everything inside it. The advisor finds it under <strong>Shared with me</strong> in their documents; files they upload stay in your folder and remain yours. Select <strong>Revoke</strong> to end the share: it takes effect at once. Cancelling a contract does not revoke existing shares, so revoke them yourself if you need to.</p>`,
      tr: `<ol><li><a href="/documents">Belgeler</a>'de klasörün işlemler menüsünü açın ve <strong>Bir danışmanla paylaş</strong>'ı seçin.</li><li><strong>Danışman</strong>ı seçin: listede etkin veya tamamlanmış sözleşmelerinizin danışmanları bulunur.</li><li><strong>Erişim</strong>i seçin: <em>görüntüleyebilir</em> ya da <em>görüntüleyebilir ve yükleyebilir</em>. <strong>Paylaş</strong>'ı seçin.</li></ol><p>Paylaşım klasörü ve içindeki her şeyi kapsar. Danışman klasörü kendi belgelerinde <strong>Benimle paylaşılanlar</strong> altında bulur; yüklediği dosyalar sizin klasörünüzde kalır ve size aittir. Paylaşımı sonlandırmak için <strong>İptal et</strong>'i seçin: hemen geçerli olur. Bir sözleşmenin iptali mevcut paylaşımları kaldırmaz; gerekirse bunları kendiniz iptal edin.</p>`,
    },
  },
  // ------------------------------------------------------------ your-account
  {
    id: "guide_profile_and_settings",
    categorySlug: "your-account",
    slug: "profile-and-settings",
    title: { en: "Your profile and settings", tr: "Profiliniz ve ayarlarınız" },
    subtitle: { en: "Name, picture and status", tr: "Ad, resim ve durum" },
    content: {
      en: `<ul><li><a href="/profile">Profile</a> shows your account at a glance: name, e-mail address, role and status.</li><li><a href="/settings">Settings</a> changes your <strong>Name</strong>, your <strong>Picture address</strong> (an https:// address, optional) and your <strong>Status</strong>. Select <strong>Save changes</strong>.</li><li>Your status (Online, Away, Busy, Invisible) can also be changed from the user menu; it is the dot others see next to your picture.</li></ul><p>Advisors also switch between the client and the advisor view from the header.</p>`,
      tr: `<ul><li><a href="/profile">Profil</a> hesabınızı kısaca gösterir: ad, e-posta adresi, rol ve durum.</li><li><a href="/settings">Ayarlar</a>'da <strong>Ad</strong>ınızı, <strong>Resim adresi</strong>nizi (bir https:// adresi, isteğe bağlı) ve <strong>Durum</strong>unuzu değiştirirsiniz. <strong>Değişiklikleri kaydet</strong>'i seçin.</li><li>Durumunuzu (Çevrimiçi, Uzakta, Meşgul, Görünmez) kullanıcı menüsünden de değiştirebilirsiniz; başkalarının resminizin yanında gördüğü noktadır.</li></ul><p>Danışmanlar ayrıca üst çubuktan müşteri ve danışman görünümü arasında geçiş yapar.</p>`,
    },
  },
  {
    id: "guide_password_and_signing_out",
    categorySlug: "your-account",
    slug: "password-and-signing-out",
    title: { en: "Your password, signing out and sessions", tr: "Parolanız, çıkış yapmak ve oturumlar" },
    subtitle: { en: "Reset a forgotten password and end sessions", tr: "Unutulan parolayı sıfırlayın ve oturumları kapatın" },
    content: {
      en: `<h3>Resetting your password</h3><ol><li>Sign out, then select <strong>Forgot password?</strong> on the sign-in page and enter your e-mail address.</li><li>If an account exists for that address, we send a reset link. It works once and for one hour.</li><li>Choose a new password of at least 8 characters, then sign in with it.</li></ol><p>Resetting the password signs you out on every device, so anyone who knew the old one loses access.</p><h3>Signing out</h3><p>Choose <strong>Sign out</strong> in the user menu. It ends the session in this browser. A session otherwise lasts 7 days. If you think someone else knows your password, reset it and <a href="/support">contact support</a>.</p>`,
      tr: `<h3>Parolanızı sıfırlamak</h3><ol><li>Çıkış yapın, ardından giriş sayfasında <strong>Parolanızı mı unuttunuz?</strong>'u seçin ve e-posta adresinizi girin.</li><li>Bu adrese ait bir hesap varsa bir sıfırlama bağlantısı göndeririz. Bağlantı bir kez ve bir saat boyunca geçerlidir.</li><li>En az 8 karakterli yeni bir parola seçin ve onunla giriş yapın.</li></ol><p>Parolayı sıfırlamak tüm cihazlarda oturumunuzu kapatır; böylece eski parolayı bilen biri erişimini kaybeder.</p><h3>Çıkış yapmak</h3><p>Kullanıcı menüsünde <strong>Çıkış yap</strong>'ı seçin. Bu tarayıcıdaki oturumu sonlandırır. Aksi hâlde bir oturum 7 gün sürer. Parolanızı başka birinin bildiğini düşünüyorsanız sıfırlayın ve <a href="/support">destekle iletişime geçin</a>.</p>`,
    },
  },
  {
    id: "guide_language_and_appearance",
    categorySlug: "your-account",
    slug: "language-and-appearance",
    title: { en: "Language, layout and theme", tr: "Dil, yerleşim ve tema" },
    subtitle: { en: "English or Turkish, light or dark, and six themes", tr: "İngilizce veya Türkçe, açık veya koyu ve altı tema" },
    content: {
      en: `<ul><li><strong>Language</strong>: choose <strong>EN</strong> or <strong>TR</strong> in the header (on a phone, in the menu). The whole app, including product notifications and these guides, follows your choice; this browser remembers it.</li><li><strong>Appearance settings</strong> (in the header) let you pick the <strong>Colour scheme</strong> (Light, Dark or System), the <strong>Theme</strong> (Default, Brand, Teal, Rose, Purple or Amber) and the <strong>Layout</strong>.</li><li>The layout applies to pages without a layout of their own, such as the dashboards, workspace apps and docs; product pages keep theirs.</li></ul><p>Signed in, your appearance choice is saved to your account and follows you to other browsers; as a guest it is kept in this browser.</p>`,
      tr: `<ul><li><strong>Dil</strong>: üst çubukta (telefonda menüde) <strong>EN</strong> veya <strong>TR</strong>'yi seçin. Ürün bildirimleri ve bu rehberler dâhil tüm uygulama seçiminize uyar; bu tarayıcı seçiminizi hatırlar.</li><li>Üst çubuktaki <strong>Görünüm ayarları</strong> ile <strong>Renk düzeni</strong>ni (Açık, Koyu veya Sistem), <strong>Tema</strong>yı (Varsayılan, Marka, Camgöbeği, Gül, Mor veya Kehribar) ve <strong>Yerleşim</strong>i seçersiniz.</li><li>Yerleşim, panolar, çalışma alanı uygulamaları ve belgeler gibi kendi yerleşimi olmayan sayfalarda kullanılır; ürün sayfaları kendi yerleşimlerini korur.</li></ul><p>Giriş yaptığınızda görünüm seçiminiz hesabınıza kaydedilir ve sizi diğer tarayıcılara da izler; misafir olarak bu tarayıcıda tutulur.</p>`,
    },
  },
  {
    id: "guide_notifications_and_activity",
    categorySlug: "your-account",
    slug: "notifications-messages-and-activity",
    title: { en: "Notifications, messages and activity", tr: "Bildirimler, mesajlar ve etkinlik" },
    subtitle: { en: "What TaxAtlas tells you, and where to find it", tr: "TaxAtlas size neleri bildirir ve bunları nerede bulursunuz" },
    content: {
      en: `<ul><li><strong>Notifications</strong> (the bell in the header) tell you about new proposals, accepted or declined bids, funded, submitted and approved milestones, disputes, and compliance filings that are due soon or overdue. Each opens the page it talks about.</li><li><strong>Messages</strong> collect messages for you; the <strong>Team Chat</strong> is where you talk with an advisor.</li><li>In both panels you can mark an item as read or unread, remove it, or <strong>Mark all as read</strong>.</li><li>The <a href="/pages/activities">Activity</a> page lists what you did, newest first: sign-ins, completed tasks, requests posted, bids accepted, milestones funded and more.</li></ul>`,
      tr: `<ul><li><strong>Bildirimler</strong> (üst çubuktaki zil) yeni teklifleri, kabul edilen veya reddedilen teklifleri; ödeme yatırılan, teslim edilen ve onaylanan aşamaları; itirazları ve süresi yaklaşan ya da gecikmiş uyum yükümlülüklerini bildirir. Her biri ilgili sayfayı açar.</li><li><strong>Mesajlar</strong> size gelen iletileri toplar; danışmanla konuştuğunuz yer <strong>Ekip Sohbeti</strong>dir.</li><li>İki panelde de bir öğeyi okundu veya okunmadı olarak işaretleyebilir, kaldırabilir ya da <strong>Tümünü okundu olarak işaretle</strong>'yi seçebilirsiniz.</li><li><a href="/pages/activities">Etkinlik</a> sayfası yaptıklarınızı en yeniden eskiye listeler: oturum açmalar, tamamlanan görevler, yayınlanan talepler, kabul edilen teklifler, ödeme yatırılan aşamalar ve daha fazlası.</li></ul>`,
    },
  },
];
