import type { Database } from "#db/client";
import type { Money } from "./templates/content";
import { mailStatement } from "./outbox.server";

/** The marketplace's mails, for the transition's own batch (after its guards). */
const ESCROW_TEMPLATES = { funded: "escrow-funded", submitted: "work-submitted", released: "escrow-released", disputed: "escrow-disputed" } as const;

export function escrowMail(db: Database, kind: string, userId: string, input: { subject: string; link: string; money: Money | null }, now: Date) {
  const template = ESCROW_TEMPLATES[kind as keyof typeof ESCROW_TEMPLATES];
  if (!template) return [];
  const props = template === "escrow-funded" || template === "escrow-released" ? input : { subject: input.subject, link: input.link };
  return [mailStatement(db, { template, to: null, userId, props } as Parameters<typeof mailStatement>[1], now)];
}

export const bidReceivedMail = (db: Database, ownerId: string, input: { subject: string; money: Money | null }, now: Date) =>
  mailStatement(db, { template: "bid-received", to: null, userId: ownerId, props: { ...input, link: "/proposals" } }, now);

export const bidAcceptedMail = (db: Database, advisorId: string, input: { subject: string; contractId: string }, now: Date) =>
  mailStatement(db, { template: "bid-accepted", to: null, userId: advisorId, props: { subject: input.subject, link: `/advisor/contracts?contract=${input.contractId}` } }, now);
