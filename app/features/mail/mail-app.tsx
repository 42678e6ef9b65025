import { Link, useLocation, useNavigate } from "@remix-run/react";
import { format } from "date-fns";
import {
  ArrowLeft,
  FileText,
  Flag,
  FolderInput,
  Forward,
  Inbox,
  Keyboard,
  Mail as MailIcon,
  MailOpen,
  Paperclip,
  Pencil,
  Plus,
  Reply,
  Send,
  ShieldAlert,
  Star,
  Tag,
  Trash2,
  FilePen,
} from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Mail, MailLabel } from "../../../worker/domain/mailbox.server";
import type { Recipient } from "../../../worker/domain/mail-recipients.server";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { isTyping, useMutation, useSynced } from "~/features/workspace/mutation";
import { useDateLocale } from "~/features/workspace/date";
import { PageLink } from "~/features/workspace/page-link";
import { RelativeTime } from "~/features/workspace/relative-time";
import { Avatar, ConfirmDialog, EmptyState, MutationAlert } from "~/features/workspace/states";
import { cn } from "~/lib/utils";
import { Composer, type Draft } from "./composer";
import { LABEL_DOT } from "./label-colors";
import { LabelDialog } from "./label-dialog";
import type { mailLoader } from "./mail.server";

type Data = Awaited<ReturnType<typeof mailLoader>>;
type Folder = Data["folders"][number];


const FOLDER_ICONS: Record<string, React.ComponentType<{ className?: string }>> = { inbox: Inbox, sent: Send, drafts: FilePen, spam: ShieldAlert, trash: Trash2 };
const FILTER_ICONS: Record<string, React.ComponentType<{ className?: string }>> = { starred: Star, important: Flag };
const MOVE_TARGETS = ["inbox", "spam", "trash"] as const;

/** "Name <email>" → its parts. */
export function parseAddress(contact: string): { name: string; email: string } {
  const m = contact.match(/^(.*)<([^>]+)>\s*$/);
  return m ? { name: m[1]!.trim() || m[2]!, email: m[2]!.trim() } : { name: contact, email: contact };
}

/**
 * The mail client (advisor inbox and /apps/mailbox): folders with counts, filters, coloured labels,
 * 10 mails a page from the server, a reading pane, composer. On a phone the list and the reading
 * pane take the whole width in turn.
 */
