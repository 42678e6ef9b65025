import { priceOf } from "#worker/domain/inventory.server";
import { toCents } from "#worker/domain/money";
import { insertOrIgnore } from "./sql";

/**
 * Shared reference lists of the service catalogue, and the demo advisor's priced services
 * (taxPercent from the spec's sample rates 8/10/18/20/30). `stock` = engagements the advisor can
 * take per month, `reserved` = already booked.
 */
const DAY = 86_400_000;

export const INVENTORY_CATEGORIES = [
  { id: "cat_company_formation", parent_id: null, name: "Company formation", name_tr: "Şirket kuruluşu", slug: "company-formation" },
  { id: "cat_tax_advisory", parent_id: null, name: "Tax advisory", name_tr: "Vergi danışmanlığı", slug: "tax-advisory" },
  { id: "cat_compliance", parent_id: null, name: "Compliance", name_tr: "Uyum", slug: "compliance" },
  { id: "cat_banking", parent_id: null, name: "Banking", name_tr: "Bankacılık", slug: "banking" },
  { id: "cat_residency", parent_id: "cat_tax_advisory", name: "Residency and relocation", name_tr: "Mukimlik ve taşınma", slug: "residency-and-relocation" },
];

export const INVENTORY_BRANDS = [
  { id: "brand_cyprus", name: "Cyprus", name_tr: "Kıbrıs", slug: "cyprus" },
  { id: "brand_uae", name: "United Arab Emirates", name_tr: "Birleşik Arap Emirlikleri", slug: "united-arab-emirates" },
  { id: "brand_malta", name: "Malta", name_tr: "Malta", slug: "malta" },
  { id: "brand_estonia", name: "Estonia", name_tr: "Estonya", slug: "estonia" },
  { id: "brand_turkiye", name: "Türkiye", name_tr: "Türkiye", slug: "turkiye" },
  { id: "brand_multi", name: "Multi-jurisdiction", name_tr: "Çok ülkeli", slug: "multi-jurisdiction" },
];

export const INVENTORY_VENDORS = [
  { id: "vendor_in_house", name: "In-house (TaxAtlas advisor)", name_tr: "Şirket içi (TaxAtlas danışmanı)", slug: "in-house" },
  { id: "vendor_legal_partner", name: "Chrysses & Co LLC (legal partner)", name_tr: "Chrysses & Co LLC (hukuk ortağı)", slug: "chrysses-co" },
  { id: "vendor_accounting_partner", name: "Aydın YMM (accounting partner)", name_tr: "Aydın YMM (muhasebe ortağı)", slug: "aydin-ymm" },
  { id: "vendor_registered_agent", name: "Registered agent network", name_tr: "Kayıtlı temsilci ağı", slug: "registered-agent-network" },
];

const ADVISOR = "usr_demo_advisor";
const TAGS = [
  { id: "itag_fixed_fee", title: "Fixed fee" },
  { id: "itag_recurring", title: "Recurring" },
  { id: "itag_bestseller", title: "Bestseller" },
  { id: "itag_hourly", title: "Hourly" },
];

/** Seeded services are the product's text: each has its Turkish name and description (decision 099). */
type Service = [id: string, name: string, sku: string, category: string, brand: string, vendor: string, cost: number, basePrice: number, taxPercent: number, stock: number, reserved: number, active: boolean, tags: string[], description: string, nameTr: string, descriptionTr: string];

