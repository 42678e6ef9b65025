import type { Mail, MailLabel } from "#worker/domain/mailbox.server";
import type { mailLoader } from "./mail.server";

/** What the mail client's loader gives the page. */
export type MailData = Awaited<ReturnType<typeof mailLoader>>;
/** The mail client's address for a view, page and open mail (unchanged parts kept). */
export type MailHref = (change: { view?: { kind: string; value: string }; page?: number; mail?: string | null }) => string;
export type MailChange = Partial<Pick<Mail, "unread" | "starred" | "important" | "folder" | "labels">>;
export type { Mail, MailLabel };

/** "Name <email>" → its parts. */
export function parseAddress(contact: string): { name: string; email: string } {
  const m = contact.match(/^(.*)<([^>]+)>\s*$/);
  return m ? { name: m[1]!.trim() || m[2]!, email: m[2]!.trim() } : { name: contact, email: contact };
}
