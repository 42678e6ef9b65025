import { and, eq, gt, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { complianceEntities, complianceFilings, complianceMailReminders, users } from "#db/schema";
import { addDays, utcDay } from "#worker/domain/compliance/calendar";
import { RULE_TITLES_TR } from "#worker/domain/compliance/rules";
import { REMINDER_DAYS, type ReminderDays } from "./catalog";
import { mailStatement } from "./outbox.server";

/**
 * Compliance reminder mails (issue 29): 30, 7 and 1 day before an open filing's due date. The
 * stage is the smallest of 30 / 7 / 1 that is not earlier than the days left, so a filing created
 * five days before its date gets the 7-day mail and then the 1-day one, and a missed cron day is
 * caught up the next. compliance_mail_reminders remembers (filing, stage): the INSERT … ON
 * CONFLICT DO NOTHING … RETURNING decides which run writes a mail, so concurrent runs mail once.
 * The in-app notifications stay with compliance/reminders.server.ts. Returns the new mail ids.
 */
export function reminderStage(daysLeft: number): ReminderDays | null {
  return REMINDER_DAYS.slice().reverse().find((d) => d >= daysLeft) ?? null;
}

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export async function runMailReminders(db: Database, now = new Date()): Promise<string[]> {
  const today = utcDay(now);
  const candidates = await db
    .select({
      id: complianceFilings.id,
      userId: complianceFilings.userId,
      title: complianceFilings.title,
      kind: complianceFilings.kind,
      dueDate: complianceFilings.dueDate,
      feeAmount: complianceFilings.feeAmount,
      feeCurrency: complianceFilings.feeCurrency,
      entity: complianceEntities.name,
      email: users.email,
    })
    .from(complianceFilings)
    .innerJoin(complianceEntities, eq(complianceEntities.id, complianceFilings.entityId))
    .innerJoin(users, eq(users.id, complianceFilings.userId))
    .where(
      and(
        isNull(complianceFilings.filedAt),
        gt(complianceFilings.dueDate, today),
        lte(complianceFilings.dueDate, addDays(today, REMINDER_DAYS[0])),
        notExists(
          db
            .select({ one: sql`1` })
            .from(complianceMailReminders)
            .where(
              and(
                eq(complianceMailReminders.filingId, complianceFilings.id),
                // the stage of this filing today, as reminderStage computes it
                eq(
                  complianceMailReminders.daysBefore,
                  sql`CASE WHEN julianday(${complianceFilings.dueDate}) - julianday(${today}) <= 1 THEN 1 WHEN julianday(${complianceFilings.dueDate}) - julianday(${today}) <= 7 THEN 7 ELSE 30 END`,
                ),
              ),
            ),
        ),
      ),
    )
    .limit(500);
  const ids: string[] = [];
  for (const filing of candidates) {
    const stage = reminderStage(dayCount(today, filing.dueDate));
    if (!stage) continue;
    const won = await db.insert(complianceMailReminders).values({ filingId: filing.id, daysBefore: stage, createdAt: now }).onConflictDoNothing().returning();
    if (won.length === 0) continue;
    const statement = mailStatement(
      db,
      {
        template: "compliance-reminder",
        to: filing.email,
        userId: filing.userId,
        props: {
          daysBefore: stage,
          filing: filing.title,
          filingTr: RULE_TITLES_TR.get(filing.title) ?? null,
          entity: filing.entity,
          dueDate: filing.dueDate,
          fee: filing.feeAmount != null && filing.feeCurrency ? { amount: filing.feeAmount, currency: filing.feeCurrency } : null,
          link: `/compliance/${filing.kind}`,
        },
      },
      now,
    );
    const [row] = await statement.returning({ id: sql<string>`id` });
    ids.push(row.id);
  }
  return ids;
}
