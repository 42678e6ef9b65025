import type { Contact } from "#worker/domain/contacts.server";
import type { contactsLoader } from "./contacts.server";

/** The contacts page's data, shared by the list and the detail panel (no import cycle between them). */
export type ContactsData = Awaited<ReturnType<typeof contactsLoader>>;

/**
 * Job title and company, read tolerantly: the documented shape is `job:{title,company}`; a newer
 * API may also answer them at the top level.
 */
export function jobOf(c: Contact): { title: string | null; company: string | null } {
  const loose = c as Contact & { title?: string | null; company?: string | null };
  return { title: c.job?.title ?? loose.title ?? null, company: c.job?.company ?? loose.company ?? null };
}
