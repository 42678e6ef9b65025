import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { createColumnHelper, getCoreRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { MoreHorizontal, Package, Plus, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Product } from "#worker/domain/inventory.server";
import { DataTable } from "#app/components/data-table";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "#app/components/ui/dropdown-menu";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { Switch } from "#app/components/ui/switch";
import { useDebouncedEffect, useMutation, useSynced } from "#app/features/workspace/mutation";
import { PageLink } from "#app/features/workspace/page-link";
import { ConfirmDialog, EmptyState, MutationAlert } from "#app/features/workspace/states";
import { useMoney } from "./money";
import { cn } from "#app/lib/utils";
import { ServiceEditor } from "./service-editor";
import type { ServicesData } from "./types";

type Data = ServicesData;

const PAGE_SIZES = [10, 20, 50];

const helper = createColumnHelper<Product>();

/**
 * The advisor's service catalogue as a data table (TanStack Table, server-side sort and paging):
 * search, sort, page and page size live in the URL. Editing happens in a side panel (?edit=id).
 */
export function ServicesApp({ data }: { data: Data }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const money = useMoney();
  const { run, error, clearError, busy } = useMutation("/resources/services");
  const [products, setProducts] = useSynced(data.products);
  const [search, setSearch] = useState(data.state.search);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [status, setStatus] = useState("");
  const categoryName = useMemo(() => new Map(data.categories.map((c) => [c.id, c.name])), [data.categories]);

  const href = (change: Partial<Data["state"]> & { edit?: string | null }) => {
    const s = { ...data.state, ...change };
    const q = new URLSearchParams();
    if (s.search) q.set("search", s.search);
    if (s.sort !== "name") q.set("sort", s.sort);
    if (s.order !== "asc") q.set("order", s.order);
    if (s.page > 1) q.set("page", String(s.page));
    if (s.size !== 10) q.set("size", String(s.size));
    const edit = change.edit === undefined ? data.editing?.id : change.edit;
    if (edit) q.set("edit", edit);
    const qs = q.toString();
    return `${location.pathname}${qs ? `?${qs}` : ""}`;
  };

  useDebouncedEffect(search, 300, (value) => {
    if (value !== data.state.search) navigate(href({ search: value, page: 1 }), { replace: true, preventScrollReset: true });
  });

  const setActive = (product: Product, active: boolean) =>
    run(
      { intent: "update", id: product.id, product: { active } },
      {
        apply: () => {
          const before = products;
          setProducts((list) => list.map((p) => (p.id === product.id ? { ...p, active } : p)));
          return () => setProducts(before);
        },
      },
    );

  const create = async () => {
    const created = await run<Product>({ intent: "create" }, { revalidate: false });
    // The new service sorts first by name ("A New Product"); open it for editing.
    if (created) navigate(href({ search: "", sort: "name", order: "asc", page: 1, edit: created.id }));
  };

  const remove = async (product: Product) => {
    const ok = await run(
      { intent: "delete", id: product.id },
      {
        apply: () => {
          const before = products;
          setProducts((list) => list.filter((p) => p.id !== product.id));
          return () => setProducts(before);
        },
      },
    );
    if (ok) {
      setStatus(t("workspace.services.deleted", { name: product.name }));
      if (data.editing?.id === product.id) navigate(href({ edit: null }), { replace: true });
    }
  };

  const sorting: SortingState = [{ id: data.state.sort, desc: data.state.order === "desc" }];
  const columns = useMemo(
    () => [
      helper.accessor("name", {
        header: () => t("workspace.services.columns.name"),
        cell: ({ row }) => {
          const p = row.original;
          return (
            <div className="flex min-w-[12rem] items-center gap-3">
              {p.thumbnail || p.images[0] ? (
                <img src={p.thumbnail ?? p.images[0]} alt="" className="size-9 rounded object-cover" />
              ) : (
                <span className="flex size-9 items-center justify-center rounded bg-muted" aria-hidden="true">
                  <Package className="size-4 text-muted-foreground" />
                </span>
              )}
              <div className="min-w-0">
                <Link to={href({ edit: p.id })} className="font-medium text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" preventScrollReset>
                  {p.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{p.category ? categoryName.get(p.category) : t("workspace.services.noCategory")}</p>
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
        cell: ({ row }) => (
          <div className="flex items-center gap-2">
            <Switch
              checked={row.original.active}
              onCheckedChange={(checked) => void setActive(row.original, checked)}
              aria-label={t("workspace.services.activeFor", { name: row.original.name })}
            />
            <Badge variant={row.original.active ? "success" : "secondary"}>{t(row.original.active ? "workspace.services.active" : "workspace.services.inactive")}</Badge>
          </div>
        ),
      }),
      helper.display({
        id: "actions",
        header: () => <span className="sr-only">{t("workspace.common.actions")}</span>,
        cell: ({ row }) => (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon">
                <MoreHorizontal aria-hidden="true" />
                <span className="sr-only">{t("workspace.services.actionsFor", { name: row.original.name })}</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => navigate(href({ edit: row.original.id }), { preventScrollReset: true })}>{t("workspace.common.edit")}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void setActive(row.original, !row.original.active)}>
                {t(row.original.active ? "workspace.services.deactivate" : "workspace.services.activate")}
              </DropdownMenuItem>
              <DropdownMenuItem className="text-destructive" onSelect={() => setToDelete(row.original)}>
                {t("workspace.common.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, money, categoryName, data.state, products],
  );

  const table = useReactTable({
    data: products,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: data.pagination.lastPage,
    state: { sorting, pagination: { pageIndex: data.state.page - 1, pageSize: data.state.size } },
    getRowId: (p) => p.id,
  });

  const p = data.pagination;
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("workspace.services.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("workspace.services.description")}</p>
        </div>
        <Button onClick={() => void create()} disabled={busy}>
          <Plus aria-hidden="true" />
          {t("workspace.services.new")}
        </Button>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative w-full max-w-xs">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("workspace.services.search")} aria-label={t("workspace.services.search")} className="pl-9" />
        </div>
        {loading ? <span className="text-sm text-muted-foreground">{t("workspace.common.loading")}</span> : null}
      </div>
      {products.length === 0 ? (
        <EmptyState
          title={data.state.search ? t("workspace.services.noMatch", { search: data.state.search }) : t("workspace.services.empty")}
          body={data.state.search ? undefined : t("workspace.services.emptyBody")}
          icon={Package}
        />
      ) : (
        <DataTable
          table={table}
          caption={t("workspace.services.caption")}
          className={cn("relative", loading && "opacity-60")}
          sortHref={(sort, order) => href({ sort: sort as Data["state"]["sort"], order, page: 1 })}
          rowClassName={(row) => data.editing?.id === row.id && "bg-accent"}
          rowAttributes={(row) => ({ "data-service-id": row.id })}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-2">
          <label htmlFor="services-size" className="text-muted-foreground">
            {t("workspace.services.pageSize")}
          </label>
          <NativeSelect id="services-size" value={data.state.size} onChange={(e) => navigate(href({ size: Number(e.target.value), page: 1 }), { preventScrollReset: true })} className="h-9 w-20">
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span className="text-muted-foreground">{p.length > 0 ? t("workspace.services.range", { from: p.startIndex + 1, to: p.endIndex + 1, total: p.length }) : null}</span>
        <nav aria-label={t("workspace.common.pagination")} className="flex items-center gap-2">
          <PageLink to={href({ page: data.state.page - 1 })} disabled={!table.getCanPreviousPage()} label={t("workspace.common.previous")} icon="prev" />
          <span>{t("workspace.common.pageOf", { page: data.state.page, pages: p.lastPage })}</span>
          <PageLink to={href({ page: data.state.page + 1 })} disabled={!table.getCanNextPage()} label={t("workspace.common.next")} icon="next" />
        </nav>
      </div>
      {data.editing ? (
        <ServiceEditor
          key={data.editing.id}
          product={data.editing}
          data={data}
          run={run}
          onClose={() => navigate(href({ edit: null }), { preventScrollReset: true })}
          onDelete={() => setToDelete(data.editing)}
          onSaved={() => setStatus(t("workspace.services.saved"))}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t("workspace.services.deleteTitle", { name: toDelete?.name ?? "" })}
        body={t("workspace.services.deleteBody")}
        confirmLabel={t("workspace.common.delete")}
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