export function MailApp({ data }: { data: Data }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const dateLocale = useDateLocale();
  const { run, error, clearError } = useMutation("/resources/mail");
  const [mails, setMails] = useSynced(data.mails);
  const [open, setOpen] = useSynced(data.open);
  const [folders, setFolders] = useSynced(data.folders);
  const [labels, setLabels] = useSynced(data.labels);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [labelEdit, setLabelEdit] = useState<MailLabel | "new" | null>(null);
  const [labelDelete, setLabelDelete] = useState<MailLabel | null>(null);
  const [status, setStatus] = useState("");
  const paneRef = useRef<HTMLHeadingElement>(null);

  const href = useCallback(
    (change: { view?: { kind: string; value: string }; page?: number; mail?: string | null }) => {
      const q = new URLSearchParams();
      const view = change.view ?? data.view;
      q.set(view.kind, view.value);
      const page = change.page ?? (change.view ? 1 : data.view.page);
      if (page > 1) q.set("page", String(page));
      const mail = change.mail === undefined ? data.openId : change.mail;
      if (mail) q.set("mail", mail);
      return `${location.pathname}?${q}`;
    },
    [data.view, data.openId, location.pathname],
  );

  const labelById = useMemo(() => new Map(labels.map((l) => [l.id, l])), [labels]);

  /** Optimistic change of one mail in the list and the pane; returns the undo. */
  const patchLocal = useCallback(
    (id: string, change: Partial<Mail>) => {
      const before = { mails, open, folders };
      setMails((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));
      setOpen((m) => (m && m.id === id ? { ...m, ...change } : m));
      const mail = mails.find((m) => m.id === id) ?? (open?.id === id ? open : undefined);
      if (mail && change.unread !== undefined && change.unread !== mail.unread && mail.folder !== "drafts") {
        setFolders((fs) => fs.map((f) => (f.id === mail.folder ? { ...f, count: Math.max(0, f.count + (change.unread ? 1 : -1)) } : f)));
      }
      return () => {
        setMails(before.mails);
        setOpen(before.open);
        setFolders(before.folders);
      };
    },
    [mails, open, folders, setMails, setOpen, setFolders],
  );

  const update = useCallback(
    (mail: Pick<Mail, "id">, change: Partial<Pick<Mail, "unread" | "starred" | "important" | "folder" | "labels">>) =>
      run({ intent: "update", id: mail.id, mail: change }, { apply: () => patchLocal(mail.id, change) }),
    [run, patchLocal],
  );

  const move = useCallback(
    async (mail: Mail, folder: Mail["folder"]) => {
      const ok = await update(mail, { folder });
      if (ok) {
        setStatus(t("workspace.mail.moved", { folder: t(`workspace.mail.folders.${folder}`) }));
        if (data.openId === mail.id) navigate(href({ mail: null }), { replace: true });
      }
    },
    [update, data.openId, navigate, href, t],
  );

  // Opening an unread mail marks it read (optimistically).
  useEffect(() => {
    if (data.open?.unread) void update(data.open, { unread: false });
    if (data.open) paneRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.open?.id]);

  const openMail = (mail: Mail) => {
    if (mail.folder === "drafts") {
      setDraft({ draftId: mail.id, to: mail.to, cc: mail.cc, bcc: mail.bcc, subject: mail.subject, content: mail.content, mode: "draft" });
      return;
    }
    navigate(href({ mail: mail.id }));
  };

  const reply = (mail: Mail, mode: "reply" | "forward") => {
    const from = parseAddress(mail.from.contact);
    const when = format(new Date(mail.date), "PPpp", { locale: dateLocale });
    setDraft({
      mode,
      to: mode === "reply" ? [from.email] : [],
      cc: [],
      bcc: [],
      subject: `${mode === "reply" ? "Re" : "Fwd"}: ${mail.subject.replace(/^(re|fwd):\s*/i, "")}`,
      quote: { header: t("workspace.mail.quoteHeader", { date: when, from: mail.from.contact }), html: mail.content },
      content: "",
    });
  };

  // Keyboard shortcuts for the common actions (listed behind the keyboard button).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event) || draft) return;
      const index = mails.findIndex((m) => m.id === data.openId);
      const current = open ?? null;
      const key = event.key;
      if (key === "j" || key === "k") {
        const next = mails[key === "j" ? index + 1 : Math.max(index - 1, 0)] ?? (index === -1 ? mails[0] : undefined);
        if (next) openMail(next);
      } else if (key === "c") setDraft({ mode: "new", to: [], cc: [], bcc: [], subject: "", content: "" });
      else if (!current) return;
      else if (key === "s") void update(current, { starred: !current.starred });
      else if (key === "!") void update(current, { important: !current.important });
      else if (key === "u") void update(current, { unread: !current.unread });
      else if (key === "#" || key === "Delete") void move(current, "trash");
      else if (key === "r") reply(current, "reply");
      else if (key === "f") reply(current, "forward");
      else if (key === "Escape") navigate(href({ mail: null }));
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const saveLabel = async (input: { title: string; color: MailLabel["color"] }) => {
    if (labelEdit === "new") {
      const created = await run<MailLabel>({ intent: "labelCreate", label: input });
      if (created) setLabelEdit(null);
    } else if (labelEdit) {
      const id = labelEdit.id;
      const saved = await run<MailLabel>({ intent: "labelUpdate", id, label: input }, { apply: () => {
        const before = labels;
        setLabels((ls) => ls.map((l) => (l.id === id ? { ...l, ...input } : l)));
        return () => setLabels(before);
      } });
      if (saved) {
        setLabelEdit(null);
        // A renamed label has a new slug: keep showing it.
        if (data.view.kind === "label" && data.view.value === labelEdit.slug && saved.slug !== labelEdit.slug) navigate(href({ view: { kind: "label", value: saved.slug } }), { replace: true });
      }
    }
  };

  const removeLabel = async (label: MailLabel) => {
    const ok = await run({ intent: "labelDelete", id: label.id }, { apply: () => {
      const before = labels;
      setLabels((ls) => ls.filter((l) => l.id !== label.id));
      return () => setLabels(before);
    } });
    if (ok && data.view.kind === "label" && data.view.value === label.slug) navigate(href({ view: { kind: "folder", value: "inbox" } }));
  };

  const viewTitle =
    data.view.kind === "folder"
      ? t(`workspace.mail.folders.${data.view.value}`)
      : data.view.kind === "filter"
        ? t(`workspace.mail.filters.${data.view.value}`)
        : (labels.find((l) => l.slug === data.view.value)?.title ?? data.view.value);
  const p = data.pagination;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t("workspace.mail.title")}</h1>
        <div className="flex items-center gap-2">
          <ShortcutHelp />
          <Button onClick={() => setDraft({ mode: "new", to: [], cc: [], bcc: [], subject: "", content: "" })}>
            <Pencil aria-hidden="true" />
            {t("workspace.mail.compose")}
          </Button>
        </div>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,22rem)_minmax(0,1fr)]">
        {/* Sidebar: folders, filters, labels. On a phone it is a horizontal strip. */}
        <nav aria-label={t("workspace.mail.mailboxes")} className={cn("min-w-0 space-y-4", data.openId && "hidden md:block")}>
          <ul className="relative flex gap-1 overflow-x-auto md:flex-col">
            {folders.map((f: Folder) => {
              const Icon = FOLDER_ICONS[f.id] ?? Inbox;
              const active = data.view.kind === "folder" && data.view.value === f.id;
              return (
                <li key={f.id}>
                  <Link
                    to={href({ view: { kind: "folder", value: f.id }, mail: null })}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      active && "bg-accent font-medium",
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    <span className="flex-1">{t(`workspace.mail.folders.${f.id}`)}</span>
                    {f.count > 0 ? (
                      <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground" aria-label={t(f.id === "drafts" ? "workspace.mail.draftCount" : "workspace.mail.unreadCount", { count: f.count })}>
                        {f.count}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
            {data.filters.map((f) => {
              const Icon = FILTER_ICONS[f.id] ?? Star;
              const active = data.view.kind === "filter" && data.view.value === f.id;
              return (
                <li key={f.id}>
                  <Link
                    to={href({ view: { kind: "filter", value: f.id }, mail: null })}
                    aria-current={active ? "page" : undefined}
                    className={cn("flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", active && "bg-accent font-medium")}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`workspace.mail.filters.${f.id}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div>
            <div className="flex items-center justify-between px-3">
              <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("workspace.mail.labels")}</h2>
              <Button variant="ghost" size="icon" className="size-7" onClick={() => setLabelEdit("new")}>
                <Plus aria-hidden="true" />
                <span className="sr-only">{t("workspace.mail.newLabel")}</span>
              </Button>
            </div>
            {labels.length === 0 ? <p className="px-3 py-2 text-sm text-muted-foreground">{t("workspace.mail.noLabels")}</p> : null}
            <ul className="relative flex gap-1 overflow-x-auto md:flex-col">
              {labels.map((l) => {
                const active = data.view.kind === "label" && data.view.value === l.slug;
                return (
                  <li key={l.id} className="group flex items-center">
                    <Link
                      to={href({ view: { kind: "label", value: l.slug }, mail: null })}
                      aria-current={active ? "page" : undefined}
                      className={cn("flex flex-1 items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", active && "bg-accent font-medium")}
                    >
                      <span className={cn("size-2.5 rounded-full", LABEL_DOT[l.color])} aria-hidden="true" />
                      <span data-user-content>{l.title}</span>
                    </Link>
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" className="size-7">
                          <Pencil aria-hidden="true" />
                          <span className="sr-only">{t("workspace.mail.labelActions", { label: l.title })}</span>
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem onSelect={() => setLabelEdit(l)}>{t("workspace.common.edit")}</DropdownMenuItem>
                        <DropdownMenuItem onSelect={() => setLabelDelete(l)} className="text-destructive">
                          {t("workspace.common.delete")}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </li>
                );
              })}
            </ul>
          </div>
        </nav>

        {/* The list of the view's mails, 10 a page from the server. */}
        <section aria-labelledby="mail-list-title" className={cn("min-w-0 rounded-lg border bg-card", data.openId && "hidden lg:block")}>
          <div className="flex items-center justify-between border-b px-4 py-3">
            <h2 id="mail-list-title" className="font-semibold">
              {viewTitle}
            </h2>
            <span className="text-xs text-muted-foreground">
              {p.totalResults > 0 ? t("workspace.mail.range", { from: p.startIndex + 1, to: p.endIndex + 1, total: p.totalResults }) : null}
            </span>
          </div>
          {mails.length === 0 ? (
            <div className="p-4">
              <EmptyState title={t("workspace.mail.empty")} body={t("workspace.mail.emptyBody")} icon={MailIcon} />
            </div>
          ) : (
            <ul>
              {mails.map((m) => {
                const from = parseAddress(m.from.contact);
                const active = m.id === data.openId;
                const who = m.folder === "sent" || m.folder === "drafts" ? t("workspace.mail.toWho", { who: m.to.join(", ") || "—" }) : from.name;
                return (
                  <li key={m.id} className={cn("flex gap-2 border-b px-3 py-3 last:border-b-0", active && "bg-accent", m.unread && "bg-primary/5")} data-mail-id={m.id}>
                    <button
                      type="button"
                      onClick={() => void update(m, { starred: !m.starred })}
                      aria-pressed={m.starred}
                      className="self-start rounded p-1 text-muted-foreground hover:text-amber-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <Star className={cn("size-4", m.starred && "fill-amber-400 text-amber-500")} aria-hidden="true" />
                      <span className="sr-only">{t("workspace.mail.star")}</span>
                    </button>
                    <Link to={href({ mail: m.id })} onClick={(e) => {
                      if (m.folder === "drafts") {
                        e.preventDefault();
                        openMail(m);
                      }
                    }} className="min-w-0 flex-1 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-current={active ? "true" : undefined}>
                      <div className="flex items-baseline justify-between gap-2">
                        <span className={cn("truncate text-sm", m.unread ? "font-semibold" : "text-muted-foreground")}>
                          {m.unread ? <span className="sr-only">{t("workspace.mail.unread")}: </span> : null}
                          {who}
                        </span>
                        <RelativeTime iso={m.date} className="shrink-0 text-xs text-muted-foreground" />
                      </div>
                      <p className={cn("truncate text-sm", m.unread && "font-semibold")}>
                        {m.important ? <Flag className="mr-1 inline size-3 text-red-600" aria-label={t("workspace.mail.important")} /> : null}
                        {m.subject ? <span data-user-content>{m.subject}</span> : t("workspace.mail.noSubject")}
                      </p>
                      <div className="mt-1 flex flex-wrap items-center gap-1">
                        {m.attachments.length ? <Paperclip className="size-3 text-muted-foreground" aria-label={t("workspace.mail.hasAttachments")} /> : null}
                        {m.labels.map((id) => labelById.get(id)).filter(Boolean).map((l) => (
                          <span key={l!.id} className="inline-flex items-center gap-1 rounded-full border px-2 text-xs">
                            <span className={cn("size-2 rounded-full", LABEL_DOT[l!.color])} aria-hidden="true" />
                            <span data-user-content>{l!.title}</span>
                          </span>
                        ))}
                      </div>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {p.lastPage > 1 ? (
            <nav aria-label={t("workspace.common.pagination")} className="flex items-center justify-between border-t px-3 py-2 text-sm">
              <PageLink to={href({ page: p.currentPage - 1, mail: null })} disabled={p.currentPage <= 1} label={t("workspace.common.previous")} icon="prev" />
              <span>{t("workspace.common.pageOf", { page: p.currentPage, pages: p.lastPage })}</span>
              <PageLink to={href({ page: p.currentPage + 1, mail: null })} disabled={p.currentPage >= p.lastPage} label={t("workspace.common.next")} icon="next" />
            </nav>
          ) : null}
        </section>

        {/* Reading pane */}
        <section aria-labelledby="mail-pane-title" className={cn("min-w-0 rounded-lg border bg-card md:col-span-1", !data.openId && "hidden lg:block", data.openId && "md:col-start-2 lg:col-start-3")}>
          {open ? (
            <article className="flex h-full flex-col">
              <div className="flex flex-wrap items-center gap-1 border-b px-2 py-2">
                <Button variant="ghost" size="sm" asChild className="lg:hidden">
                  <Link to={href({ mail: null })}>
                    <ArrowLeft aria-hidden="true" />
                    {t("workspace.common.back")}
                  </Link>
                </Button>
                <ToolbarButton label={t("workspace.mail.reply")} onClick={() => reply(open, "reply")} icon={Reply} shortcut="r" />
                <ToolbarButton label={t("workspace.mail.forward")} onClick={() => reply(open, "forward")} icon={Forward} shortcut="f" />
                <ToolbarButton label={t("workspace.mail.star")} pressed={open.starred} onClick={() => void update(open, { starred: !open.starred })} icon={Star} shortcut="s" />
                <ToolbarButton label={t("workspace.mail.important")} pressed={open.important} onClick={() => void update(open, { important: !open.important })} icon={Flag} shortcut="!" />
                <ToolbarButton
                  label={open.unread ? t("workspace.mail.markRead") : t("workspace.mail.markUnread")}
                  onClick={() => void update(open, { unread: !open.unread })}
                  icon={open.unread ? MailOpen : MailIcon}
                  shortcut="u"
                />
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="sm">
                      <FolderInput aria-hidden="true" />
                      <span className="hidden sm:inline">{t("workspace.mail.move")}</span>
                      <span className="sr-only sm:hidden">{t("workspace.mail.move")}</span>
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuLabel>{t("workspace.mail.moveTo")}</DropdownMenuLabel>
                    {MOVE_TARGETS.filter((f) => f !== open.folder).map((f) => (
                      <DropdownMenuItem key={f} onSelect={() => void move(open, f)}>
                        {t(`workspace.mail.folders.${f}`)}
                      </DropdownMenuItem>
                    ))}
                  </DropdownMenuContent>
                </DropdownMenu>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="sm">
                      <Tag aria-hidden="true" />
                      <span className="hidden sm:inline">{t("workspace.mail.labelAs")}</span>
                      <span className="sr-only sm:hidden">{t("workspace.mail.labelAs")}</span>
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    {labels.length === 0 ? <DropdownMenuLabel>{t("workspace.mail.noLabels")}</DropdownMenuLabel> : null}
                    {labels.map((l) => (
                      <Menu.CheckboxItem
                        key={l.id}
                        checked={open.labels.includes(l.id)}
                        onSelect={(e) => e.preventDefault()}
                        onCheckedChange={(checked) =>
                          void update(open, { labels: checked ? [...open.labels, l.id] : open.labels.filter((x) => x !== l.id) })
                        }
                        className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent"
                      >
                        <span className={cn("flex size-4 items-center justify-center rounded border", open.labels.includes(l.id) && "bg-primary text-primary-foreground")} aria-hidden="true">
                          {open.labels.includes(l.id) ? "✓" : ""}
                        </span>
                        <span className={cn("size-2.5 rounded-full", LABEL_DOT[l.color])} aria-hidden="true" />
                        {l.title}
                      </Menu.CheckboxItem>
                    ))}
                    <DropdownMenuSeparator />
                    <DropdownMenuItem onSelect={() => setLabelEdit("new")}>{t("workspace.mail.newLabel")}</DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
                {open.folder === "trash" ? null : (
                  <ToolbarButton label={t("workspace.mail.delete")} onClick={() => void move(open, "trash")} icon={Trash2} shortcut="#" />
                )}
              </div>
              <div className="space-y-4 p-4 sm:p-6">
                <h2 id="mail-pane-title" ref={paneRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
                  {open.subject || t("workspace.mail.noSubject")}
                </h2>
                <div className="flex items-start gap-3">
                  <Avatar name={parseAddress(open.from.contact).name} src={open.from.avatar} />
                  <dl className="min-w-0 flex-1 text-sm">
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="sr-only">{t("workspace.mail.from")}</dt>
                      <dd className="font-medium">{parseAddress(open.from.contact).name}</dd>
                      <dd className="text-muted-foreground">{parseAddress(open.from.contact).email}</dd>
                    </div>
                    <div className="flex gap-1 text-muted-foreground">
                      <dt>{t("workspace.mail.to")}:</dt>
                      <dd className="break-all">{open.to.join(", ")}</dd>
                    </div>
                    {open.cc.length ? (
                      <div className="flex gap-1 text-muted-foreground">
                        <dt>{t("workspace.mail.cc")}:</dt>
                        <dd className="break-all">{open.cc.join(", ")}</dd>
                      </div>
                    ) : null}
                    {open.bcc.length ? (
                      <div className="flex gap-1 text-muted-foreground">
                        <dt>{t("workspace.mail.bcc")}:</dt>
                        <dd className="break-all">{open.bcc.join(", ")}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <time dateTime={open.date} className="shrink-0 text-xs text-muted-foreground" suppressHydrationWarning>
                    {format(new Date(open.date), "PPp", { locale: dateLocale })}
                  </time>
                </div>
                {open.labels.length ? (
                  <ul className="flex flex-wrap gap-1" aria-label={t("workspace.mail.labels")}>
                    {open.labels.map((id) => labelById.get(id)).filter(Boolean).map((l) => (
                      <li key={l!.id} className="inline-flex items-center gap-1 rounded-full border px-2 text-xs">
                        <span className={cn("size-2 rounded-full", LABEL_DOT[l!.color])} aria-hidden="true" />
                        {l!.title}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {/* Sanitized on write and again by the loader (worker/domain/html.server.ts). */}
                <div className="mail-body max-w-none space-y-3 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline" dangerouslySetInnerHTML={{ __html: open.content }} />
                {open.attachments.length ? (
                  <div>
                    <h3 className="mb-2 text-sm font-semibold">{t("workspace.mail.attachments", { count: open.attachments.length })}</h3>
                    <ul className="grid gap-2 sm:grid-cols-2">
                      {open.attachments.map((a) => (
                        <li key={a.name} className="flex items-center gap-3 rounded-md border p-3 text-sm">
                          <FileText className="size-5 text-muted-foreground" aria-hidden="true" />
                          <div className="min-w-0 flex-1">
                            {a.downloadUrl ? (
                              <a href={a.downloadUrl} className="block truncate font-medium text-primary underline" download>
                                {a.name}
                              </a>
                            ) : (
                              <p className="truncate font-medium">{a.name}</p>
                            )}
                            <p className="text-xs text-muted-foreground">{formatBytes(a.size)}</p>
                          </div>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            </article>
          ) : data.openId ? (
            <div className="p-6">
              <EmptyState title={t("workspace.mail.gone")} icon={MailIcon}>
                <Link to={href({ mail: null })} className="text-sm text-primary underline">
                  {t("workspace.common.back")}
                </Link>
              </EmptyState>
            </div>
          ) : (
            <div className="p-6">
              <h2 id="mail-pane-title" className="sr-only">
                {t("workspace.mail.readingPane")}
              </h2>
              <EmptyState title={t("workspace.mail.selectMail")} icon={MailOpen} />
            </div>
          )}
        </section>
      </div>
      {draft ? (
        <Composer
          draft={draft}
          recipients={data.recipients}
          signature={data.signature}
          onClose={() => setDraft(null)}
          run={run}
          onDone={(kind) => {
            setDraft(null);
            setStatus(t(kind === "sent" ? "workspace.mail.sent" : "workspace.mail.draftSaved"));
          }}
        />
      ) : null}
      <LabelDialog label={labelEdit} onClose={() => setLabelEdit(null)} onSave={saveLabel} />
      <ConfirmDialog
        open={labelDelete !== null}
        onOpenChange={(o) => !o && setLabelDelete(null)}
        title={t("workspace.mail.deleteLabelTitle", { label: labelDelete?.title ?? "" })}
        body={t("workspace.mail.deleteLabelBody")}
        confirmLabel={t("workspace.common.delete")}
        onConfirm={() => {
          if (labelDelete) void removeLabel(labelDelete);
          setLabelDelete(null);
        }}
      />
    </div>
  );
}

function ToolbarButton({ label, onClick, icon: Icon, pressed, shortcut }: { label: string; onClick: () => void; icon: React.ComponentType<{ className?: string }>; pressed?: boolean; shortcut?: string }) {
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-pressed={pressed} title={shortcut ? `${label} (${shortcut})` : label} aria-keyshortcuts={shortcut}>
      <Icon className={cn(pressed && "fill-amber-400 text-amber-600")} />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

function ShortcutHelp() {
  const { t } = useTranslation();
  const keys: [string, string][] = [
    ["c", "compose"],
    ["j / k", "nextPrev"],
    ["r", "reply"],
    ["f", "forward"],
    ["s", "star"],
    ["!", "important"],
    ["u", "unread"],
    ["#", "trash"],
    ["Esc", "close"],
  ];
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon">
          <Keyboard aria-hidden="true" />
          <span className="sr-only">{t("workspace.mail.shortcuts.title")}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64">
        <h2 className="mb-2 text-sm font-semibold">{t("workspace.mail.shortcuts.title")}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {keys.map(([k, name]) => (
            <div key={name} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 text-xs">{k}</kbd>
              </dt>
              <dd>{t(`workspace.mail.shortcuts.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </PopoverContent>
    </Popover>
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export type { Recipient };
