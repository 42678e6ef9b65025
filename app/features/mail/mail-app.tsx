import { useLocation, useNavigate } from "@remix-run/react";
import { Keyboard, Pencil } from "lucide-react";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Recipient } from "#worker/domain/mail-recipients.server";
import { Button } from "#app/components/ui/button";
import { lazyPart } from "#app/lib/lazy-part";
import { onFirstOpen, onFirstOpenPopup, type PopupPartProps } from "#app/features/workspace/on-first-open";
import { useLatest } from "#app/features/workspace/use-latest";
import { deferred } from "#app/lib/deferred";
import { isTyping, useMutation, useSynced } from "#app/features/workspace/mutation";
import { ConfirmDialog, MutationAlert } from "#app/features/workspace/states";
import type { Draft } from "./composer";
import type { LabelDialogProps } from "./label-dialog";
import type { MailList as MailListType } from "./mail-list";
import { MailPane } from "./mail-pane";
import type { MailSidebar as MailSidebarType } from "./mail-sidebar";
import { parseAddress, type Mail, type MailChange, type MailData, type MailLabel } from "./mail-types";

/** The composer (a sheet) is drawn only while writing: its code loads once the page is interactive. */
const Composer = lazyPart(() => import("./composer").then((m) => m.Composer));
/** The label dialog, loaded apart from the page and mounted on its first open. */
const LabelDialog = onFirstOpen<LabelDialogProps>("LabelDialog", () => import("./label-dialog").then((m) => m.LabelDialog));
/** The folders, filters and labels: drawn by the server, hydrated once their code has arrived (issue 28). */
const MailSidebar = deferred<typeof MailSidebarType>("MailSidebar", () => import("./mail-sidebar").then((m) => m.MailSidebar), { placeholder: "none" });
/** The view's mails: drawn by the server, hydrated once their code has arrived (issue 28). */
const MailList = deferred<typeof MailListType>("MailList", () => import("./mail-list").then((m) => m.MailList), { placeholder: "none" });

/**
 * The mail client (advisor inbox and /apps/mailbox): folders with counts, filters, coloured labels,
 * 10 mails a page from the server, a reading pane, composer. On a phone the list and the reading
 * pane take the whole width in turn.
 */

export function MailApp({ data }: { data: MailData }) {
  const { t } = useTranslation();
  Composer.usePrefetch();
  const navigate = useNavigate();
  const location = useLocation();
  const { run, error, clearError } = useMutation("/resources/mail");
  const [mails, setMails] = useSynced(data.mails);
  const [open, setOpen] = useSynced(data.open);
  const [folders, setFolders] = useSynced(data.folders);
  const [labels, setLabels] = useSynced(data.labels);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [labelEdit, setLabelEdit] = useState<MailLabel | "new" | null>(null);
  const [labelDelete, setLabelDelete] = useState<MailLabel | null>(null);
  const [status, setStatus] = useState("");

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
    (mail: Pick<Mail, "id">, change: MailChange) =>
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.open?.id]);

  const openMail = (mail: Mail) => {
    if (mail.folder === "drafts") {
      setDraft({ draftId: mail.id, to: mail.to, cc: mail.cc, bcc: mail.bcc, subject: mail.subject, content: mail.content, mode: "draft" });
      return;
    }
    navigate(href({ mail: mail.id }));
  };

  // Stable handlers for the deferred list (#app/features/workspace/use-latest).
  const star = useLatest((mail: Mail) => void update(mail, { starred: !mail.starred }));
  const openList = useLatest(openMail);
  const newLabel = useLatest(() => setLabelEdit("new"));

  const reply = (mail: Mail, mode: "reply" | "forward") => {
    const from = parseAddress(mail.from.contact);
    setDraft({
      mode,
      to: mode === "reply" ? [from.email] : [],
      cc: [],
      bcc: [],
      subject: `${mode === "reply" ? "Re" : "Fwd"}: ${mail.subject.replace(/^(re|fwd):\s*/i, "")}`,
      quote: { date: mail.date, from: mail.from.contact, html: mail.content },
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
        <MailSidebar
          folders={folders}
          filters={data.filters}
          labels={labels}
          view={data.view}
          openId={data.openId}
          href={href}
          onNewLabel={newLabel}
          onEditLabel={setLabelEdit}
          onDeleteLabel={setLabelDelete}
        />
        <MailList
          mails={mails}
          title={viewTitle}
          pagination={data.pagination}
          openId={data.openId}
          href={href}
          labelById={labelById}
          onStar={star}
          onOpen={openList}
        />
        <MailPane
          open={open}
          openId={data.openId}
          labels={labels}
          labelById={labelById}
          href={href}
          onReply={reply}
          onUpdate={update}
          onMove={move}
          onNewLabel={() => setLabelEdit("new")}
        />
      </div>
      {draft ? (
        <Suspense fallback={null}>
          <Composer.Lazy
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
        </Suspense>
      ) : null}
      <LabelDialog open={labelEdit !== null} label={labelEdit} onClose={() => setLabelEdit(null)} onSave={saveLabel} />
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

/** The keyboard shortcuts' popover (./shortcut-help.tsx, loaded on first open). */
const ShortcutHelpPopover = onFirstOpenPopup<PopupPartProps>("ShortcutHelp", "dialog", () => import("./shortcut-help").then((m) => m.ShortcutHelpContent));

function ShortcutHelp() {
  const { t } = useTranslation();
  return (
    <ShortcutHelpPopover
      trigger={
        <Button variant="outline" size="icon">
          <Keyboard aria-hidden="true" />
          <span className="sr-only">{t("workspace.mail.shortcuts.title")}</span>
        </Button>
      }
    />
  );
}

export type { Recipient };
