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
 * Guide content is simple HTML using only <p>, <ul>, <li>, <strong>, <em> and <h3>.
 * In guides a "project" is an implementation request on the marketplace and "media" are documents.
 */
import type { LocalizedText } from "./types";

export type FaqCategorySlug = "most-asked" | "general-inquiries" | "services" | "payments" | "support";
export type GuideCategorySlug = "getting-started" | "projects" | "settings" | "payments" | "your-account";

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
  /** Simple HTML: <p>, <ul>, <li>, <strong>, <em>, <h3> only. */
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
      en: "TaxAtlas is a tax optimisation and corporate-structure platform for entrepreneurs, investors and high-net-worth clients. You can compare jurisdictions and structures, order a personalised report, and post implementation projects on which vetted advisors bid. Information on TaxAtlas is not tax or legal advice; advice comes from the advisor you choose.",
      tr: "TaxAtlas; girişimciler, yatırımcılar ve yüksek net varlıklı müşteriler için bir vergi optimizasyonu ve şirket yapılandırma platformudur. Ülkeleri ve yapıları karşılaştırabilir, kişiye özel bir rapor sipariş edebilir ve doğrulanmış danışmanların teklif verdiği uygulama projeleri yayınlayabilirsiniz. TaxAtlas'taki bilgiler vergi veya hukuk danışmanlığı değildir; danışmanlığı seçtiğiniz danışman verir.",
    },
  },
  {
    id: "faq_most_asked_02",
    categorySlug: "most-asked",
    question: { en: "How much does a report cost?", tr: "Bir rapor ne kadar?" },
    answer: {
      en: "Each report costs $99. You pay once per report; there is no subscription needed to order one.",
      tr: "Her rapor 99 ABD dolarıdır. Her rapor için bir kez ödeme yaparsınız; rapor sipariş etmek için abonelik gerekmez.",
    },
  },
  {
    id: "faq_most_asked_03",
    categorySlug: "most-asked",
    question: { en: "How much can I save by using the marketplace?", tr: "Pazaryerini kullanarak ne kadar tasarruf edebilirim?" },
    answer: {
      en: "Because several vetted advisors bid on the same project, clients typically see savings of 30–50% on implementation costs compared with a single quote. This is what clients typically see, not a promise: the result depends on your project and the bids you receive.",
      tr: "Aynı proje için birden fazla doğrulanmış danışman teklif verdiğinden, müşteriler uygulama maliyetlerinde tek bir teklife kıyasla genellikle %30–50 tasarruf görür. Bu bir vaat değil, müşterilerin genellikle gördüğü sonuçtur: Sonuç projenize ve aldığınız tekliflere bağlıdır.",
    },
  },
  {
    id: "faq_most_asked_04",
    categorySlug: "most-asked",
    question: { en: "Is my data secure?", tr: "Verilerim güvende mi?" },
    answer: {
      en: "Yes. Data is encrypted in transit with TLS 1.3 and at rest with AES-256. Documents you upload to a project are shared only with the advisors you choose to share them with.",
      tr: "Evet. Veriler aktarım sırasında TLS 1.3 ile, depolanırken AES-256 ile şifrelenir. Bir projeye yüklediğiniz belgeler yalnızca paylaşmayı seçtiğiniz danışmanlarla paylaşılır.",
    },
  },
  {
    id: "faq_most_asked_05",
    categorySlug: "most-asked",
    question: { en: "Can I get a refund?", tr: "Ücret iadesi alabilir miyim?" },
    answer: {
      en: "You can request a refund within 7 days of purchase by contacting support. For implementation projects, your payment is held in escrow and only released to the advisor when you approve the work.",
      tr: "Satın alma tarihinden itibaren 7 gün içinde destek ekibiyle iletişime geçerek iade talep edebilirsiniz. Uygulama projelerinde ödemeniz emanet (escrow) hesabında tutulur ve yalnızca işi onayladığınızda danışmana aktarılır.",
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
      en: "Yes. Guests can browse jurisdictions, structures and the Academy. You need an account to order reports, post projects, upload documents or message advisors.",
      tr: "Evet. Misafir kullanıcılar ülkelere, yapılara ve Akademi'ye göz atabilir. Rapor sipariş etmek, proje yayınlamak, belge yüklemek veya danışmanlara mesaj göndermek için hesap gerekir.",
    },
  },
  // ------------------------------------------------------------ services
  {
    id: "faq_services_01",
    categorySlug: "services",
    question: { en: "What is in a report?", tr: "Raporda neler var?" },
    answer: {
      en: "A report costs $99 and compares jurisdictions and structures against the facts you enter, such as where you live, where your business operates and your goals. It sets out options, estimated costs and points to discuss with an advisor. It is information, not advice.",
      tr: "Bir rapor 99 ABD dolarıdır ve ülkeleri ve yapıları, nerede yaşadığınız, işinizin nerede faaliyet gösterdiği ve hedefleriniz gibi girdiğiniz bilgilere göre karşılaştırır. Seçenekleri, tahmini maliyetleri ve bir danışmanla konuşulması gereken noktaları ortaya koyar. Danışmanlık değil, bilgilendirmedir.",
    },
  },
  {
    id: "faq_services_02",
    categorySlug: "services",
    question: { en: "What does VIP membership include?", tr: "VIP üyelik neleri kapsıyor?" },
    answer: {
      en: "VIP membership starts from $10K per year. It includes a dedicated financial manager who coordinates your structures and advisors, and priority support with a response in about 4 hours.",
      tr: "VIP üyelik yıllık 10.000 ABD dolarından başlar. Yapılarınızı ve danışmanlarınızı koordine eden size özel bir finans yöneticisi ve yaklaşık 4 saat içinde yanıt veren öncelikli destek içerir.",
    },
  },
  {
    id: "faq_services_03",
    categorySlug: "services",
    question: { en: "How does the advisor marketplace work?", tr: "Danışman pazaryeri nasıl çalışır?" },
    answer: {
      en: "You post a project describing what you need implemented, for example forming a holding company or opening a bank account. Vetted advisors send proposals with their price and timeline, you compare them and choose one, and your payment is held in escrow until you approve the work.",
      tr: "Uygulanmasını istediğiniz işi, örneğin bir holding şirketi kurmayı veya banka hesabı açmayı anlatan bir proje yayınlarsınız. Doğrulanmış danışmanlar fiyat ve süre içeren tekliflerini gönderir; siz bunları karşılaştırıp birini seçersiniz ve ödemeniz işi onaylayana kadar emanet (escrow) hesabında tutulur.",
    },
  },
  {
    id: "faq_services_04",
    categorySlug: "services",
    question: { en: "What is the difference between implementation and recurring services?", tr: "Uygulama hizmetleri ile düzenli hizmetler arasındaki fark nedir?" },
    answer: {
      en: "Implementation services are one-off projects, such as setting up a company or restructuring a group. Recurring services are ongoing, such as accounting, annual filings, registered office or compliance monitoring. TaxAtlas charges the advisor a 25% commission on implementation services and 10% on recurring services, paid by the advisor from their fee.",
      tr: "Uygulama hizmetleri, şirket kurmak veya bir grubu yeniden yapılandırmak gibi tek seferlik projelerdir. Düzenli hizmetler ise muhasebe, yıllık bildirimler, kayıtlı adres veya uyum takibi gibi süreklilik gösteren hizmetlerdir. TaxAtlas danışmandan uygulama hizmetlerinde %25, düzenli hizmetlerde %10 komisyon alır; komisyonu danışman kendi ücretinden öder.",
    },
  },
  {
    id: "faq_services_05",
    categorySlug: "services",
    question: { en: "How are advisors vetted?", tr: "Danışmanlar nasıl doğrulanıyor?" },
    answer: {
      en: "Advisors go through a verification check before they can bid, and verified profiles show a badge. Profiles also show jurisdictions, services, languages, ratings and typical response times, so you can compare before you hire.",
      tr: "Danışmanlar teklif verebilmek için önce bir doğrulama sürecinden geçer; doğrulanmış profillerde bir rozet görünür. Profillerde ayrıca ülkeler, hizmetler, diller, puanlar ve ortalama yanıt süreleri yer alır; böylece çalışmaya başlamadan önce karşılaştırma yapabilirsiniz.",
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
      en: "When you accept a proposal, you pay into escrow. TaxAtlas holds the money and releases it to the advisor only when you confirm that the agreed work, or the agreed milestone, has been delivered.",
      tr: "Bir teklifi kabul ettiğinizde ödemeyi emanet hesabına yaparsınız. TaxAtlas parayı tutar ve ancak kararlaştırılan işin veya aşamanın teslim edildiğini onayladığınızda danışmana aktarır.",
    },
  },
  {
    id: "faq_payments_03",
    categorySlug: "payments",
    question: { en: "Do I pay the platform commission?", tr: "Platform komisyonunu ben mi ödüyorum?" },
    answer: {
      en: "No. The commission is paid by the advisor from their fee: 25% on implementation services and 10% on recurring services. The price in the advisor's proposal is the price you pay.",
      tr: "Hayır. Komisyonu danışman kendi ücretinden öder: uygulama hizmetlerinde %25, düzenli hizmetlerde %10. Danışmanın teklifindeki fiyat, ödeyeceğiniz fiyattır.",
    },
  },
  {
    id: "faq_payments_04",
    categorySlug: "payments",
    question: { en: "What is the refund policy?", tr: "İade politikası nedir?" },
    answer: {
      en: "You can request a refund within 7 days of purchase. Contact support with your order details and we will review the request. Escrow funds for work you have not approved stay protected until the matter is resolved.",
      tr: "Satın alma tarihinden itibaren 7 gün içinde iade talep edebilirsiniz. Sipariş bilgilerinizle destek ekibine yazın; talebinizi inceleyelim. Onaylamadığınız işler için emanet hesabındaki tutar, konu çözülene kadar korunur.",
    },
  },
  {
    id: "faq_payments_05",
    categorySlug: "payments",
    question: { en: "How is VIP membership billed?", tr: "VIP üyelik nasıl faturalandırılıyor?" },
    answer: {
      en: "VIP membership is billed yearly and starts from $10K per year. You can pay with any of the supported methods: card, wire or ACH transfer, or cryptocurrency.",
      tr: "VIP üyelik yıllık olarak faturalandırılır ve yıllık 10.000 ABD dolarından başlar. Desteklenen yöntemlerin herhangi biriyle ödeyebilirsiniz: kart, havale/EFT ya da ACH transferi veya kripto para.",
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
      en: "First message the advisor from the project page. If you cannot agree, contact support before approving the milestone: while the payment is in escrow, it is not released to the advisor, and our team can review the project history.",
      tr: "Önce proje sayfasından danışmana mesaj gönderin. Anlaşamazsanız aşamayı onaylamadan önce destek ekibine yazın: Ödeme emanet hesabındayken danışmana aktarılmaz ve ekibimiz proje geçmişini inceleyebilir.",
    },
  },
  {
    id: "faq_support_03",
    categorySlug: "support",
    question: { en: "How do I report a security concern?", tr: "Bir güvenlik endişesini nasıl bildiririm?" },
    answer: {
      en: "Contact support straight away and change your password from your account settings. All data is encrypted in transit with TLS 1.3 and at rest with AES-256, and we will help you review recent activity on your account.",
      tr: "Hemen destek ekibiyle iletişime geçin ve hesap ayarlarınızdan şifrenizi değiştirin. Tüm veriler aktarım sırasında TLS 1.3, depolanırken AES-256 ile şifrelenir; hesabınızdaki son hareketleri gözden geçirmenize yardımcı oluruz.",
    },
  },
  {
    id: "faq_support_04",
    categorySlug: "support",
    question: { en: "Can support help me choose a structure?", tr: "Destek ekibi yapı seçmemde yardımcı olabilir mi?" },
    answer: {
      en: "Support can help you use TaxAtlas, but cannot give tax advice. To explore options, order a report ($99) or post a project so vetted advisors can send proposals. VIP members can also ask their dedicated financial manager to coordinate advisors.",
      tr: "Destek ekibi TaxAtlas'ı kullanmanıza yardımcı olabilir, ancak vergi danışmanlığı veremez. Seçenekleri incelemek için bir rapor sipariş edin (99 ABD doları) veya doğrulanmış danışmanların teklif gönderebilmesi için bir proje yayınlayın. VIP üyeler, danışmanları koordine etmesi için size özel finans yöneticisinden de destek isteyebilir.",
    },
  },
];

