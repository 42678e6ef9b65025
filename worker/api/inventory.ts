import { Hono, type Context } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import {
  createProduct,
  deleteProduct,
  getProduct,
  INVENTORY_TAGS,
  listBrands,
  listCategories,
  listProducts,
  listVendors,
  productsQuerySchema,
  productUpdateSchema,
  updateProduct,
} from "#worker/domain/inventory.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { idQuery } from "#worker/domain/workspace.server";
import { tagRoutes } from "./tag-routes";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** The reader's language (`?lng=`, cookie, Accept-Language) for seeded services' Turkish twins, as the inbox answers. */
const lang = async (c: Context<ApiEnv>) => (await languageOf(c.req.raw)).lang;

/** Spec §7 Inventory: the signed-in account's own service catalogue (docs/api.md#inventory). Seeded text in the reader's language (decision 099). */
export const inventoryRoutes = new Hono<ApiEnv>()
  .get("/categories", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await listCategories(c.var.ctx, await lang(c)));
  })
  .get("/brands", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await listBrands(c.var.ctx, await lang(c)));
  })
  .get("/vendors", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await listVendors(c.var.ctx, await lang(c)));
  })
  .get("/products", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listProducts(c.var.ctx, userId, readQuery(c, productsQuerySchema), await lang(c)));
  })
  .get("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getProduct(c.var.ctx, userId, readQuery(c, idQuery).id, await lang(c)));
  })
  .post("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await createProduct(c.var.ctx, userId), 201);
  })
  .patch("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, product } = await readJson(c, productUpdateSchema);
    return c.json(await updateProduct(c.var.ctx, userId, id, product, await lang(c)));
  })
  .delete("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteProduct(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .route("/", tagRoutes(INVENTORY_TAGS));
