/**
 * TaxAtlas seed data: Academy (spec §3 "Academy": categories, courses, course steps).
 *
 * Step content is simple HTML using only <p>, <ul>, <li>, <strong>, <em> and <h3>.
 * Content is general education, written to be true in general terms; it is information, not advice.
 */
import type { LocalizedText } from "./types";

export interface AcademyCategory {
  id: string;
  slug: string;
  title: LocalizedText;
}

export interface AcademyCourseStep {
  /** 1-based position inside the course. */
  order: number;
  title: LocalizedText;
  subtitle: LocalizedText;
  /** Simple HTML: <p>, <ul>, <li>, <strong>, <em>, <h3> only. */
  content: LocalizedText;
}

export interface AcademyCourse {
  id: string;
  slug: string;
  categorySlug: string;
  title: LocalizedText;
  description: LocalizedText;
  durationMinutes: number;
  featured: boolean;
  steps: AcademyCourseStep[];
}

/** Shown on every course page; also appended to the last step of every course. */
export const ACADEMY_DISCLAIMER: LocalizedText = {
  en: "This course is general information, not tax, legal or financial advice. Rules differ between countries and change often; get advice on your own situation from a qualified professional before acting.",
  tr: "Bu kurs genel bilgilendirme amaçlıdır; vergi, hukuk veya finans danışmanlığı değildir. Kurallar ülkeden ülkeye farklılık gösterir ve sık değişir; harekete geçmeden önce kendi durumunuz için yetkin bir uzmandan danışmanlık alın.",
};

const disclaimerHtml = (lang: keyof LocalizedText): string => `<p><em>${ACADEMY_DISCLAIMER[lang]}</em></p>`;

export const ACADEMY_CATEGORIES: AcademyCategory[] = [
  { id: "cat_fundamentals", slug: "fundamentals", title: { en: "Fundamentals", tr: "Temel Kavramlar" } },
  { id: "cat_holding_structures", slug: "holding-structures", title: { en: "Holding Structures", tr: "Holding Yapıları" } },
  { id: "cat_substance_anti_avoidance", slug: "substance-and-anti-avoidance", title: { en: "Substance and Anti-Avoidance", tr: "Ekonomik Öz ve Vergiden Kaçınmayı Önleme" } },
  { id: "cat_compliance", slug: "compliance", title: { en: "Compliance", tr: "Uyum ve Yükümlülükler" } },
  { id: "cat_indirect_tax", slug: "indirect-tax", title: { en: "Indirect Tax", tr: "Dolaylı Vergiler" } },
];

