import { Hono } from "hono";
import { requireUser } from "../auth/permissions.server";
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
} from "../domain/inventory.server";
import { idQuery } from "../domain/workspace.server";
import { tagRoutes } from "./tag-routes";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** Spec §7 Inventory: the signed-in account's own service catalogue (docs/api.md#inventory). */
export const inventoryRoutes = new Hono<ApiEnv>()
  .get("/categories", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await listCategories(c.var.ctx));
  })
  .get("/brands", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await listBrands(c.var.ctx));
  })
  .get("/vendors", async (c) => {
    requireUser(c.var.ctx);
    return c.json(await listVendors(c.var.ctx));
  })
  .get("/products", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listProducts(c.var.ctx, userId, readQuery(c, productsQuerySchema)));
  })
  .get("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getProduct(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .post("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await createProduct(c.var.ctx, userId), 201);
  })
  .patch("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, product } = await readJson(c, productUpdateSchema);
    return c.json(await updateProduct(c.var.ctx, userId, id, product));
  })
  .delete("/product", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteProduct(c.var.ctx, userId, readQuery(c, idQuery).id));
  })
  .route("/", tagRoutes(INVENTORY_TAGS));
