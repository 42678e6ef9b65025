import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { inventoryBrands, inventoryCategories, inventoryProducts, inventoryTags, inventoryVendors, type ProductRow } from "#db/schema";
import type { Database } from "#db/client";
import type { RequestContext } from "#worker/context.server";
import { batched, preparedRead } from "#worker/db-batch.server";
import { AppError, notFound } from "#worker/errors";
import { collatorFor, editTwin, twin, type ContentLocale } from "./locale";
import { rememberedCatalogueRead } from "./remembered-catalogue.server";
import { hasAtMostDecimals, toCents, toDollars } from "./money";
import { priceOf, TAX_PERCENT_DECIMALS } from "./service-price";
import { assertOwnTagIds, jsonArrayContains, jsonArrayWithout, newId, parseJsonArray, type TagStore } from "./workspace.server";

/**
 * Inventory (spec §3, §7, §9) = an advisor's priced service catalogue. Products and tags belong to
 * one owner (user_id); categories, brands and vendors are shared reference lists.
 */

export const INVENTORY_TAGS: TagStore = {
  tags: inventoryTags,
  stripFromItems: (ctx, userId, tagId) =>
    ctx.db
      .update(inventoryProducts)
      .set({ tags: jsonArrayWithout(inventoryProducts.tags, tagId) })
      .where(and(eq(inventoryProducts.userId, userId), jsonArrayContains(inventoryProducts.tags, tagId))),
};
export const NEW_PRODUCT_NAME = "A New Product";
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface Product {
  id: string;
  category: string | null;
  name: string;
  description: string;
  tags: string[];
  sku: string;
  barcode: string;
  brand: string | null;
  vendor: string | null;
  stock: number;
  reserved: number;
  /** dollars on the wire (spec §7); cents in D1 (decision 323) */
  cost: number;
  basePrice: number;
  taxPercent: number;
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

// The price rule lives in a client-safe module so the services editor previews the same figure.
export { priceOf };

// The name a reader sees: a seeded service's Turkish twin for Turkish readers (decision 099).
const shownName = (lang: ContentLocale) => (lang === "tr" ? sql`coalesce(${inventoryProducts.nameTr}, ${inventoryProducts.name})` : sql`${inventoryProducts.name}`);

// sku, name and active sort as case-insensitive text; every other field numerically (spec §9).
// `name` is the English name here; listProducts sorts by the name the reader sees (sortBy).
const SORTS = {
  name: sql`lower(${shownName("en")})`,
  sku: sql`lower(${inventoryProducts.sku})`,
  active: sql`CASE WHEN ${inventoryProducts.active} THEN 'true' ELSE 'false' END`,
  barcode: sql`CAST(${inventoryProducts.barcode} AS REAL)`,
  stock: sql`${inventoryProducts.stock}`,
  reserved: sql`${inventoryProducts.reserved}`,
  cost: sql`${inventoryProducts.cost}`,
  basePrice: sql`${inventoryProducts.basePrice}`,
  taxPercent: sql`${inventoryProducts.taxPercent}`,
  price: sql`${inventoryProducts.price}`,
  weight: sql`${inventoryProducts.weight}`,
} as const;
export const PRODUCT_SORT_FIELDS = Object.keys(SORTS) as (keyof typeof SORTS)[];
const sortBy = (field: keyof typeof SORTS, lang: ContentLocale) => (field === "name" ? sql`lower(${shownName(lang)})` : SORTS[field]);

export const productsQuerySchema = z.object({
  search: z.string().max(200).default(""),
  sort: z.enum(PRODUCT_SORT_FIELDS as [keyof typeof SORTS, ...(keyof typeof SORTS)[]]).default("name"),
  order: z
    .string()
    .toLowerCase()
    .pipe(z.enum(["asc", "desc"]))
    .default("asc"),
  /** zero-based (docs/api.md#inventory) */
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

const refId = z.string().trim().min(1).max(100).nullable();
/** A non-negative dollar amount on the wire, as cents: more than two decimals is refused, not rounded (decision 323). */
const dollarsInput = z
  .number()
  .finite()
  .min(0)
  .max(100_000_000)
  .refine((n) => hasAtMostDecimals(n, 2), "At most two decimal places (cents).")
  .transform(toCents);

export const productPatchSchema = z
  .object({
    category: refId,
    name: z.string().trim().min(1).max(160),
    description: z.string().trim().max(5000),
    tags: z.array(z.string().min(1).max(100)).max(50),
    sku: z.string().trim().max(60),
    barcode: z.string().trim().max(60),
    brand: refId,
    vendor: refId,
    stock: z.number().int().min(0).max(1_000_000),
    reserved: z.number().int().min(0).max(1_000_000),
    cost: dollarsInput,
    basePrice: dollarsInput,
    taxPercent: z
      .number()
      .finite()
      .min(0)
      .max(100)
      .refine((n) => hasAtMostDecimals(n, TAX_PERCENT_DECIMALS), `At most ${TAX_PERCENT_DECIMALS} decimal places.`),
    weight: z.number().finite().min(0).max(1_000_000),
    thumbnail: z.string().trim().url().max(1000).nullable(),
    images: z.array(z.string().trim().url().max(1000)).max(20),
    active: z.boolean(),
  })
  .partial();
// `price` is not in the schema: a client-sent price is dropped and recomputed.

export const productUpdateSchema = z.object({ id: z.string().min(1).max(100), product: productPatchSchema });

/** The wire shape (spec §7), in Turkish for a Turkish reader where the seed wrote a twin (decision 099). */
function toProduct(row: ProductRow, lang: ContentLocale = "en"): Product {
  return {
    id: row.id,
    category: row.category,
    name: twin(lang, row.name, row.nameTr),
    description: twin(lang, row.description, row.descriptionTr),
    tags: parseJsonArray(row.tags),
    sku: row.sku,
    barcode: row.barcode,
    brand: row.brand,
    vendor: row.vendor,
    stock: row.stock,
    reserved: row.reserved,
    cost: toDollars(row.cost),
    basePrice: toDollars(row.basePrice),
    taxPercent: row.taxPercent,
    price: toDollars(row.price),
    weight: row.weight,
    thumbnail: row.thumbnail,
    images: parseJsonArray(row.images),
    active: row.active,
  };
}

/** A shared reference list by name in the reader's language; the wire keeps its fields (no `nameTr`). */
function referenceList<R extends { name: string; nameTr: string | null }>(rows: R[], lang: ContentLocale): Omit<R, "nameTr">[] {
  const collator = collatorFor(lang);
  return rows.map(({ nameTr, ...row }) => ({ ...row, name: twin(lang, row.name, nameTr) })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The shared reference lists change only with a migration or a reseed (the app has no write path to
 * them), so they are remembered per isolate like the other catalogues (decisions 134, 293); a first
 * read joins the request's D1 batch.
 */
const rememberedList = (name: string, table: typeof inventoryCategories | typeof inventoryBrands | typeof inventoryVendors) =>
  (ctx: { db: Database }, lang: ContentLocale = "en") =>
    rememberedCatalogueRead(ctx.db, `inventory-${name}:${lang}`, async () => referenceList(await batched(ctx, ctx.db.select().from(table)), lang));
export const listCategories = rememberedList("categories", inventoryCategories);
export const listBrands = rememberedList("brands", inventoryBrands);
export const listVendors = rememberedList("vendors", inventoryVendors);

export type ProductsPage =
  | { products: Product[]; pagination: { length: number; size: number; page: number; lastPage: number; startIndex: number; endIndex: number } }
  | { products: null; pagination: { lastPage: number } };

// The catalogue's page reads by shape (search or not, sort, order, language): built once per isolate
// and joined to the request's one D1 batch (decision 293). At most 2 × 11 × 2 × 2 shapes.
type PageReads = { count: (scope: { db: Database }, values: Record<string, unknown>) => Promise<{ length: number }[]>; rows: (scope: { db: Database }, values: Record<string, unknown>) => Promise<ProductRow[]> };
const pageReads = new Map<string, PageReads>();
function pageReadsFor(searching: boolean, sort: keyof typeof SORTS, order: "asc" | "desc", lang: ContentLocale): PageReads {
  const key = `${searching}:${sort}:${order}:${sort === "name" ? lang : ""}`;
  let reads = pageReads.get(key);
  if (!reads) {
    const where = and(
      eq(inventoryProducts.userId, sql.placeholder("userId")),
      searching ? sql`(instr(lower(${inventoryProducts.name}), ${sql.placeholder("needle")}) > 0 OR instr(lower(coalesce(${inventoryProducts.nameTr}, '')), ${sql.placeholder("needle")}) > 0)` : undefined,
    );
    const direction = order === "desc" ? sql`DESC` : sql`ASC`;
    pageReads.set(
      key,
      (reads = {
        count: preparedRead((db) => db.select({ length: sql<number>`count(*)` }).from(inventoryProducts).where(where)),
        rows: preparedRead((db) =>
          db
            .select()
            .from(inventoryProducts)
            .where(where)
            .orderBy(sql`${sortBy(sort, lang)} ${direction}`, asc(inventoryProducts.id))
            .limit(sql.placeholder("size"))
            .offset(sql.placeholder("offset")),
        ),
      }),
    );
  }
  return reads;
}

/**
 * One page of the catalogue; a seeded service is found by its English or Turkish name and shown, and
 * sorted, in `lang`. The count and the page are read side by side (one round trip); a page past the
 * end answers `products: null` with the last page.
 */
export async function listProducts(ctx: { db: Database }, userId: string, query: z.infer<typeof productsQuerySchema>, lang: ContentLocale = "en"): Promise<ProductsPage> {
  const needle = query.search.trim().toLowerCase();
  const reads = pageReadsFor(needle !== "", query.sort, query.order === "desc" ? "desc" : "asc", lang);
  const values = { userId, needle, size: query.size, offset: query.page * query.size };
  const [[{ length }], rows] = await Promise.all([reads.count(ctx, values), reads.rows(ctx, values)]);
  const lastPage = Math.max(Math.ceil(length / query.size), 1);
  // Pages are zero-based: the last one is lastPage - 1.
  if (query.page >= lastPage) return { products: null, pagination: { lastPage } };
  const startIndex = query.page * query.size;
  return {
    products: rows.map((row) => toProduct(row, lang)),
    pagination: { length, size: query.size, page: query.page, lastPage, startIndex, endIndex: Math.min(startIndex + query.size, length) - 1 },
  };
}

/**
 * An advisor's active services as their public profile shows them (price includes tax, rule above),
 * by the owner's id. The read joins the request's D1 batch (decision 057), selects only the columns
 * shown, and its SQL is built once per isolate.
 */
export async function listActiveServices(scope: { db: Database }, ownerId: string, lang: ContentLocale = "en") {
  return toActiveServices(await activeServicesOfId(scope, { owner: ownerId }), lang);
}

/**
 * `listActiveServices` for the owner a subquery with placeholders names (the profile's owner by
 * slug), prepared once per isolate: a call binds the subquery's `values`.
 */
export function preparedActiveServices<V extends Record<string, unknown>>(owner: (db: Database) => SQLWrapper) {
  const read = preparedRead((db) => activeServices(db, inArray(inventoryProducts.userId, owner(db))));
  return async (scope: { db: Database }, values: V, lang: ContentLocale) => toActiveServices(await read(scope, values), lang);
}

// alphabetical in the reader's language (SQLite's order puts Ç, Ö, Ş after Z)
function toActiveServices(rows: Pick<ProductRow, "id" | "name" | "nameTr" | "description" | "descriptionTr" | "basePrice" | "taxPercent" | "price">[], lang: ContentLocale) {
  const collator = collatorFor(lang);
  return rows
    .map((row) => ({ id: row.id, name: twin(lang, row.name, row.nameTr), description: twin(lang, row.description, row.descriptionTr), basePrice: toDollars(row.basePrice), taxPercent: row.taxPercent, price: toDollars(row.price) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function activeServices(db: Database, ofOwner: SQL) {
  return db
    .select({
      id: inventoryProducts.id,
      name: inventoryProducts.name,
      nameTr: inventoryProducts.nameTr,
      description: inventoryProducts.description,
      descriptionTr: inventoryProducts.descriptionTr,
      basePrice: inventoryProducts.basePrice,
      taxPercent: inventoryProducts.taxPercent,
      price: inventoryProducts.price,
    })
    .from(inventoryProducts)
    .where(and(ofOwner, eq(inventoryProducts.active, true)));
}
const activeServicesOfId = preparedRead((db) => activeServices(db, eq(inventoryProducts.userId, sql.placeholder("owner"))));

const productRead = preparedRead((db) =>
  db.select().from(inventoryProducts).where(and(eq(inventoryProducts.id, sql.placeholder("id")), eq(inventoryProducts.userId, sql.placeholder("userId")))).limit(1),
);

async function productRow(ctx: { db: Database }, userId: string, id: string): Promise<ProductRow> {
  const [row] = await productRead(ctx, { id, userId });
  if (!row) throw notFound();
  return row;
}

export async function getProduct(ctx: { db: Database }, userId: string, id: string, lang: ContentLocale = "en"): Promise<Product> {
  return toProduct(await productRow(ctx, userId, id), lang);
}

export async function createProduct(ctx: RequestContext, userId: string): Promise<Product> {
  const now = new Date();
  const [row] = await ctx.db
    .insert(inventoryProducts)
    .values({ id: newId(), userId, name: NEW_PRODUCT_NAME, active: false, price: priceOf(0, 0), createdAt: now, updatedAt: now })
    .returning();
  return toProduct(row);
}

async function assertReference(ctx: RequestContext, field: "category" | "brand" | "vendor", id: string | null | undefined) {
  if (!id) return;
  const table = { category: inventoryCategories, brand: inventoryBrands, vendor: inventoryVendors }[field];
  const found = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id)).get();
  if (!found) {
    throw new AppError(400, "VALIDATION_FAILED", "The request body is not valid.", { fieldErrors: { [field]: [`Unknown ${field}: ${id}`] } });
  }
}

/**
 * Merges the patch; the price is recomputed. An edited name or description drops its Turkish twin;
 * one sent back unchanged in either language (the editor sends every field) keeps it (decision 099).
 */
export async function updateProduct(ctx: RequestContext, userId: string, id: string, patch: z.infer<typeof productPatchSchema>, lang: ContentLocale = "en"): Promise<Product> {
  const current = await productRow(ctx, userId, id);
  const name = patch.name === undefined ? undefined : editTwin(patch.name, current.name, current.nameTr);
  const description = patch.description === undefined ? undefined : editTwin(patch.description, current.description, current.descriptionTr);
  await assertReference(ctx, "category", patch.category);
  await assertReference(ctx, "brand", patch.brand);
  await assertReference(ctx, "vendor", patch.vendor);
  const tags = patch.tags ? await assertOwnTagIds(ctx, inventoryTags, userId, patch.tags) : undefined;
  // cents: the schema turned the wire's dollars into cents
  const basePrice = patch.basePrice ?? current.basePrice;
  const taxPercent = patch.taxPercent ?? current.taxPercent;
  const [row] = await ctx.db
    .update(inventoryProducts)
    .set({
      ...patch,
      ...(name && { name: name.en ?? "", nameTr: name.tr }),
      ...(description && { description: description.en ?? "", descriptionTr: description.tr }),
      tags: tags ? JSON.stringify(tags) : undefined,
      images: patch.images ? JSON.stringify(patch.images) : undefined,
      price: priceOf(basePrice, taxPercent),
      updatedAt: new Date(),
    })
    .where(and(eq(inventoryProducts.id, id), eq(inventoryProducts.userId, userId)))
    .returning();
  return toProduct(row, lang);
}

export async function deleteProduct(ctx: RequestContext, userId: string, id: string): Promise<true> {
  const deleted = await ctx.db
    .delete(inventoryProducts)
    .where(and(eq(inventoryProducts.id, id), eq(inventoryProducts.userId, userId)))
    .returning({ id: inventoryProducts.id });
  if (!deleted[0]) throw notFound();
  return true;
}
