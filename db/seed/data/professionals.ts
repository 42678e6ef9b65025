/**
 * TaxAtlas seed data: advisor directory profiles.
 *
 * ALL PROFILES ARE FICTIONAL SAMPLE DATA for local development and demos. Names, firms, ratings, review counts and
 * experience are invented; any resemblance to real people or firms is coincidental.
 * The first profile belongs to the demo advisor account (db/seed/demo-accounts.ts: usr_demo_advisor, Elif Kaya).
 */
import type { LocalizedText } from "./types";
import type { JurisdictionIso3 } from "./jurisdictions";

export interface AdvisorProfile {
  userId: string;
  slug: string;
  name: string;
  firm: string;
  title: LocalizedText;
  bio: LocalizedText;
  jurisdictions: JurisdictionIso3[];
  services: LocalizedText[];
  /** ISO 639-1 codes. */
  languages: string[];
  /** 1 decimal, 4.0–5.0. */
  rating: number;
  reviewCount: number;
  verified: boolean;
  yearsExperience: number;
  responseTimeHours: number;
  /** City the advisor works from (display only). */
  location: LocalizedText;
}

/** Marker for UIs and tests: every profile below is a fictional sample. */
export const PROFESSIONALS_ARE_FICTIONAL = true as const;

export const PROFESSIONALS_NOTE: LocalizedText = {
  en: "Sample profiles: these advisors, firms, ratings and reviews are fictional and for demonstration only.",
  tr: "Örnek profiller: Bu danışmanlar, firmalar, puanlar ve yorumlar kurgusaldır ve yalnızca tanıtım amaçlıdır.",
};

export const DEMO_ADVISOR_USER_ID = "usr_demo_advisor";

