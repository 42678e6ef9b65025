import { Link, useFetcher, useRevalidator } from "@remix-run/react";
import { ChevronRight, Download, File as FileIcon, Folder, FolderPlus, LayoutGrid, List, Share2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Progress } from "#app/components/ui/progress";
import { formatDate } from "#app/lib/dates";
import { collator, formatBytes } from "#app/lib/intl";

export interface Item {
  id: string;
  folderId: string | null;
  name: string;
  type: string;
  size: number;
  modifiedAt: string;
  createdBy: string;
  contents: string | null;
}
/** The wire shape says a folder's size in English ("3 files", spec §3); the page says it in the reader's language. */
const folderFileCount = (contents: string | null) => Number.parseInt(contents ?? "0", 10) || 0;

export interface Listing {
  folders: Item[];
  files: Item[];
  path: { id: string; name: string }[];
}
export interface Share {
  id: string;
  folderId: string;
  advisorId: string;
  advisorName: string;
  access: "read" | "upload";
}
export type BrowseQuery = { folder?: string; view: "list" | "grid"; sort: "name" | "modified" | "size" };

const RESOURCE = "/resources/documents";

function sortItems(items: Item[], sort: BrowseQuery["sort"]) {
  const copy = [...items];
  if (sort === "modified") copy.sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt));
  else if (sort === "size") copy.sort((a, b) => b.size - a.size);
  else {
    const byName = collator(undefined, { sensitivity: "base" }); // once per sort, not per comparison
    copy.sort((a, b) => byName.compare(a.name, b.name));
  }
  return copy;
}

function href(base: string, query: BrowseQuery, change: Partial<BrowseQuery>) {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.folder) params.set("folder", next.folder);
  if (next.view !== "list") params.set("view", next.view);
  if (next.sort !== "name") params.set("sort", next.sort);
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

