import { Link } from "@remix-run/react";
import { FilePen, Flag, Inbox, Pencil, Plus, Send, ShieldAlert, Star, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { ActionMenu } from "#app/features/workspace/action-menu";
import { cn } from "#app/lib/utils";
import { LABEL_DOT } from "./label-colors";
import type { MailData, MailHref, MailLabel } from "./mail-types";

const FOLDER_ICONS: Record<string, React.ComponentType<{ className?: string }>> = { inbox: Inbox, sent: Send, drafts: FilePen, spam: ShieldAlert, trash: Trash2 };
const FILTER_ICONS: Record<string, React.ComponentType<{ className?: string }>> = { starred: Star, important: Flag };

/** Folders with counts, filters and labels. On a phone it is a horizontal strip, hidden while a mail is open. */
export function MailSidebar({
  folders,
  filters,
  labels,
  view,
  openId,
  href,
  onNewLabel,
  onEditLabel,
  onDeleteLabel,
}: {
  folders: MailData["folders"];
  filters: MailData["filters"];
  labels: MailLabel[];
  view: MailData["view"];
  openId: string | null;
  href: MailHref;
  onNewLabel: () => void;
  onEditLabel: (label: MailLabel) => void;
  onDeleteLabel: (label: MailLabel) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("workspace.mail.mailboxes")} className={cn("min-w-0 space-y-4", openId && "hidden md:block")}>
      <ul className="relative flex gap-1 overflow-x-auto md:flex-col">
        {folders.map((f) => {
          const Icon = FOLDER_ICONS[f.id] ?? Inbox;
          const active = view.kind === "folder" && view.value === f.id;
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
        {filters.map((f) => {
          const Icon = FILTER_ICONS[f.id] ?? Star;
          const active = view.kind === "filter" && view.value === f.id;
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
          <Button variant="ghost" size="icon" className="size-7" onClick={() => onNewLabel()}>
            <Plus aria-hidden="true" />
            <span className="sr-only">{t("workspace.mail.newLabel")}</span>
          </Button>
        </div>
        {labels.length === 0 ? <p className="px-3 py-2 text-sm text-muted-foreground">{t("workspace.mail.noLabels")}</p> : null}
        <ul className="relative flex gap-1 overflow-x-auto md:flex-col">
          {labels.map((l) => {
            const active = view.kind === "label" && view.value === l.slug;
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
                <ActionMenu
                  trigger={
                    <Button variant="ghost" size="icon" className="size-7">
                      <Pencil aria-hidden="true" />
                      <span className="sr-only">{t("workspace.mail.labelActions", { label: l.title })}</span>
                    </Button>
                  }
                  items={[
                    { label: t("workspace.common.edit"), onSelect: () => onEditLabel(l) },
                    { label: t("workspace.common.delete"), onSelect: () => onDeleteLabel(l), destructive: true },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
