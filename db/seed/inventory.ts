import { priceOf } from "../../worker/domain/inventory.server";
import { insertOrIgnore } from "./sql";

/**
 * Shared reference lists of the service catalogue, and the demo advisor's priced services
 * (taxPercent from the spec's sample rates 8/10/18/20/30). `stock` = engagements the advisor can
 * take per month, `reserved` = already booked.
 */
const DAY = 86_400_000;

export const INVENTORY_CATEGORIES = [
  { id: "cat_company_formation", parent_id: null, name: "Company formation", slug: "company-formation" },
  { id: "cat_tax_advisory", parent_id: null, name: "Tax advisory", slug: "tax-advisory" },
  { id: "cat_compliance", parent_id: null, name: "Compliance", slug: "compliance" },
  { id: "cat_banking", parent_id: null, name: "Banking", slug: "banking" },
  { id: "cat_residency", parent_id: "cat_tax_advisory", name: "Residency and relocation", slug: "residency-and-relocation" },
];

export const INVENTORY_BRANDS = [
  { id: "brand_cyprus", name: "Cyprus", slug: "cyprus" },
  { id: "brand_uae", name: "United Arab Emirates", slug: "united-arab-emirates" },
  { id: "brand_malta", name: "Malta", slug: "malta" },
  { id: "brand_estonia", name: "Estonia", slug: "estonia" },
  { id: "brand_turkiye", name: "Türkiye", slug: "turkiye" },
  { id: "brand_multi", name: "Multi-jurisdiction", slug: "multi-jurisdiction" },
];

export const INVENTORY_VENDORS = [
  { id: "vendor_in_house", name: "In-house (TaxAtlas advisor)", slug: "in-house" },
  { id: "vendor_legal_partner", name: "Chrysses & Co LLC (legal partner)", slug: "chrysses-co" },
  { id: "vendor_accounting_partner", name: "Aydın YMM (accounting partner)", slug: "aydin-ymm" },
  { id: "vendor_registered_agent", name: "Registered agent network", slug: "registered-agent-network" },
];

const ADVISOR = "usr_demo_advisor";
const TAGS = [
  { id: "itag_fixed_fee", title: "Fixed fee" },
  { id: "itag_recurring", title: "Recurring" },
  { id: "itag_bestseller", title: "Bestseller" },
  { id: "itag_hourly", title: "Hourly" },
];

type Service = [id: string, name: string, sku: string, category: string, brand: string, vendor: string, cost: number, basePrice: number, taxPercent: number, stock: number, reserved: number, active: boolean, tags: string[], description: string];

const SERVICES: Service[] = [
  ["svc_cy_formation", "Cyprus company formation", "CY-FORM-01", "cat_company_formation", "brand_cyprus", "vendor_legal_partner", 900, 2400, 20, 8, 3, true, ["itag_fixed_fee", "itag_bestseller"], "Incorporation of a Cyprus private limited company: name approval, memorandum and articles, registered office for the first year, tax and VAT registration."],
  ["svc_uae_freezone", "UAE free-zone licence", "AE-FZ-01", "cat_company_formation", "brand_uae", "vendor_registered_agent", 3200, 5900, 8, 6, 2, true, ["itag_fixed_fee"], "Free-zone company set-up with a one-visa licence, establishment card and corporate tax registration."],
  ["svc_mt_holding", "Malta holding company set-up", "MT-HOLD-01", "cat_company_formation", "brand_malta", "vendor_legal_partner", 1800, 4200, 18, 4, 1, true, ["itag_fixed_fee"], "Maltese holding company with participation-exemption analysis and the shareholder refund mechanism explained."],
  ["svc_ee_eresidency", "Estonian e-Residency company", "EE-ERES-01", "cat_company_formation", "brand_estonia", "vendor_registered_agent", 350, 990, 20, 12, 1, false, [], "Private limited company for e-residents with contact-person service and the distributed-profits tax regime walked through."],
  ["svc_annual_compliance", "Annual compliance package", "CMP-ANNUAL", "cat_compliance", "brand_cyprus", "vendor_accounting_partner", 1100, 2800, 20, 15, 9, true, ["itag_recurring", "itag_bestseller"], "Bookkeeping, audited financial statements, corporate tax return and annual levy for one Cyprus company."],
  ["svc_substance_review", "Economic substance review", "TAX-SUBST", "cat_compliance", "brand_multi", "vendor_in_house", 400, 1500, 20, 10, 4, true, ["itag_fixed_fee"], "Review of board composition, premises, staff and decision-making against the substance rules of the company's jurisdiction."],
  ["svc_tax_residency", "Tax residency planning", "TAX-RES-01", "cat_residency", "brand_multi", "vendor_in_house", 300, 1800, 20, 10, 5, true, ["itag_bestseller"], "Comparison of residency options (Cyprus non-dom, Portugal IFICI, UAE, Malta) for one person, with a day-count and tie-breaker plan."],
  ["svc_tr_structuring", "Türkiye holding restructuring", "TR-REST-01", "cat_tax_advisory", "brand_turkiye", "vendor_accounting_partner", 1500, 3900, 10, 4, 1, true, [], "Restructuring of a Turkish operating group under a foreign holding: participation exemption, withholding and controlled-foreign-company rules."],
  ["svc_transfer_pricing", "Transfer pricing documentation", "TAX-TP-01", "cat_tax_advisory", "brand_multi", "vendor_in_house", 1200, 4500, 20, 5, 2, true, ["itag_fixed_fee"], "Local file and benchmarking for intra-group services, royalties or distribution between two entities."],
  ["svc_bank_intro", "Corporate bank account opening", "BNK-OPEN-01", "cat_banking", "brand_multi", "vendor_in_house", 150, 750, 30, 20, 6, true, [], "Preparation of the KYC file and introduction to a bank or EMI that fits the company's business model."],
  ["svc_vat_registration", "VAT registration and OSS set-up", "CMP-VAT-01", "cat_compliance", "brand_cyprus", "vendor_accounting_partner", 120, 450, 20, 25, 3, true, ["itag_fixed_fee"], "VAT registration, EU One-Stop-Shop enrolment and a first-quarter filing calendar."],
  ["svc_advisory_hour", "Advisory hour", "ADV-HOUR", "cat_tax_advisory", "brand_multi", "vendor_in_house", 0, 220, 20, 40, 12, true, ["itag_hourly"], "One hour of cross-border tax advice by video call, with written follow-up notes."],
];

export function inventorySeed(now: number): string[] {
  const statements = [
    ...INVENTORY_CATEGORIES.map((row) => insertOrIgnore("inventory_categories", row)),
    ...INVENTORY_BRANDS.map((row) => insertOrIgnore("inventory_brands", row)),
    ...INVENTORY_VENDORS.map((row) => insertOrIgnore("inventory_vendors", row)),
    ...TAGS.map((t) => insertOrIgnore("inventory_tags", { id: t.id, user_id: ADVISOR, title: t.title })),
  ];
  SERVICES.forEach(([id, name, sku, category, brand, vendor, cost, basePrice, taxPercent, stock, reserved, active, tags, description], i) => {
    const at = now - (90 - i) * DAY;
    statements.push(
      insertOrIgnore("inventory_products", {
        id,
        user_id: ADVISOR,
        category,
        name,
        description,
        tags: JSON.stringify(tags),
        sku,
        barcode: String(8690000000000 + i * 7919),
        brand,
        vendor,
        stock,
        reserved,
        cost,
        base_price: basePrice,
        tax_percent: taxPercent,
        price: priceOf(basePrice, taxPercent),
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
