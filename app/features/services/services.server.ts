import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { ADVISOR_ROLES, requireRole } from "#worker/auth/permissions.server";
import {
  createProduct,
  deleteProduct,
  getProduct,
  INVENTORY_TAGS,
  listBrands,
  listCategories,
  listProducts,
  listVendors,
  PRODUCT_SORT_FIELDS,
  productUpdateSchema,
  updateProduct,
} from "#worker/domain/inventory.server";
import { createTag, idQuery, listTags, tagBodySchema } from "#worker/domain/workspace.server";
import { AppError } from "#worker/errors";
import { workspaceAction } from "#app/features/workspace/action.server";

export const PAGE_SIZES = [10, 20, 50] as const;

/**
 * The table state from the URL (search, sort, order, page, size). The URL's page is 1-based for
 * people; the API's is 0-based. Bad values fall back to the defaults instead of failing the page.
 */
export function tableStateFromUrl(url: URL) {
  const q = url.searchParams;
  const sort = (PRODUCT_SORT_FIELDS as string[]).includes(q.get("sort") ?? "") ? (q.get("sort") as (typeof PRODUCT_SORT_FIELDS)[number]) : "name";
  const order: "asc" | "desc" = q.get("order") === "desc" ? "desc" : "asc";
  const sizeParam = Number(q.get("size"));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 10;
  const page = Math.max(1, Number.parseInt(q.get("page") ?? "1", 10) || 1);
  return { search: (q.get("search") ?? "").slice(0, 200), sort, order, size, page };
}

/** Advisor services (inventory) page: one page of the caller's catalogue plus the reference lists. */
export async function servicesLoader({ request, context }: LoaderFunctionArgs) {
  const ctx = context.app;
  const { userId } = requireRole(ctx, ADVISOR_ROLES);
  const url = new URL(request.url);
  const state = tableStateFromUrl(url);
  const editId = url.searchParams.get("edit");
  // Seeded services and reference lists in the UI language (their Turkish twins, decision 099). Every
  // read is queued in this turn, so all join the shell's one D1 batch (decision 293).
  const lang = ctx.locale;
  const [result, categories, brands, vendors, tags, editing] = await Promise.all([
    listProducts(ctx, userId, { search: state.search, sort: state.sort, order: state.order, page: state.page - 1, size: state.size }, lang),
    listCategories(ctx, lang),
    listBrands(ctx, lang),
    listVendors(ctx, lang),
    listTags(ctx, INVENTORY_TAGS, userId),
    editId ? getProduct(ctx, userId, editId, lang).catch((e) => (e instanceof AppError && e.status === 404 ? null : Promise.reject(e))) : null,
  ]);
  // A page past the end (after deleting the last row of a page) shows the last page instead.
  const last = await (result.products === null
    ? listProducts(ctx, userId, { search: state.search, sort: state.sort, order: state.order, page: result.pagination.lastPage - 1, size: state.size }, lang)
    : result);
  if (last.products === null) throw new Error("inventory page vanished"); // cannot happen: lastPage-1 always exists
  return { state: { ...state, page: last.pagination.page + 1 }, products: last.products, pagination: last.pagination, categories, brands, vendors, tags, editing };
}

const intent = z.object({ intent: z.enum(["create", "update", "delete", "tagCreate"]) }).passthrough();

/** The services screen's writes (advisor or admin), by the inventory domain module's rules. */
export const servicesAction = workspaceAction(
  intent,
  async (ctx, { userId }, body, lang) => {
    switch (body.intent) {
      case "create":
        return createProduct(ctx, userId);
      case "update": {
        const { id, product } = productUpdateSchema.parse(body);
        return updateProduct(ctx, userId, id, product, lang);
      }
      case "delete":
        return deleteProduct(ctx, userId, idQuery.parse(body).id);
      case "tagCreate":
        return createTag(ctx, INVENTORY_TAGS, userId, tagBodySchema.parse(body).tag.title);
    }
  },
  { advisorOnly: true },
);
