/**
 * TaxAtlas seed data: corporate and wealth-holding structure types.
 *
 * All cost and timing figures are rough TaxAtlas ESTIMATES in US dollars for a simple, single-owner case
 * (government fees plus typical agent and professional fees). They exclude taxes, licence-specific capital,
 * office space, staff and other substance costs, and vary widely by jurisdiction and provider.
 * Nothing here is tax or legal advice.
 */
import type { LocalizedText } from "./types";
import type { JurisdictionIso3 } from "./jurisdictions";

export interface UsdRange {
  min: number;
  max: number;
}

export interface WeeksRange {
  min: number;
  max: number;
}

export interface StructureType {
  slug: string;
  name: LocalizedText;
  summary: LocalizedText;
  usedFor: LocalizedText[];
  /** ISO3 codes present in jurisdictions.ts where this structure is commonly used (not exhaustive). */
  typicalJurisdictions: JurisdictionIso3[];
  /** One-off formation cost, USD (estimate). */
  setupCostUsd: UsdRange;
  /** Recurring yearly cost (fees, registered office, accounting, filings), USD (estimate). */
  annualCostUsd: UsdRange;
  costsAreEstimates: true;
  setupWeeks: WeeksRange;
  pros: LocalizedText[];
  cons: LocalizedText[];
  /** Economic substance / CFC caution. */
  substanceNote: LocalizedText;
}

/** Shown next to every cost figure. */
export const STRUCTURE_COST_NOTE: LocalizedText = {
  en: "Costs and timings are TaxAtlas estimates for a simple case (government and typical professional fees, in USD). They exclude taxes, regulatory capital, office, staff and other substance costs, and vary by jurisdiction and provider. Ask for quotes on the marketplace before deciding.",
  tr: "Maliyetler ve süreler, basit bir örnek için TaxAtlas tahminleridir (resmî harçlar ve olağan profesyonel ücretler, ABD doları cinsinden). Vergiler, yasal sermaye, ofis, personel ve diğer ekonomik öz (substance) maliyetleri dâhil değildir; tutarlar ülkeye ve hizmet sağlayıcıya göre değişir. Karar vermeden önce pazaryerinden teklif alın.",
};