export function Breadcrumb({ base, rootLabel, path, query }: { base: string; rootLabel: string; path: { id: string; name: string }[]; query: BrowseQuery }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("compliance.documents.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Link to={href(base, query, { folder: undefined })} className="text-primary underline-offset-4 hover:underline">{rootLabel}</Link>
        </li>
        {path.map((p, i) => (
          <li key={p.id} className="flex items-center gap-1">
            <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
            {i === path.length - 1 ? (
              <span aria-current="page" className="font-medium">{p.name}</span>
            ) : (
              <Link to={href(base, query, { folder: p.id })} className="text-primary underline-offset-4 hover:underline">{p.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Upload with client-side type/size checks and a progress bar (XHR: fetch has no upload progress). */
export function UploadButton({ folderId, shared, rules }: { folderId: string | null; shared?: boolean; rules: { maxBytes: number; extensions: string[] } }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const id = useId();

  function send(file: File) {
    const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
    if (!rules.extensions.includes(extension)) return setMessage({ kind: "error", text: t("compliance.documents.badType", { types: rules.extensions.join(", ") }) });
    if (file.size > rules.maxBytes) return setMessage({ kind: "error", text: t("compliance.documents.tooLarge", { mb: Math.round(rules.maxBytes / 1048576) }) });
    const form = new FormData();
    form.set("intent", shared ? "upload-shared" : "upload");
    form.set("folderId", folderId ?? "");
    form.set("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", RESOURCE);
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      setProgress(null);
      if (xhr.status >= 200 && xhr.status < 300) {
        setMessage({ kind: "ok", text: t("compliance.documents.uploaded", { name: file.name }) });
        revalidator.revalidate();
      } else {
        let text = t("compliance.documents.uploadFailed");
        try {
          text = JSON.parse(xhr.responseText).error.message ?? text;
        } catch {
          /* keep the generic message */
        }
        setMessage({ kind: "error", text });
      }
    };
    xhr.onerror = () => {
      setProgress(null);
      setMessage({ kind: "error", text: t("compliance.documents.uploadFailed") });
    };
    setMessage(null);
    setProgress(0);
    xhr.send(form);
  }

  return (
    <div className="space-y-2">
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        accept={rules.extensions.map((e) => `.${e}`).join(",")}
        data-testid="upload-input"
        aria-label={t("compliance.documents.upload")}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) send(file);
          e.currentTarget.value = "";
        }}
      />
      <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={progress !== null}>
        <Upload aria-hidden /> {t("compliance.documents.upload")}
      </Button>
      {progress !== null ? (
        <div className="w-48" role="status" aria-live="polite">
          <Progress value={progress} label={t("compliance.documents.uploading")} />
          <span className="text-xs">{t("compliance.documents.uploadingPercent", { percent: progress })}</span>
        </div>
      ) : null}
      {message ? (
        <p role={message.kind === "error" ? "alert" : "status"} className={`text-sm ${message.kind === "error" ? "text-destructive" : "text-success"}`}>{message.text}</p>
      ) : null}
    </div>
  );
}

export function NewFolderForm({ folderId }: { folderId: string | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ error?: { message: string } }>();
  const id = useId();
  return (
    <fetcher.Form method="post" action={RESOURCE} className="flex items-end gap-2">
      <input type="hidden" name="intent" value="create-folder" />
      <input type="hidden" name="folderId" value={folderId ?? ""} />
      <div className="space-y-1">
        <Label htmlFor={id} className="sr-only">{t("compliance.documents.folderName")}</Label>
        <Input id={id} name="name" placeholder={t("compliance.documents.folderName")} required maxLength={200} className="h-8 w-44" />
      </div>
      <Button type="submit" size="sm" variant="outline"><FolderPlus aria-hidden /> {t("compliance.documents.newFolder")}</Button>
      {fetcher.data?.error ? <p role="alert" className="text-sm text-destructive">{fetcher.data.error.message}</p> : null}
    </fetcher.Form>
  );
}

function ItemActions({ item, folders, shares, targets }: { item: Item; folders: { id: string; name: string }[]; shares: Share[]; targets: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ error?: { message: string } }>();
  const id = useId();
  const isFolder = item.type === "folder";
  const itemShares = shares.filter((s) => s.folderId === item.id);
  // The panel (rename, move, share, delete: fetcher forms, so JavaScript is needed anyway) is
  // rendered once the menu is first opened, not for every closed menu (decision 296).
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before hydration: the browser toggled it natively, before React listened.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details className="relative" ref={details} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      {/* The name is read after the visible word, so the accessible name contains what is seen (axe label-content-name-mismatch). */}
      <summary className="cursor-pointer rounded px-2 py-1 text-sm hover:bg-accent">
        {t("compliance.documents.actions")}
        <span className="sr-only">: {item.name}</span>
      </summary>
      {opened ? (
        <div className="absolute right-0 z-20 mt-1 w-72 space-y-3 rounded-md border bg-popover p-3 text-sm shadow-lg">
          <fetcher.Form method="post" action={RESOURCE} className="space-y-1">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={item.id} />
            <Label htmlFor={`${id}-name`}>{t("compliance.documents.rename")}</Label>
            <div className="flex gap-2">
              <Input id={`${id}-name`} name="name" defaultValue={item.name} required maxLength={200} className="h-8" />
              <Button size="sm" type="submit">{t("compliance.documents.ok")}</Button>
            </div>
          </fetcher.Form>
          <fetcher.Form method="post" action={RESOURCE} className="space-y-1">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="id" value={item.id} />
            <Label htmlFor={`${id}-move`}>{t("compliance.documents.moveTo")}</Label>
            <div className="flex gap-2">
              <NativeSelect id={`${id}-move`} name="folderId" defaultValue={item.folderId ?? ""} className="h-8 py-0">
                <option value="">{t("compliance.documents.root")}</option>
                {folders.filter((f) => f.id !== item.id).map((f) => (
                  <option key={f.id} value={f.id}>{f.name}</option>
                ))}
              </NativeSelect>
              <Button size="sm" type="submit">{t("compliance.documents.ok")}</Button>
            </div>
          </fetcher.Form>
          {isFolder ? (
            <div className="space-y-2 border-t pt-2">
              <p className="flex items-center gap-1 font-medium"><Share2 className="size-4" aria-hidden /> {t("compliance.documents.share")}</p>
              {itemShares.map((s) => (
                <fetcher.Form key={s.id} method="post" action={RESOURCE} className="flex items-center justify-between gap-2">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={s.id} />
                  <span>{s.advisorName} · {t(`compliance.documents.access.${s.access}`)}</span>
                  <Button size="sm" variant="ghost" type="submit">{t("compliance.documents.revoke")}</Button>
                </fetcher.Form>
              ))}
              {targets.length > 0 ? (
                <fetcher.Form method="post" action={RESOURCE} className="space-y-1">
                  <input type="hidden" name="intent" value="share" />
                  <input type="hidden" name="folderId" value={item.id} />
                  <Label htmlFor={`${id}-adv`}>{t("compliance.documents.advisor")}</Label>
                  <NativeSelect id={`${id}-adv`} name="advisorId" className="h-8 py-0">
                    {targets.map((a) => (
                      <option key={a.id} value={a.id}>{a.name}</option>
                    ))}
                  </NativeSelect>
                  <Label htmlFor={`${id}-acc`}>{t("compliance.documents.accessLabel")}</Label>
                  <div className="flex gap-2">
                    <NativeSelect id={`${id}-acc`} name="access" className="h-8 py-0">
                      <option value="read">{t("compliance.documents.access.read")}</option>
                      <option value="upload">{t("compliance.documents.access.upload")}</option>
                    </NativeSelect>
                    <Button size="sm" type="submit">{t("compliance.documents.shareButton")}</Button>
                  </div>
                </fetcher.Form>
              ) : (
                <p className="text-muted-foreground">{t("compliance.documents.noAdvisors")}</p>
              )}
            </div>
        ) : null}
        <fetcher.Form
          method="post"
          action={RESOURCE}
          className="border-t pt-2"
          onSubmit={(e) => {
            if (!confirm(t(isFolder ? "compliance.documents.deleteFolderConfirm" : "compliance.documents.deleteConfirm", { name: item.name }))) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item.id} />
          <Button size="sm" variant="destructive" type="submit">{t("compliance.documents.delete")}</Button>
        </fetcher.Form>
        {fetcher.data?.error ? <p role="alert" className="text-destructive">{fetcher.data.error.message}</p> : null}
      </div>
      ) : null}
    </details>
  );
}

export function ViewControls({ base, query }: { base: string; query: BrowseQuery }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t("compliance.documents.sortBy")}</span>
      {(["name", "modified", "size"] as const).map((s) => (
        <Link key={s} to={href(base, query, { sort: s })} aria-current={query.sort === s ? "true" : undefined} className={`rounded px-2 py-1 ${query.sort === s ? "bg-accent font-medium" : "hover:bg-accent"}`}>
          {t(`compliance.documents.sort.${s}`)}
        </Link>
      ))}
      <span className="mx-1 h-4 w-px bg-border" aria-hidden />
      <Link to={href(base, query, { view: "list" })} aria-label={t("compliance.documents.listView")} aria-current={query.view === "list" ? "true" : undefined} className={`rounded p-1 ${query.view === "list" ? "bg-accent" : "hover:bg-accent"}`}>
        <List className="size-4" aria-hidden />
      </Link>
      <Link to={href(base, query, { view: "grid" })} aria-label={t("compliance.documents.gridView")} aria-current={query.view === "grid" ? "true" : undefined} className={`rounded p-1 ${query.view === "grid" ? "bg-accent" : "hover:bg-accent"}`}>
        <LayoutGrid className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** Folders then files, list or grid; owner actions when `manage` is given. */
export function ItemGrid({
  listing,
  query,
  base,
  locale,
  downloadHref,
  manage,
  shares = [],
}: {
  listing: Listing;
  query: BrowseQuery;
  base: string;
  locale: string;
  downloadHref: (id: string) => string;
  manage?: { folders: { id: string; name: string }[]; targets: { id: string; name: string }[] };
  shares?: Share[];
}) {
  const { t } = useTranslation();
  const items = [...sortItems(listing.folders, query.sort), ...sortItems(listing.files, query.sort)];
  if (items.length === 0) return <p className="rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">{t("compliance.documents.empty")}</p>;
  const date = (iso: string) => formatDate(iso, locale, "day");
  return (
    <ul className={query.view === "grid" ? "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" : "divide-y rounded-lg border bg-card"} data-testid="file-items">
      {items.map((item) => {
        const isFolder = item.type === "folder";
        const Icon = isFolder ? Folder : FileIcon;
        const shared = shares.some((s) => s.folderId === item.id);
        const label = (
          <>
            <Icon className={`shrink-0 ${query.view === "grid" ? "size-10" : "size-5"} ${isFolder ? "text-amber-500" : "text-primary"}`} aria-hidden />
            <span className="min-w-0">
              <span className="block truncate font-medium" data-user-content>{item.name}</span>
              <span className="block text-xs text-muted-foreground">
                {isFolder ? t("compliance.documents.fileCount", { count: folderFileCount(item.contents) }) : `${item.type} · ${formatBytes(item.size, locale)}`} · {date(item.modifiedAt)}
              </span>
            </span>
          </>
        );
        return (
          <li key={item.id} className={query.view === "grid" ? "relative rounded-lg border bg-card p-3" : "flex items-center justify-between gap-2 p-3"} data-item-name={item.name}>
            {isFolder ? (
              <Link to={href(base, query, { folder: item.id })} className={`flex min-w-0 gap-3 ${query.view === "grid" ? "flex-col" : "items-center"}`}>{label}</Link>
            ) : (
              <a href={downloadHref(item.id)} download className={`flex min-w-0 gap-3 ${query.view === "grid" ? "flex-col" : "items-center"}`}>
                <span className="sr-only">{t("compliance.documents.download")}: </span>
                {label}
              </a>
            )}
            <div className="flex shrink-0 items-center gap-1">
              {shared ? <Badge variant="secondary">{t("compliance.documents.shared")}</Badge> : null}
              {!isFolder ? (
                <a href={downloadHref(item.id)} download className="rounded p-1 hover:bg-accent" aria-label={`${t("compliance.documents.download")}: ${item.name}`}>
                  <Download className="size-4" aria-hidden />
                </a>
              ) : null}
              {manage ? <ItemActions item={item} folders={manage.folders} shares={shares} targets={manage.targets} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