export const GUIDE_CATEGORIES: GuideCategory[] = [
  { id: "gcat_getting_started", slug: "getting-started", title: { en: "Getting started", tr: "Başlarken" } },
  { id: "gcat_projects", slug: "projects", title: { en: "Projects", tr: "Projeler" } },
  { id: "gcat_settings", slug: "settings", title: { en: "Settings", tr: "Ayarlar" } },
  { id: "gcat_payments", slug: "payments", title: { en: "Payments", tr: "Ödemeler" } },
  { id: "gcat_your_account", slug: "your-account", title: { en: "Your account", tr: "Hesabınız" } },
];

export const GUIDES: Guide[] = [
  // ------------------------------------------------------------ getting-started
  {
    id: "guide_what_is_this_app",
    categorySlug: "getting-started",
    slug: "what-is-this-app",
    title: { en: "What is TaxAtlas?", tr: "TaxAtlas nedir?" },
    subtitle: { en: "An overview of what you can do in the app", tr: "Uygulamada neler yapabileceğinize genel bakış" },
    content: {
      en: "<p>TaxAtlas helps entrepreneurs, investors and high-net-worth clients understand and implement international tax and corporate structures.</p><ul><li><strong>Jurisdictions</strong>: compare headline corporate tax rates (Tax Foundation, 2025) and what clients typically look at in each country.</li><li><strong>Structures</strong>: see how companies, holdings, foundations and trusts work, with estimated costs.</li><li><strong>Reports</strong>: order a personalised report for $99.</li><li><strong>Marketplace</strong>: post a project and receive proposals from vetted advisors; payments are held in escrow.</li><li><strong>Academy</strong>: short courses on the key concepts.</li></ul><p><em>TaxAtlas provides information, not tax advice. Advice comes from the advisor you hire.</em></p>",
      tr: "<p>TaxAtlas; girişimcilerin, yatırımcıların ve yüksek net varlıklı müşterilerin uluslararası vergi ve şirket yapılarını anlamalarına ve uygulamalarına yardımcı olur.</p><ul><li><strong>Ülkeler</strong>: manşet kurumlar vergisi oranlarını (Tax Foundation, 2025) ve müşterilerin her ülkede genellikle neye baktığını karşılaştırın.</li><li><strong>Yapılar</strong>: şirketlerin, holdinglerin, vakıfların ve tröstlerin nasıl işlediğini tahmini maliyetleriyle birlikte görün.</li><li><strong>Raporlar</strong>: 99 ABD dolarına kişiye özel bir rapor sipariş edin.</li><li><strong>Pazaryeri</strong>: bir proje yayınlayın ve doğrulanmış danışmanlardan teklif alın; ödemeler emanet hesabında tutulur.</li><li><strong>Akademi</strong>: temel kavramlar üzerine kısa kurslar.</li></ul><p><em>TaxAtlas bilgilendirme sağlar, vergi danışmanlığı değil. Danışmanlığı çalıştığınız danışman verir.</em></p>",
    },
  },
  {
    id: "guide_start_using_the_app",
    categorySlug: "getting-started",
    slug: "start-using-the-app",
    title: { en: "Start using the app", tr: "Uygulamayı kullanmaya başlayın" },
    subtitle: { en: "Create your account and take your first steps", tr: "Hesabınızı oluşturun ve ilk adımlarınızı atın" },
    content: {
      en: "<h3>1. Create an account</h3><p>Sign up with your e-mail address and confirm it from the message we send you.</p><h3>2. Tell us about your situation</h3><p>Add your country of residence and your goals in your profile. This makes reports and advisor matches more relevant.</p><h3>3. Explore</h3><ul><li>Browse jurisdictions and structures to get a feel for the options.</li><li>Order a report if you want a personalised comparison.</li><li>Post a project when you are ready to implement and want proposals from advisors.</li></ul>",
      tr: "<h3>1. Hesap oluşturun</h3><p>E-posta adresinizle kaydolun ve size gönderdiğimiz mesajdan adresinizi doğrulayın.</p><h3>2. Durumunuzu anlatın</h3><p>Profilinize mukim olduğunuz ülkeyi ve hedeflerinizi ekleyin. Bu, raporları ve danışman eşleşmelerini daha isabetli hâle getirir.</p><h3>3. Keşfedin</h3><ul><li>Seçenekler hakkında fikir edinmek için ülkelere ve yapılara göz atın.</li><li>Kişiye özel bir karşılaştırma istiyorsanız rapor sipariş edin.</li><li>Uygulamaya hazır olduğunuzda ve danışmanlardan teklif almak istediğinizde bir proje yayınlayın.</li></ul>",
    },
  },
  {
    id: "guide_signing_in_to_the_dashboard",
    categorySlug: "getting-started",
    slug: "signing-in-to-the-dashboard",
    title: { en: "Signing in to the dashboard", tr: "Panele giriş yapmak" },
    subtitle: { en: "Access your projects, reports and messages", tr: "Projelerinize, raporlarınıza ve mesajlarınıza erişin" },
    content: {
      en: "<p>Select <strong>Sign in</strong>, enter the e-mail address and password of your account and confirm. You will land on your dashboard, which shows your projects, reports, messages and upcoming compliance dates.</p><ul><li>If you forgot your password, use <strong>Forgot password</strong> on the sign-in page to receive a reset link.</li><li>Your session stays active for a limited time; after that you will be asked to sign in again.</li><li>Never share your password. TaxAtlas staff will never ask you for it.</li></ul>",
      tr: "<p><strong>Giriş yap</strong>'ı seçin, hesabınızın e-posta adresini ve şifresini girip onaylayın. Projelerinizi, raporlarınızı, mesajlarınızı ve yaklaşan uyum tarihlerinizi gösteren panelinize yönlendirilirsiniz.</p><ul><li>Şifrenizi unuttuysanız, sıfırlama bağlantısı almak için giriş sayfasındaki <strong>Şifremi unuttum</strong> seçeneğini kullanın.</li><li>Oturumunuz sınırlı bir süre açık kalır; bu sürenin sonunda yeniden giriş yapmanız istenir.</li><li>Şifrenizi kimseyle paylaşmayın. TaxAtlas çalışanları şifrenizi asla sormaz.</li></ul>",
    },
  },
  {
    id: "guide_navigating_within_the_app",
    categorySlug: "getting-started",
    slug: "navigating-within-the-app",
    title: { en: "Navigating within the app", tr: "Uygulama içinde gezinmek" },
    subtitle: { en: "Menu, search, shortcuts and language", tr: "Menü, arama, kısayollar ve dil" },
    content: {
      en: "<ul><li><strong>Navigation menu</strong>: the side menu takes you to the dashboard, jurisdictions, structures, projects, the Academy, compliance and the help centre.</li><li><strong>Search</strong>: type at least 2 characters in the search bar to find pages, jurisdictions and projects.</li><li><strong>Shortcuts</strong>: pin the pages you use most in the shortcuts panel.</li><li><strong>Messages and notifications</strong>: the icons in the top bar show new messages from advisors and updates on your projects.</li><li><strong>Language</strong>: switch between English and Turkish from the flag in the top bar.</li></ul>",
      tr: "<ul><li><strong>Gezinme menüsü</strong>: yan menü sizi panele, ülkelere, yapılara, projelere, Akademi'ye, uyum alanına ve yardım merkezine götürür.</li><li><strong>Arama</strong>: sayfaları, ülkeleri ve projeleri bulmak için arama çubuğuna en az 2 karakter yazın.</li><li><strong>Kısayollar</strong>: en çok kullandığınız sayfaları kısayollar paneline sabitleyin.</li><li><strong>Mesajlar ve bildirimler</strong>: üst çubuktaki simgeler danışmanlardan gelen yeni mesajları ve projelerinizdeki güncellemeleri gösterir.</li><li><strong>Dil</strong>: üst çubuktaki bayraktan İngilizce ile Türkçe arasında geçiş yapın.</li></ul>",
    },
  },
  // ------------------------------------------------------------ projects
  {
    id: "guide_creating_a_project",
    categorySlug: "projects",
    slug: "creating-a-project",
    title: { en: "Creating a project", tr: "Proje oluşturmak" },
    subtitle: { en: "Post an implementation request for advisors to bid on", tr: "Danışmanların teklif vereceği bir uygulama talebi yayınlayın" },
    content: {
      en: "<p>A project is an implementation request on the marketplace, for example \"Form a Cyprus holding company\" or \"Register for VAT in the EU\".</p><ul><li>Open <strong>Projects</strong> and select <strong>New project</strong>.</li><li>Give it a clear title and describe what you need, the countries involved and your timeline.</li><li>Choose the type of service: one-off implementation or recurring service.</li><li>Attach any documents advisors need to quote (you can keep sensitive ones private until you choose an advisor).</li><li>Publish. Vetted advisors can then send proposals, which you compare side by side.</li></ul><p>Clients typically see savings of 30–50% through competitive bidding; results vary.</p>",
      tr: "<p>Proje, pazaryerindeki bir uygulama talebidir; örneğin \"Güney Kıbrıs'ta holding şirketi kurulması\" veya \"AB'de KDV kaydı yapılması\".</p><ul><li><strong>Projeler</strong>'i açın ve <strong>Yeni proje</strong>'yi seçin.</li><li>Net bir başlık verin; neye ihtiyacınız olduğunu, ilgili ülkeleri ve zaman planınızı açıklayın.</li><li>Hizmet türünü seçin: tek seferlik uygulama veya düzenli hizmet.</li><li>Danışmanların fiyat verebilmesi için gereken belgeleri ekleyin (hassas belgeleri danışman seçene kadar gizli tutabilirsiniz).</li><li>Yayınlayın. Doğrulanmış danışmanlar teklif gönderebilir; siz de teklifleri yan yana karşılaştırırsınız.</li></ul><p>Müşteriler rekabetçi teklif süreci sayesinde genellikle %30–50 tasarruf görür; sonuçlar değişebilir.</p>",
    },
  },
  {
    id: "guide_renaming_a_project",
    categorySlug: "projects",
    slug: "renaming-a-project",
    title: { en: "Renaming a project", tr: "Projeyi yeniden adlandırmak" },
    subtitle: { en: "Keep project titles clear for you and your advisors", tr: "Proje başlıklarını sizin ve danışmanlarınız için anlaşılır tutun" },
    content: {
      en: "<ul><li>Open the project and select <strong>Edit</strong> next to its title.</li><li>Enter the new title and save.</li></ul><p>Advisors who have already sent a proposal will see the new title. If the scope of the work has changed, update the description too and let the advisors know by message, so their proposals stay accurate.</p>",
      tr: "<ul><li>Projeyi açın ve başlığının yanındaki <strong>Düzenle</strong>'yi seçin.</li><li>Yeni başlığı girin ve kaydedin.</li></ul><p>Daha önce teklif göndermiş danışmanlar yeni başlığı görür. İşin kapsamı değiştiyse açıklamayı da güncelleyin ve tekliflerinin doğru kalması için danışmanlara mesajla bilgi verin.</p>",
    },
  },
  {
    id: "guide_displaying_a_project",
    categorySlug: "projects",
    slug: "displaying-a-project",
    title: { en: "Displaying a project", tr: "Projeyi görüntülemek" },
    subtitle: { en: "See proposals, documents, messages and payment status", tr: "Teklifleri, belgeleri, mesajları ve ödeme durumunu görün" },
    content: {
      en: "<p>Open <strong>Projects</strong> and select a project to see its details page. It brings everything together:</p><ul><li><strong>Overview</strong>: title, description, countries and status.</li><li><strong>Proposals</strong>: the bids you have received, with price, timeline and advisor profile.</li><li><strong>Documents</strong>: the files shared on the project.</li><li><strong>Messages</strong>: your conversation with each advisor.</li><li><strong>Payments</strong>: what is held in escrow and what has been released.</li></ul>",
      tr: "<p><strong>Projeler</strong>'i açın ve ayrıntı sayfasını görmek için bir proje seçin. Bu sayfa her şeyi bir araya getirir:</p><ul><li><strong>Genel bakış</strong>: başlık, açıklama, ülkeler ve durum.</li><li><strong>Teklifler</strong>: aldığınız teklifler; fiyat, süre ve danışman profiliyle birlikte.</li><li><strong>Belgeler</strong>: projede paylaşılan dosyalar.</li><li><strong>Mesajlar</strong>: her danışmanla yaptığınız yazışmalar.</li><li><strong>Ödemeler</strong>: emanet hesabında tutulan ve danışmana aktarılan tutarlar.</li></ul>",
    },
  },
  {
    id: "guide_deleting_a_project",
    categorySlug: "projects",
    slug: "deleting-a-project",
    title: { en: "Deleting a project", tr: "Projeyi silmek" },
    subtitle: { en: "Remove a project you no longer need", tr: "Artık ihtiyaç duymadığınız bir projeyi kaldırın" },
    content: {
      en: "<ul><li>Open the project and select <strong>Delete project</strong> in its settings.</li><li>Confirm. The project is withdrawn from the marketplace and advisors can no longer send proposals.</li></ul><p><strong>Note:</strong> a project with money in escrow or work in progress cannot simply be deleted. Complete or cancel the work with the advisor first, or contact support. Records that we must keep for legal or accounting reasons are retained even after deletion.</p>",
      tr: "<ul><li>Projeyi açın ve ayarlarından <strong>Projeyi sil</strong>'i seçin.</li><li>Onaylayın. Proje pazaryerinden kaldırılır ve danışmanlar artık teklif gönderemez.</li></ul><p><strong>Not:</strong> Emanet hesabında parası bulunan veya devam eden işi olan bir proje doğrudan silinemez. Önce işi danışmanla tamamlayın veya iptal edin ya da destek ekibiyle iletişime geçin. Yasal veya muhasebesel nedenlerle saklamamız gereken kayıtlar silme işleminden sonra da tutulur.</p>",
    },
  },
  {
    id: "guide_changing_the_visibility_of_a_project",
    categorySlug: "projects",
    slug: "changing-the-visibility-of-a-project",
    title: { en: "Changing the visibility of a project", tr: "Projenin görünürlüğünü değiştirmek" },
    subtitle: { en: "Choose who can see and bid on your project", tr: "Projenizi kimin görüp teklif verebileceğini seçin" },
    content: {
      en: "<p>In the project settings, choose a visibility level:</p><ul><li><strong>Public on the marketplace</strong>: all verified advisors can see a summary and bid. Your name and documents are not shown until you share them.</li><li><strong>Invite only</strong>: only advisors you invite can see the project and send proposals.</li><li><strong>Private</strong>: only you can see the project, for example while you prepare it.</li></ul><p>You can change visibility at any time; proposals already received stay on the project.</p>",
      tr: "<p>Proje ayarlarında bir görünürlük düzeyi seçin:</p><ul><li><strong>Pazaryerinde herkese açık</strong>: tüm doğrulanmış danışmanlar bir özet görebilir ve teklif verebilir. Adınız ve belgeleriniz siz paylaşana kadar gösterilmez.</li><li><strong>Yalnızca davetle</strong>: projeyi yalnızca davet ettiğiniz danışmanlar görebilir ve teklif gönderebilir.</li><li><strong>Gizli</strong>: projeyi yalnızca siz görebilirsiniz; örneğin hazırlık aşamasındayken.</li></ul><p>Görünürlüğü istediğiniz zaman değiştirebilirsiniz; daha önce alınan teklifler projede kalır.</p>",
    },
  },
  {
    id: "guide_adding_media_to_a_project",
    categorySlug: "projects",
    slug: "adding-media-to-a-project",
    title: { en: "Adding documents to a project", tr: "Projeye belge eklemek" },
    subtitle: { en: "Upload the files advisors need", tr: "Danışmanların ihtiyaç duyduğu dosyaları yükleyin" },
    content: {
      en: "<ul><li>Open the project and go to <strong>Documents</strong>.</li><li>Select <strong>Upload</strong> and choose files, such as an ownership chart, financial statements, passport scans or existing company documents.</li><li>For each file, choose who can see it: only you, invited advisors, or the advisor you hired.</li></ul><p>Files are encrypted in transit with TLS 1.3 and at rest with AES-256. Share identity documents only with the advisor you have chosen, and only when they need them.</p>",
      tr: "<ul><li>Projeyi açın ve <strong>Belgeler</strong> bölümüne gidin.</li><li><strong>Yükle</strong>'yi seçin ve sahiplik şeması, finansal tablolar, pasaport taramaları veya mevcut şirket belgeleri gibi dosyaları seçin.</li><li>Her dosya için kimlerin görebileceğini belirleyin: yalnızca siz, davet edilen danışmanlar veya çalıştığınız danışman.</li></ul><p>Dosyalar aktarım sırasında TLS 1.3, depolanırken AES-256 ile şifrelenir. Kimlik belgelerini yalnızca seçtiğiniz danışmanla ve yalnızca ihtiyaç duyduğunda paylaşın.</p>",
    },
  },
  {
    id: "guide_removing_a_media_from_a_project",
    categorySlug: "projects",
    slug: "removing-a-media-from-a-project",
    title: { en: "Removing a document from a project", tr: "Projeden belge kaldırmak" },
    subtitle: { en: "Delete files you no longer want to share", tr: "Artık paylaşmak istemediğiniz dosyaları silin" },
    content: {
      en: "<ul><li>Open the project and go to <strong>Documents</strong>.</li><li>Select the file and choose <strong>Remove</strong>, then confirm.</li></ul><p>The file is no longer available on the project. Copies that an advisor has already downloaded are outside TaxAtlas; if needed, ask the advisor to delete them. Documents attached to a completed payment or delivered work may be kept in the project record.</p>",
      tr: "<ul><li>Projeyi açın ve <strong>Belgeler</strong> bölümüne gidin.</li><li>Dosyayı seçin, <strong>Kaldır</strong>'ı seçin ve onaylayın.</li></ul><p>Dosya artık projede erişilebilir olmaz. Bir danışmanın daha önce indirdiği kopyalar TaxAtlas'ın dışındadır; gerekirse danışmandan bunları silmesini isteyin. Tamamlanmış bir ödemeye veya teslim edilmiş bir işe bağlı belgeler proje kaydında tutulabilir.</p>",
    },
  },
  {
    id: "guide_cropping_a_media",
    categorySlug: "projects",
    slug: "cropping-a-media",
    title: { en: "Cropping a document image", tr: "Belge görselini kırpmak" },
    subtitle: { en: "Tidy up scans and photos before sharing", tr: "Paylaşmadan önce taramaları ve fotoğrafları düzenleyin" },
    content: {
      en: "<p>Scans and photos of documents are easier to read when they show only the document.</p><ul><li>In <strong>Documents</strong>, open an image file (JPG or PNG) and select <strong>Crop</strong>.</li><li>Drag the corners to frame the document and rotate it if needed.</li><li>Save as a new version; the original stays available to you.</li></ul><p>Do not crop away information an advisor or bank needs to see, such as the full machine-readable zone of a passport or the date on a utility bill.</p>",
      tr: "<p>Belge taramaları ve fotoğrafları yalnızca belgeyi gösterdiğinde daha kolay okunur.</p><ul><li><strong>Belgeler</strong> bölümünde bir görsel dosyası (JPG veya PNG) açın ve <strong>Kırp</strong>'ı seçin.</li><li>Belgeyi çerçevelemek için köşeleri sürükleyin, gerekirse döndürün.</li><li>Yeni bir sürüm olarak kaydedin; orijinal dosya sizin için erişilebilir kalır.</li></ul><p>Bir danışmanın veya bankanın görmesi gereken bilgileri, örneğin pasaportun makinece okunabilen bölümünün tamamını veya bir faturadaki tarihi kırpmayın.</p>",
    },
  },
  // ------------------------------------------------------------ settings
  {
    id: "guide_general_settings",
    categorySlug: "settings",
    slug: "general-settings",
    title: { en: "General settings", tr: "Genel ayarlar" },
    subtitle: { en: "Profile, language, notifications and appearance", tr: "Profil, dil, bildirimler ve görünüm" },
    content: {
      en: "<p>Open <strong>Settings</strong> from the user menu.</p><ul><li><strong>Profile</strong>: your name, photo, country of residence and contact details.</li><li><strong>Language</strong>: English or Turkish.</li><li><strong>Notifications</strong>: choose which e-mails and in-app notifications you receive, for example new proposals or upcoming compliance dates.</li><li><strong>Appearance</strong>: choose a colour theme.</li></ul><p>Changes are saved when you select <strong>Save</strong>.</p>",
      tr: "<p>Kullanıcı menüsünden <strong>Ayarlar</strong>'ı açın.</p><ul><li><strong>Profil</strong>: adınız, fotoğrafınız, mukim olduğunuz ülke ve iletişim bilgileriniz.</li><li><strong>Dil</strong>: İngilizce veya Türkçe.</li><li><strong>Bildirimler</strong>: yeni teklifler veya yaklaşan uyum tarihleri gibi hangi e-postaları ve uygulama içi bildirimleri alacağınızı seçin.</li><li><strong>Görünüm</strong>: bir renk teması seçin.</li></ul><p>Değişiklikler <strong>Kaydet</strong>'i seçtiğinizde kaydedilir.</p>",
    },
  },
  {
    id: "guide_project_settings",
    categorySlug: "settings",
    slug: "project-settings",
    title: { en: "Project settings", tr: "Proje ayarları" },
    subtitle: { en: "Defaults for new projects and proposals", tr: "Yeni projeler ve teklifler için varsayılanlar" },
    content: {
      en: "<ul><li><strong>Default visibility</strong>: public on the marketplace, invite only or private.</li><li><strong>Proposal deadline</strong>: how long advisors have to bid before you review.</li><li><strong>Preferred languages and jurisdictions</strong>: highlight advisors who match.</li><li><strong>Notifications</strong>: be told when a new proposal or message arrives.</li></ul><p>These defaults apply to new projects; you can still change each project individually.</p>",
      tr: "<ul><li><strong>Varsayılan görünürlük</strong>: pazaryerinde herkese açık, yalnızca davetle veya gizli.</li><li><strong>Teklif süresi</strong>: siz incelemeye başlamadan önce danışmanların ne kadar süre teklif verebileceği.</li><li><strong>Tercih edilen diller ve ülkeler</strong>: bunlarla eşleşen danışmanları öne çıkarın.</li><li><strong>Bildirimler</strong>: yeni bir teklif veya mesaj geldiğinde haberdar olun.</li></ul><p>Bu varsayılanlar yeni projelere uygulanır; her projeyi yine ayrı ayrı değiştirebilirsiniz.</p>",
    },
  },
  {
    id: "guide_media_settings",
    categorySlug: "settings",
    slug: "media-settings",
    title: { en: "Document settings", tr: "Belge ayarları" },
    subtitle: { en: "Default sharing and retention for your documents", tr: "Belgeleriniz için varsayılan paylaşım ve saklama" },
    content: {
      en: "<ul><li><strong>Default sharing</strong>: choose whether new uploads are private to you or visible to the advisors on a project.</li><li><strong>Download permission</strong>: allow advisors to download files, or only to view them in the app.</li><li><strong>Retention</strong>: see how long documents are kept after a project closes, and delete the ones you no longer need.</li></ul><p>All documents are encrypted in transit with TLS 1.3 and at rest with AES-256, whatever your settings.</p>",
      tr: "<ul><li><strong>Varsayılan paylaşım</strong>: yeni yüklemelerin yalnızca size mi özel olacağını, yoksa projedeki danışmanlara mı görünür olacağını seçin.</li><li><strong>İndirme izni</strong>: danışmanların dosyaları indirmesine izin verin veya yalnızca uygulama içinde görüntülemelerine izin verin.</li><li><strong>Saklama</strong>: bir proje kapandıktan sonra belgelerin ne kadar süre tutulduğunu görün ve artık ihtiyaç duymadıklarınızı silin.</li></ul><p>Ayarlarınız ne olursa olsun tüm belgeler aktarım sırasında TLS 1.3, depolanırken AES-256 ile şifrelenir.</p>",
    },
  },
  {
    id: "guide_domain_settings",
    categorySlug: "settings",
    slug: "domain-settings",
    title: { en: "Domain settings", tr: "Alan adı ayarları" },
    subtitle: { en: "For advisors: verify your firm's web domain", tr: "Danışmanlar için: firmanızın alan adını doğrulayın" },
    content: {
      en: "<p>Advisors and firms can link the web domain they use for their website and e-mail, such as <em>yourfirm.com</em>.</p><ul><li>Open <strong>Settings</strong> and go to <strong>Domain</strong>.</li><li>Enter your domain and follow the instructions to prove that you control it.</li><li>Once verified, the domain is shown on your advisor profile.</li></ul><p>A verified domain helps clients recognise genuine messages and links from your firm. It does not replace the advisor verification check.</p>",
      tr: "<p>Danışmanlar ve firmalar, web siteleri ve e-postaları için kullandıkları alan adını (örneğin <em>firmaniz.com</em>) bağlayabilir.</p><ul><li><strong>Ayarlar</strong>'ı açın ve <strong>Alan adı</strong> bölümüne gidin.</li><li>Alan adınızı girin ve onu kontrol ettiğinizi kanıtlamak için talimatları izleyin.</li><li>Doğrulandıktan sonra alan adı danışman profilinizde gösterilir.</li></ul><p>Doğrulanmış bir alan adı, müşterilerin firmanızdan gelen gerçek mesajları ve bağlantıları tanımasına yardımcı olur. Danışman doğrulama sürecinin yerini tutmaz.</p>",
    },
  },
  {
    id: "guide_privacy_settings",
    categorySlug: "settings",
    slug: "privacy-settings",
    title: { en: "Privacy settings", tr: "Gizlilik ayarları" },
    subtitle: { en: "Control what advisors and others can see", tr: "Danışmanların ve diğerlerinin neleri görebileceğini yönetin" },
    content: {
      en: "<ul><li><strong>Profile visibility</strong>: show your name to advisors only after you accept a proposal, or from the start.</li><li><strong>Contact details</strong>: share your e-mail or phone number with the advisor you hire, or keep all contact in TaxAtlas messages.</li><li><strong>Data export</strong>: download a copy of your account data.</li></ul><p>Data is encrypted in transit with TLS 1.3 and at rest with AES-256. To delete your account and data, see <em>Deleting your account</em>.</p>",
      tr: "<ul><li><strong>Profil görünürlüğü</strong>: adınızı danışmanlara baştan gösterin veya yalnızca bir teklifi kabul ettikten sonra gösterin.</li><li><strong>İletişim bilgileri</strong>: e-posta adresinizi veya telefon numaranızı çalıştığınız danışmanla paylaşın ya da tüm iletişimi TaxAtlas mesajlarında tutun.</li><li><strong>Veri dışa aktarma</strong>: hesap verilerinizin bir kopyasını indirin.</li></ul><p>Veriler aktarım sırasında TLS 1.3, depolanırken AES-256 ile şifrelenir. Hesabınızı ve verilerinizi silmek için <em>Hesabınızı silmek</em> rehberine bakın.</p>",
    },
  },
  // ------------------------------------------------------------ payments
  {
    id: "guide_subscriptions",
    categorySlug: "payments",
    slug: "subscriptions",
    title: { en: "Subscriptions", tr: "Abonelikler" },
    subtitle: { en: "Reports, VIP membership and recurring services", tr: "Raporlar, VIP üyelik ve düzenli hizmetler" },
    content: {
      en: "<h3>Reports</h3><p>Reports are one-off purchases at $99 each; no subscription is needed.</p><h3>VIP membership</h3><p>VIP membership is a yearly subscription starting from $10K per year. It includes a dedicated financial manager and priority support with a response in about 4 hours.</p><h3>Recurring services</h3><p>Ongoing work from an advisor, such as accounting or annual filings, is billed on the schedule agreed in the proposal. The 10% platform commission on recurring services is paid by the advisor from their fee, not added to your price.</p><p>You can pay by card, wire or ACH transfer, or cryptocurrency. Manage your subscriptions under <strong>Settings</strong> › <strong>Billing</strong>.</p>",
      tr: "<h3>Raporlar</h3><p>Raporlar tanesi 99 ABD doları olan tek seferlik satın alımlardır; abonelik gerekmez.</p><h3>VIP üyelik</h3><p>VIP üyelik, yıllık 10.000 ABD dolarından başlayan yıllık bir aboneliktir. Size özel bir finans yöneticisi ve yaklaşık 4 saat içinde yanıt veren öncelikli destek içerir.</p><h3>Düzenli hizmetler</h3><p>Muhasebe veya yıllık bildirimler gibi bir danışmanın sürekli yürüttüğü işler, teklifte kararlaştırılan takvime göre faturalandırılır. Düzenli hizmetlerdeki %10 platform komisyonunu danışman kendi ücretinden öder; fiyatınıza eklenmez.</p><p>Kart, havale/EFT ya da ACH transferi veya kripto para ile ödeyebilirsiniz. Aboneliklerinizi <strong>Ayarlar</strong> › <strong>Faturalandırma</strong> bölümünden yönetin.</p>",
    },
  },
  {
    id: "guide_discounts",
    categorySlug: "payments",
    slug: "discounts",
    title: { en: "Discounts", tr: "İndirimler" },
    subtitle: { en: "Promotional codes and saving through bidding", tr: "Promosyon kodları ve teklif süreciyle tasarruf" },
    content: {
      en: "<h3>Promotional codes</h3><p>From time to time TaxAtlas may offer promotional codes. If you have one, enter it at checkout before you pay; the discounted price is shown before you confirm. Each code comes with its own conditions, such as an expiry date.</p><h3>Saving through competitive bidding</h3><p>The main way to save on implementation is to let several advisors bid on your project. Clients typically see savings of 30–50% compared with a single quote; results vary and are not guaranteed.</p>",
      tr: "<h3>Promosyon kodları</h3><p>TaxAtlas zaman zaman promosyon kodları sunabilir. Bir kodunuz varsa ödeme yapmadan önce ödeme adımında girin; indirimli fiyat, onaylamadan önce gösterilir. Her kodun son kullanma tarihi gibi kendine özgü koşulları vardır.</p><h3>Rekabetçi teklif süreciyle tasarruf</h3><p>Uygulama maliyetlerinde tasarruf etmenin ana yolu, projeniz için birden fazla danışmanın teklif vermesini sağlamaktır. Müşteriler tek bir teklife kıyasla genellikle %30–50 tasarruf görür; sonuçlar değişebilir ve garanti edilmez.</p>",
    },
  },
  // ------------------------------------------------------------ your-account
  {
    id: "guide_changing_your_password",
    categorySlug: "your-account",
    slug: "changing-your-password",
    title: { en: "Changing your password", tr: "Şifrenizi değiştirmek" },
    subtitle: { en: "Keep your account secure", tr: "Hesabınızı güvende tutun" },
    content: {
      en: "<ul><li>Open <strong>Settings</strong> and go to <strong>Security</strong>.</li><li>Enter your current password, then your new password twice.</li><li>Select <strong>Save</strong>.</li></ul><p>Use a long, unique password that you do not use anywhere else. If you think someone else knows your password, change it straight away and contact support.</p>",
      tr: "<ul><li><strong>Ayarlar</strong>'ı açın ve <strong>Güvenlik</strong> bölümüne gidin.</li><li>Mevcut şifrenizi, ardından yeni şifrenizi iki kez girin.</li><li><strong>Kaydet</strong>'i seçin.</li></ul><p>Başka hiçbir yerde kullanmadığınız uzun ve benzersiz bir şifre kullanın. Şifrenizi başka birinin bildiğini düşünüyorsanız hemen değiştirin ve destek ekibiyle iletişime geçin.</p>",
    },
  },
  {
    id: "guide_deleting_your_account",
    categorySlug: "your-account",
    slug: "deleting-your-account",
    title: { en: "Deleting your account", tr: "Hesabınızı silmek" },
    subtitle: { en: "Close your account and remove your data", tr: "Hesabınızı kapatın ve verilerinizi kaldırın" },
    content: {
      en: "<p>Before you delete your account:</p><ul><li>finish or cancel any projects with money in escrow;</li><li>download any reports and documents you want to keep;</li><li>cancel your VIP membership if you have one.</li></ul><p>Then open <strong>Settings</strong> › <strong>Account</strong>, select <strong>Delete account</strong> and confirm. Your profile and documents are deleted; records we must keep by law, such as payment records, are retained for the required period.</p>",
      tr: "<p>Hesabınızı silmeden önce:</p><ul><li>emanet hesabında parası bulunan projeleri tamamlayın veya iptal edin;</li><li>saklamak istediğiniz raporları ve belgeleri indirin;</li><li>varsa VIP üyeliğinizi iptal edin.</li></ul><p>Ardından <strong>Ayarlar</strong> › <strong>Hesap</strong>'ı açın, <strong>Hesabı sil</strong>'i seçin ve onaylayın. Profiliniz ve belgeleriniz silinir; ödeme kayıtları gibi yasal olarak saklamamız gereken kayıtlar gerekli süre boyunca tutulur.</p>",
    },
  },
];
