import { Link } from "@remix-run/react";
import { format } from "date-fns";
import { ArrowLeft, FileText, Flag, FolderInput, Forward, Mail as MailIcon, MailOpen, Reply, Star, Tag, Trash2, type LucideIcon } from "lucide-react";
import { forwardRef, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { ActionMenu } from "#app/features/workspace/action-menu";
import { useDateLocale } from "#app/features/workspace/date";
import { Avatar } from "#app/features/workspace/states";
import { formatBytes } from "#app/lib/intl";
import { cn } from "#app/lib/utils";
import { LABEL_DOT } from "./label-colors";
import { parseAddress, type Mail, type MailChange, type MailHref, type MailLabel } from "./mail-types";

const MOVE_TARGETS = ["inbox", "spam", "trash"] as const;

/** The open mail with its toolbar (reply, forward, star, important, read, move, labels, delete). */
export type OpenMailProps = {
  open: Mail;
  labels: MailLabel[];
  labelById: Map<string, MailLabel>;
  href: MailHref;
  onReply: (mail: Mail, mode: "reply" | "forward") => void;
  onUpdate: (mail: Mail, change: MailChange) => Promise<unknown>;
  onMove: (mail: Mail, folder: Mail["folder"]) => Promise<unknown>;
  onNewLabel: () => void;
};

export function OpenMail({ open, labels, labelById, href, onReply, onUpdate, onMove, onNewLabel }: OpenMailProps) {
  const { t, i18n } = useTranslation();
  const dateLocale = useDateLocale();
  // The opened mail's heading takes the focus, so a screen reader reads it and j/k continue from here.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [open.id]);
  return (
    <article className="flex h-full flex-col">
      <div className="flex flex-wrap items-center gap-1 border-b px-2 py-2">
        <Button variant="ghost" size="sm" asChild className="lg:hidden">
          <Link to={href({ mail: null })}>
            <ArrowLeft aria-hidden="true" />
            {t("workspace.common.back")}
          </Link>
        </Button>
        <ToolbarButton label={t("workspace.mail.reply")} onClick={() => onReply(open, "reply")} icon={Reply} shortcut="r" />
        <ToolbarButton label={t("workspace.mail.forward")} onClick={() => onReply(open, "forward")} icon={Forward} shortcut="f" />
        <ToolbarButton label={t("workspace.mail.star")} pressed={open.starred} onClick={() => void onUpdate(open, { starred: !open.starred })} icon={Star} shortcut="s" />
        <ToolbarButton label={t("workspace.mail.important")} pressed={open.important} onClick={() => void onUpdate(open, { important: !open.important })} icon={Flag} shortcut="!" />
        <ToolbarButton
          label={open.unread ? t("workspace.mail.markRead") : t("workspace.mail.markUnread")}
          onClick={() => void onUpdate(open, { unread: !open.unread })}
          icon={open.unread ? MailOpen : MailIcon}
          shortcut="u"
        />
        <ActionMenu
          trigger={<MenuTriggerButton icon={FolderInput} label={t("workspace.mail.move")} />}
          items={[
            { kind: "label", label: t("workspace.mail.moveTo") },
            ...MOVE_TARGETS.filter((f) => f !== open.folder).map((f) => ({ key: f, label: t(`workspace.mail.folders.${f}`), onSelect: () => void onMove(open, f) })),
          ]}
        />
        <ActionMenu
          trigger={<MenuTriggerButton icon={Tag} label={t("workspace.mail.labelAs")} />}
          items={[
            ...(labels.length === 0 ? [{ kind: "label" as const, label: t("workspace.mail.noLabels") }] : []),
            ...labels.map((l) => ({
              kind: "checkbox" as const,
              key: l.id,
              checked: open.labels.includes(l.id),
              onCheckedChange: (checked: boolean) => void onUpdate(open, { labels: checked ? [...open.labels, l.id] : open.labels.filter((x) => x !== l.id) }),
              label: (
                <>
                  <span className={cn("size-2.5 rounded-full", LABEL_DOT[l.color])} aria-hidden="true" />
                  {l.title}
                </>
              ),
            })),
            { kind: "separator" },
            { label: t("workspace.mail.newLabel"), onSelect: () => onNewLabel() },
          ]}
        />
        {open.folder === "trash" ? null : (
          <ToolbarButton label={t("workspace.mail.delete")} onClick={() => void onMove(open, "trash")} icon={Trash2} shortcut="#" />
        )}
      </div>
      <div className="space-y-4 p-4 sm:p-6">
        <h2 id="mail-pane-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
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
                    <p className="text-xs text-muted-foreground">{formatBytes(a.size, i18n.language)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A toolbar menu's trigger: its icon, and its name beside it from `sm` up (for screen readers
 * always). Forwards its ref and props: the menu's Radix Trigger wraps it (`asChild`).
 */
const MenuTriggerButton = forwardRef<HTMLButtonElement, { icon: LucideIcon; label: string } & React.ComponentPropsWithoutRef<typeof Button>>(
  ({ icon: Icon, label, ...props }, ref) => (
    <Button ref={ref} variant="ghost" size="sm" {...props}>
      <Icon aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </Button>
  ),
);
MenuTriggerButton.displayName = "MenuTriggerButton";

function ToolbarButton({ label, onClick, icon: Icon, pressed, shortcut }: { label: string; onClick: () => void; icon: React.ComponentType<{ className?: string }>; pressed?: boolean; shortcut?: string }) {
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-pressed={pressed} title={shortcut ? `${label} (${shortcut})` : label} aria-keyshortcuts={shortcut}>
      <Icon className={cn(pressed && "fill-amber-400 text-amber-600")} />
      <span className="sr-only">{label}</span>
    </Button>
  );
}
