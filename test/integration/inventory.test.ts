import { describe, expect, it } from "vitest";
import { priceOf } from "#worker/domain/inventory.server";
import { api, env, errorOf, page, signInAs, signUpFresh, expectAllRefuseAnonymous } from "#test/helpers";

type Product = { id: string; name: string; sku: string; price: number; basePrice: number; taxPercent: number; active: boolean; tags: string[]; stock: number; category: string | null };
type Pagination = { length: number; size: number; page: number; lastPage: number; startIndex: number; endIndex: number };
type ProductsPage = { products: Product[] | null; pagination: Pagination };
const BASE = "/api/apps/ecommerce/inventory";
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
const products = async (token: string, query = "") => {
  const res = await api(`${BASE}/products${query}`, { token });
  expect(res.status).toBe(200);
  return res.json<ProductsPage>();
};

describe("inventory API", () => {
  it("refuses anonymous callers", async () => {
    const reads = ["categories", "brands", "vendors", "tags", "products", "product?id=svc_cy_formation"].map((path): [string, string] => ["GET", path]);
    await expectAllRefuseAnonymous(`${BASE}/`, [...reads, ...[
      ["POST", "product"], ["PATCH", "product", { id: "svc_cy_formation", product: { name: "x" } }], ["DELETE", "product?id=svc_cy_formation"],
      ["POST", "tag", { tag: { title: "x" } }], ["PATCH", "tag", { id: "itag_recurring", tag: { title: "x" } }], ["DELETE", "tag?id=itag_recurring"],
    ]]);
    expect(await count("SELECT count(*) AS n FROM inventory_products WHERE id = 'svc_cy_formation'")).toBe(1);
  });

  it("serves categories, brands, vendors and the caller's tags", async () => {
    const { token } = await signInAs("advisor");
    const categories = await (await api(`${BASE}/categories`, { token })).json<{ id: string; parentId: string | null; name: string; slug: string }[]>();
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(["Company formation", "Tax advisory", "Compliance", "Banking"]));
    expect(Object.keys(categories[0]).sort()).toEqual(["id", "name", "parentId", "slug"]);
    const brands = await (await api(`${BASE}/brands`, { token })).json<{ id: string; name: string; slug: string }[]>();
    expect(Object.keys(brands[0]).sort()).toEqual(["id", "name", "slug"]);
    const vendors = await (await api(`${BASE}/vendors`, { token })).json<unknown[]>();
    expect(vendors.length).toBeGreaterThan(0);
    const tags = await (await api(`${BASE}/tags`, { token })).json<{ title: string }[]>();
    expect(tags.map((t) => t.title)).toEqual(["Bestseller", "Fixed fee", "Hourly", "Recurring"]);
    const user = await signInAs("user");
    expect(await (await api(`${BASE}/tags`, { token: user.token })).json()).toEqual([]);
  });

  it("lists products with the default sort (name asc), size 10 and zero-based pages", async () => {
    const { token } = await signInAs("advisor");
    const first = await products(token);
    expect(first.products).toHaveLength(10);
    expect(first.pagination).toEqual({ length: 12, size: 10, page: 0, lastPage: 2, startIndex: 0, endIndex: 9 });
    const names = first.products!.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const last = await products(token, "?page=1");
    expect(last.products).toHaveLength(2);
    expect(last.pagination).toEqual({ length: 12, size: 10, page: 1, lastPage: 2, startIndex: 10, endIndex: 11 });
    expect(await products(token, "?page=2")).toEqual({ products: null, pagination: { lastPage: 2 } });
    const single = await products(token, "?size=1&page=11");
    expect(single.products).toHaveLength(1);
    expect(single.pagination).toEqual({ length: 12, size: 1, page: 11, lastPage: 12, startIndex: 11, endIndex: 11 });
    expect((await products(token, "?size=1&page=12")).products).toBeNull();
  });

  it("sorts sku, name and active as text and other fields numerically, both orders", async () => {
    const { token } = await signInAs("advisor");
    const all = async (sort: string, order: string) => (await products(token, `?sort=${sort}&order=${order}&size=100`)).products!;
    const prices = (await all("price", "desc")).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const stock = (await all("stock", "asc")).map((p) => p.stock);
    expect(stock).toEqual([...stock].sort((a, b) => a - b));
    const skus = (await all("sku", "asc")).map((p) => p.sku.toLowerCase());
    expect(skus).toEqual([...skus].sort());
    const active = (await all("active", "asc")).map((p) => p.active);
    expect(active[0]).toBe(false);
    expect(active[active.length - 1]).toBe(true);
    const bad = await api(`${BASE}/products?sort=password`, { token });
    expect(bad.status).toBe(400);
    expect((await api(`${BASE}/products?order=sideways`, { token })).status).toBe(400);
    expect((await api(`${BASE}/products?page=-1`, { token })).status).toBe(400);
    expect((await api(`${BASE}/products?size=0`, { token })).status).toBe(400);
  });

  it("searches a case-insensitive substring of the name, paginating the matches", async () => {
    const { token } = await signInAs("advisor");
    const found = await products(token, "?search=COMPANY");
    expect(found.products!.map((p) => p.name).sort()).toEqual(["Cyprus company formation", "Estonian e-Residency company", "Malta holding company set-up"]);
    expect(found.pagination).toMatchObject({ length: 3, lastPage: 1, endIndex: 2 });
    const none = await products(token, "?search=nothing-like-this");
    expect(none).toEqual({ products: [], pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 } });
  });

  it("a new account has an empty but usable catalogue", async () => {
    const fresh = await signUpFresh();
    expect(await products(fresh.token)).toEqual({ products: [], pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 } });
    const created = await api(`${BASE}/product`, { method: "POST", token: fresh.token });
    expect(created.status).toBe(201);
    expect((await products(fresh.token)).pagination.length).toBe(1);
  });

  it("GET product; unknown and another owner's ids are 404", async () => {
    const { token } = await signInAs("advisor");
    const product = await (await api(`${BASE}/product?id=svc_uae_freezone`, { token })).json<Product>();
    expect(product).toMatchObject({ name: "UAE free-zone licence", basePrice: 5900, taxPercent: 8, price: 6372 });
    expect(Object.keys(product).sort()).toEqual(
      ["active", "barcode", "basePrice", "brand", "category", "cost", "description", "id", "images", "name", "price", "reserved", "sku", "stock", "tags", "taxPercent", "thumbnail", "vendor", "weight"].sort(),
    );
    expect((await api(`${BASE}/product?id=missing`, { token })).status).toBe(404);
    const user = await signInAs("user");
    expect((await api(`${BASE}/product?id=svc_uae_freezone`, { token: user.token })).status).toBe(404);
  });

  it("POST product creates an inactive 'A New Product' at the top of the default list", async () => {
    const { token } = await signInAs("advisor");
    const res = await api(`${BASE}/product`, { method: "POST", token });
    expect(res.status).toBe(201);
    const product = await res.json<Product>();
    expect(product).toMatchObject({ name: "A New Product", active: false, price: 0, tags: [] });
    expect((await products(token)).products![0].id).toBe(product.id);
  });

  it("PATCH recomputes price from basePrice and taxPercent; a client-sent price is ignored", async () => {
    const { token } = await signInAs("advisor");
    const res = await api(`${BASE}/product`, {
      method: "PATCH",
      token,
      body: { id: "svc_bank_intro", product: { basePrice: 812.5, price: 1, name: "Corporate bank account opening (EMI or bank)", tags: ["itag_fixed_fee"] } },
    });
    expect(res.status).toBe(200);
    const p = await res.json<Product>();
    expect(p).toMatchObject({ basePrice: 812.5, taxPercent: 30, price: 1056.25, tags: ["itag_fixed_fee"] });
    const again = await (await api(`${BASE}/product`, { method: "PATCH", token, body: { id: "svc_bank_intro", product: { taxPercent: 18 } } })).json<Product>();
    expect(again.price).toBe(958.75);
    // D1 holds integer cents (decision 323); the wire shows dollars
    const stored = await env.DB.prepare("SELECT price, base_price, tax_percent, typeof(price) AS priceType, typeof(base_price) AS baseType FROM inventory_products WHERE id = 'svc_bank_intro'").first();
    expect(stored).toEqual({ price: 95875, base_price: 81250, tax_percent: 18, priceType: "integer", baseType: "integer" });
  });

  it("the price rule works in integer cents and rounds half up to a cent", () => {
    expect(priceOf(81_250, 18)).toBe(95_875); // 812.50 × 1.18 = 958.75
    expect(priceOf(1_999, 8)).toBe(2_159); // 19.99 × 1.08 = 21.5892
    expect(priceOf(10, 20)).toBe(12); // 0.10 × 1.20
    expect(priceOf(1_250, 1)).toBe(1_263); // 12.625: half a cent rounds up
    expect(priceOf(10_000, 8.875)).toBe(10_888); // 108.875: a three-decimal rate is exact
    expect(priceOf(0, 20)).toBe(0);
    expect(priceOf(10_000_000_000, 100)).toBe(20_000_000_000); // the largest base at the largest rate
  });

  it("PATCH rejects invalid values, unknown references and other owners' products, writing nothing", async () => {
    const { token } = await signInAs("advisor");
    const before = await env.DB.prepare("SELECT * FROM inventory_products WHERE id = 'svc_advisory_hour'").first();
    const bodies = [
      { id: "svc_advisory_hour", product: { basePrice: -5 } },
      { id: "svc_advisory_hour", product: { taxPercent: 150 } },
      // money is cents: a fraction of a cent is refused, not rounded away (decision 323)
      { id: "svc_advisory_hour", product: { basePrice: 1.005 } },
      { id: "svc_advisory_hour", product: { cost: 0.001 } },
      { id: "svc_advisory_hour", product: { taxPercent: 8.8755 } },
      { id: "svc_advisory_hour", product: { stock: 1.5 } },
      { id: "svc_advisory_hour", product: { active: "yes" } },
      { id: "svc_advisory_hour", product: { name: "" } },
      { id: "svc_advisory_hour", product: { category: "cat_missing" } },
      { id: "svc_advisory_hour", product: { brand: "brand_atlantis" } },
      { id: "svc_advisory_hour", product: { tags: ["itag_nope"] } },
      { product: { name: "x" } },
    ];
    for (const body of bodies) {
      const res = await api(`${BASE}/product`, { method: "PATCH", token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    const cents = await errorOf(await api(`${BASE}/product`, { method: "PATCH", token, body: { id: "svc_advisory_hour", product: { basePrice: 19.999 } } }));
    expect(cents.fieldErrors).toEqual({ "product.basePrice": ["At most two decimal places (cents)."] });
    expect(await env.DB.prepare("SELECT * FROM inventory_products WHERE id = 'svc_advisory_hour'").first()).toEqual(before);
    const user = await signInAs("user");
    const foreign = await api(`${BASE}/product`, { method: "PATCH", token: user.token, body: { id: "svc_advisory_hour", product: { name: "Mine" } } });
    expect(foreign.status).toBe(404);
    expect((await api(`${BASE}/product?id=svc_advisory_hour`, { method: "DELETE", token: user.token })).status).toBe(404);
    expect(await env.DB.prepare("SELECT * FROM inventory_products WHERE id = 'svc_advisory_hour'").first()).toEqual(before);
  });

  it("DELETE product answers true", async () => {
    const { token } = await signInAs("advisor");
    const res = await api(`${BASE}/product?id=svc_ee_eresidency`, { method: "DELETE", token });
    expect(await res.json()).toBe(true);
    expect(await count("SELECT count(*) AS n FROM inventory_products WHERE id = 'svc_ee_eresidency'")).toBe(0);
    expect((await api(`${BASE}/product?id=svc_ee_eresidency`, { method: "DELETE", token })).status).toBe(404);
  });

  it("tags: create, rename, delete strips the tag from every product", async () => {
    const { token } = await signInAs("advisor");
    const created = await (await api(`${BASE}/tag`, { token, body: { tag: { title: "Seasonal" } } })).json<{ id: string; title: string }>();
    expect(created.title).toBe("Seasonal");
    const renamed = await api(`${BASE}/tag`, { method: "PATCH", token, body: { id: created.id, tag: { title: "Year-end" } } });
    expect(await renamed.json()).toEqual({ id: created.id, title: "Year-end" });
    expect((await api(`${BASE}/tag`, { token, body: { tag: {} } })).status).toBe(400);

    const tagged = await count(`SELECT count(*) AS n FROM inventory_products WHERE tags LIKE '%itag_bestseller%'`);
    expect(tagged).toBe(3);
    expect(await (await api(`${BASE}/tag?id=itag_bestseller`, { method: "DELETE", token })).json()).toBe(true);
    expect(await count(`SELECT count(*) AS n FROM inventory_products WHERE tags LIKE '%itag_bestseller%'`)).toBe(0);
    const annual = await (await api(`${BASE}/product?id=svc_annual_compliance`, { token })).json<Product>();
    expect(annual.tags).toEqual(["itag_recurring"]);
    expect((await api(`${BASE}/tag?id=itag_bestseller`, { method: "DELETE", token })).status).toBe(404);
  });
});

describe("seeded services in Turkish (decision 099)", () => {
  type Ref = { id: string; name: string };
  const get = async <R>(token: string, path: string) => {
    const res = await api(`${BASE}/${path}`, { token });
    expect(res.status).toBe(200);
    return res.json<R>();
  };

  it("products, product and the reference lists answer the Turkish twin for ?lng=tr, the English otherwise; same wire fields", async () => {
    const { token } = await signInAs("advisor");
    const tr = await get<Product & { description: string }>(token, "product?id=svc_uae_freezone&lng=tr");
    expect(tr).toMatchObject({ name: "BAE serbest bölge lisansı", description: expect.stringContaining("serbest bölge şirketi"), price: 6372 });
    const en = await get<Product & { description: string }>(token, "product?id=svc_uae_freezone&lng=en");
    expect(en).toMatchObject({ name: "UAE free-zone licence", description: expect.stringContaining("Free-zone company set-up") });
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    expect((await get<Product>(token, "product?id=svc_uae_freezone")).name).toBe("UAE free-zone licence");
    // a page sorted by the name the reader sees, searched in either language
    const page = await get<ProductsPage>(token, "products?lng=tr&size=100");
    expect(page.products!.map((p) => p.name)).toContain("Danışmanlık saati");
    expect((await get<ProductsPage>(token, "products?lng=tr&search=%C5%9Firket")).products!.map((p) => p.id).sort()).toEqual(["svc_cy_formation", "svc_mt_holding"]); // svc_ee_eresidency was deleted above
    expect((await get<ProductsPage>(token, "products?lng=tr&search=company")).products!.map((p) => p.name).sort()).toEqual(["Kıbrıs şirket kuruluşu", "Malta holding şirketi kuruluşu"]);
    const categories = await get<(Ref & { parentId: string | null; slug: string })[]>(token, "categories?lng=tr");
    expect(categories.find((c) => c.id === "cat_company_formation")).toEqual({ id: "cat_company_formation", parentId: null, name: "Şirket kuruluşu", slug: "company-formation" });
    expect((await get<Ref[]>(token, "brands?lng=tr")).find((b) => b.id === "brand_multi")!.name).toBe("Çok ülkeli");
    expect((await get<Ref[]>(token, "vendors?lng=tr")).find((v) => v.id === "vendor_registered_agent")!.name).toBe("Kayıtlı temsilci ağı");
    expect((await get<Ref[]>(token, "categories?lng=en")).find((c) => c.id === "cat_company_formation")!.name).toBe("Company formation");
    expect(Object.keys((await get<Ref[]>(token, "brands?lng=tr"))[0]).sort()).toEqual(["id", "name", "slug"]);
  });

  it("the editor sending the Turkish text back unchanged keeps both; a PATCH of the name drops its twin (stored row)", async () => {
    const { token } = await signInAs("advisor");
    const row = () => env.DB.prepare("SELECT name, name_tr, description, description_tr FROM inventory_products WHERE id = 'svc_mt_holding'").first<Record<string, string | null>>();
    const seeded = (await row())!;
    const shown = await get<Product & { description: string }>(token, "product?id=svc_mt_holding&lng=tr");
    const same = await api(`${BASE}/product?lng=tr`, { method: "PATCH", token, body: { id: "svc_mt_holding", product: { name: shown.name, description: shown.description, stock: 5 } } });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ name: "Malta holding şirketi kuruluşu", stock: 5 });
    expect(await row()).toEqual(seeded);
    const renamed = await api(`${BASE}/product?lng=tr`, { method: "PATCH", token, body: { id: "svc_mt_holding", product: { name: "Malta holding company (with refund)" } } });
    expect(await renamed.json()).toMatchObject({ name: "Malta holding company (with refund)", description: shown.description });
    expect(await row()).toEqual({ ...seeded, name: "Malta holding company (with refund)", name_tr: null });
    await api(`${BASE}/product`, { method: "PATCH", token, body: { id: "svc_mt_holding", product: { description: "Maltese holding company." } } });
    expect(await row()).toMatchObject({ description: "Maltese holding company.", description_tr: null });
  });

  it("an advisor's public profile lists the services in the reader's language", async () => {
    const { token } = await signInAs("user");
    const html = async (lng: string) => (await page(`/professionals/elif-kaya?lng=${lng}`, { token })).text();
    const [tr, en] = [await html("tr"), await html("en")];
    expect(tr).toContain("Kıbrıs şirket kuruluşu");
    expect(tr).not.toContain("Cyprus company formation");
    expect(en).toContain("Cyprus company formation");
  });
});
