import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { Package, Plus, Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Product } from "#worker/domain/inventory.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { useDebouncedEffect, useMutation, useSynced } from "#app/features/workspace/mutation";
import { PageLink } from "#app/features/workspace/page-link";
import { ConfirmDialog, EmptyState, MutationAlert } from "#app/features/workspace/states";
import { useLatest } from "#app/features/workspace/use-latest";
import { deferred } from "#app/lib/deferred";
import { servicesHref, type HrefChange } from "./href";
import type { ServiceEditor as ServiceEditorType } from "./service-editor";
import type { ServicesTable as ServicesTableType } from "./services-table";
import type { ServicesData } from "./types";

/**
 * The table (TanStack Table, Radix switches) is drawn by the server and hydrates once its code has
 * arrived, so it is not in the page's first-load JS (issue 28); the editor is drawn only with ?edit=.
 */
const ServicesTable = deferred<typeof ServicesTableType>("ServicesTable", () => import("./services-table").then((m) => m.ServicesTable), { placeholder: "none" });
const ServiceEditor = deferred<typeof ServiceEditorType>("ServiceEditor", () => import("./service-editor").then((m) => m.ServiceEditor), { placeholder: "none" });

type Data = ServicesData;

const PAGE_SIZES = [10, 20, 50];

/**
 * The advisor's service catalogue as a data table (TanStack Table, server-side sort and paging):
 * search, sort, page and page size live in the URL. Editing happens in a side panel (?edit=id).
 */
export function ServicesApp({ data }: { data: Data }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { run, error, clearError, busy } = useMutation("/resources/services");
  const [products, setProducts] = useSynced(data.products);
  const [search, setSearch] = useState(data.state.search);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [status, setStatus] = useState("");

  const href = (change: HrefChange) => servicesHref(location.pathname, data.state, data.editing?.id, change);

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

  // Stable handlers for the deferred table and editor (#app/features/workspace/use-latest).
  const onSetActive = useLatest(setActive);
  const closeEditor = useLatest(() => navigate(href({ edit: null }), { preventScrollReset: true }));
  const deleteEdited = useLatest(() => setToDelete(data.editing));
  const announceSaved = useLatest(() => setStatus(t("workspace.services.saved")));

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
        <ServicesTable
          products={products}
          state={data.state}
          lastPage={data.pagination.lastPage}
          pathname={location.pathname}
          editingId={data.editing?.id}
          categories={data.categories}
          loading={loading}
          onSetActive={onSetActive}
          onDelete={setToDelete}
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
          <PageLink to={href({ page: data.state.page - 1 })} disabled={data.state.page <= 1} label={t("workspace.common.previous")} icon="prev" />
          <span>{t("workspace.common.pageOf", { page: data.state.page, pages: p.lastPage })}</span>
          <PageLink to={href({ page: data.state.page + 1 })} disabled={data.state.page >= p.lastPage} label={t("workspace.common.next")} icon="next" />
        </nav>
      </div>
      {data.editing ? (
        <ServiceEditor
          key={data.editing.id}
          product={data.editing}
          data={data}
          run={run}
          onClose={closeEditor}
          onDelete={deleteEdited}
          onSaved={announceSaved}
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
