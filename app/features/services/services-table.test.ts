import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { Product } from "#worker/domain/inventory.server";
import { ServicesTable } from "./services-table";
import type { ServicesData } from "./types";
import { renderHtml } from "#test/render-html";

/**
 * The services table as the server draws it (decision 301): each row's on/off control is a plain
 * `<button role="switch">` named for its service, with Radix's classes and `data-state` and no
 * hidden form input; the strings every row repeats are the page language's.
 */
const product = (id: string, name: string, active: boolean): Product => ({
  id, category: null, name, description: "", tags: [], sku: "", barcode: "", brand: null, vendor: null, stock: 1, reserved: 0,
  cost: 0, basePrice: 10000, taxPercent: 19, price: 11900, weight: 0, thumbnail: null, images: [], active,
});
const state = { search: "", sort: "name", order: "asc", page: 1, size: 10 } as ServicesData["state"];

async function render(lng: "en" | "tr"): Promise<string> {
  const element = createElement(ServicesTable, {
    products: [product("p1", "Bookkeeping", true), product("p2", "Payroll", false)],
    state, lastPage: 1, pathname: "/advisor/services", editingId: undefined, categories: [], loading: false,
    onSetActive: () => undefined, onDelete: () => undefined,
  });
  return renderHtml(element, lng, "/advisor/services");
}

const switches = (html: string) => [...html.matchAll(/<button [^>]*role="switch"[^>]*>(.*?)<\/button>/g)].map((m) => m[0]);

describe("services table rows (decision 301)", () => {
  const cases = [
    { lng: "en", on: "Bookkeeping is active", off: "Payroll is active", active: "Active", inactive: "Inactive", noCategory: "No category", actions: "Actions for Payroll" },
    { lng: "tr", on: "Bookkeeping etkin", off: "Payroll etkin", active: "Etkin", inactive: "Etkin değil", noCategory: "Kategori yok", actions: "Payroll için işlemler" },
  ] as const;
  for (const c of cases) {
    it(`draws a named switch per row, no hidden input, in ${c.lng}`, async () => {
      const html = await render(c.lng);
      const [on, off] = switches(html);
      expect(switches(html)).toHaveLength(2);
      expect(on).toContain('type="button"');
      expect(on).toContain(`aria-checked="true" aria-label="${c.on}" data-state="checked"`);
      expect(on).toContain('<span data-state="checked" class="pointer-events-none block size-4');
      expect(on).toContain("data-[state=checked]:bg-primary");
      expect(off).toContain(`aria-checked="false" aria-label="${c.off}" data-state="unchecked"`);
      expect(html).not.toContain("<input");
      expect(html).toContain(`>${c.active}</span>`);
      expect(html).toContain(`>${c.inactive}</span>`);
      expect(html.split(c.noCategory)).toHaveLength(3);
      expect(html).toContain(`<span class="sr-only">${c.actions}</span>`);
      // a service's name is a Remix <Link> to its editor
      expect(html).toMatch(/<a [^>]*href="\/advisor\/services\?edit=p1"[^>]*>Bookkeeping<\/a>/);
      // the row's menu is its closed trigger until first opened (decision 283)
      expect(html.match(/aria-haspopup="menu" aria-expanded="false" data-state="closed"/g)).toHaveLength(2);
    });
  }
});
