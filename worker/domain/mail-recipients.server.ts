import { and, asc, sql } from "drizzle-orm";
import { chats, mails, users } from "#db/schema";
import type { Database } from "#db/client";
import { preparedRead } from "#worker/db-batch.server";
import { listContacts } from "./contacts.server";

export interface Recipient {
  name: string;
  email: string;
  /** "contact": from the caller's address book; "user": a TaxAtlas account the caller already talks to */
  source: "contact" | "user";
}

/**
 * Who the composer suggests (docs/decisions/085): the caller's contacts' e-mail addresses and the
 * TaxAtlas accounts the caller already corresponds with — chat partners and senders of mail in the
 * caller's mailbox. Never a directory of every account: that would leak who uses TaxAtlas.
 */
// Built once per isolate; joins the request's one D1 batch (decision 293).
const peopleRead = preparedRead((db) => {
  const userId = sql.placeholder("userId");
  return db
    .selectDistinct({ name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${userId}`,
        sql`(${users.id} IN (SELECT ${chats.contactId} FROM ${chats} WHERE ${chats.ownerId} = ${userId})
            OR lower(${users.email}) IN (SELECT lower(${mails.fromEmail}) FROM ${mails} WHERE ${mails.userId} = ${userId}))`,
      ),
    )
    .orderBy(asc(users.name));
});

// What `localeCompare` with no locale does, with one collator per isolate instead of one per comparison.
let collator: Intl.Collator | undefined;
const byName = () => (collator ??= new Intl.Collator());

export async function listMailRecipients(ctx: { db: Database }, userId: string): Promise<Recipient[]> {
  const [contacts, people] = await Promise.all([listContacts(ctx, userId), peopleRead(ctx, { userId })]);
  const out = new Map<string, Recipient>();
  for (const p of people) out.set(p.email.toLowerCase(), { name: p.name, email: p.email.toLowerCase(), source: "user" });
  for (const c of contacts)
    for (const e of c.emails) if (e.email && !out.has(e.email.toLowerCase())) out.set(e.email.toLowerCase(), { name: c.name, email: e.email.toLowerCase(), source: "contact" });
  return [...out.values()].sort((a, b) => byName().compare(a.name, b.name));
}