export const STRUCTURE_TYPES: StructureType[] = [
  {
    slug: "llc",
    name: { en: "Limited liability company (LLC)", tr: "Limited şirket (LLC)" },
    summary: {
      en: "A flexible company form whose owners (members) are generally liable only up to their investment. In the United States an LLC can be taxed as a partnership, a corporation or, with one owner, as a disregarded entity, so its tax result depends heavily on who owns it and where they live.",
      tr: "Ortaklarının (üyelerinin) sorumluluğu genellikle koydukları sermaye ile sınırlı olan esnek bir şirket türüdür. ABD'de bir LLC ortaklık, kurum ya da tek ortaklıysa vergi açısından yok sayılan bir işletme olarak vergilendirilebilir; bu nedenle vergisel sonucu büyük ölçüde sahibinin kim olduğuna ve nerede yaşadığına bağlıdır.",
    },
    usedFor: [
      { en: "Small and medium trading or service businesses", tr: "Küçük ve orta ölçekli ticaret veya hizmet işletmeleri" },
      { en: "Holding a single asset or business line separately", tr: "Tek bir varlığı veya iş kolunu ayrı tutmak" },
      { en: "Online businesses that need a US entity for payment providers", tr: "Ödeme sağlayıcıları için ABD şirketine ihtiyaç duyan çevrim içi işletmeler" },
    ],
    typicalJurisdictions: ["USA", "ARE", "GEO", "MNE"],
    setupCostUsd: { min: 500, max: 5000 },
    annualCostUsd: { min: 500, max: 4000 },
    costsAreEstimates: true,
    setupWeeks: { min: 1, max: 4 },
    pros: [
      { en: "Limited liability and light corporate formalities", tr: "Sınırlı sorumluluk ve hafif kurumsal formaliteler" },
      { en: "Fast, low-cost formation in many places", tr: "Pek çok ülkede hızlı ve düşük maliyetli kuruluş" },
      { en: "Flexible profit allocation and management through the operating agreement", tr: "Şirket sözleşmesiyle esnek kâr paylaşımı ve yönetim" },
    ],
    cons: [
      { en: "A US LLC that is tax-transparent may still leave the owner taxable at home, and some countries treat it as opaque, creating mismatches", tr: "Vergi açısından şeffaf bir ABD LLC'si, sahibini kendi ülkesinde yine vergiye tabi bırakabilir; bazı ülkeler ise onu şeffaf saymaz ve uyumsuzluk doğar" },
      { en: "Foreign-owned US LLCs have their own reporting duties (for example, Form 5472 for single-member LLCs)", tr: "Yabancılara ait ABD LLC'lerinin kendine özgü bildirim yükümlülükleri vardır (örneğin tek ortaklı LLC'ler için Form 5472)" },
      { en: "Banks may ask for extensive documentation from non-resident owners", tr: "Bankalar yurt dışında yerleşik sahiplerden kapsamlı belge isteyebilir" },
    ],
    substanceNote: {
      en: "Where the LLC is actually managed matters: if it is run from your home country it may be treated as tax resident there or create a permanent establishment. Transparent LLCs usually pass income straight to the owners, and opaque ones can fall under your home country's CFC rules.",
      tr: "LLC'nin fiilen nereden yönetildiği önemlidir: kendi ülkenizden yönetiliyorsa orada vergi mukimi sayılabilir veya orada bir işyeri (vergi anlaşmalarındaki \"permanent establishment\") oluşabilir. Şeffaf LLC'lerde gelir genellikle doğrudan ortaklara geçer; şeffaf olmayanlar ise ülkenizin kontrol edilen yabancı kurum (CFC) kurallarına takılabilir.",
    },
  },
  {
    slug: "private-limited-company",
    name: { en: "Private limited company", tr: "Özel limited şirket" },
    summary: {
      en: "The standard company form in most countries (for example a UK Ltd, an Irish LTD, a Cyprus or Maltese limited company, an Estonian OÜ or a Singapore Pte. Ltd.). It has its own legal personality, is taxed as a company and its shares cannot be offered to the public.",
      tr: "Çoğu ülkede standart şirket türüdür (örneğin İngiltere'de Ltd, İrlanda'da LTD, Güney Kıbrıs veya Malta'da limited şirket, Estonya'da OÜ ya da Singapur'da Pte. Ltd.). Ayrı tüzel kişiliği vardır, kurum olarak vergilendirilir ve payları halka arz edilemez.",
    },
    usedFor: [
      { en: "Operating companies that trade, employ staff and sign contracts", tr: "Ticaret yapan, personel çalıştıran ve sözleşme imzalayan faaliyet şirketleri" },
      { en: "Regional hubs with access to a treaty network", tr: "Anlaşma ağına erişimi olan bölgesel merkezler" },
      { en: "A base for owning intellectual property or subsidiaries", tr: "Fikri mülkiyet veya bağlı şirketlere sahip olmak için bir üs" },
    ],
    typicalJurisdictions: ["GBR", "IRL", "CYP", "MLT", "EST", "BGR", "NLD", "SGP", "HKG"],
    setupCostUsd: { min: 1000, max: 8000 },
    annualCostUsd: { min: 2000, max: 15000 },
    costsAreEstimates: true,
    setupWeeks: { min: 1, max: 6 },
    pros: [
      { en: "Widely recognised by banks, clients and tax authorities", tr: "Bankalar, müşteriler ve vergi idareleri tarafından yaygın olarak tanınır" },
      { en: "Usually eligible for double tax treaties and EU directives where relevant", tr: "İlgili durumlarda genellikle çifte vergilendirmeyi önleme anlaşmalarından ve AB direktiflerinden yararlanabilir" },
      { en: "Clear rules on shares, directors and profit distribution", tr: "Paylar, yöneticiler ve kâr dağıtımı konusunda net kurallar" },
    ],
    cons: [
      { en: "Annual accounts, tax returns and often an audit are required", tr: "Yıllık finansal tablolar, vergi beyannameleri ve çoğu zaman bağımsız denetim gerekir" },
      { en: "Directors and shareholders are usually listed in public or authority-access registers", tr: "Yöneticiler ve ortaklar genellikle kamuya açık veya yetkili kurumların erişebildiği sicillerde yer alır" },
      { en: "Dividends may be taxed again in the shareholder's country", tr: "Temettüler ortağın ülkesinde yeniden vergilendirilebilir" },
    ],
    substanceNote: {
      en: "A company is often treated as resident where it is effectively managed. Board meetings, key decisions and real staff should be where the company claims to be; otherwise treaty benefits can be denied and your home country's CFC rules may tax its profits in your hands.",
      tr: "Bir şirket çoğu zaman fiilen yönetildiği yerde mukim sayılır. Yönetim kurulu toplantıları, önemli kararlar ve gerçek çalışanlar şirketin bulunduğunu iddia ettiği ülkede olmalıdır; aksi hâlde anlaşma avantajları reddedilebilir ve ülkenizin CFC kuralları şirketin kârını sizin adınıza vergilendirebilir.",
    },
  },
  {
    slug: "holding-company",
    name: { en: "Holding company", tr: "Holding şirketi" },
    summary: {
      en: "A company whose main purpose is to own shares in other companies. In jurisdictions with a participation exemption, qualifying dividends and gains on the sale of subsidiaries can be received largely or fully tax-free, which makes it a common top or middle layer of a group.",
      tr: "Temel amacı başka şirketlerin paylarına sahip olmak olan şirkettir. İştirak istisnası bulunan ülkelerde nitelikli temettüler ve bağlı şirket satışından doğan kazançlar büyük ölçüde veya tamamen vergisiz alınabilir; bu nedenle grupların üst veya ara katmanında sık kullanılır.",
    },
    usedFor: [
      { en: "Grouping several operating companies under one owner", tr: "Birden fazla faaliyet şirketini tek bir çatı altında toplamak" },
      { en: "Receiving dividends and selling subsidiaries efficiently", tr: "Temettüleri almak ve bağlı şirketleri verimli biçimde satmak" },
      { en: "Bringing in investors at group level", tr: "Yatırımcıları grup düzeyinde ortaklığa almak" },
    ],
    typicalJurisdictions: ["NLD", "LUX", "CYP", "MLT", "IRL", "CHE", "GBR", "SGP", "ESP"],
    setupCostUsd: { min: 3000, max: 25000 },
    annualCostUsd: { min: 8000, max: 60000 },
    costsAreEstimates: true,
    setupWeeks: { min: 3, max: 10 },
    pros: [
      { en: "Participation exemptions can remove tax on qualifying dividends and exit gains", tr: "İştirak istisnaları nitelikli temettü ve çıkış kazançları üzerindeki vergiyi kaldırabilir" },
      { en: "Treaties and EU directives can reduce withholding tax on dividends from subsidiaries", tr: "Anlaşmalar ve AB direktifleri bağlı şirketlerden gelen temettülerdeki stopajı azaltabilir" },
      { en: "Separates business risk from the owner and simplifies future sales", tr: "İş riskini sahibinden ayırır ve ileride yapılacak satışları kolaylaştırır" },
    ],
    cons: [
      { en: "Anti-abuse rules (principal purpose test, EU anti-abuse clauses) deny benefits to conduit holdings", tr: "Kötüye kullanımı önleme kuralları (temel amaç testi, AB kötüye kullanım hükümleri) aracı (conduit) holdinglere avantaj tanımaz" },
      { en: "Exemption conditions (minimum holding, holding period, subject-to-tax tests) must be met", tr: "İstisna koşulları (asgari pay oranı, elde tutma süresi, vergiye tabi olma testleri) sağlanmalıdır" },
      { en: "Ongoing substance costs can outweigh the benefits for small groups", tr: "Sürekli ekonomik öz maliyetleri küçük gruplar için sağladığı faydayı aşabilir" },
    ],
    substanceNote: {
      en: "Tax authorities increasingly expect a holding company to have real decision-making where it is registered (local directors who actually decide, board meetings, records). If the owner's home country sees it as a passive low-taxed entity, CFC rules can attribute its income to the owner.",
      tr: "Vergi idareleri bir holding şirketinin kayıtlı olduğu ülkede gerçek karar alma süreçlerine (gerçekten karar veren yerel yöneticiler, yönetim kurulu toplantıları, kayıtlar) sahip olmasını giderek daha fazla beklemektedir. Sahibinin ülkesi şirketi düşük vergili pasif bir yapı olarak görürse, CFC kuralları şirketin gelirini sahibine atfedebilir.",
    },
  },
  {
    slug: "international-business-company",
    name: { en: "International business company (IBC)", tr: "Uluslararası ticari şirket (IBC)" },
    summary: {
      en: "A company form offered by several offshore financial centres, historically designed for business outside the jurisdiction with no or minimal local tax. Since around 2018–2019 economic substance rules and beneficial ownership reporting have changed how IBCs can be used.",
      tr: "Birçok offshore finans merkezinin sunduğu, tarihsel olarak ülke dışındaki faaliyetler için tasarlanmış ve yerel vergisi hiç olmayan ya da çok düşük olan bir şirket türüdür. Yaklaşık 2018–2019'dan bu yana ekonomik öz (substance) kuralları ve gerçek faydalanıcı bildirimleri, IBC'lerin kullanım biçimini değiştirmiştir.",
    },
    usedFor: [
      { en: "Holding investments or shares in other companies", tr: "Yatırımları veya başka şirketlerin paylarını elde tutmak" },
      { en: "Joint ventures between partners from different countries", tr: "Farklı ülkelerden ortaklar arasındaki ortak girişimler" },
      { en: "Owning assets such as yachts or aircraft", tr: "Yat veya uçak gibi varlıklara sahip olmak" },
    ],
    typicalJurisdictions: ["VGB", "SYC", "BHS", "PAN", "CYM"],
    setupCostUsd: { min: 1500, max: 5000 },
    annualCostUsd: { min: 1000, max: 4000 },
    costsAreEstimates: true,
    setupWeeks: { min: 1, max: 3 },
    pros: [
      { en: "Quick and inexpensive to form and maintain", tr: "Kurulumu ve sürdürülmesi hızlı ve ucuzdur" },
      { en: "No or minimal local corporate tax on foreign income", tr: "Yurt dışı gelirde yerel kurumlar vergisi yoktur veya çok düşüktür" },
      { en: "Flexible corporate law and well-known legal frameworks", tr: "Esnek şirketler hukuku ve iyi bilinen hukuki çerçeve" },
    ],
    cons: [
      { en: "Opening bank accounts is often hard and slow", tr: "Banka hesabı açmak çoğu zaman zor ve yavaştır" },
      { en: "Usually no access to double tax treaties, and some counterparties apply extra withholding or scrutiny", tr: "Genellikle çifte vergilendirmeyi önleme anlaşmalarından yararlanılamaz; bazı karşı taraflar ek stopaj veya inceleme uygular" },
      { en: "Some offshore centres are on, or have been on, EU or national lists of non-cooperative jurisdictions; check the current lists", tr: "Bazı offshore merkezler AB'nin veya ülkelerin işbirliği yapmayan ülkeler listelerinde yer almakta ya da geçmişte yer almıştır; güncel listeleri kontrol edin" },
    ],
    substanceNote: {
      en: "An IBC rarely removes tax for an owner who lives in a high-tax country: home-country CFC rules, place-of-effective-management rules and automatic exchange of information (CRS) usually bring its income back into tax. Relevant activities must meet local economic substance tests.",
      tr: "Yüksek vergili bir ülkede yaşayan sahip için IBC vergiyi nadiren ortadan kaldırır: ülkesinin CFC kuralları, fiilî yönetim yeri kuralları ve otomatik bilgi değişimi (CRS) genellikle şirketin gelirini yeniden vergilendirme kapsamına sokar. İlgili faaliyetlerin yerel ekonomik öz testlerini karşılaması gerekir.",
    },
  },
  {
    slug: "private-foundation",
    name: { en: "Private foundation", tr: "Özel vakıf" },
    summary: {
      en: "A legal entity without shareholders that holds assets for a stated purpose or for beneficiaries, run by a council under its charter. Civil-law foundations (for example in Liechtenstein, Panama, Malta or Austria) are often used for wealth protection and succession.",
      tr: "Pay sahibi olmayan, varlıkları belirli bir amaç veya lehtarlar için elinde tutan ve vakıf senedine göre bir konsey tarafından yönetilen tüzel kişidir. Kıta Avrupası hukukundaki vakıflar (örneğin Lihtenştayn, Panama, Malta veya Avusturya'da) çoğu zaman servetin korunması ve miras planlaması için kullanılır.",
    },
    usedFor: [
      { en: "Succession planning and keeping a family business together", tr: "Miras planlaması ve aile şirketini bir arada tutmak" },
      { en: "Holding family wealth for several generations", tr: "Aile servetini birkaç kuşak boyunca elde tutmak" },
      { en: "Charitable or purpose-driven giving", tr: "Hayır amaçlı veya belirli bir amaca yönelik bağışlar" },
    ],
    typicalJurisdictions: ["LIE", "PAN", "MLT", "AUT", "JEY", "GGY", "ARE"],
    setupCostUsd: { min: 5000, max: 30000 },
    annualCostUsd: { min: 3000, max: 25000 },
    costsAreEstimates: true,
    setupWeeks: { min: 2, max: 8 },
    pros: [
      { en: "Separates assets from the founder's personal estate", tr: "Varlıkları kurucunun kişisel malvarlığından ayırır" },
      { en: "Clear governance through a charter and by-laws", tr: "Vakıf senedi ve iç yönetmelik ile net bir yönetim yapısı" },
      { en: "Can continue after the founder's death without probate in the foundation's jurisdiction", tr: "Kurucunun ölümünden sonra vakfın bulunduğu ülkede veraset işlemine gerek kalmadan devam edebilir" },
    ],
    cons: [
      { en: "Not recognised or treated consistently in every country", tr: "Her ülkede tanınmaz veya aynı şekilde değerlendirilmez" },
      { en: "Transfers into and distributions out of it can trigger gift, inheritance or income tax", tr: "Vakfa yapılan aktarımlar ve vakıftan yapılan dağıtımlar bağış, veraset veya gelir vergisi doğurabilir" },
      { en: "Higher set-up and running costs than a company", tr: "Kurulum ve işletme maliyetleri bir şirkete göre daha yüksektir" },
    ],
    substanceNote: {
      en: "Many countries look through foundations the founder still controls, or tax beneficiaries on the foundation's income. Beneficiaries and controllers are reportable under CRS and beneficial ownership rules, so a foundation provides privacy from the public, not from tax authorities.",
      tr: "Pek çok ülke, kurucunun hâlâ kontrol ettiği vakıfları şeffaf kabul eder veya vakfın gelirini lehtarlar adına vergilendirir. Lehtarlar ve kontrol eden kişiler CRS ve gerçek faydalanıcı kuralları kapsamında bildirilir; yani vakıf kamuya karşı gizlilik sağlar, vergi idarelerine karşı değil.",
    },
  },
  {
    slug: "trust",
    name: { en: "Trust", tr: "Tröst (trust)" },
    summary: {
      en: "A common-law arrangement, not a company: a settlor transfers assets to trustees, who hold and manage them for beneficiaries under a trust deed. Trusts are widely used in England-influenced jurisdictions; many civil-law countries, including Türkiye, have no domestic trust law.",
      tr: "Şirket değil, common law sistemine özgü bir düzenlemedir: kurucu (settlor) varlıkları tröst yöneticilerine (trustee) devreder; onlar da bu varlıkları tröst senedine göre lehtarlar için elde tutar ve yönetir. Tröstler İngiliz hukukunun etkisindeki ülkelerde yaygındır; Türkiye dâhil pek çok kıta Avrupası hukuku ülkesinde iç hukukta tröst düzenlemesi yoktur.",
    },
    usedFor: [
      { en: "Estate and succession planning", tr: "Miras ve halefiyet planlaması" },
      { en: "Protecting assets for minors or vulnerable family members", tr: "Reşit olmayan veya korunmaya muhtaç aile bireyleri için varlıkları korumak" },
      { en: "Employee share plans and pension arrangements", tr: "Çalışan pay planları ve emeklilik düzenlemeleri" },
    ],
    typicalJurisdictions: ["JEY", "GGY", "CYM", "BHS", "BMU", "IMN", "CYP", "MLT", "GBR"],
    setupCostUsd: { min: 5000, max: 25000 },
    annualCostUsd: { min: 3000, max: 20000 },
    costsAreEstimates: true,
    setupWeeks: { min: 2, max: 6 },
    pros: [
      { en: "Highly flexible terms for who benefits and when", tr: "Kimin ne zaman yararlanacağı konusunda çok esnek hükümler" },
      { en: "Professional trustees provide continuity and oversight", tr: "Profesyonel tröst yöneticileri süreklilik ve denetim sağlar" },
      { en: "Well-developed case law in established trust jurisdictions", tr: "Köklü tröst ülkelerinde gelişmiş içtihat" },
    ],
    cons: [
      { en: "Tax treatment of settlor and beneficiaries differs widely between countries and can be punitive", tr: "Kurucu ve lehtarların vergisel durumu ülkeden ülkeye çok farklıdır ve ağır olabilir" },
      { en: "The settlor must genuinely give up control, or the trust may be disregarded", tr: "Kurucunun kontrolü gerçekten bırakması gerekir; aksi hâlde tröst yok sayılabilir" },
      { en: "Trustee and administration fees continue every year", tr: "Tröst yöneticisi ve idare ücretleri her yıl devam eder" },
    ],
    substanceNote: {
      en: "Trustees, settlors and beneficiaries are reportable under CRS and many trust registers. Where the settlor keeps control or benefits, many countries tax the income as if the trust did not exist, and CFC-like attribution rules can apply to companies the trust owns.",
      tr: "Tröst yöneticileri, kurucular ve lehtarlar CRS ve pek çok tröst sicili kapsamında bildirilir. Kurucu kontrolü elinde tutuyor veya yararlanıyorsa, pek çok ülke geliri tröst hiç yokmuş gibi vergilendirir; tröstün sahip olduğu şirketlere de CFC benzeri gelir atfı kuralları uygulanabilir.",
    },
  },
  {
    slug: "free-zone-company",
    name: { en: "Free-zone company", tr: "Serbest bölge şirketi" },
    summary: {
      en: "A company licensed inside a designated free or special economic zone, such as the many free zones in the UAE. Zones typically offer full foreign ownership, customs benefits and simplified licensing; tax benefits, where they exist, are special regimes with conditions and are not the country's headline rate.",
      tr: "BAE'deki çok sayıda serbest bölge gibi belirlenmiş bir serbest veya özel ekonomik bölge içinde lisans alan şirkettir. Bölgeler genellikle tamamen yabancı mülkiyet, gümrük avantajları ve basitleştirilmiş lisans süreçleri sunar; varsa vergi avantajları koşullara bağlı özel rejimlerdir ve ülkenin manşet oranı değildir.",
    },
    usedFor: [
      { en: "Trading, re-export and logistics", tr: "Ticaret, reeksport ve lojistik" },
      { en: "Consulting, media and technology services", tr: "Danışmanlık, medya ve teknoloji hizmetleri" },
      { en: "Obtaining residence visas linked to a business licence (UAE)", tr: "İşletme lisansına bağlı oturum vizesi almak (BAE)" },
    ],
    typicalJurisdictions: ["ARE", "QAT", "TUR", "PAN", "MKD", "LVA"],
    setupCostUsd: { min: 3000, max: 15000 },
    annualCostUsd: { min: 3000, max: 15000 },
    costsAreEstimates: true,
    setupWeeks: { min: 2, max: 6 },
    pros: [
      { en: "100% foreign ownership in zones where the mainland may require local partners or approvals", tr: "Ana karada yerel ortak veya izin gerekebilen yerlerde bölge içinde %100 yabancı mülkiyet" },
      { en: "Customs duty benefits on goods stored or processed in the zone", tr: "Bölgede depolanan veya işlenen mallarda gümrük avantajları" },
      { en: "Packaged licences that bundle office, visas and registration", tr: "Ofis, vize ve tescili bir arada sunan paket lisanslar" },
    ],
    cons: [
      { en: "Trading with the local mainland market may be restricted or taxed differently", tr: "Ana karadaki yerel pazarla ticaret kısıtlı olabilir veya farklı vergilendirilebilir" },
      { en: "A preferential rate (e.g. the UAE 0% on qualifying income) applies only if detailed conditions are met every year", tr: "Tercihli oran (örneğin BAE'de nitelikli gelirde %0) ancak ayrıntılı koşullar her yıl sağlanırsa uygulanır" },
      { en: "Licence activities are narrowly defined and renewals cost money each year", tr: "Lisans faaliyetleri dar tanımlanır ve yenilemeler her yıl ücretlidir" },
    ],
    substanceNote: {
      en: "Free-zone tax benefits generally require adequate staff, premises and decision-making in the zone. If the business is actually run from another country, that country may treat the company as resident there or as having a permanent establishment, and its CFC rules may apply.",
      tr: "Serbest bölge vergi avantajları genellikle bölgede yeterli personel, işyeri ve karar alma süreci bulunmasını gerektirir. İşletme fiilen başka bir ülkeden yönetiliyorsa, o ülke şirketi kendi mukimi veya orada işyeri olan bir şirket olarak görebilir ve CFC kuralları uygulanabilir.",
    },
  },
  {
    slug: "partnership",
    name: { en: "Partnership (LP / LLP)", tr: "Ortaklık (LP / LLP)" },
    summary: {
      en: "A business owned by partners. In a limited partnership (LP) at least one general partner has unlimited liability while limited partners invest passively; in a limited liability partnership (LLP) all members have limited liability. Partnerships are often tax-transparent, so partners are taxed on their share of profits where they live.",
      tr: "Ortaklara ait bir işletmedir. Komandit ortaklıkta (LP) en az bir komandite ortağın sorumluluğu sınırsızdır, komanditer ortaklar ise pasif yatırımcıdır; sınırlı sorumlu ortaklıkta (LLP) tüm üyelerin sorumluluğu sınırlıdır. Ortaklıklar çoğu zaman vergi açısından şeffaftır; ortaklar kâr paylarından kendi yaşadıkları ülkede vergilendirilir.",
    },
    usedFor: [
      { en: "Investment funds (private equity, venture capital)", tr: "Yatırım fonları (özel sermaye, girişim sermayesi)" },
      { en: "Professional firms such as lawyers, accountants and consultants", tr: "Avukatlık, muhasebe ve danışmanlık gibi serbest meslek firmaları" },
      { en: "Joint ventures where each partner wants to be taxed at home", tr: "Her ortağın kendi ülkesinde vergilendirilmek istediği ortak girişimler" },
    ],
    typicalJurisdictions: ["GBR", "USA", "CYM", "JEY", "GGY", "LUX", "IRL"],
    setupCostUsd: { min: 1000, max: 15000 },
    annualCostUsd: { min: 1500, max: 15000 },
    costsAreEstimates: true,
    setupWeeks: { min: 1, max: 6 },
    pros: [
      { en: "Avoids a second layer of tax at entity level when transparent", tr: "Şeffaf olduğunda şirket düzeyinde ikinci bir vergi katmanını önler" },
      { en: "Very flexible profit-sharing and governance in the partnership agreement", tr: "Ortaklık sözleşmesinde çok esnek kâr paylaşımı ve yönetim" },
      { en: "Familiar to institutional investors for funds", tr: "Fonlar için kurumsal yatırımcılara tanıdık bir yapı" },
    ],
    cons: [
      { en: "Transparency means no deferral: partners pay tax even if profits are not distributed", tr: "Şeffaflık erteleme olmadığı anlamına gelir: kâr dağıtılmasa bile ortaklar vergi öder" },
      { en: "Countries may classify the same partnership differently (hybrid mismatches)", tr: "Ülkeler aynı ortaklığı farklı sınıflandırabilir (hibrit uyumsuzluklar)" },
      { en: "General partners in an LP carry unlimited liability", tr: "LP'deki komandite ortakların sorumluluğu sınırsızdır" },
    ],
    substanceNote: {
      en: "Because profits flow through to partners, a partnership is not a way to shelter income from your home country. Anti-hybrid rules in the EU and elsewhere can deny deductions where countries classify the partnership differently, and partners may have a permanent establishment where the partnership does business.",
      tr: "Kârlar doğrudan ortaklara aktığı için ortaklık, geliri kendi ülkenizin vergisinden korumanın bir yolu değildir. AB'de ve başka yerlerdeki hibrit uyumsuzluk kuralları, ülkelerin ortaklığı farklı sınıflandırdığı durumlarda indirimleri reddedebilir; ortaklar da ortaklığın faaliyet gösterdiği yerde işyeri sahibi sayılabilir.",
    },
  },
  {
    slug: "branch",
    name: { en: "Branch", tr: "Şube" },
    summary: {
      en: "An extension of an existing foreign company registered to do business in another country, without becoming a separate legal entity. The branch is usually taxed in the host country on the profits attributable to it as a permanent establishment, and the head office remains fully liable for its obligations.",
      tr: "Mevcut bir yabancı şirketin, ayrı bir tüzel kişilik oluşturmadan başka bir ülkede faaliyet göstermek için tescil ettirdiği uzantısıdır. Şube genellikle bulunduğu ülkede, bir işyeri olarak kendisine atfedilen kâr üzerinden vergilendirilir; yükümlülüklerinden merkez şirket tamamen sorumlu kalır.",
    },
    usedFor: [
      { en: "Testing a new market before setting up a subsidiary", tr: "Bağlı şirket kurmadan önce yeni bir pazarı denemek" },
      { en: "Regulated businesses (banks, insurers) operating across borders", tr: "Sınır ötesi faaliyet gösteren düzenlemeye tabi işletmeler (bankalar, sigortacılar)" },
      { en: "Project work such as construction contracts abroad", tr: "Yurt dışındaki inşaat sözleşmeleri gibi proje işleri" },
    ],
    typicalJurisdictions: ["GBR", "DEU", "NLD", "ARE", "SGP", "TUR", "POL"],
    setupCostUsd: { min: 2000, max: 10000 },
    annualCostUsd: { min: 3000, max: 20000 },
    costsAreEstimates: true,
    setupWeeks: { min: 3, max: 12 },
    pros: [
      { en: "No separate company to capitalise; start-up losses may be usable at head-office level in some countries", tr: "Sermayelendirilecek ayrı bir şirket yoktur; bazı ülkelerde başlangıç zararları merkez düzeyinde kullanılabilir" },
      { en: "Simpler to close than a subsidiary", tr: "Kapatılması bağlı şirkete göre daha basittir" },
      { en: "Uses the head office's name, credit history and licences", tr: "Merkez şirketin unvanını, kredi geçmişini ve lisanslarını kullanır" },
    ],
    cons: [
      { en: "The head office is exposed to all of the branch's liabilities", tr: "Merkez şirket şubenin tüm borçlarından sorumludur" },
      { en: "Profit attribution between head office and branch follows transfer-pricing principles and can be disputed", tr: "Merkez ile şube arasındaki kâr dağılımı transfer fiyatlandırması ilkelerine tabidir ve ihtilaf konusu olabilir" },
      { en: "Some countries levy a branch profits tax in addition to corporate tax", tr: "Bazı ülkeler kurumlar vergisine ek olarak şube kârı vergisi alır" },
    ],
    substanceNote: {
      en: "A branch is by nature a permanent establishment, so the host country taxes its profits. Whether the head office country exempts or credits that tax depends on its law and the treaty; branches in low-tax countries can be caught by branch-exemption limits or CFC-type rules at home.",
      tr: "Şube doğası gereği bir işyeridir; bu nedenle bulunduğu ülke kârını vergilendirir. Merkezin bulunduğu ülkenin bu vergiyi istisna mı edeceği yoksa mahsup mu edeceği kendi mevzuatına ve anlaşmaya bağlıdır; düşük vergili ülkelerdeki şubeler, merkez ülkede şube istisnası sınırlamalarına veya CFC benzeri kurallara takılabilir.",
    },
  },
  {
    slug: "protected-cell-company",
    name: { en: "Protected cell company (PCC)", tr: "Korumalı hücreli şirket (PCC)" },
    summary: {
      en: "A single legal entity divided into a core and any number of cells, each with its own assets and liabilities that are legally ring-fenced from the others. The form was pioneered in Guernsey and is mainly used in regulated insurance and fund structures.",
      tr: "Bir çekirdek ve çok sayıda hücreye ayrılmış tek bir tüzel kişidir; her hücrenin varlıkları ve borçları diğerlerinden hukuken ayrılmıştır. Bu yapı ilk kez Guernsey'de geliştirilmiştir ve esas olarak düzenlemeye tabi sigorta ve fon yapılarında kullanılır.",
    },
    usedFor: [
      { en: "Rent-a-captive insurance for mid-sized groups", tr: "Orta ölçekli gruplar için kiralık captive sigorta" },
      { en: "Umbrella investment funds with separate sub-funds", tr: "Ayrı alt fonları olan şemsiye yatırım fonları" },
      { en: "Securitisation and insurance-linked securities", tr: "Menkul kıymetleştirme ve sigortaya bağlı menkul kıymetler" },
    ],
    typicalJurisdictions: ["GGY", "MLT", "CYM", "BMU", "GIB", "IMN", "JEY"],
    setupCostUsd: { min: 15000, max: 75000 },
    annualCostUsd: { min: 15000, max: 100000 },
    costsAreEstimates: true,
    setupWeeks: { min: 8, max: 26 },
    pros: [
      { en: "Cells share one board and service providers, lowering per-cell cost", tr: "Hücreler tek bir yönetim kurulunu ve hizmet sağlayıcıları paylaşır; hücre başına maliyet düşer" },
      { en: "Statutory segregation protects each cell from others' creditors", tr: "Yasal ayrım her hücreyi diğer hücrelerin alacaklılarına karşı korur" },
      { en: "New cells can be added faster than forming new companies", tr: "Yeni hücre eklemek yeni şirket kurmaktan daha hızlıdır" },
    ],
    cons: [
      { en: "Usually requires regulatory approval, capital and a licensed manager", tr: "Genellikle düzenleyici onay, sermaye ve lisanslı bir yönetici gerekir" },
      { en: "Cell segregation may not be tested or recognised by courts in every country", tr: "Hücre ayrımı her ülkenin mahkemelerinde sınanmamış veya tanınmamış olabilir" },
      { en: "Not suited to ordinary trading businesses", tr: "Olağan ticari işletmeler için uygun değildir" },
    ],
    substanceNote: {
      en: "Captive insurance and fund cells are closely watched by tax authorities: premiums must reflect genuine risk transfer at arm's length, and the cell owner's home country may apply CFC or anti-avoidance rules to income retained in a low-taxed cell.",
      tr: "Captive sigorta ve fon hücreleri vergi idarelerinin yakın takibindedir: primler emsallere uygun ve gerçek bir risk transferini yansıtmalıdır; hücre sahibinin ülkesi, düşük vergili bir hücrede biriken gelire CFC veya vergiden kaçınmayı önleme kuralları uygulayabilir.",
    },
  },
  {
    slug: "special-purpose-vehicle",
    name: { en: "Special purpose vehicle (SPV)", tr: "Özel amaçlı şirket (SPV)" },
    summary: {
      en: "A company or other entity set up for one narrowly defined purpose, such as owning a single asset, raising financing or ring-fencing a transaction. Legally it is usually an ordinary company form; what makes it an SPV is its limited purpose and the contracts around it.",
      tr: "Tek bir varlığa sahip olmak, finansman sağlamak veya bir işlemi ayrı tutmak gibi dar tanımlı tek bir amaç için kurulan şirket ya da başka bir yapıdır. Hukuken genellikle olağan bir şirket türüdür; onu SPV yapan, amacının sınırlı olması ve etrafındaki sözleşmelerdir.",
    },
    usedFor: [
      { en: "Real estate acquisitions, one property per vehicle", tr: "Gayrimenkul alımları, her yapıda tek bir mülk" },
      { en: "Project finance and securitisation", tr: "Proje finansmanı ve menkul kıymetleştirme" },
      { en: "Co-investment by several investors in a single deal", tr: "Birden fazla yatırımcının tek bir işleme ortak yatırımı" },
    ],
    typicalJurisdictions: ["IRL", "LUX", "NLD", "CYM", "JEY", "USA", "GBR"],
    setupCostUsd: { min: 5000, max: 50000 },
    annualCostUsd: { min: 10000, max: 80000 },
    costsAreEstimates: true,
    setupWeeks: { min: 3, max: 12 },
    pros: [
      { en: "Isolates the risk of one asset or deal from the rest of the group", tr: "Bir varlığın veya işlemin riskini grubun geri kalanından ayırır" },
      { en: "Makes selling or refinancing a single asset easier", tr: "Tek bir varlığın satışını veya yeniden finansmanını kolaylaştırır" },
      { en: "Lenders and investors are familiar with it", tr: "Kredi verenler ve yatırımcılar bu yapıya aşinadır" },
    ],
    cons: [
      { en: "Each vehicle adds its own accounts, filings and fees", tr: "Her yapı kendi finansal tablolarını, bildirimlerini ve ücretlerini getirir" },
      { en: "Interest limitation and anti-hybrid rules can reduce expected tax benefits", tr: "Faiz sınırlaması ve hibrit uyumsuzluk kuralları beklenen vergi avantajlarını azaltabilir" },
      { en: "Real estate SPVs may be taxed where the property is, whatever the SPV's home", tr: "Gayrimenkul SPV'leri, kayıtlı oldukları yerden bağımsız olarak mülkün bulunduğu ülkede vergilendirilebilir" },
    ],
    substanceNote: {
      en: "SPVs with no staff and pass-through financing are a classic target of anti-abuse rules: treaty benefits can be denied under the principal purpose test, and the owners' CFC rules may apply. Check substance, interest limitation and real estate rules in every country involved.",
      tr: "Personeli olmayan ve finansmanı yalnızca aktaran SPV'ler, kötüye kullanımı önleme kurallarının klasik hedefidir: temel amaç testi kapsamında anlaşma avantajları reddedilebilir ve sahiplerin CFC kuralları uygulanabilir. İlgili her ülkede ekonomik öz, faiz sınırlaması ve gayrimenkul kurallarını kontrol edin.",
    },
  },
];
