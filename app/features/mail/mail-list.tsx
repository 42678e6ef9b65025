import { Link } from "@remix-run/react";
import { Flag, Mail as MailIcon, Paperclip, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageLink } from "#app/features/workspace/page-link";
import { RelativeTimeIn } from "#app/features/workspace/relative-time";
import { iconSprite } from "#app/components/icon-sprite";
import { EmptyState } from "#app/features/workspace/states";
import { cn } from "#app/lib/utils";
import { LABEL_DOT } from "./label-colors";
import { parseAddress, type Mail, type MailData, type MailHref, type MailLabel } from "./mail-types";

/** Every row's icons, drawn once per list (app/components/icon-sprite.tsx). */
const { Sprite, Icon } = iconSprite("mail", { star: Star, flag: Flag, paperclip: Paperclip });

/** The view's mails, 10 a page from the server. On a phone it gives way to the reading pane. */
export function MailList({
  mails,
  title,
  pagination,
  openId,
  href,
  labelById,
  onStar,
  onOpen,
}: {
  mails: Mail[];
  title: string;
  pagination: MailData["pagination"];
  openId: string | null;
  href: MailHref;
  labelById: Map<string, MailLabel>;
  onStar: (mail: Mail) => void;
  /** a draft opens in the composer instead of the reading pane */
  onOpen: (mail: Mail) => void;
}) {
  const { t, i18n } = useTranslation();
  // Strings every row repeats, looked up once per list rather than once per row.
  const text = { star: t("workspace.mail.star"), unread: t("workspace.mail.unread"), important: t("workspace.mail.important"), noSubject: t("workspace.mail.noSubject"), hasAttachments: t("workspace.mail.hasAttachments") };
  return (
    <section aria-labelledby="mail-list-title" className={cn("min-w-0 rounded-lg border bg-card", openId && "hidden lg:block")}>
      <div className="flex items-center justify-between border-b px-4 py-3">
        <h2 id="mail-list-title" className="font-semibold">
          {title}
        </h2>
        <span className="text-xs text-muted-foreground">
          {pagination.totalResults > 0 ? t("workspace.mail.range", { from: pagination.startIndex + 1, to: pagination.endIndex + 1, total: pagination.totalResults }) : null}
        </span>
      </div>
      {mails.length === 0 ? (
        <div className="p-4">
          <EmptyState title={t("workspace.mail.empty")} body={t("workspace.mail.emptyBody")} icon={MailIcon} />
        </div>
      ) : (
        <>
        <Sprite />
        <ul>
          {mails.map((m) => {
            const from = parseAddress(m.from.contact);
            const active = m.id === openId;
            const who = m.folder === "sent" || m.folder === "drafts" ? t("workspace.mail.toWho", { who: m.to.join(", ") || "—" }) : from.name;
            return (
              <li key={m.id} className={cn("flex gap-2 border-b px-3 py-3 last:border-b-0", active && "bg-accent", m.unread && "bg-primary/5")} data-mail-id={m.id}>
                <button
                  type="button"
                  onClick={() => onStar(m)}
                  aria-pressed={m.starred}
                  className="self-start rounded p-1 text-muted-foreground hover:text-amber-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon name="star" className={cn("size-4", m.starred && "fill-amber-400 text-amber-500")} />
                  <span className="sr-only">{text.star}</span>
                </button>
                <Link to={href({ mail: m.id })} onClick={(e) => {
                  if (m.folder === "drafts") {
                    e.preventDefault();
                    onOpen(m);
                  }
                }} className="min-w-0 flex-1 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-current={active ? "true" : undefined}>
                  <div className="flex items-baseline justify-between gap-2">
                    <span className={cn("truncate text-sm", m.unread ? "font-semibold" : "text-muted-foreground")}>
                      {m.unread ? <span className="sr-only">{text.unread}: </span> : null}
                      {who}
                    </span>
                    <RelativeTimeIn iso={m.date} language={i18n.language} className="shrink-0 text-xs text-muted-foreground" />
                  </div>
                  <p className={cn("truncate text-sm", m.unread && "font-semibold")}>
                    {m.important ? <Icon name="flag" className="mr-1 inline size-3 text-red-600" aria-label={text.important} /> : null}
                    {m.subject ? <span data-user-content>{m.subject}</span> : text.noSubject}
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-1">
                    {m.attachments.length ? <Icon name="paperclip" className="size-3 text-muted-foreground" aria-label={text.hasAttachments} /> : null}
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
        </>
      )}
      {pagination.lastPage > 1 ? (
        <nav aria-label={t("workspace.common.pagination")} className="flex items-center justify-between border-t px-3 py-2 text-sm">
          <PageLink to={href({ page: pagination.currentPage - 1, mail: null })} disabled={pagination.currentPage <= 1} label={t("workspace.common.previous")} icon="prev" />
          <span>{t("workspace.common.pageOf", { page: pagination.currentPage, pages: pagination.lastPage })}</span>
          <PageLink to={href({ page: pagination.currentPage + 1, mail: null })} disabled={pagination.currentPage >= pagination.lastPage} label={t("workspace.common.next")} icon="next" />
        </nav>
      ) : null}
    </section>
  );
}