const SERVICES: Service[] = [
  ["svc_cy_formation", "Cyprus company formation", "CY-FORM-01", "cat_company_formation", "brand_cyprus", "vendor_legal_partner", 900, 2400, 20, 8, 3, true, ["itag_fixed_fee", "itag_bestseller"], "Incorporation of a Cyprus private limited company: name approval, memorandum and articles, registered office for the first year, tax and VAT registration.", "Kıbrıs şirket kuruluşu", "Kıbrıs'ta limited şirket kuruluşu: unvan onayı, ana sözleşme ve iç tüzük, ilk yıl için kayıtlı ofis, vergi ve KDV kaydı."],
  ["svc_uae_freezone", "UAE free-zone licence", "AE-FZ-01", "cat_company_formation", "brand_uae", "vendor_registered_agent", 3200, 5900, 8, 6, 2, true, ["itag_fixed_fee"], "Free-zone company set-up with a one-visa licence, establishment card and corporate tax registration.", "BAE serbest bölge lisansı", "Tek vizeli lisans, kuruluş kartı ve kurumlar vergisi kaydıyla serbest bölge şirketi kuruluşu."],
  ["svc_mt_holding", "Malta holding company set-up", "MT-HOLD-01", "cat_company_formation", "brand_malta", "vendor_legal_partner", 1800, 4200, 18, 4, 1, true, ["itag_fixed_fee"], "Maltese holding company with participation-exemption analysis and the shareholder refund mechanism explained.", "Malta holding şirketi kuruluşu", "İştirak kazancı istisnası analizi ve ortaklara vergi iadesi mekanizmasının açıklamasıyla Malta holding şirketi."],
  ["svc_ee_eresidency", "Estonian e-Residency company", "EE-ERES-01", "cat_company_formation", "brand_estonia", "vendor_registered_agent", 350, 990, 20, 12, 1, false, [], "Private limited company for e-residents with contact-person service and the distributed-profits tax regime walked through.", "Estonya e-Residency şirketi", "E-mukimler için irtibat kişisi hizmetli limited şirket; dağıtılan kâr vergisi rejimi adım adım anlatılır."],
  ["svc_annual_compliance", "Annual compliance package", "CMP-ANNUAL", "cat_compliance", "brand_cyprus", "vendor_accounting_partner", 1100, 2800, 20, 15, 9, true, ["itag_recurring", "itag_bestseller"], "Bookkeeping, audited financial statements, corporate tax return and annual levy for one Cyprus company.", "Yıllık uyum paketi", "Bir Kıbrıs şirketi için defter tutma, denetlenmiş finansal tablolar, kurumlar vergisi beyannamesi ve yıllık harç."],
  ["svc_substance_review", "Economic substance review", "TAX-SUBST", "cat_compliance", "brand_multi", "vendor_in_house", 400, 1500, 20, 10, 4, true, ["itag_fixed_fee"], "Review of board composition, premises, staff and decision-making against the substance rules of the company's jurisdiction.", "Ekonomik öz incelemesi", "Yönetim kurulu yapısı, ofis, personel ve karar alma süreçlerinin şirketin ülkesindeki öz kurallarına göre incelenmesi."],
  ["svc_tax_residency", "Tax residency planning", "TAX-RES-01", "cat_residency", "brand_multi", "vendor_in_house", 300, 1800, 20, 10, 5, true, ["itag_bestseller"], "Comparison of residency options (Cyprus non-dom, Portugal IFICI, UAE, Malta) for one person, with a day-count and tie-breaker plan.", "Vergi mukimliği planlaması", "Bir kişi için mukimlik seçeneklerinin (Kıbrıs non-dom, Portekiz IFICI, BAE, Malta) karşılaştırılması; gün sayımı ve bağlantı kuralı planıyla."],
  ["svc_tr_structuring", "Türkiye holding restructuring", "TR-REST-01", "cat_tax_advisory", "brand_turkiye", "vendor_accounting_partner", 1500, 3900, 10, 4, 1, true, [], "Restructuring of a Turkish operating group under a foreign holding: participation exemption, withholding and controlled-foreign-company rules.", "Türkiye holding yeniden yapılandırması", "Bir Türk faaliyet grubunun yabancı bir holding altında yeniden yapılandırılması: iştirak kazancı istisnası, stopaj ve kontrol edilen yabancı kurum kuralları."],
  ["svc_transfer_pricing", "Transfer pricing documentation", "TAX-TP-01", "cat_tax_advisory", "brand_multi", "vendor_in_house", 1200, 4500, 20, 5, 2, true, ["itag_fixed_fee"], "Local file and benchmarking for intra-group services, royalties or distribution between two entities.", "Transfer fiyatlandırması belgelendirmesi", "İki şirket arasındaki grup içi hizmetler, lisans bedelleri veya dağıtım için yerel dosya ve emsal analizi."],
  ["svc_bank_intro", "Corporate bank account opening", "BNK-OPEN-01", "cat_banking", "brand_multi", "vendor_in_house", 150, 750, 30, 20, 6, true, [], "Preparation of the KYC file and introduction to a bank or EMI that fits the company's business model.", "Kurumsal banka hesabı açılışı", "KYC dosyasının hazırlanması ve şirketin iş modeline uygun bir banka ya da elektronik para kuruluşuyla tanıştırma."],
  ["svc_vat_registration", "VAT registration and OSS set-up", "CMP-VAT-01", "cat_compliance", "brand_cyprus", "vendor_accounting_partner", 120, 450, 20, 25, 3, true, ["itag_fixed_fee"], "VAT registration, EU One-Stop-Shop enrolment and a first-quarter filing calendar.", "KDV kaydı ve OSS kurulumu", "KDV kaydı, AB Tek Durak Noktası (OSS) kaydı ve ilk çeyreğin beyan takvimi."],
  ["svc_advisory_hour", "Advisory hour", "ADV-HOUR", "cat_tax_advisory", "brand_multi", "vendor_in_house", 0, 220, 20, 40, 12, true, ["itag_hourly"], "One hour of cross-border tax advice by video call, with written follow-up notes.", "Danışmanlık saati", "Görüntülü görüşmeyle bir saatlik uluslararası vergi danışmanlığı ve yazılı görüşme notları."],
];

export function inventorySeed(now: number): string[] {
  const statements = [
    ...INVENTORY_CATEGORIES.map((row) => insertOrIgnore("inventory_categories", row)),
    ...INVENTORY_BRANDS.map((row) => insertOrIgnore("inventory_brands", row)),
    ...INVENTORY_VENDORS.map((row) => insertOrIgnore("inventory_vendors", row)),
    ...TAGS.map((t) => insertOrIgnore("inventory_tags", { id: t.id, user_id: ADVISOR, title: t.title })),
  ];
  SERVICES.forEach(([id, name, sku, category, brand, vendor, cost, basePrice, taxPercent, stock, reserved, active, tags, description, nameTr, descriptionTr], i) => {
    const at = now - (90 - i) * DAY;
    statements.push(
      insertOrIgnore("inventory_products", {
        id,
        user_id: ADVISOR,
        category,
        name,
        description,
        name_tr: nameTr,
        description_tr: descriptionTr,
        tags: JSON.stringify(tags),
        sku,
        barcode: String(8690000000000 + i * 7919),
        brand,
        vendor,
        stock,
        reserved,
        // the table above is in dollars, D1 in cents (decision 323)
        cost: toCents(cost),
        base_price: toCents(basePrice),
        tax_percent: taxPercent,
        price: priceOf(toCents(basePrice), taxPercent),
        weight: 0,
        thumbnail: null,
        images: "[]",
        active,
        created_at: at,
        updated_at: at,
      }),
    );
  });
  return statements;
}