export const PROFESSIONALS: AdvisorProfile[] = [
  {
    userId: "usr_demo_advisor",
    slug: "elif-kaya",
    name: "Elif Kaya",
    firm: "Kaya Cross-Border Tax Advisory",
    title: { en: "Founder and International Tax Advisor", tr: "Kurucu ve Uluslararası Vergi Danışmanı" },
    bio: {
      en: "Elif advises Turkish entrepreneurs and family businesses expanding abroad, and foreign investors coming into Türkiye, from her office in Istanbul. She focuses on holding structures in Cyprus, Malta and the Netherlands, UAE free-zone and mainland companies, and the Turkish side of every structure: controlled foreign company rules, the participation exemption for foreign dividends and transfer pricing. She works closely with local corporate service providers in each jurisdiction and coordinates formation, banking and ongoing compliance for her clients.",
      tr: "Elif, İstanbul'daki ofisinden yurt dışına açılan Türk girişimcilere ve aile şirketlerine, ayrıca Türkiye'ye yatırım yapan yabancı yatırımcılara danışmanlık veriyor. Güney Kıbrıs, Malta ve Hollanda'daki holding yapılarına, BAE serbest bölge ve ana kara şirketlerine ve her yapının Türkiye ayağına odaklanıyor: kontrol edilen yabancı kurum kuralları, yurt dışı iştirak kazançları istisnası ve transfer fiyatlandırması. Her ülkede yerel şirket hizmet sağlayıcılarıyla yakın çalışıyor; müşterileri için şirket kuruluşunu, banka süreçlerini ve sürekli uyum işlerini koordine ediyor.",
    },
    jurisdictions: ["TUR", "CYP", "ARE", "MLT", "NLD"],
    services: [
      { en: "Holding company set-up", tr: "Holding şirketi kuruluşu" },
      { en: "UAE free-zone and mainland company formation", tr: "BAE serbest bölge ve ana kara şirket kuruluşu" },
      { en: "Turkish CFC and participation exemption review", tr: "Türkiye CFC ve iştirak istisnası incelemesi" },
      { en: "Transfer pricing documentation", tr: "Transfer fiyatlandırması belgelendirmesi" },
      { en: "Corporate bank account opening support", tr: "Kurumsal banka hesabı açılış desteği" },
      { en: "Annual compliance coordination", tr: "Yıllık uyum koordinasyonu" },
    ],
    languages: ["en", "tr", "de"],
    rating: 4.9,
    reviewCount: 87,
    verified: true,
    yearsExperience: 14,
    responseTimeHours: 3,
    location: { en: "Istanbul, Türkiye", tr: "İstanbul, Türkiye" },
  },
  {
    userId: "usr_adv_andreas-georgiou",
    slug: "andreas-georgiou",
    name: "Andreas Georgiou",
    firm: "Harbourline Corporate Services (sample)",
    title: { en: "Chartered Accountant, Corporate Services Partner", tr: "Mali Müşavir, Kurumsal Hizmetler Ortağı" },
    bio: {
      en: "Andreas runs formation, accounting and substance services for international groups using Cyprus and Malta holding and trading companies. He helps clients set up local boards, office space and staff that stand up to scrutiny, and prepares annual accounts, tax returns and economic substance files.",
      tr: "Andreas, Güney Kıbrıs ve Malta'daki holding ve ticaret şirketlerini kullanan uluslararası gruplara kuruluş, muhasebe ve ekonomik öz hizmetleri sunuyor. Müşterilerinin incelemeye dayanıklı yerel yönetim kurulları, ofis ve personel kurmalarına yardımcı oluyor; yıllık finansal tabloları, vergi beyannamelerini ve ekonomik öz dosyalarını hazırlıyor.",
    },
    jurisdictions: ["CYP", "MLT", "GRC"],
    services: [
      { en: "Company formation", tr: "Şirket kuruluşu" },
      { en: "Accounting and audit coordination", tr: "Muhasebe ve denetim koordinasyonu" },
      { en: "Local directors and substance", tr: "Yerel yöneticiler ve ekonomik öz" },
      { en: "Tax residence certificates", tr: "Mukimlik belgeleri" },
    ],
    languages: ["en", "el"],
    rating: 4.8,
    reviewCount: 64,
    verified: true,
    yearsExperience: 18,
    responseTimeHours: 6,
    location: { en: "Limassol, Cyprus", tr: "Limasol, Güney Kıbrıs" },
  },
  {
    userId: "usr_adv_aoife-brennan",
    slug: "aoife-brennan",
    name: "Aoife Brennan",
    firm: "Liffey Bridge Tax (sample)",
    title: { en: "International Corporate Tax Consultant", tr: "Uluslararası Kurumlar Vergisi Danışmanı" },
    bio: {
      en: "Aoife works with technology companies that are moving their European operations to Ireland or expanding from the UK into the EU. She covers company set-up, R&D and intellectual property planning, payroll for the first local hires and the transfer pricing needed between the new entity and the group.",
      tr: "Aoife, Avrupa faaliyetlerini İrlanda'ya taşıyan veya Birleşik Krallık'tan AB'ye genişleyen teknoloji şirketleriyle çalışıyor. Şirket kuruluşu, Ar-Ge ve fikri mülkiyet planlaması, ilk yerel çalışanların bordrosu ve yeni şirket ile grup arasında gereken transfer fiyatlandırması konularını kapsıyor.",
    },
    jurisdictions: ["IRL", "GBR", "NLD"],
    services: [
      { en: "EU expansion planning", tr: "AB'ye genişleme planlaması" },
      { en: "Intellectual property structuring", tr: "Fikri mülkiyet yapılandırması" },
      { en: "Transfer pricing", tr: "Transfer fiyatlandırması" },
      { en: "Payroll and employment set-up", tr: "Bordro ve istihdam kurulumu" },
    ],
    languages: ["en", "fr"],
    rating: 4.7,
    reviewCount: 41,
    verified: true,
    yearsExperience: 11,
    responseTimeHours: 8,
    location: { en: "Dublin, Ireland", tr: "Dublin, İrlanda" },
  },
  {
    userId: "usr_adv_priya-raman",
    slug: "priya-raman",
    name: "Priya Raman",
    firm: "Straits Advisory Partners (sample)",
    title: { en: "Regional Tax Director, Asia-Pacific", tr: "Asya-Pasifik Bölge Vergi Direktörü" },
    bio: {
      en: "Priya helps founders and family offices build Asia-Pacific regional headquarters in Singapore and Hong Kong, with subsidiaries in India and investment routes through Mauritius. She is known for practical advice on treaty access, substance and the compliance calendar across several countries.",
      tr: "Priya, kurucuların ve aile ofislerinin Singapur ve Hong Kong'da Asya-Pasifik bölge merkezleri kurmalarına; Hindistan'da bağlı şirketler ve Mauritius üzerinden yatırım yolları oluşturmalarına yardımcı oluyor. Anlaşma erişimi, ekonomik öz ve birden fazla ülkedeki uyum takvimi konusunda pratik tavsiyeleriyle tanınıyor.",
    },
    jurisdictions: ["SGP", "HKG", "IND", "MUS", "AUS"],
    services: [
      { en: "Regional headquarters set-up", tr: "Bölge merkezi kurulumu" },
      { en: "Treaty and withholding tax planning", tr: "Anlaşma ve stopaj planlaması" },
      { en: "Family office structuring", tr: "Aile ofisi yapılandırması" },
      { en: "Multi-country compliance calendars", tr: "Çok ülkeli uyum takvimleri" },
    ],
    languages: ["en", "hi", "ta"],
    rating: 4.9,
    reviewCount: 72,
    verified: true,
    yearsExperience: 16,
    responseTimeHours: 5,
    location: { en: "Singapore", tr: "Singapur" },
  },
  {
    userId: "usr_adv_omar-haddad",
    slug: "omar-haddad",
    name: "Omar Haddad",
    firm: "Gulf Gate Business Setup (sample)",
    title: { en: "Corporate Structuring Advisor, GCC", tr: "Körfez Ülkeleri Şirket Yapılandırma Danışmanı" },
    bio: {
      en: "Omar advises on company formation and corporate tax registration across the Gulf. He compares UAE free zones with mainland licences, explains when the free-zone 0% rate can and cannot apply, and supports clients with residence visas, bank accounts and VAT registration.",
      tr: "Omar, Körfez genelinde şirket kuruluşu ve kurumlar vergisi kaydı konusunda danışmanlık veriyor. BAE serbest bölgelerini ana kara lisanslarıyla karşılaştırıyor, serbest bölgedeki %0 oranın ne zaman uygulanabileceğini ve ne zaman uygulanamayacağını açıklıyor; müşterilerine oturum vizesi, banka hesabı ve KDV kaydı konusunda destek oluyor.",
    },
    jurisdictions: ["ARE", "SAU", "QAT", "BHR"],
    services: [
      { en: "Free-zone vs mainland comparison", tr: "Serbest bölge ve ana kara karşılaştırması" },
      { en: "UAE corporate tax registration and returns", tr: "BAE kurumlar vergisi kaydı ve beyannameleri" },
      { en: "Residence visas and bank accounts", tr: "Oturum vizesi ve banka hesapları" },
      { en: "VAT registration", tr: "KDV kaydı" },
    ],
    languages: ["en", "ar", "fr"],
    rating: 4.6,
    reviewCount: 58,
    verified: true,
    yearsExperience: 9,
    responseTimeHours: 4,
    location: { en: "Dubai, United Arab Emirates", tr: "Dubai, Birleşik Arap Emirlikleri" },
  },
  {
    userId: "usr_adv_katrin-tamm",
    slug: "katrin-tamm",
    name: "Katrin Tamm",
    firm: "Baltic Ledger (sample)",
    title: { en: "Accountant and Company Formation Specialist", tr: "Muhasebeci ve Şirket Kuruluşu Uzmanı" },
    bio: {
      en: "Katrin helps e-Residents and remote founders run Estonian and other Baltic companies properly: bookkeeping, distribution-based corporate tax, VAT and the question many forget, where the company is actually managed. She is direct about when an Estonian company does not fit a founder's situation.",
      tr: "Katrin, e-Residency sahiplerinin ve uzaktan çalışan kurucuların Estonya ve diğer Baltık şirketlerini doğru şekilde yönetmesine yardımcı oluyor: defter tutma, kâr dağıtımına dayalı kurumlar vergisi, KDV ve çoğu kişinin unuttuğu soru, yani şirketin fiilen nereden yönetildiği. Bir Estonya şirketinin kurucunun durumuna uymadığı hâllerde bunu açıkça söylüyor.",
    },
    jurisdictions: ["EST", "LVA", "LTU", "POL"],
    services: [
      { en: "Estonian company formation", tr: "Estonya şirket kuruluşu" },
      { en: "Bookkeeping and annual reports", tr: "Defter tutma ve yıllık raporlar" },
      { en: "EU VAT and OSS registration", tr: "AB KDV ve OSS kaydı" },
      { en: "Place-of-management review", tr: "Yönetim yeri incelemesi" },
    ],
    languages: ["et", "en", "ru"],
    rating: 4.8,
    reviewCount: 109,
    verified: true,
    yearsExperience: 10,
    responseTimeHours: 6,
    location: { en: "Tallinn, Estonia", tr: "Tallinn, Estonya" },
  },
  {
    userId: "usr_adv_lukas-brunner",
    slug: "lukas-brunner",
    name: "Lukas Brunner",
    firm: "Alpenrand Treuhand (sample)",
    title: { en: "Tax Partner, Holding and Wealth Structures", tr: "Vergi Ortağı, Holding ve Servet Yapıları" },
    bio: {
      en: "Lukas advises entrepreneurs and families in German-speaking Europe on holding companies, foundations and succession. His work covers Swiss cantonal comparisons, Liechtenstein foundations, Luxembourg holdings and the German and Austrian tax consequences for the founders who remain resident there.",
      tr: "Lukas, Almanca konuşulan Avrupa ülkelerindeki girişimcilere ve ailelere holding şirketleri, vakıflar ve halefiyet konularında danışmanlık veriyor. Çalışmaları İsviçre kantonlarının karşılaştırmasını, Lihtenştayn vakıflarını, Lüksemburg holdinglerini ve Almanya ile Avusturya'da mukim kalan kurucular için doğan vergisel sonuçları kapsıyor.",
    },
    jurisdictions: ["CHE", "LIE", "LUX", "DEU", "AUT"],
    services: [
      { en: "Holding company structuring", tr: "Holding şirketi yapılandırması" },
      { en: "Foundations and succession planning", tr: "Vakıflar ve halefiyet planlaması" },
      { en: "Cantonal tax comparison", tr: "Kanton vergi karşılaştırması" },
      { en: "Relocation tax review", tr: "Taşınma öncesi vergi incelemesi" },
    ],
    languages: ["de", "en", "fr"],
    rating: 4.7,
    reviewCount: 36,
    verified: true,
    yearsExperience: 21,
    responseTimeHours: 12,
    location: { en: "Zurich, Switzerland", tr: "Zürih, İsviçre" },
  },
  {
    userId: "usr_adv_sofia-almeida",
    slug: "sofia-almeida",
    name: "Sofia Almeida",
    firm: "Atlântico Fiscal (sample)",
    title: { en: "Tax Lawyer, Iberia and Brazil", tr: "Vergi Avukatı, İber Yarımadası ve Brezilya" },
    bio: {
      en: "Sofia works with businesses and individuals moving between Portugal, Spain and Brazil. She structures operating companies and holdings, reviews Madeira and Canary Islands regimes against the substance they require, and handles the residence questions that come with a move.",
      tr: "Sofia, Portekiz, İspanya ve Brezilya arasında hareket eden işletmeler ve bireylerle çalışıyor. Faaliyet şirketlerini ve holdingleri yapılandırıyor, Madeira ve Kanarya Adaları rejimlerini gerektirdikleri ekonomik öz açısından değerlendiriyor ve taşınmayla birlikte gelen mukimlik sorularını ele alıyor.",
    },
    jurisdictions: ["PRT", "ESP", "BRA"],
    services: [
      { en: "Company and holding set-up", tr: "Şirket ve holding kuruluşu" },
      { en: "Special regime review", tr: "Özel rejim incelemesi" },
      { en: "Individual residence planning", tr: "Bireysel mukimlik planlaması" },
      { en: "Cross-border dispute support", tr: "Sınır ötesi uyuşmazlık desteği" },
    ],
    languages: ["pt", "es", "en"],
    rating: 4.5,
    reviewCount: 27,
    verified: true,
    yearsExperience: 12,
    responseTimeHours: 10,
    location: { en: "Lisbon, Portugal", tr: "Lizbon, Portekiz" },
  },
  {
    userId: "usr_adv_james-whitfield",
    slug: "james-whitfield",
    name: "James Whitfield",
    firm: "Channel Fiduciary Services (sample)",
    title: { en: "Trust and Fiduciary Director", tr: "Tröst ve Fidüsyer Hizmetler Direktörü" },
    bio: {
      en: "James manages trusts, foundations and holding companies for international families, with a focus on the Crown Dependencies and Gibraltar. He is careful to align each structure with the tax rules of the countries where settlors and beneficiaries live, and with economic substance and reporting rules.",
      tr: "James, uluslararası aileler için tröstleri, vakıfları ve holding şirketlerini yönetiyor; odak noktası Manş Adaları, Man Adası ve Cebelitarık. Her yapıyı kurucuların ve lehtarların yaşadığı ülkelerin vergi kurallarıyla, ayrıca ekonomik öz ve bildirim kurallarıyla uyumlu hâle getirmeye özen gösteriyor.",
    },
    jurisdictions: ["GBR", "JEY", "GGY", "IMN", "GIB"],
    services: [
      { en: "Trust and foundation administration", tr: "Tröst ve vakıf yönetimi" },
      { en: "Professional trustee services", tr: "Profesyonel tröst yöneticiliği hizmetleri" },
      { en: "Economic substance reporting", tr: "Ekonomik öz raporlaması" },
      { en: "CRS and beneficial ownership reporting", tr: "CRS ve gerçek faydalanıcı bildirimleri" },
    ],
    languages: ["en"],
    rating: 4.4,
    reviewCount: 19,
    verified: false,
    yearsExperience: 25,
    responseTimeHours: 24,
    location: { en: "St Helier, Jersey", tr: "St Helier, Jersey" },
  },
  {
    userId: "usr_adv_daniela-rojas",
    slug: "daniela-rojas",
    name: "Daniela Rojas",
    firm: "Istmo Corporate Advisors (sample)",
    title: { en: "Corporate Lawyer, Americas and Caribbean", tr: "Şirketler Hukuku Avukatı, Amerika ve Karayipler" },
    bio: {
      en: "Daniela advises on Panamanian corporations and private interest foundations, Caribbean holding and fund vehicles and US LLCs for Latin American clients. She puts compliance first: beneficial ownership filings, economic substance and the client's home-country reporting are part of every engagement.",
      tr: "Daniela, Latin Amerikalı müşterilere Panama şirketleri ve özel vakıfları, Karayipler'deki holding ve fon araçları ve ABD LLC'leri konusunda danışmanlık veriyor. Uyumu her şeyin önünde tutuyor: gerçek faydalanıcı bildirimleri, ekonomik öz ve müşterinin kendi ülkesindeki bildirim yükümlülükleri her işin parçası.",
    },
    jurisdictions: ["PAN", "VGB", "CYM", "BHS", "USA"],
    services: [
      { en: "Panamanian foundations and corporations", tr: "Panama vakıfları ve şirketleri" },
      { en: "US LLC formation for non-residents", tr: "Yurt dışında yerleşik kişiler için ABD LLC kuruluşu" },
      { en: "Fund and holding vehicles", tr: "Fon ve holding araçları" },
      { en: "Beneficial ownership compliance", tr: "Gerçek faydalanıcı uyumu" },
    ],
    languages: ["es", "en"],
    rating: 4.6,
    reviewCount: 33,
    verified: true,
    yearsExperience: 13,
    responseTimeHours: 8,
    location: { en: "Panama City, Panama", tr: "Panama City, Panama" },
  },
];
