import { Link, useNavigate } from "@remix-run/react";
import { createColumnHelper, getCoreRowModel, useReactTable, type SortingState, type Table } from "@tanstack/react-table";
import { MoreHorizontal, Package } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Product } from "#worker/domain/inventory.server";
import { DataTable } from "#app/components/data-table";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { ActionMenu } from "#app/features/workspace/action-menu";
import { iconSprite } from "#app/components/icon-sprite";
import { RowSwitch } from "#app/features/workspace/row-switch";
import { cn } from "#app/lib/utils";
import { servicesHref, type HrefChange } from "./href";
import { useMoney } from "./money";
import type { ServicesData } from "./types";

type State = ServicesData["state"];

/**
 * What a row's cells need that changes with the data or the URL. It reaches the cells through the
 * table's `meta`, not through the column definitions: TanStack renders a function cell as a
 * component, so new definitions are new component types and React remounts every cell — after a
 * switch's save or an editor opening that moved keyboard focus from the switch to the page's body.
 */
type RowActions = {
  categoryName: Map<string, string>;
  href: (change: HrefChange) => string;
  onSetActive: (product: Product, active: boolean) => unknown;
  onDelete: (product: Product) => void;
};
const actionsOf = (table: Table<Product>) => table.options.meta as RowActions;

const helper = createColumnHelper<Product>();
/** Every row's icons, drawn once per table (app/components/icon-sprite.tsx). */
const { Sprite, Icon } = iconSprite("services", { package: Package, ellipsis: MoreHorizontal });

/**
 * The advisor's services as a data table (TanStack Table; sorting and paging are the server's, by
 * links). Its own chunk, drawn by the server and hydrated once its code is there (services-app.tsx).
 */
export function ServicesTable({
  products,
  state,
  lastPage,
  pathname,
  editingId,
  categories,
  loading,
  onSetActive,
  onDelete,
}: {
  products: Product[];
  state: State;
  lastPage: number;
  pathname: string;
  editingId: string | undefined;
  categories: ServicesData["categories"];
  loading: boolean;
  onSetActive: (product: Product, active: boolean) => unknown;
  onDelete: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const categoryName = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const href = (change: HrefChange) => servicesHref(pathname, state, editingId, change);
  const actions: RowActions = { categoryName, href, onSetActive, onDelete };
  const sorting: SortingState = [{ id: state.sort, desc: state.order === "desc" }];
  const columns = useMemo(() => {
    // Strings every row repeats, looked up once per table rather than once per row.
    const text = {
      noCategory: t("workspace.services.noCategory"),
      active: t("workspace.services.active"),
      inactive: t("workspace.services.inactive"),
      edit: t("workspace.common.edit"),
      activate: t("workspace.services.activate"),
      deactivate: t("workspace.services.deactivate"),
      delete: t("workspace.common.delete"),
    };
    return [
      helper.accessor("name", {
        header: () => t("workspace.services.columns.name"),
        cell: ({ row, table }) => {
          const p = row.original;
          return (
            <div className="flex min-w-[12rem] items-center gap-3">
              {p.thumbnail || p.images[0] ? (
                <img src={p.thumbnail ?? p.images[0]} alt="" className="size-9 rounded object-cover" />
              ) : (
                <span className="flex size-9 items-center justify-center rounded bg-muted" aria-hidden="true">
                  <Icon name="package" className="size-4 text-muted-foreground" />
                </span>
              )}
              <div className="min-w-0">
                <Link preventScrollReset to={actionsOf(table).href({ edit: p.id })} className="font-medium text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  {p.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{p.category ? actionsOf(table).categoryName.get(p.category) : text.noCategory}</p>
              </div>
            </div>
          );
        },
      }),
      helper.accessor("sku", { header: () => t("workspace.services.columns.sku"), cell: (c) => <span className="font-mono text-xs">{c.getValue() || "—"}</span> }),
      helper.accessor("basePrice", { header: () => t("workspace.services.columns.basePrice"), cell: (c) => money.format(c.getValue()), meta: { numeric: true } }),
      helper.accessor("taxPercent", { header: () => t("workspace.services.columns.taxPercent"), cell: (c) => `${c.getValue()}%`, meta: { numeric: true } }),
      helper.accessor("price", { header: () => t("workspace.services.columns.price"), cell: (c) => <span className="font-semibold">{money.format(c.getValue())}</span>, meta: { numeric: true } }),
      helper.accessor("stock", { header: () => t("workspace.services.columns.stock"), meta: { numeric: true } }),
      helper.accessor("reserved", { header: () => t("workspace.services.columns.reserved"), meta: { numeric: true } }),
      helper.accessor("active", {
        header: () => t("workspace.services.columns.active"),
        cell: ({ row, table }) => (
          <div className="flex items-center gap-2">
            <RowSwitch
              checked={row.original.active}
              onCheckedChange={(checked) => void actionsOf(table).onSetActive(row.original, checked)}
              aria-label={t("workspace.services.activeFor", { name: row.original.name })}
            />
            <Badge variant={row.original.active ? "success" : "secondary"}>{row.original.active ? text.active : text.inactive}</Badge>
          </div>
        ),
      }),
      helper.display({
        id: "actions",
        header: () => <span className="sr-only">{t("workspace.common.actions")}</span>,
        cell: ({ row, table }) => (
          <ActionMenu
            trigger={
              <Button variant="ghost" size="icon">
                <Icon name="ellipsis" />
                <span className="sr-only">{t("workspace.services.actionsFor", { name: row.original.name })}</span>
              </Button>
            }
            items={[
              { label: text.edit, onSelect: () => navigate(actionsOf(table).href({ edit: row.original.id }), { preventScrollReset: true }) },
              { label: row.original.active ? text.deactivate : text.activate, onSelect: () => void actionsOf(table).onSetActive(row.original, !row.original.active) },
              { label: text.delete, onSelect: () => actionsOf(table).onDelete(row.original), destructive: true },
            ]}
          />
        ),
      }),
    ];
  },
    // Only what changes a cell's code or words; the data and the URL come through `meta` (RowActions).
    [t, money, navigate],
  );

  const table = useReactTable({
    data: products,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: lastPage,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: state.size } },
    getRowId: (p) => p.id,
    meta: actions,
  });

  return (
    <>
      <Sprite />
      <DataTable
        table={table}
        caption={t("workspace.services.caption")}
        className={cn("relative", loading && "opacity-60")}
        sortHref={(sort, order) => href({ sort: sort as State["sort"], order, page: 1 })}
        rowClassName={(row) => editingId === row.id && "bg-accent"}
        rowAttributes={(row) => ({ "data-service-id": row.id })}
      />
    </>
  );
}
