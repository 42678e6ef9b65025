import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "#worker/domain/slug";

describe("label slug rule (spec §5)", () => {
  it("lower-cases and turns spaces into hyphens", () => {
    expect(slugify("Company Formation")).toBe("company-formation");
    expect(slugify("  Tax   Returns 2026 ")).toBe("tax-returns-2026");
  });
  it("collapses repeated hyphens and removes other non-word characters", () => {
    expect(slugify("A -- B")).toBe("a-b");
    expect(slugify("Invoices & Receipts!")).toBe("invoices-receipts");
    expect(slugify("VAT (EU/OSS)")).toBe("vat-euoss");
    expect(slugify("snake_case stays")).toBe("snake_case-stays");
  });
  it("folds accents, Turkish letters included, and never returns an empty slug", () => {
    expect(slugify("Müşteri Görüşmesi")).toBe("musteri-gorusmesi");
    expect(slugify("İŞ Iğdır ÇÖĞ")).toBe("is-igdir-cog");
    expect(slugify("Société Générale")).toBe("societe-generale");
    expect(slugify("!!!")).toBe("label");
  });
  it("suffixes a taken slug with -2, -3…", () => {
    expect(uniqueSlug("clients", new Set())).toBe("clients");
    expect(uniqueSlug("clients", new Set(["clients"]))).toBe("clients-2");
    expect(uniqueSlug("clients", new Set(["clients", "clients-2", "clients-3"]))).toBe("clients-4");
  });
});