const rawCourses: AcademyCourse[] = [
  // ---------------------------------------------------------------- fundamentals
  {
    id: "crs_tax_residence_vs_source",
    slug: "tax-residence-vs-source",
    categorySlug: "fundamentals",
    title: { en: "Tax Residence vs Source", tr: "Vergi Mukimliği ve Kaynak Esası" },
    description: {
      en: "Why two countries can both claim tax on the same income, how residence is decided for people and companies, and how treaties resolve the overlap.",
      tr: "Aynı gelir üzerinde neden iki ülkenin birden vergi talep edebildiğini, kişiler ve şirketler için mukimliğin nasıl belirlendiğini ve anlaşmaların bu çakışmayı nasıl çözdüğünü öğrenin.",
    },
    durationMinutes: 25,
    featured: true,
    steps: [
      {
        order: 1,
        title: { en: "Two ways to tax", tr: "Vergilendirmenin iki yolu" },
        subtitle: { en: "Residence and source", tr: "Mukimlik ve kaynak" },
        content: {
          en: "<p>Countries claim the right to tax on two main grounds:</p><ul><li><strong>Residence</strong>: a country taxes the people and companies that are resident there, often on their <em>worldwide</em> income.</li><li><strong>Source</strong>: a country taxes income that arises there, such as a local salary, rent from local property or profits of a local branch, even if the earner lives elsewhere.</li></ul><p>Because most countries use both, the same income can be taxed twice: once where it arises and once where the earner is resident. Understanding which country has which claim is the starting point of every international structure.</p>",
          tr: "<p>Ülkeler vergilendirme hakkını iki temel gerekçeye dayandırır:</p><ul><li><strong>Mukimlik</strong>: Ülke, kendisinde mukim olan kişi ve şirketleri çoğu zaman <em>dünya çapındaki</em> gelirleri üzerinden vergilendirir.</li><li><strong>Kaynak</strong>: Ülke, yerel maaş, yerel gayrimenkulden kira veya yerel şubenin kârı gibi kendi topraklarında doğan geliri, gelir sahibi başka bir yerde yaşasa bile vergilendirir.</li></ul><p>Çoğu ülke ikisini birlikte uyguladığı için aynı gelir iki kez vergilendirilebilir: bir kez doğduğu yerde, bir kez de gelir sahibinin mukim olduğu yerde. Hangi ülkenin hangi hakka sahip olduğunu anlamak, her uluslararası yapının başlangıç noktasıdır.</p>",
        },
      },
      {
        order: 2,
        title: { en: "Residence of individuals", tr: "Gerçek kişilerin mukimliği" },
        subtitle: { en: "Days, homes and ties", tr: "Gün sayısı, konut ve bağlar" },
        content: {
          en: "<p>Each country sets its own tests. Common ones are:</p><ul><li>a <strong>day count</strong>, often 183 days in a year (but the period and counting rules differ);</li><li>having a <strong>permanent home</strong> or habitual abode;</li><li>the <strong>centre of vital interests</strong>: family, work and economic ties.</li></ul><p>In Türkiye, for example, people who have their legal domicile there or stay more than six months in a calendar year are generally full taxpayers (<em>tam mükellef</em>). Moving abroad does not automatically end residence: you usually need to show that you have genuinely left, and some countries keep taxing former residents for a period.</p>",
          tr: "<p>Her ülke kendi testlerini belirler. Yaygın olanlar şunlardır:</p><ul><li>bir yılda çoğu zaman 183 gün olarak belirlenen <strong>gün sayısı</strong> (ancak süre ve sayım kuralları farklıdır);</li><li><strong>daimi bir konuta</strong> veya mutat meskene sahip olmak;</li><li><strong>hayati menfaatlerin merkezi</strong>: aile, iş ve ekonomik bağlar.</li></ul><p>Örneğin Türkiye'de yerleşim yeri Türkiye'de olan veya bir takvim yılı içinde altı aydan fazla kalan kişiler genellikle tam mükelleftir. Yurt dışına taşınmak mukimliği kendiliğinden sona erdirmez: genellikle gerçekten ayrıldığınızı göstermeniz gerekir ve bazı ülkeler eski mukimlerini bir süre daha vergilendirmeye devam eder.</p>",
        },
      },
      {
        order: 3,
        title: { en: "Residence of companies", tr: "Şirketlerin mukimliği" },
        subtitle: { en: "Incorporation and effective management", tr: "Kuruluş yeri ve fiilî yönetim yeri" },
        content: {
          en: "<p>Companies are usually resident where they are <strong>incorporated</strong>, where they have their <strong>place of effective management</strong>, or both. A company registered in a low-tax country but run day to day from your home country can therefore become resident at home as well.</p><h3>What counts as management</h3><ul><li>where the board meets and actually takes strategic decisions;</li><li>where the directors live and work;</li><li>where contracts are negotiated and signed.</li></ul><p>Paper board meetings abroad while decisions are really taken at home are a common reason why structures fail.</p>",
          tr: "<p>Şirketler genellikle <strong>kuruldukları</strong> yerde, <strong>fiilî yönetim yerlerinin</strong> bulunduğu yerde veya her ikisinde mukimdir. Bu nedenle düşük vergili bir ülkede tescil edilmiş ancak günlük olarak sizin ülkenizden yönetilen bir şirket, sizin ülkenizde de mukim hâle gelebilir.</p><h3>Yönetim olarak ne sayılır?</h3><ul><li>yönetim kurulunun toplandığı ve stratejik kararları fiilen aldığı yer;</li><li>yöneticilerin yaşadığı ve çalıştığı yer;</li><li>sözleşmelerin müzakere edilip imzalandığı yer.</li></ul><p>Kararlar gerçekte kendi ülkenizde alınırken yurt dışında yalnızca kâğıt üzerinde yapılan yönetim kurulu toplantıları, yapıların başarısız olmasının yaygın nedenlerinden biridir.</p>",
        },
      },
      {
        order: 4,
        title: { en: "Source taxation and withholding", tr: "Kaynakta vergilendirme ve stopaj" },
        subtitle: { en: "Tax collected before you are paid", tr: "Ödeme yapılmadan önce kesilen vergi" },
        content: {
          en: "<p>Source countries often collect tax through <strong>withholding</strong>: the payer deducts tax from dividends, interest, royalties or service fees paid abroad and pays it to the authorities.</p><ul><li>Domestic withholding rates can be high, commonly 10–30%.</li><li>Double tax treaties and, within the EU, directives can reduce them, sometimes to zero.</li><li>Your country of residence usually gives a <strong>credit</strong> or an <strong>exemption</strong> for the foreign tax, so you are not taxed twice in full.</li></ul><p>To claim a treaty rate you normally need a tax residence certificate and must be the beneficial owner of the income.</p>",
          tr: "<p>Kaynak ülkeler vergiyi çoğu zaman <strong>stopaj</strong> yoluyla toplar: ödemeyi yapan taraf, yurt dışına ödenen temettü, faiz, royalti veya hizmet bedelinden vergiyi keserek vergi idaresine yatırır.</p><ul><li>İç mevzuattaki stopaj oranları yüksek olabilir; genellikle %10–30 arasındadır.</li><li>Çifte vergilendirmeyi önleme anlaşmaları ve AB içinde direktifler bu oranları bazen sıfıra kadar düşürebilir.</li><li>Mukim olduğunuz ülke genellikle yabancı vergi için <strong>mahsup</strong> veya <strong>istisna</strong> tanır; böylece iki kez tam vergi ödemezsiniz.</li></ul><p>Anlaşma oranından yararlanmak için genellikle mukimlik belgesine sahip olmanız ve gelirin gerçek lehdarı olmanız gerekir.</p>",
        },
      },
      {
        order: 5,
        title: { en: "Treaties and tie-breakers", tr: "Anlaşmalar ve eşitliği bozan kurallar" },
        subtitle: { en: "When two countries both say you are resident", tr: "İki ülke de sizi mukim saydığında" },
        content: {
          en: "<p>Most double tax treaties follow the OECD Model. When a person is resident in both countries under domestic law, <strong>tie-breaker rules</strong> decide, in order: permanent home, centre of vital interests, habitual abode, nationality, then agreement between the authorities.</p><p>For companies, older treaties use the place of effective management; since 2017 the OECD Model leaves it to the authorities to agree case by case. Treaties also contain anti-abuse rules such as the <strong>principal purpose test</strong>, which denies benefits where obtaining them was one of the main purposes of an arrangement.</p>" ,
          tr: "<p>Çifte vergilendirmeyi önleme anlaşmalarının çoğu OECD Model Anlaşması'nı izler. Bir kişi iki ülkenin iç mevzuatına göre de mukim sayılıyorsa, <strong>eşitliği bozan kurallar</strong> sırasıyla şunlara bakar: daimi konut, hayati menfaatlerin merkezi, mutat mesken, vatandaşlık ve son olarak yetkili makamlar arasında anlaşma.</p><p>Şirketler için eski anlaşmalar fiilî yönetim yerini esas alır; OECD Modeli 2017'den bu yana konuyu yetkili makamların her somut olayda anlaşmasına bırakır. Anlaşmalar ayrıca, bir düzenlemenin temel amaçlarından birinin avantaj elde etmek olduğu durumlarda avantajı reddeden <strong>temel amaç testi</strong> gibi kötüye kullanımı önleme kuralları da içerir.</p>",
        },
      },
    ],
  },
  {
    id: "crs_permanent_establishment",
    slug: "permanent-establishment",
    categorySlug: "fundamentals",
    title: { en: "Permanent Establishment", tr: "İşyeri (Permanent Establishment)" },
    description: {
      en: "When doing business in another country creates a taxable presence there, including offices, agents, building sites and remote staff.",
      tr: "Başka bir ülkede iş yapmanın ne zaman orada vergilendirilebilir bir varlık yarattığını öğrenin: ofisler, acenteler, inşaat şantiyeleri ve uzaktan çalışanlar.",
    },
    durationMinutes: 20,
    featured: false,
    steps: [
      {
        order: 1,
        title: { en: "What a permanent establishment is", tr: "İşyeri nedir?" },
        subtitle: { en: "The threshold for taxing foreign companies", tr: "Yabancı şirketleri vergilendirme eşiği" },
        content: {
          en: "<p>Under most tax treaties, a country can tax the business profits of a foreign company only if the company has a <strong>permanent establishment (PE)</strong> there, and only on the profits attributable to it.</p><p>The basic definition is a <strong>fixed place of business</strong> through which the business is wholly or partly carried on, such as an office, branch, factory or workshop. Without a PE, the company's business profits are normally taxed only in its country of residence.</p>",
          tr: "<p>Vergi anlaşmalarının çoğuna göre bir ülke, yabancı bir şirketin ticari kazancını ancak şirketin orada bir <strong>işyeri (permanent establishment)</strong> bulunması hâlinde ve yalnızca bu işyerine atfedilebilen kazanç üzerinden vergilendirebilir.</p><p>Temel tanım, işin tamamen veya kısmen yürütüldüğü <strong>sabit bir işyeridir</strong>: ofis, şube, fabrika veya atölye gibi. İşyeri yoksa şirketin ticari kazancı normalde yalnızca mukim olduğu ülkede vergilendirilir.</p>",
        },
      },
      {
        order: 2,
        title: { en: "Fixed places and exceptions", tr: "Sabit yerler ve istisnalar" },
        subtitle: { en: "What does and does not create a PE", tr: "Neyin işyeri oluşturup neyin oluşturmadığı" },
        content: {
          en: "<ul><li><strong>Usually a PE:</strong> an office or branch used regularly, a factory, a mine, and a building or construction site that lasts longer than the treaty period (12 months in the OECD Model; often 6 months in treaties based on the UN Model).</li><li><strong>Usually not a PE:</strong> activities that are only preparatory or auxiliary, such as storing goods, purchasing or collecting information, provided they are not a core part of the business.</li></ul><p>Since the OECD's BEPS work, splitting activities between related companies to stay under these thresholds is countered by anti-fragmentation rules in many treaties.</p>",
          tr: "<ul><li><strong>Genellikle işyeri sayılır:</strong> düzenli kullanılan ofis veya şube, fabrika, maden ve anlaşmadaki süreyi aşan inşaat veya montaj şantiyesi (OECD Modeli'nde 12 ay; BM Modeli'ne dayanan anlaşmalarda çoğu zaman 6 ay).</li><li><strong>Genellikle işyeri sayılmaz:</strong> mal depolama, satın alma veya bilgi toplama gibi yalnızca hazırlayıcı veya yardımcı nitelikteki faaliyetler; yeter ki işin esas kısmını oluşturmasınlar.</li></ul><p>OECD'nin BEPS çalışmalarından bu yana, bu eşiklerin altında kalmak için faaliyetleri ilişkili şirketler arasında bölmek, pek çok anlaşmadaki bölmeyi önleme kurallarıyla engellenmektedir.</p>",
        },
      },
      {
        order: 3,
        title: { en: "Agents and remote workers", tr: "Acenteler ve uzaktan çalışanlar" },
        subtitle: { en: "A PE without an office", tr: "Ofis olmadan işyeri" },
        content: {
          en: "<p>A company can have a PE even without premises:</p><ul><li>a <strong>dependent agent</strong> who habitually concludes contracts, or plays the principal role leading to contracts, on the company's behalf can create an agency PE;</li><li>a <strong>director or key employee working from home</strong> in another country may, depending on the facts and the country, create a PE there, especially if the home office is used regularly for the business.</li></ul><p>Independent agents acting in the ordinary course of their own business normally do not create a PE.</p>",
          tr: "<p>Bir şirketin, herhangi bir mekânı olmasa bile işyeri olabilir:</p><ul><li>şirket adına mutat olarak sözleşme yapan veya sözleşmelerin yapılmasında asıl rolü oynayan <strong>bağımlı bir acente</strong>, acente işyeri oluşturabilir;</li><li>başka bir ülkede <strong>evinden çalışan bir yönetici veya kilit çalışan</strong>, olayın özelliklerine ve ülkeye bağlı olarak, özellikle ev ofisi iş için düzenli kullanılıyorsa orada işyeri oluşturabilir.</li></ul><p>Kendi işlerinin olağan akışı içinde hareket eden bağımsız acenteler normalde işyeri oluşturmaz.</p>",
        },
      },
      {
        order: 4,
        title: { en: "Consequences of a PE", tr: "İşyerinin sonuçları" },
        subtitle: { en: "Filing, profit attribution and risk", tr: "Beyan, kâr atfı ve riskler" },
        content: {
          en: "<p>If a PE exists, the company usually has to register and file tax returns in that country, and pay tax on the profits the PE would earn if it were a separate, independent business. This <strong>profit attribution</strong> follows transfer-pricing principles.</p><ul><li>The home country normally relieves the double tax by exemption or credit.</li><li>Undeclared PEs can lead to back taxes, interest and penalties, and may also trigger VAT and payroll obligations.</li></ul><p>Review where your people actually work and sign deals at least once a year.</p>",
          tr: "<p>İşyeri varsa şirket genellikle o ülkede kayıt yaptırmak, vergi beyannamesi vermek ve işyerinin ayrı ve bağımsız bir işletme olsaydı elde edeceği kazanç üzerinden vergi ödemek zorundadır. Bu <strong>kâr atfı</strong>, transfer fiyatlandırması ilkelerine göre yapılır.</p><ul><li>Şirketin mukim olduğu ülke çifte vergilendirmeyi normalde istisna veya mahsup yoluyla giderir.</li><li>Beyan edilmemiş işyerleri geriye dönük vergi, faiz ve cezalara yol açabilir; ayrıca KDV ve bordro yükümlülükleri de doğurabilir.</li></ul><p>Çalışanlarınızın fiilen nerede çalıştığını ve anlaşmaları nerede imzaladığını en az yılda bir kez gözden geçirin.</p>",
        },
      },
    ],
  },
  {
    id: "crs_vat_cross_border_services",
    slug: "vat-basics-cross-border-services",
    categorySlug: "indirect-tax",
    title: { en: "VAT Basics for Cross-Border Services", tr: "Sınır Ötesi Hizmetlerde KDV'nin Temelleri" },
    description: {
      en: "Where VAT is due when you sell services abroad, how the reverse charge works for business customers and what changes when you sell to consumers.",
      tr: "Yurt dışına hizmet sattığınızda KDV'nin nerede doğduğunu, işletme müşterileri için \"reverse charge\" mekanizmasının nasıl işlediğini ve tüketicilere satışta nelerin değiştiğini öğrenin.",
    },
    durationMinutes: 20,
    featured: false,
    steps: [
      {
        order: 1,
        title: { en: "How VAT works", tr: "KDV nasıl işler?" },
        subtitle: { en: "A tax on consumption, collected in stages", tr: "Aşamalı olarak toplanan bir tüketim vergisi" },
        content: {
          en: "<p>VAT (or GST) is charged on sales at each stage of the supply chain. Registered businesses charge <strong>output VAT</strong> to customers and deduct the <strong>input VAT</strong> they paid on their own purchases, so in principle the tax is borne by the final consumer.</p><p>Rates differ widely: for example, the UAE applies 5%, Saudi Arabia 15% and Bahrain 10%, while standard rates in the EU range roughly from 17% to 27% and Türkiye's general rate has been 20% since July 2023. Corporate income tax planning does not change VAT: the two systems are separate.</p>",
          tr: "<p>KDV (veya GST), tedarik zincirinin her aşamasındaki satışlar üzerinden alınır. Kayıtlı işletmeler müşterilerine <strong>hesaplanan KDV</strong> yansıtır ve kendi alımlarında ödedikleri <strong>indirilecek KDV</strong>'yi düşer; böylece vergi ilke olarak nihai tüketici tarafından taşınır.</p><p>Oranlar büyük farklılık gösterir: örneğin BAE %5, Suudi Arabistan %15 ve Bahreyn %10 uygular; AB'deki standart oranlar kabaca %17 ile %27 arasındadır ve Türkiye'nin genel oranı Temmuz 2023'ten bu yana %20'dir. Kurumlar vergisi planlaması KDV'yi değiştirmez: iki sistem birbirinden ayrıdır.</p>",
        },
      },
      {
        order: 2,
        title: { en: "Business customers (B2B)", tr: "İşletme müşterileri (B2B)" },
        subtitle: { en: "Place of supply and the reverse charge", tr: "İfa yeri ve reverse charge" },
        content: {
          en: "<p>In the EU and many other systems, the general rule for services supplied to a business customer is that VAT is due <strong>where the customer is established</strong>.</p><ul><li>The supplier usually does not charge its own VAT; instead the customer accounts for VAT in its own country under the <strong>reverse charge</strong>.</li><li>The invoice must show the customer's VAT number and a reverse-charge note, and intra-EU B2B services are usually reported in an EC Sales List.</li></ul><p>There are exceptions, for example services related to land, which are taxed where the property is, and admission to events.</p>",
          tr: "<p>AB'de ve pek çok başka sistemde, bir işletme müşterisine verilen hizmetlerde genel kural, KDV'nin <strong>müşterinin yerleşik olduğu yerde</strong> doğmasıdır.</p><ul><li>Hizmeti veren genellikle kendi KDV'sini hesaplamaz; bunun yerine müşteri, <strong>reverse charge</strong> (Türkiye'deki sorumlu sıfatıyla beyana benzer) mekanizmasıyla KDV'yi kendi ülkesinde beyan eder.</li><li>Faturada müşterinin KDV numarası ve reverse charge açıklaması yer almalıdır; AB içi B2B hizmetler genellikle AB satış listesinde (EC Sales List) bildirilir.</li></ul><p>İstisnalar vardır; örneğin gayrimenkulle ilgili hizmetler mülkün bulunduğu yerde vergilendirilir, etkinliklere giriş hizmetleri de ayrı kurallara tabidir.</p>",
        },
      },
      {
        order: 3,
        title: { en: "Consumers (B2C) and digital services", tr: "Tüketiciler (B2C) ve dijital hizmetler" },
        subtitle: { en: "Registration where the customer lives", tr: "Müşterinin yaşadığı yerde kayıt" },
        content: {
          en: "<p>For electronically supplied, telecom and broadcasting services sold to consumers, VAT is generally due <strong>where the consumer lives</strong>. Many countries, including EU member states, the UK and Türkiye, require foreign sellers of digital services to register and collect local VAT.</p><ul><li>In the EU, the <strong>One-Stop Shop (OSS)</strong>, in use since 1 July 2021, lets a business declare VAT for all member states in one quarterly return; non-EU businesses can use the non-Union scheme.</li><li>Marketplaces and app stores may be treated as the supplier and collect the VAT for you; check the platform's terms.</li></ul>",
          tr: "<p>Tüketicilere satılan elektronik, telekomünikasyon ve yayın hizmetlerinde KDV genellikle <strong>tüketicinin yaşadığı yerde</strong> doğar. AB üye devletleri, Birleşik Krallık ve Türkiye dâhil pek çok ülke, dijital hizmet satan yabancı şirketlerden kayıt olmalarını ve yerel KDV'yi tahsil etmelerini ister.</p><ul><li>AB'de 1 Temmuz 2021'den bu yana kullanılan <strong>Tek Durak Noktası (OSS)</strong>, bir işletmenin tüm üye devletler için KDV'yi tek bir üç aylık beyannameyle bildirmesini sağlar; AB dışındaki işletmeler AB dışı (non-Union) rejimi kullanabilir.</li><li>Pazaryerleri ve uygulama mağazaları tedarikçi sayılarak KDV'yi sizin adınıza tahsil edebilir; platformun koşullarını kontrol edin.</li></ul>",
        },
      },
      {
        order: 4,
        title: { en: "A practical checklist", tr: "Pratik kontrol listesi" },
        subtitle: { en: "Before you invoice abroad", tr: "Yurt dışına fatura kesmeden önce" },
        content: {
          en: "<ul><li>Is the customer a business or a consumer? Keep evidence (VAT number, address, payment data).</li><li>What kind of service is it? Digital, land-related and event services often have special rules.</li><li>Do you exceed any registration threshold in your own or the customer's country?</li><li>Does your invoice contain the wording the destination country requires?</li><li>Who files, and when: monthly, quarterly or via OSS?</li></ul>" ,
          tr: "<ul><li>Müşteri bir işletme mi yoksa tüketici mi? Kanıtları saklayın (KDV numarası, adres, ödeme bilgileri).</li><li>Hizmetin türü nedir? Dijital, gayrimenkulle ilgili ve etkinlik hizmetleri çoğu zaman özel kurallara tabidir.</li><li>Kendi ülkenizde veya müşterinin ülkesinde herhangi bir kayıt eşiğini aşıyor musunuz?</li><li>Faturanız, varış ülkesinin istediği ifadeleri içeriyor mu?</li><li>Beyanı kim, ne zaman verecek: aylık, üç aylık veya OSS üzerinden mi?</li></ul>",
        },
      },
    ],
  },
  // ---------------------------------------------------------------- holding structures
  {
    id: "crs_holding_companies",
    slug: "holding-companies-and-participation-exemptions",
    categorySlug: "holding-structures",
    title: { en: "Holding Companies and Participation Exemptions", tr: "Holding Şirketleri ve İştirak İstisnaları" },
    description: {
      en: "How a holding company can receive dividends and sell subsidiaries with little or no tax, what conditions apply and where anti-abuse rules draw the line.",
      tr: "Bir holding şirketinin temettüleri nasıl alabileceğini ve bağlı şirketleri az veya hiç vergi ödemeden nasıl satabileceğini, hangi koşulların geçerli olduğunu ve kötüye kullanımı önleme kurallarının sınırı nereye çektiğini öğrenin.",
    },
    durationMinutes: 30,
    featured: true,
    steps: [
      {
        order: 1,
        title: { en: "Why groups use holding companies", tr: "Gruplar neden holding şirketi kullanır?" },
        subtitle: { en: "Ownership, not trading", tr: "Ticaret değil, sahiplik" },
        content: {
          en: "<p>A holding company owns shares in other companies. Groups use one to:</p><ul><li>bring several businesses under one owner and separate their risks;</li><li>collect dividends and reinvest them without paying out to individual shareholders;</li><li>sell a subsidiary by selling shares, rather than the business itself;</li><li>bring in investors or plan succession at group level.</li></ul><p>The tax value of a holding company depends almost entirely on how its country taxes dividends and gains received, and dividends paid out.</p>",
          tr: "<p>Holding şirketi, başka şirketlerin paylarına sahip olan şirkettir. Gruplar holding şirketini şu amaçlarla kullanır:</p><ul><li>birden fazla işletmeyi tek bir sahip altında toplamak ve risklerini ayırmak;</li><li>temettüleri toplayıp bireysel ortaklara dağıtmadan yeniden yatırmak;</li><li>bir bağlı şirketi, işletmenin kendisi yerine paylarını satarak elden çıkarmak;</li><li>grup düzeyinde yatırımcı almak veya halefiyet planlaması yapmak.</li></ul><p>Bir holding şirketinin vergisel değeri neredeyse tamamen, bulunduğu ülkenin aldığı temettü ve kazançları ve dağıttığı temettüleri nasıl vergilendirdiğine bağlıdır.</p>",
        },
      },
      {
        order: 2,
        title: { en: "The participation exemption", tr: "İştirak istisnası" },
        subtitle: { en: "Typical conditions", tr: "Tipik koşullar" },
        content: {
          en: "<p>A participation exemption exempts qualifying dividends and often capital gains on shares from corporate tax at the holding level. Typical conditions, which vary by country, are:</p><ul><li>a <strong>minimum shareholding</strong>, often 5% or 10%;</li><li>a <strong>minimum holding period</strong>, often 12 months;</li><li>the subsidiary being <strong>subject to tax</strong> at a reasonable level, or not being a passive low-taxed company;</li><li>the dividend <strong>not being deductible</strong> for the payer (an EU anti-hybrid requirement).</li></ul><p>Some countries exempt 95% rather than 100%, and some exempt dividends but not gains.</p>",
          tr: "<p>İştirak istisnası, nitelikli temettüleri ve çoğu zaman pay satış kazançlarını holding düzeyinde kurumlar vergisinden istisna eder. Ülkeden ülkeye değişen tipik koşullar şunlardır:</p><ul><li>çoğu zaman %5 veya %10 olan <strong>asgari pay oranı</strong>;</li><li>çoğu zaman 12 ay olan <strong>asgari elde tutma süresi</strong>;</li><li>bağlı şirketin makul bir düzeyde <strong>vergiye tabi</strong> olması veya düşük vergili pasif bir şirket olmaması;</li><li>temettünün ödeyen şirket açısından <strong>gider olarak indirilememesi</strong> (AB'nin hibrit uyumsuzluk şartı).</li></ul><p>Bazı ülkeler %100 yerine %95 istisna uygular; bazıları ise temettüyü istisna ederken satış kazancını etmez.</p>",
        },
      },
      {
        order: 3,
        title: { en: "Withholding tax on the way in and out", tr: "Girişte ve çıkışta stopaj" },
        subtitle: { en: "Treaties and EU directives", tr: "Anlaşmalar ve AB direktifleri" },
        content: {
          en: "<p>An exemption at holding level does not help if the dividend loses a large withholding tax on the way in, or if distributions to the owners are taxed heavily on the way out.</p><ul><li>Within the EU, the <strong>Parent-Subsidiary Directive</strong> removes withholding tax on dividends between qualifying EU companies with at least a 10% holding.</li><li>Outside the EU, the rate depends on the <strong>tax treaty</strong> between the two countries.</li><li>Check the holding country's own withholding tax on dividends paid to the final owners, and how those owners are taxed where they live.</li></ul>",
          tr: "<p>Temettü girişte yüksek bir stopaja uğruyorsa veya ortaklara yapılan dağıtımlar çıkışta ağır vergilendiriliyorsa, holding düzeyindeki istisna tek başına yarar sağlamaz.</p><ul><li>AB içinde <strong>Ana Şirket-Bağlı Şirket Direktifi</strong>, en az %10 paya sahip nitelikli AB şirketleri arasındaki temettülerde stopajı kaldırır.</li><li>AB dışında oran, iki ülke arasındaki <strong>vergi anlaşmasına</strong> bağlıdır.</li><li>Holding ülkesinin nihai ortaklara ödenen temettülere uyguladığı stopajı ve bu ortakların yaşadıkları ülkede nasıl vergilendirildiğini kontrol edin.</li></ul>",
        },
      },
      {
        order: 4,
        title: { en: "Anti-abuse limits", tr: "Kötüye kullanımı önleme sınırları" },
        subtitle: { en: "Conduit holdings do not work", tr: "Aracı (conduit) holdingler işe yaramaz" },
        content: {
          en: "<p>A holding company set up mainly to obtain a treaty or directive benefit, with no real function, is exposed to:</p><ul><li>the <strong>principal purpose test</strong> in treaties amended by the OECD Multilateral Instrument;</li><li>the anti-abuse clause of the Parent-Subsidiary Directive and general anti-abuse rules under the EU Anti-Tax Avoidance Directive;</li><li><strong>beneficial ownership</strong> challenges when income simply passes through;</li><li>the owners' <strong>CFC rules</strong>.</li></ul><p>A holding company that genuinely manages its investments, with qualified local directors who take decisions, is far more robust.</p>",
          tr: "<p>Gerçek bir işlevi olmayan ve esas olarak bir anlaşma veya direktif avantajı elde etmek için kurulan holding şirketi şu risklere açıktır:</p><ul><li>OECD Çok Taraflı Sözleşmesi ile değiştirilen anlaşmalardaki <strong>temel amaç testi</strong>;</li><li>Ana Şirket-Bağlı Şirket Direktifi'ndeki kötüye kullanım hükmü ve AB Vergiden Kaçınmayı Önleme Direktifi kapsamındaki genel kötüye kullanım kuralları;</li><li>gelirin yalnızca içinden geçtiği durumlarda <strong>gerçek lehdarlık</strong> itirazları;</li><li>ortakların <strong>CFC kuralları</strong>.</li></ul><p>Yatırımlarını gerçekten yöneten ve kararları bizzat alan nitelikli yerel yöneticilere sahip bir holding şirketi çok daha sağlamdır.</p>",
        },
      },
      {
        order: 5,
        title: { en: "Comparing holding locations", tr: "Holding ülkelerini karşılaştırmak" },
        subtitle: { en: "A checklist", tr: "Kontrol listesi" },
        content: {
          en: "<h3>Questions to compare</h3><ul><li>Are dividends and exit gains exempt, and on what conditions?</li><li>What withholding tax applies on dividends in (from your subsidiaries' countries) and out (to you)?</li><li>How large is the treaty network, and do the relevant treaties include a principal purpose test?</li><li>What substance is realistic: local directors, office, staff?</li><li>What are the running costs: audit, filings, registered office?</li><li>How will your own country's CFC rules view the company?</li></ul>",
          tr: "<h3>Karşılaştırılacak sorular</h3><ul><li>Temettüler ve çıkış kazançları istisna mı, hangi koşullarla?</li><li>Gelen (bağlı şirketlerin ülkelerinden) ve giden (size yapılan) temettülere hangi stopaj uygulanıyor?</li><li>Anlaşma ağı ne kadar geniş ve ilgili anlaşmalar temel amaç testi içeriyor mu?</li><li>Hangi ekonomik öz gerçekçi: yerel yöneticiler, ofis, personel?</li><li>İşletme maliyetleri nedir: bağımsız denetim, bildirimler, kayıtlı adres?</li><li>Kendi ülkenizin CFC kuralları şirketi nasıl değerlendirecek?</li></ul>",
        },
      },
    ],
  },
  {
    id: "crs_choosing_a_structure",
    slug: "choosing-a-structure",
    categorySlug: "holding-structures",
    title: { en: "Choosing a Structure", tr: "Doğru Yapıyı Seçmek" },
    description: {
      en: "A step-by-step way to move from your facts and goals to a short list of structures and jurisdictions, including costs and the questions to ask an advisor.",
      tr: "Kendi durumunuzdan ve hedeflerinizden yola çıkarak yapı ve ülke kısa listesine adım adım nasıl ulaşacağınızı, maliyetleri ve danışmana sormanız gereken soruları öğrenin.",
    },
    durationMinutes: 25,
    featured: true,
    steps: [
      {
        order: 1,
        title: { en: "Start from the facts", tr: "Gerçeklerden başlayın" },
        subtitle: { en: "Where you, your team and your customers are", tr: "Siz, ekibiniz ve müşterileriniz nerede?" },
        content: {
          en: "<p>Structures follow reality, not the other way round. Before looking at rates, write down:</p><ul><li>where you and the other owners are tax resident, and where you plan to live;</li><li>where the people who run the business work;</li><li>where customers, suppliers and assets are;</li><li>what you want to achieve: reinvest profits, protect assets, raise money, sell the business, plan succession.</li></ul><p>A low headline rate abroad rarely helps if you, as a resident of a high-tax country, manage everything from home.</p>",
          tr: "<p>Yapılar gerçekliği izler, tersi değil. Oranlara bakmadan önce şunları yazın:</p><ul><li>siz ve diğer ortakların nerede vergi mukimi olduğunu ve nerede yaşamayı planladığınızı;</li><li>işi yöneten kişilerin nerede çalıştığını;</li><li>müşterilerin, tedarikçilerin ve varlıkların nerede olduğunu;</li><li>neyi amaçladığınızı: kârı yeniden yatırmak, varlıkları korumak, finansman bulmak, işi satmak, halefiyet planlaması yapmak.</li></ul><p>Yüksek vergili bir ülkede mukim olarak her şeyi oradan yönetiyorsanız, yurt dışındaki düşük bir manşet oran nadiren işe yarar.</p>",
        },
      },
      {
        order: 2,
        title: { en: "Match goals to structure types", tr: "Hedefleri yapı türleriyle eşleştirin" },
        subtitle: { en: "Companies, holdings, foundations and trusts", tr: "Şirketler, holdingler, vakıflar ve tröstler" },
        content: {
          en: "<ul><li><strong>Trading or services abroad</strong>: a local private limited company or LLC, or a branch to test the market.</li><li><strong>Several companies or future exit</strong>: a holding company in a country with a participation exemption.</li><li><strong>Family wealth and succession</strong>: a private foundation or trust, often owning a holding company.</li><li><strong>Funds and single deals</strong>: partnerships, SPVs or protected cell companies.</li></ul><p>See the Structures section of TaxAtlas for estimated costs and pros and cons of each type.</p>",
          tr: "<ul><li><strong>Yurt dışında ticaret veya hizmet</strong>: yerel bir özel limited şirket veya LLC ya da pazarı denemek için bir şube.</li><li><strong>Birden fazla şirket veya ileride çıkış</strong>: iştirak istisnası olan bir ülkede holding şirketi.</li><li><strong>Aile serveti ve halefiyet</strong>: çoğu zaman bir holding şirketine sahip olan özel vakıf veya tröst.</li><li><strong>Fonlar ve tekil işlemler</strong>: ortaklıklar, SPV'ler veya korumalı hücreli şirketler.</li></ul><p>Her türün tahmini maliyetleri ile avantaj ve dezavantajları için TaxAtlas'taki Yapılar bölümüne bakın.</p>",
        },
      },
      {
        order: 3,
        title: { en: "Count the full cost", tr: "Toplam maliyeti hesaplayın" },
        subtitle: { en: "Set-up is the smallest part", tr: "Kuruluş, maliyetin en küçük kısmıdır" },
        content: {
          en: "<p>Compare structures on their total yearly cost, not the formation fee:</p><ul><li>registered office, company secretary and government fees;</li><li>bookkeeping, audit and tax returns in every country involved;</li><li>substance: local directors, office, staff and travel;</li><li>banking and payment-provider fees;</li><li>advice to keep the structure up to date as rules change.</li></ul><p>If the expected tax saving does not clearly exceed these costs and the extra risk, a simpler set-up is usually better.</p>",
          tr: "<p>Yapıları kuruluş ücretine göre değil, yıllık toplam maliyetlerine göre karşılaştırın:</p><ul><li>kayıtlı adres, şirket sekreterliği ve resmî harçlar;</li><li>ilgili her ülkede defter tutma, bağımsız denetim ve vergi beyannameleri;</li><li>ekonomik öz: yerel yöneticiler, ofis, personel ve seyahat;</li><li>banka ve ödeme hizmeti sağlayıcısı ücretleri;</li><li>kurallar değiştikçe yapıyı güncel tutmak için danışmanlık.</li></ul><p>Beklenen vergi tasarrufu bu maliyetleri ve ek riski açıkça aşmıyorsa, daha basit bir kurulum genellikle daha iyidir.</p>",
        },
      },
      {
        order: 4,
        title: { en: "Questions for your advisor", tr: "Danışmanınıza soracağınız sorular" },
        subtitle: { en: "Getting comparable proposals", tr: "Karşılaştırılabilir teklifler almak" },
        content: {
          en: "<ul><li>How will my home country tax me and the structure, including CFC and management-and-control rules?</li><li>What substance will the structure need, and what will it cost each year?</li><li>Which filings and deadlines will apply, and who handles them?</li><li>What happens if I move country or sell the business?</li><li>What is included in your fee, and what is billed separately?</li></ul><p>On TaxAtlas you can post an implementation project and compare proposals from several advisors on the same brief.</p>",
          tr: "<ul><li>Ülkem beni ve yapıyı, CFC ile yönetim ve kontrol kuralları dâhil, nasıl vergilendirecek?</li><li>Yapının ne kadar ekonomik öze ihtiyacı olacak ve bunun yıllık maliyeti ne olacak?</li><li>Hangi bildirimler ve süreler geçerli olacak, bunları kim takip edecek?</li><li>Başka bir ülkeye taşınırsam veya işi satarsam ne olur?</li><li>Ücretinize neler dâhil, neler ayrıca faturalandırılıyor?</li></ul><p>TaxAtlas'ta bir uygulama projesi yayınlayarak aynı talep için birden fazla danışmandan gelen teklifleri karşılaştırabilirsiniz.</p>",
        },
      },
    ],
  },
  // ---------------------------------------------------------------- substance and anti-avoidance
  {
    id: "crs_economic_substance",
    slug: "economic-substance-rules",
    categorySlug: "substance-and-anti-avoidance",
    title: { en: "Economic Substance Rules", tr: "Ekonomik Öz (Substance) Kuralları" },
    description: {
      en: "What the economic substance laws of zero- and low-tax jurisdictions require, which activities they cover and what happens if a company fails the test.",
      tr: "Vergisiz ve düşük vergili ülkelerin ekonomik öz yasalarının neler gerektirdiğini, hangi faaliyetleri kapsadığını ve testi geçemeyen şirketin başına neler geldiğini öğrenin.",
    },
    durationMinutes: 25,
    featured: true,
    steps: [
      {
        order: 1,
        title: { en: "Why substance rules exist", tr: "Ekonomik öz kuralları neden var?" },
        subtitle: { en: "Profits should follow real activity", tr: "Kâr gerçek faaliyeti izlemeli" },
        content: {
          en: "<p>Following the OECD's work on harmful tax practices and pressure from the EU, many zero- and low-tax jurisdictions, including the British Virgin Islands, the Cayman Islands, Bermuda, the Bahamas, Jersey, Guernsey and the Isle of Man, introduced <strong>economic substance laws</strong> from 2019.</p><p>The idea is simple: a company that earns income from certain activities in the jurisdiction must actually carry out those activities there, with adequate people, premises and spending.</p>",
          tr: "<p>OECD'nin zararlı vergi uygulamaları üzerine çalışmaları ve AB'nin baskısı sonucunda Britanya Virjin Adaları, Cayman Adaları, Bermuda, Bahamalar, Jersey, Guernsey ve Man Adası dâhil pek çok vergisiz veya düşük vergili ülke 2019'dan itibaren <strong>ekonomik öz yasaları</strong> çıkardı.</p><p>Fikir basittir: Ülkede belirli faaliyetlerden gelir elde eden bir şirket, bu faaliyetleri yeterli personel, işyeri ve harcamayla gerçekten orada yürütmelidir.</p>",
        },
      },
      {
        order: 2,
        title: { en: "Relevant activities", tr: "İlgili faaliyetler" },
        subtitle: { en: "Who is in scope", tr: "Kimler kapsamda?" },
        content: {
          en: "<p>The laws usually list <strong>relevant activities</strong> such as:</p><ul><li>banking, insurance, fund management, and financing and leasing;</li><li>headquarters, shipping, and distribution and service centres;</li><li>holding business (pure equity holding, often with a reduced test);</li><li>intellectual property business, which often faces the strictest test.</li></ul><p>Companies with no relevant income may only need to file a notification, but they still have to file. Companies that are tax resident in another country may be outside scope if they can prove it.</p>",
          tr: "<p>Yasalar genellikle şu gibi <strong>ilgili faaliyetleri</strong> sayar:</p><ul><li>bankacılık, sigortacılık, fon yönetimi ile finansman ve kiralama;</li><li>genel merkez, denizcilik ile dağıtım ve hizmet merkezleri;</li><li>holding faaliyeti (salt pay sahipliği; çoğu zaman daha hafif bir testle);</li><li>çoğu zaman en katı teste tabi olan fikri mülkiyet faaliyeti.</li></ul><p>İlgili geliri olmayan şirketlerin yalnızca bildirim vermesi yeterli olabilir, ancak bildirim yine de zorunludur. Başka bir ülkede vergi mukimi olan şirketler, bunu kanıtlayabilirlerse kapsam dışında kalabilir.</p>",
        },
      },
      {
        order: 3,
        title: { en: "Meeting the test", tr: "Testi karşılamak" },
        subtitle: { en: "Directed, managed and performed locally", tr: "Yerelde yönlendirilen, yönetilen ve yürütülen" },
        content: {
          en: "<p>For a relevant activity, a company typically has to show that:</p><ul><li>it is <strong>directed and managed</strong> in the jurisdiction, with board meetings held there and a quorum of directors present;</li><li>its <strong>core income-generating activities</strong> are carried out there;</li><li>it has an <strong>adequate</strong> number of qualified employees, adequate operating expenditure and suitable premises, in proportion to its activity.</li></ul><p>Some of this can be outsourced to local service providers, but the company must monitor and control it. Keep minutes, contracts and payroll records as evidence.</p>",
          tr: "<p>İlgili bir faaliyet için şirketin genellikle şunları göstermesi gerekir:</p><ul><li>yönetim kurulu toplantılarının orada yapıldığı ve yöneticilerin yeter sayıda hazır bulunduğu şekilde ülkede <strong>yönlendirildiğini ve yönetildiğini</strong>;</li><li><strong>temel gelir getirici faaliyetlerinin</strong> orada yürütüldüğünü;</li><li>faaliyetiyle orantılı olarak <strong>yeterli</strong> sayıda nitelikli çalışana, yeterli işletme giderine ve uygun bir işyerine sahip olduğunu.</li></ul><p>Bunların bir kısmı yerel hizmet sağlayıcılara devredilebilir; ancak şirketin bunları izlemesi ve denetlemesi gerekir. Kanıt olarak toplantı tutanaklarını, sözleşmeleri ve bordro kayıtlarını saklayın.</p>",
        },
      },
      {
        order: 4,
        title: { en: "If a company fails", tr: "Şirket testi geçemezse" },
        subtitle: { en: "Penalties and information exchange", tr: "Cezalar ve bilgi değişimi" },
        content: {
          en: "<ul><li>Fines that usually increase for repeated failures.</li><li><strong>Spontaneous exchange of information</strong> with the tax authorities of the parent company's and beneficial owners' countries, which can lead to tax audits there.</li><li>In serious or persistent cases, striking the company off the register.</li></ul><p>Substance rules work together with CFC and management-and-control rules at home: meeting the local test does not on its own protect the owners from tax in their own country.</p>" ,
          tr: "<ul><li>Tekrarlanan ihlallerde genellikle artan para cezaları.</li><li>Ana şirketin ve gerçek faydalanıcıların ülkelerindeki vergi idareleriyle <strong>kendiliğinden bilgi değişimi</strong>; bu da o ülkelerde vergi incelemesine yol açabilir.</li><li>Ciddi veya süregelen durumlarda şirketin sicilden silinmesi.</li></ul><p>Ekonomik öz kuralları, sahiplerin ülkesindeki CFC ile yönetim ve kontrol kurallarıyla birlikte işler: yerel testi karşılamak, sahipleri kendi ülkelerindeki vergiden tek başına korumaz.</p>",
        },
      },
    ],
  },
  {
    id: "crs_cfc_rules",
    slug: "cfc-rules",
    categorySlug: "substance-and-anti-avoidance",
    title: { en: "Controlled Foreign Company (CFC) Rules", tr: "Kontrol Edilen Yabancı Kurum (CFC) Kuralları" },
    description: {
      en: "How your home country can tax the profits of a foreign company you control, even if it pays no dividend, and what usually triggers these rules.",
      tr: "Ülkenizin, kontrol ettiğiniz yabancı bir şirketin kârını, şirket temettü dağıtmasa bile nasıl vergilendirebileceğini ve bu kuralları genellikle neyin tetiklediğini öğrenin.",
    },
    durationMinutes: 20,
    featured: false,
    steps: [
      {
        order: 1,
        title: { en: "The idea behind CFC rules", tr: "CFC kurallarının arkasındaki fikir" },
        subtitle: { en: "Stopping indefinite deferral", tr: "Süresiz ertelemeyi önlemek" },
        content: {
          en: "<p>Without special rules, profits kept in a foreign company are usually taxed in the owner's country only when paid out as dividends. CFC rules stop residents from parking income in low-taxed companies indefinitely: they <strong>attribute</strong> some or all of the foreign company's income to the controlling shareholder and tax it immediately.</p><p>Most OECD countries have CFC rules, and all EU member states must have them under the Anti-Tax Avoidance Directive (ATAD). Türkiye also has CFC rules in its corporate and income tax laws.</p>",
          tr: "<p>Özel kurallar olmadığında, yabancı bir şirkette tutulan kâr genellikle ortağın ülkesinde ancak temettü olarak dağıtıldığında vergilendirilir. CFC kuralları, mukimlerin geliri düşük vergili şirketlerde süresiz olarak bekletmesini önler: yabancı şirketin gelirinin bir kısmını veya tamamını kontrol eden ortağa <strong>atfeder</strong> ve hemen vergilendirir.</p><p>OECD ülkelerinin çoğunda CFC kuralları vardır; AB üye devletleri ise Vergiden Kaçınmayı Önleme Direktifi (ATAD) uyarınca bu kurallara sahip olmak zorundadır. Türkiye'de de kurumlar ve gelir vergisi mevzuatında kontrol edilen yabancı kurum kuralları bulunur.</p>",
        },
      },
      {
        order: 2,
        title: { en: "Common triggers", tr: "Yaygın tetikleyiciler" },
        subtitle: { en: "Control, low tax, passive income", tr: "Kontrol, düşük vergi, pasif gelir" },
        content: {
          en: "<p>Details differ, but CFC rules usually apply when:</p><ul><li><strong>control</strong>: residents (alone or with related parties) hold more than 50% of the capital, votes or profits, directly or indirectly;</li><li><strong>low taxation</strong>: the foreign company pays tax below a threshold, for example under ATAD less than half of the tax it would pay at home;</li><li><strong>passive or mobile income</strong>: interest, dividends, royalties, leasing, insurance or income from related-party sales and services.</li></ul><p>Many rules exempt companies with genuine economic activity, or small amounts of income.</p>",
          tr: "<p>Ayrıntılar farklılık gösterse de CFC kuralları genellikle şu durumlarda uygulanır:</p><ul><li><strong>kontrol</strong>: mukimler (tek başına veya ilişkili kişilerle birlikte) doğrudan veya dolaylı olarak sermayenin, oy haklarının veya kâr payı haklarının %50'sinden fazlasına sahipse;</li><li><strong>düşük vergi</strong>: yabancı şirketin ödediği vergi bir eşiğin altındaysa; örneğin ATAD'a göre kendi ülkesinde ödeyeceği verginin yarısından azsa;</li><li><strong>pasif veya taşınabilir gelir</strong>: faiz, temettü, royalti, kiralama, sigorta veya ilişkili kişilerle yapılan satış ve hizmetlerden elde edilen gelir.</li></ul><p>Pek çok kural, gerçek ekonomik faaliyeti olan şirketleri veya küçük tutarlardaki gelirleri istisna eder.</p>",
        },
      },
      {
        order: 3,
        title: { en: "How the income is taxed", tr: "Gelir nasıl vergilendirilir?" },
        subtitle: { en: "Attribution and credits", tr: "Atıf ve mahsup" },
        content: {
          en: "<ul><li>The controlling shareholder includes its share of the CFC's (usually passive) income in its own tax return for the year, whether or not a dividend is paid.</li><li>Foreign tax paid by the CFC can often be credited.</li><li>When the CFC later pays dividends out of income already taxed, the rules usually prevent a second charge.</li></ul><p>Individuals can be within scope too, depending on the country. If you plan to own a foreign company, ask first how your own country's CFC rules apply to it.</p>",
          tr: "<ul><li>Kontrol eden ortak, temettü ödenip ödenmediğine bakılmaksızın, CFC'nin (genellikle pasif) gelirinden kendisine düşen payı o yılın vergi beyannamesine dâhil eder.</li><li>CFC'nin ödediği yabancı vergi çoğu zaman mahsup edilebilir.</li><li>CFC daha sonra zaten vergilendirilmiş gelirden temettü dağıttığında, kurallar genellikle ikinci kez vergilendirmeyi önler.</li></ul><p>Ülkeye bağlı olarak gerçek kişiler de kapsamda olabilir. Yabancı bir şirkete sahip olmayı planlıyorsanız, önce kendi ülkenizin CFC kurallarının bu şirkete nasıl uygulanacağını sorun.</p>",
        },
      },
    ],
  },
  {
    id: "crs_transfer_pricing",
    slug: "transfer-pricing-basics",
    categorySlug: "substance-and-anti-avoidance",
    title: { en: "Transfer Pricing Basics", tr: "Transfer Fiyatlandırmasının Temelleri" },
    description: {
      en: "The arm's length principle, the main pricing methods and the documentation tax authorities expect for transactions between related companies.",
      tr: "Emsallere uygunluk ilkesini, temel fiyatlandırma yöntemlerini ve vergi idarelerinin ilişkili şirketler arasındaki işlemler için beklediği belgeleri öğrenin.",
    },
    durationMinutes: 30,
    featured: false,
    steps: [
      {
        order: 1,
        title: { en: "The arm's length principle", tr: "Emsallere uygunluk ilkesi" },
        subtitle: { en: "Price it as if you were strangers", tr: "Birbirinizi tanımıyormuş gibi fiyatlandırın" },
        content: {
          en: "<p>When companies in the same group trade with each other, they can shift profit to low-tax entities simply by choosing prices. Tax authorities therefore require related-party transactions to be priced <strong>at arm's length</strong>: as independent parties would have priced them in comparable circumstances.</p><p>This applies to goods, services, management fees, loans and interest, royalties for intellectual property and even guarantees. In Türkiye, non-arm's-length pricing is treated as disguised profit distribution (<em>transfer fiyatlandırması yoluyla örtülü kazanç dağıtımı</em>).</p>",
          tr: "<p>Aynı gruptaki şirketler birbiriyle ticaret yaptığında, yalnızca fiyatı belirleyerek kârı düşük vergili şirketlere kaydırabilirler. Bu nedenle vergi idareleri ilişkili kişilerle yapılan işlemlerin <strong>emsallere uygun</strong>, yani bağımsız tarafların benzer koşullarda belirleyeceği fiyatlarla yapılmasını ister.</p><p>Bu kural mallara, hizmetlere, yönetim ücretlerine, kredilere ve faize, fikri mülkiyet royaltilerine ve hatta garantilere uygulanır. Türkiye'de emsallere uygun olmayan fiyatlandırma, transfer fiyatlandırması yoluyla örtülü kazanç dağıtımı sayılır.</p>",
        },
      },
      {
        order: 2,
        title: { en: "Pricing methods", tr: "Fiyatlandırma yöntemleri" },
        subtitle: { en: "The OECD toolbox", tr: "OECD'nin araç kutusu" },
        content: {
          en: "<ul><li><strong>Comparable uncontrolled price (CUP)</strong>: the price charged between independent parties for the same product or service.</li><li><strong>Resale price</strong>: the resale price minus an appropriate gross margin for the distributor.</li><li><strong>Cost plus</strong>: costs plus an appropriate mark-up, common for services and contract manufacturing.</li><li><strong>Transactional net margin method (TNMM)</strong>: compares the net profit margin with that of comparable independent companies.</li><li><strong>Profit split</strong>: divides combined profits when both sides make unique contributions.</li></ul><p>The most appropriate method depends on the facts and the data available.</p>",
          tr: "<ul><li><strong>Karşılaştırılabilir fiyat yöntemi (CUP)</strong>: aynı mal veya hizmet için bağımsız taraflar arasında uygulanan fiyat.</li><li><strong>Yeniden satış fiyatı yöntemi</strong>: yeniden satış fiyatından dağıtıcı için uygun bir brüt kâr marjının düşülmesi.</li><li><strong>Maliyet artı yöntemi</strong>: maliyetlere uygun bir kâr marjı eklenmesi; hizmetlerde ve fason üretimde yaygındır.</li><li><strong>İşlemsel net kâr marjı yöntemi (TNMM)</strong>: net kâr marjını karşılaştırılabilir bağımsız şirketlerinkiyle kıyaslar.</li><li><strong>Kâr bölüşüm yöntemi</strong>: iki tarafın da benzersiz katkılar yaptığı durumlarda toplam kârı paylaştırır.</li></ul><p>En uygun yöntem, olayın özelliklerine ve mevcut verilere bağlıdır.</p>",
        },
      },
      {
        order: 3,
        title: { en: "Documentation", tr: "Belgelendirme" },
        subtitle: { en: "Master file, local file and CbC report", tr: "Ana dosya, ülke dosyası ve ülke bazlı rapor" },
        content: {
          en: "<p>Following OECD BEPS Action 13, many countries use a three-tier approach:</p><ul><li>a <strong>master file</strong> describing the whole group;</li><li>a <strong>local file</strong> analysing the transactions of the local company;</li><li>a <strong>country-by-country report</strong> for groups with consolidated revenue of €750 million or more.</li></ul><p>Thresholds and deadlines for the master and local files are set by each country, and smaller groups are often exempt or face lighter rules. Even when no formal file is required, keep intercompany agreements and a short note explaining how prices were set.</p>",
          tr: "<p>OECD BEPS 13. Eylem'i doğrultusunda pek çok ülke üç katmanlı bir yaklaşım kullanır:</p><ul><li>tüm grubu anlatan bir <strong>ana dosya (master file)</strong>;</li><li>yerel şirketin işlemlerini analiz eden bir <strong>ülke dosyası (local file)</strong>;</li><li>konsolide geliri 750 milyon avro ve üzerindeki gruplar için <strong>ülke bazlı rapor (CbCR)</strong>.</li></ul><p>Ana dosya ve ülke dosyası için eşikleri ve süreleri her ülke kendisi belirler; küçük gruplar çoğu zaman muaftır veya daha hafif kurallara tabidir. Resmî bir dosya gerekmese bile grup içi sözleşmeleri ve fiyatların nasıl belirlendiğini açıklayan kısa bir notu saklayın.</p>",
        },
      },
      {
        order: 4,
        title: { en: "Practical tips for small groups", tr: "Küçük gruplar için pratik öneriler" },
        subtitle: { en: "Simple, written, consistent", tr: "Basit, yazılı, tutarlı" },
        content: {
          en: "<ul><li>Put every intercompany arrangement in a <strong>written agreement</strong> before it starts.</li><li>Make sure the company that earns the profit actually has the people and assets that create it.</li><li>Use simple, defensible mark-ups for routine services, and review them yearly.</li><li>Invoice and pay on the terms of the agreement.</li><li>Keep the approach consistent across countries; one side's income is the other side's deduction.</li></ul>",
          tr: "<ul><li>Grup içi her düzenlemeyi başlamadan önce <strong>yazılı bir sözleşmeye</strong> bağlayın.</li><li>Kârı elde eden şirketin, bu kârı yaratan çalışanlara ve varlıklara gerçekten sahip olduğundan emin olun.</li><li>Rutin hizmetler için basit ve savunulabilir kâr marjları kullanın ve bunları her yıl gözden geçirin.</li><li>Faturalamayı ve ödemeyi sözleşme koşullarına göre yapın.</li><li>Yaklaşımı ülkeler arasında tutarlı tutun; bir tarafın geliri diğer tarafın gideridir.</li></ul>",
        },
      },
    ],
  },
  // ---------------------------------------------------------------- compliance
  {
    id: "crs_compliance_calendar",
    slug: "compliance-calendars-and-filings",
    categorySlug: "compliance",
    title: { en: "Compliance Calendars and Filings", tr: "Uyum Takvimleri ve Bildirimler" },
    description: {
      en: "The recurring filings an international company usually has, how to build a compliance calendar and what missed deadlines can cost.",
      tr: "Uluslararası bir şirketin genellikle yapması gereken düzenli bildirimleri, bir uyum takviminin nasıl hazırlanacağını ve kaçırılan sürelerin maliyetini öğrenin.",
    },
    durationMinutes: 15,
    featured: false,
    steps: [
      {
        order: 1,
        title: { en: "Typical recurring obligations", tr: "Tipik düzenli yükümlülükler" },
        subtitle: { en: "What most companies must file", tr: "Çoğu şirketin yapması gereken bildirimler" },
        content: {
          en: "<ul><li><strong>Annual return</strong> or confirmation statement to the company registry, with a government fee.</li><li><strong>Financial statements</strong>, and an audit where required.</li><li><strong>Corporate tax return</strong> and any advance tax payments.</li><li><strong>VAT returns</strong> if registered, often monthly or quarterly.</li><li><strong>Economic substance</strong> notifications or reports in jurisdictions that have them.</li><li><strong>Beneficial ownership</strong> updates after any change in ownership or control.</li><li>Licence renewals, registered office and agent fees, and renewal of nominee or director services where used.</li></ul>",
          tr: "<ul><li>Ticaret siciline harçla birlikte verilen <strong>yıllık beyan</strong> veya teyit bildirimi.</li><li><strong>Finansal tablolar</strong> ve gerekiyorsa bağımsız denetim.</li><li><strong>Kurumlar vergisi beyannamesi</strong> ve varsa geçici vergi ödemeleri.</li><li>Kayıtlıysanız çoğu zaman aylık veya üç aylık <strong>KDV beyannameleri</strong>.</li><li>Bu kuralların bulunduğu ülkelerde <strong>ekonomik öz</strong> bildirimleri veya raporları.</li><li>Sahiplik veya kontrolde her değişiklikten sonra <strong>gerçek faydalanıcı</strong> güncellemeleri.</li><li>Lisans yenilemeleri, kayıtlı adres ve acente ücretleri ile kullanılıyorsa yönetici hizmetlerinin yenilenmesi.</li></ul>",
        },
      },
      {
        order: 2,
        title: { en: "Building your calendar", tr: "Takviminizi oluşturmak" },
        subtitle: { en: "One list for every entity", tr: "Her şirket için tek liste" },
        content: {
          en: "<p>For each company, record its financial year-end, incorporation date (many registry deadlines run from it) and every filing with its deadline, responsible person and cost.</p><ul><li>Set reminders well before each deadline: accounts and audits take weeks.</li><li>Keep the registered agent's contact and invoices in one place.</li><li>Review the calendar when you add a country, change shareholders or move residence.</li></ul><p>The TaxAtlas compliance area is designed to hold these dates for your structures; its sample values are illustrations, not legal deadlines.</p>",
          tr: "<p>Her şirket için hesap dönemi sonunu, kuruluş tarihini (sicil sürelerinin çoğu bu tarihten itibaren işler) ve her bildirimi süresi, sorumlu kişisi ve maliyetiyle birlikte kaydedin.</p><ul><li>Her süreden epey önce hatırlatıcı kurun: finansal tablolar ve denetim haftalar sürer.</li><li>Kayıtlı acentenin iletişim bilgilerini ve faturalarını tek bir yerde tutun.</li><li>Yeni bir ülke eklediğinizde, ortaklar değiştiğinde veya ikametinizi taşıdığınızda takvimi gözden geçirin.</li></ul><p>TaxAtlas uyum alanı, yapılarınıza ait bu tarihleri tutmak için tasarlanmıştır; oradaki örnek değerler yasal süre değil, örnektir.</p>",
        },
      },
      {
        order: 3,
        title: { en: "When deadlines are missed", tr: "Süreler kaçırıldığında" },
        subtitle: { en: "Penalties and knock-on effects", tr: "Cezalar ve zincirleme etkiler" },
        content: {
          en: "<ul><li>Late filing penalties, often increasing over time.</li><li>Loss of good standing, which blocks bank account opening, share transfers and certificates of good standing.</li><li>Striking off and dissolution, after which the company's assets may pass to the state unless the company is restored.</li><li>Loss of tax residence certificates, and therefore of treaty benefits.</li></ul><p>Restoring a struck-off company is usually much more expensive than filing on time.</p>",
          tr: "<ul><li>Çoğu zaman zamanla artan geç bildirim cezaları.</li><li>Banka hesabı açmayı, pay devirlerini ve faaliyet belgelerini engelleyen \"good standing\" statüsünün kaybı.</li><li>Sicilden silinme ve infisah; bu durumda şirket yeniden tescil edilmezse varlıkları devlete geçebilir.</li><li>Mukimlik belgelerinin, dolayısıyla anlaşma avantajlarının kaybı.</li></ul><p>Sicilden silinmiş bir şirketi yeniden tescil ettirmek, bildirimleri zamanında yapmaktan genellikle çok daha pahalıdır.</p>",
        },
      },
    ],
  },
  {
    id: "crs_beneficial_ownership",
    slug: "beneficial-ownership-registers",
    categorySlug: "compliance",
    title: { en: "Beneficial Ownership Registers", tr: "Gerçek Faydalanıcı Kayıtları" },
    description: {
      en: "Who counts as a beneficial owner, which registers and exchange systems hold this information and what it means for privacy.",
      tr: "Kimin gerçek faydalanıcı sayıldığını, bu bilgilerin hangi sicillerde ve bilgi değişim sistemlerinde tutulduğunu ve bunun gizlilik açısından ne anlama geldiğini öğrenin.",
    },
    durationMinutes: 15,
    featured: false,
    steps: [
      {
        order: 1,
        title: { en: "Who is a beneficial owner?", tr: "Gerçek faydalanıcı kimdir?" },
        subtitle: { en: "The natural person at the end of the chain", tr: "Zincirin sonundaki gerçek kişi" },
        content: {
          en: "<p>A beneficial owner is the <strong>natural person</strong> who ultimately owns or controls a company or arrangement, however many layers sit in between.</p><ul><li>For companies, a common threshold is more than 25% of shares or votes, held directly or indirectly; some countries use lower thresholds.</li><li>Control by other means, such as the right to appoint directors, also counts.</li><li>If no one meets the test, the senior managing official is usually recorded.</li><li>For trusts and foundations, settlors, trustees, protectors, beneficiaries and controllers are typically all reportable.</li></ul>",
          tr: "<p>Gerçek faydalanıcı, aradaki katman sayısı ne olursa olsun bir şirkete veya yapıya nihai olarak sahip olan ya da onu kontrol eden <strong>gerçek kişidir</strong>.</p><ul><li>Şirketlerde yaygın eşik, doğrudan veya dolaylı olarak payların ya da oy haklarının %25'inden fazlasına sahip olmaktır; bazı ülkeler daha düşük eşikler kullanır.</li><li>Yönetici atama hakkı gibi başka yollarla sağlanan kontrol de dikkate alınır.</li><li>Testi karşılayan kimse yoksa genellikle üst düzey yönetici kaydedilir.</li><li>Tröst ve vakıflarda kurucular, tröst yöneticileri, koruyucular, lehtarlar ve kontrol eden kişiler genellikle bildirilir.</li></ul>",
        },
      },
      {
        order: 2,
        title: { en: "Registers and information exchange", tr: "Siciller ve bilgi değişimi" },
        subtitle: { en: "Who can see what", tr: "Kim neyi görebilir?" },
        content: {
          en: "<ul><li><strong>National registers</strong>: most EU and many other countries keep central beneficial ownership registers. After a 2022 ruling of the EU Court of Justice, general public access was restricted in many EU countries, but authorities, banks and others with a legitimate interest can still access them.</li><li><strong>Offshore centres</strong>: many keep beneficial ownership information with registered agents or in secure systems available to authorities on request.</li><li><strong>CRS and FATCA</strong>: banks report account holders and controlling persons to their tax authority, which exchanges the data automatically with the account holder's country of residence.</li></ul>",
          tr: "<ul><li><strong>Ulusal siciller</strong>: AB ülkelerinin çoğu ve diğer pek çok ülke merkezi gerçek faydalanıcı sicilleri tutar. AB Adalet Divanı'nın 2022'deki kararından sonra pek çok AB ülkesinde kamuya genel erişim kısıtlandı; ancak yetkili kurumlar, bankalar ve meşru menfaati olan diğer kişiler erişebilmektedir.</li><li><strong>Offshore merkezler</strong>: pek çoğu gerçek faydalanıcı bilgilerini kayıtlı acentelerde veya yetkili kurumların talep üzerine erişebildiği güvenli sistemlerde tutar.</li><li><strong>CRS ve FATCA</strong>: bankalar hesap sahiplerini ve kontrol eden kişileri kendi vergi idarelerine bildirir; vergi idaresi de bu bilgileri hesap sahibinin mukim olduğu ülkeyle otomatik olarak paylaşır.</li></ul>",
        },
      },
      {
        order: 3,
        title: { en: "Privacy today", tr: "Bugün gizlilik" },
        subtitle: { en: "Confidential, not secret", tr: "Gizli tutulan, ama saklanamayan" },
        content: {
          en: "<p>Structures can still keep your details out of public view in many places, but they <strong>cannot hide ownership from tax authorities</strong>. Plan on the basis that your home tax authority can learn about every company, account and trust you control.</p><ul><li>Report changes on time; deadlines are often short and penalties apply.</li><li>Keep ownership charts and supporting documents up to date.</li><li>Treat nominee arrangements with care: the real owner must still be disclosed where the law requires it.</li></ul>",
          tr: "<p>Yapılar birçok yerde bilgilerinizi kamuoyunun gözünden uzak tutabilir; ancak <strong>sahipliği vergi idarelerinden gizleyemez</strong>. Kontrol ettiğiniz her şirketi, hesabı ve tröstü kendi ülkenizin vergi idaresinin öğrenebileceği varsayımıyla plan yapın.</p><ul><li>Değişiklikleri zamanında bildirin; süreler çoğu zaman kısadır ve cezalar uygulanır.</li><li>Sahiplik şemalarını ve destekleyici belgeleri güncel tutun.</li><li>Vekil (nominee) düzenlemelerine dikkat edin: yasanın gerektirdiği yerde gerçek sahibin yine de açıklanması gerekir.</li></ul>",
        },
      },
    ],
  },
];

/** Courses with the Academy disclaimer appended to each course's last step. */
// Pure: a bundle that only needs ACADEMY_DISCLAIMER (the Worker) drops the courses.
export const ACADEMY_COURSES: AcademyCourse[] = /* @__PURE__ */ rawCourses.map((course) => ({
  ...course,
  steps: course.steps.map((step, index) =>
    index === course.steps.length - 1
      ? {
          ...step,
          content: {
            en: `${step.content.en}${disclaimerHtml("en")}`,
            tr: `${step.content.tr}${disclaimerHtml("tr")}`,
          },
        }
      : step,
  ),
}));
