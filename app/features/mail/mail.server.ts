import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { MAIL_FOLDERS } from "#db/schema";
import { ADVISOR_ROLES, requireRole, requireUser } from "#worker/auth/permissions.server";
import { sanitizeHtml } from "#worker/domain/html.server";
import { listMailRecipients } from "#worker/domain/mail-recipients.server";
import {
  composeMail,
  composeSchema,
  createLabel,
  deleteLabel,
  getMail,
  getSettings,
  labelCreateSchema,
  labelUpdateSchema,
  listFilters,
  listFolders,
  listLabels,
  listMails,
  MAIL_FILTERS,
  mailUpdateSchema,
  updateLabel,
  updateMail,
} from "#worker/domain/mailbox.server";
import { idQuery } from "#worker/domain/workspace.server";
import { AppError } from "#worker/errors";
import { workspaceAction } from "#app/features/workspace/action.server";

export type MailView = { kind: "folder" | "filter" | "label"; value: string; page: number };

/** The view the URL names; anything unknown falls back to the inbox (a page is forgiving, the API is strict). */
export function viewFromUrl(url: URL): MailView {
  const q = url.searchParams;
  const page = Math.max(1, Number.parseInt(q.get("page") ?? "1", 10) || 1);
  const folder = q.get("folder");
  const filter = q.get("filter");
  const label = q.get("label");
  if (filter && (MAIL_FILTERS as readonly string[]).includes(filter)) return { kind: "filter", value: filter, page };
  if (label) return { kind: "label", value: label.slice(0, 100), page };
  if (folder && (MAIL_FOLDERS as readonly string[]).includes(folder)) return { kind: "folder", value: folder, page };
  return { kind: "folder", value: "inbox", page };
}

/**
 * Mail page data (advisor inbox and /apps/mailbox): folders with counts, filters, labels, the page
 * of mails of the view, the open mail (HTML sanitized again on the way out) and the composer's
 * recipient suggestions. The reads are independent, so they run together.
 */
export async function mailLoader({ request, context }: LoaderFunctionArgs, options: { advisorOnly: boolean }) {
  const ctx = context.app;
  const { userId } = options.advisorOnly ? requireRole(ctx, ADVISOR_ROLES) : requireUser(ctx);
  const url = new URL(request.url);
  const view = viewFromUrl(url);
  const openId = url.searchParams.get("mail");
  const query = { [view.kind]: view.value, page: view.page } as { folder?: (typeof MAIL_FOLDERS)[number]; filter?: (typeof MAIL_FILTERS)[number]; label?: string; page: number };
  // Seeded labels in the UI language (their Turkish twins, decision 099); mail is shown as written.
  // Every read is queued in this turn, so all join the shell's one D1 batch (decision 293); a label
  // view's label is checked against the owner's labels read beside it.
  const labelsRead = listLabels(ctx, userId, ctx.locale);
  const [folders, labels, page, open, recipients, settings] = await Promise.all([
    listFolders(ctx, userId),
    labelsRead,
    view.kind === "label"
      ? Promise.all([labelsRead, listMails(ctx, userId, query, true)]).then(([own, mails]) => (own.some((l) => l.slug === view.value) ? mails : null))
      : listMails(ctx, userId, query),
    openId ? getMail(ctx, userId, openId).catch((error) => (error instanceof AppError && error.status === 404 ? null : Promise.reject(error))) : null,
    listMailRecipients(ctx, userId),
    getSettings(ctx, userId),
  ]);
  if (!page) throw redirect(url.pathname); // a label that is gone
  if (!page.mails) {
    const next = new URLSearchParams(url.search);
    next.set("page", String(page.pagination.lastPage));
    throw redirect(`${url.pathname}?${next}`);
  }
  return {
    view,
    folders,
    filters: listFilters(),
    labels,
    mails: page.mails,
    pagination: page.pagination,
    openId,
    open: open ? { ...open, content: sanitizeHtml(open.content) } : null,
    recipients,
    signature: settings.signature,
  };
}

const intent = z.object({ intent: z.enum(["update", "compose", "labelCreate", "labelUpdate", "labelDelete"]) }).passthrough();

/** The mail screen's writes: the mailbox domain module's rules, as `api/apps/mailbox` applies them. */
export const mailAction = workspaceAction(intent, async (ctx, { userId }, body, lang) => {
  switch (body.intent) {
    case "update": {
      const { id, mail } = mailUpdateSchema.parse(body);
      return updateMail(ctx, userId, id, mail);
    }
    case "compose":
      return composeMail(ctx, userId, composeSchema.parse(body));
    case "labelCreate":
      return createLabel(ctx, userId, labelCreateSchema.parse(body).label);
    case "labelUpdate": {
      const { id, label } = labelUpdateSchema.parse(body);
      return updateLabel(ctx, userId, id, label, lang);
    }
    case "labelDelete":
      return deleteLabel(ctx, userId, idQuery.parse(body).id);
  }
});
