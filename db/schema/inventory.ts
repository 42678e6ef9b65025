import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * Inventory = an advisor's priced service catalogue. Categories, brands (service lines) and
 * vendors (who delivers) are shared reference lists; products and tags belong to one owner.
 */
export const inventoryCategories = sqliteTable("inventory_categories", {
  id: text("id").primaryKey(),
  parentId: text("parent_id"),
  name: text("name").notNull(),
  /** Turkish name of this shared reference entry, written by the seed (decision 099) */
  nameTr: text("name_tr"),
  slug: text("slug").notNull().unique(),
});

export const inventoryBrands = sqliteTable("inventory_brands", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Turkish name of this shared reference entry, written by the seed (decision 099) */
  nameTr: text("name_tr"),
  slug: text("slug").notNull().unique(),
});

export const inventoryVendors = sqliteTable("inventory_vendors", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Turkish name of this shared reference entry, written by the seed (decision 099) */
  nameTr: text("name_tr"),
  slug: text("slug").notNull().unique(),
});

export const inventoryTags = sqliteTable(
  "inventory_tags",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
  },
  (t) => [index("inventory_tags_user_idx").on(t.userId)],
);

export const inventoryProducts = sqliteTable(
  "inventory_products",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /**
     * Turkish twins of a seeded service's name and description (issue 14, decision 099), shown to
     * Turkish readers; null for services advisors write, each dropped when its English is edited.
     */
    nameTr: text("name_tr"),
    descriptionTr: text("description_tr"),
    /** JSON array of inventory_tags ids */
    tags: text("tags").notNull().default("[]"),
    sku: text("sku").notNull().default(""),
    barcode: text("barcode").notNull().default(""),
    brand: text("brand"),
    vendor: text("vendor"),
    stock: integer("stock").notNull().default(0),
    reserved: integer("reserved").notNull().default(0),
    /** Money in integer US cents (decision 323); the wire shows dollars (#worker/domain/money). */
    cost: integer("cost").notNull().default(0),
    basePrice: integer("base_price").notNull().default(0),
    taxPercent: real("tax_percent").notNull().default(0),
    /** Always basePrice × (1 + taxPercent/100), rounded half up to a cent; written only by the server. */
    price: integer("price").notNull().default(0),
    weight: real("weight").notNull().default(0),
    thumbnail: text("thumbnail"),
    /** JSON array of image URLs */
    images: text("images").notNull().default("[]"),
    active: integer("active", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("inventory_products_user_idx").on(t.userId, t.name)],
);

export type ProductRow = typeof inventoryProducts.$inferSelect;
