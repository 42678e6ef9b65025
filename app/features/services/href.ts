import type { ServicesData } from "./types";

export type HrefChange = Partial<ServicesData["state"]> & { edit?: string | null };

/** The services page's address for a change of its table state (search, sort, order, page, size) or of the service being edited. */
export function servicesHref(pathname: string, state: ServicesData["state"], editingId: string | undefined, change: HrefChange) {
  const s = { ...state, ...change };
  const q = new URLSearchParams();
  if (s.search) q.set("search", s.search);
  if (s.sort !== "name") q.set("sort", s.sort);
  if (s.order !== "asc") q.set("order", s.order);
  if (s.page > 1) q.set("page", String(s.page));
  if (s.size !== 10) q.set("size", String(s.size));
  const edit = change.edit === undefined ? editingId : change.edit;
  if (edit) q.set("edit", edit);
  const qs = q.toString();
  return `${pathname}${qs ? `?${qs}` : ""}`;
}
