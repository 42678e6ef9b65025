import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "#db/client";
import { complianceEntities, complianceFeeds, complianceFilings } from "#db/schema";
import { notFound } from "#worker/errors";
import { batched } from "#worker/db-batch.server";
import { addMonths, utcDay } from "./calendar";
import { buildCalendar } from "./ical";
import { ruleById } from "./rules";

/**
 * The per-user secret calendar feed: the URL carries a random token; only its SHA-256 is stored,
 * so a leaked database does not leak feed URLs. Creating a new one replaces (revokes) the old one.
 */

export const FEED_PATH = "/api/compliance/calendar";

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const feedUrl = (origin: string, token: string) => `${origin}${FEED_PATH}/${token}.ics`;

export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}
const feedRow = (db: Database, userId: string) => db.select({ createdAt: complianceFeeds.createdAt }).from(complianceFeeds).where(eq(complianceFeeds.userId, userId)).limit(1);
const toFeedStatus = (row: { createdAt: Date } | undefined): FeedStatus => ({ active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null });

export async function feedStatus(db: Database, userId: string): Promise<FeedStatus> {
  return toFeedStatus((await feedRow(db, userId))[0]);
}

/** feedStatus in the request's one D1 batch (worker/db-batch.server.ts): the compliance dashboard. */
export async function feedStatusRead(ctx: { db: Database }, userId: string): Promise<FeedStatus> {
  return toFeedStatus((await batched(ctx, feedRow(ctx.db, userId)))[0]);
}

/** A new secret URL (shown once); any previous URL stops working in the same statement. */
export async function rotateFeed(db: Database, userId: string, origin: string, now = new Date()): Promise<{ url: string; createdAt: string }> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  await db
    .insert(complianceFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: complianceFeeds.userId, set: { tokenHash, createdAt: now } });
  return { url: feedUrl(origin, token), createdAt: now.toISOString() };
}

export async function revokeFeed(db: Database, userId: string): Promise<true> {
  await db.delete(complianceFeeds).where(eq(complianceFeeds.userId, userId));
  return true;
}

/** The iCalendar text for a token; unknown or revoked tokens are 404. */
export async function feedCalendar(db: Database, token: string, origin: string, now = new Date()): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
  const feed = await db.select({ userId: complianceFeeds.userId }).from(complianceFeeds).where(eq(complianceFeeds.tokenHash, await sha256Hex(token))).get();
  if (!feed) throw notFound();
  // Open filings from a year back (overdue ones stay visible) through the 12-month horizon.
  const since = addMonths(utcDay(now), -12);
  const rows = await db
    .select({ filing: complianceFilings, entityName: complianceEntities.name, structure: complianceEntities.structure })
    .from(complianceFilings)
    .innerJoin(complianceEntities, eq(complianceEntities.id, complianceFilings.entityId))
    .where(and(eq(complianceFilings.userId, feed.userId), gte(complianceFilings.dueDate, since)))
    .orderBy(asc(complianceFilings.dueDate), asc(complianceFilings.id));
  const events = rows.map(({ filing, entityName, structure }) => {
    const rule = ruleById(filing.ruleId, structure);
    const fee = filing.feeAmount !== null ? `Fee: ${(filing.feeAmount / 100).toFixed(2)} ${filing.feeCurrency}` : "No government fee on record";
    const source = rule?.source ? `Source: ${rule.source.publisher}, ${rule.source.title} (${rule.source.url})` : "TaxAtlas estimate: check with your advisor";
    return {
      uid: `${filing.id}@taxatlas`,
      date: filing.dueDate,
      summary: `${filing.filedAt ? "✓ " : ""}${entityName}: ${filing.title}`,
      description: [fee, source, filing.filedAt ? `Filed on ${filing.filedAt}` : null].filter(Boolean).join("\n"),
      url: `${origin}/compliance/${filing.kind}`,
    };
  });
  return buildCalendar("TaxAtlas compliance", events, now);
}
