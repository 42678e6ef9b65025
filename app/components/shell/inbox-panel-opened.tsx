import { Link } from "@remix-run/react";
import { Bell, Check, Mail, MessageSquare, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { InboxItem } from "#worker/domain/inbox.server";
import { Button } from "#app/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "#app/components/ui/popover";
import { cn } from "#app/lib/utils";
import { iconFor } from "./icons";
import { INBOX_NS as NS, type InboxKind as Kind } from "./inbox-kind";
import { LocalTime } from "./local-time";
import { PanelStatus, usePanelContent, type PanelContent } from "./panel-content";
import { useShellFetcher } from "./use-shell-fetcher";

// The opened part of the messages and notifications panels (inbox-panel.tsx): the popover and its
// rows, in a module the browser loads on the first open (`lazyPart`, #app/lib/lazy-part).

/** The popover, mounted on the first open; it keeps the loaded items while closed. */
export function OpenedInbox({ kind, open, setOpen, trigger }: { kind: Kind; open: boolean; setOpen: (open: boolean) => void; trigger: React.ReactElement }) {
  const content = usePanelContent<InboxItem[]>("/resources/inbox", { kind });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <InboxContent kind={kind} content={content} />
    </Popover>
  );
}

/** The panel itself: its items once loaded, a status while they load, a retry if they could not be. */
function InboxContent({ kind, content }: { kind: Kind; content: PanelContent<InboxItem[]> }) {
  const { t } = useTranslation();
  const ns = NS[kind];
  const markAll = useShellFetcher<unknown>();
  // Rows the server confirmed deleted (the delete answers `true`) stay out of the list even while the
  // list itself is stale: when another row's submission starts while a revalidation is in flight,
  // Remix aborts the panel's reload and loads it again later, so the loaded list can still hold them.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const onRemoved = useCallback((id: string) => setRemoved((ids) => (ids.has(id) ? ids : new Set(ids).add(id))), []);
  const items = (content.data ?? []).filter((item) => !removed.has(item.id));
  const unread = items.filter((i) => !i.read).length;
  const TriggerIcon = kind === "message" ? MessageSquare : Bell;
  return (
    <PopoverContent aria-label={t(`${ns}.title`)} aria-busy={content.loading} className="flex max-h-[min(36rem,80vh)] flex-col p-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b px-4 py-3">
        <h2 className="text-base font-semibold">{t(`${ns}.title`)}</h2>
        {unread > 0 ? <span className="whitespace-nowrap rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">{t("inbox.unread", { count: unread })}</span> : null}
        <markAll.Form method="post" action="/resources/inbox" className="ml-auto">
          <input type="hidden" name="intent" value="markAll" />
          <input type="hidden" name="kind" value={kind} />
          <Button type="submit" variant="ghost" size="sm" disabled={unread === 0 || markAll.state !== "idle"}>
            <Check aria-hidden="true" />
            {t(`${ns}.markAll`)}
          </Button>
        </markAll.Form>
      </div>
      {!content.data ? (
        <PanelStatus loading={content.loading} failed={content.failed} retry={content.retry} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <TriggerIcon className="size-6 text-muted-foreground" aria-hidden="true" />
          </span>
          <p className="font-semibold">{t(`${ns}.empty`)}</p>
          <p className="text-sm text-muted-foreground">{t(`${ns}.emptyBody`)}</p>
        </div>
      ) : (
        <ul className="overflow-y-auto">
          {items.map((item) => (
            <InboxRow key={item.id} kind={kind} item={item} onRemoved={onRemoved} />
          ))}
        </ul>
      )}
    </PopoverContent>
  );
}

function ItemLink({ item, children }: { item: InboxItem; children: React.ReactNode }) {
  const className = "block rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  if (!item.link) return <div>{children}</div>;
  if (item.useRouter) {
    return (
      <Link to={item.link} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={item.link} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

function InboxRow({ kind, item, onRemoved }: { kind: Kind; item: InboxItem; onRemoved: (id: string) => void }) {
  const { t } = useTranslation();
  const fetcher = useShellFetcher<unknown>();
  const busyIntent = fetcher.formData?.get("intent");
  // Optimistic: a pending toggle shows the new state, a pending delete hides the row.
  const read = busyIntent === "toggle" ? !item.read : item.read;
  const deleted = fetcher.state === "idle" && fetcher.data === true;
  useEffect(() => {
    if (deleted) onRemoved(item.id);
  }, [deleted, onRemoved, item.id]);
  if (busyIntent === "delete" || deleted) return null;
  const Icon = iconFor(item.icon, kind === "message" ? Mail : Bell);
  return (
    <li data-item-id={item.id} data-read={read} className={cn("group flex gap-3 border-b px-4 py-3 last:border-b-0", !read && "bg-primary/5")}>
      <div className="shrink-0 pt-0.5">
        {item.image ? (
          <img src={item.image} alt="" width={36} height={36} className="size-9 rounded-full border object-cover" />
        ) : (
          <span className="flex size-9 items-center justify-center rounded-full bg-muted">
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <ItemLink item={item}>
          {/* Sanitized with the one sanitizer when stored and again when loaded (worker/domain/inbox.server.ts). */}
          <div className="font-medium [&_a]:underline" dangerouslySetInnerHTML={{ __html: item.title }} />
          {item.description ? <div className="mt-0.5 line-clamp-2 text-muted-foreground" dangerouslySetInnerHTML={{ __html: item.description }} /> : null}
        </ItemLink>
        <LocalTime iso={item.time} className="mt-1 block text-xs text-muted-foreground" />
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <fetcher.Form method="post" action="/resources/inbox">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            aria-label={read ? t("inbox.markUnread") : t("inbox.markRead")}
            title={read ? t("inbox.markUnread") : t("inbox.markRead")}
            className="flex size-7 items-center justify-center rounded-full hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className={cn("size-2.5 rounded-full", read ? "border border-muted-foreground" : "bg-primary")} />
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/resources/inbox">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            aria-label={t("inbox.remove")}
            title={t("inbox.remove")}
            className="flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
