import { addDays, addMonths, endOfMonth, startOfDay, startOfMonth, startOfWeek, subDays, subMonths } from "date-fns";
import { and, asc, desc, eq, gte, param, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { preparedRead } from "#worker/db-batch.server";
import { activities, dashboardSnapshots, ledgerBudgets, ledgerEntries, scrumboardMembers, taskTags, tasks, type LedgerEntryRow } from "#db/schema";
import { dateTimeFormat } from "./intl";
import { toDollars } from "./money";
import { twin, type ContentLocale } from "./locale";

/**
 * Spec §3 dashboards. Finance and project are computed on every request from the caller's own
 * rows (ledger_entries, ledger_budgets, tasks, task_tags, activities, scrumboard members);
 * analytics and crypto have no TaxAtlas source yet and read a per-user snapshot
 * (docs/decisions/031-dashboards.md). All calendar arithmetic is in UTC (the Worker's zone).
 * Every read joins the caller's D1 batch (`scope`: a page's request, with the shell's reads); the
 * reads keyed by the user alone have their SQL built once per isolate (preparedRead, issue 28).
 * Money: the ledger holds integer cents, every sum here is in cents (exact), and the wire shows
 * dollars, converted by `toDollars` where a figure leaves (decision 323).
 */
type Scope = { db: Database };
const userId = sql.placeholder("userId");
const budgetsRead = preparedRead((db) => db.select().from(ledgerBudgets).where(eq(ledgerBudgets.userId, userId)));
/** The finance dashboard's sums and balance line read four columns of every entry, oldest first; only its five newest are shown whole. */
const amountsRead = preparedRead((db) =>
  db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, status: ledgerEntries.status, date: ledgerEntries.date })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.date)),
);
const recentEntriesRead = preparedRead((db) =>
  db
    .select({ id: ledgerEntries.id, transactionId: ledgerEntries.transactionId, name: ledgerEntries.name, amount: ledgerEntries.amount, status: ledgerEntries.status, date: ledgerEntries.date })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.date), desc(ledgerEntries.id))
    .limit(sql.placeholder("limit")),
);
/** The project dashboard's columns of the entries and tasks: not the names, notes or sub-tasks it never shows. */
const spendingRead = preparedRead((db) =>
  db.select({ kind: ledgerEntries.kind, category: ledgerEntries.category, amount: ledgerEntries.amount, date: ledgerEntries.date }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
);
const tasksRead = preparedRead((db) =>
  db
    .select({ title: tasks.title, titleTr: tasks.titleTr, completed: tasks.completed, dueDate: tasks.dueDate, tags: tasks.tags, createdAt: tasks.createdAt, completedAt: tasks.completedAt })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.type, "task"))),
);
const tagsRead = preparedRead((db) => db.select().from(taskTags).where(eq(taskTags.userId, userId)).orderBy(asc(taskTags.title)));
const membersRead = preparedRead((db) => db.select().from(scrumboardMembers).where(eq(scrumboardMembers.userId, userId)).orderBy(asc(scrumboardMembers.name)));
/** Tasks reopened since a day (the project dashboard's last two weeks). */
const reopenedRead = preparedRead((db) =>
  db
    .select({ date: activities.date })
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.kind, "task.reopened"), gte(activities.date, param(sql.placeholder("since"), activities.date)))),
);

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A sum of cents: integers, so exact. */
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** A percentage of two cent amounts, to two decimals; 0 of nothing. */
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));
// The spending buckets' labels and the schedule's times in the reader's language ("01 Aug" / "01 Ağu",
// "03:00 PM" / "15:00"), in UTC like the calendar arithmetic here. Labels are day then month in
// both languages, assembled from parts: en-GB would write "Sept", en-US puts the month first.
// Frozen: the formatter cache finds them by the object, without writing a key on every label.
const DAY_MONTH: Intl.DateTimeFormatOptions = Object.freeze({ day: "2-digit", month: "short", timeZone: "UTC" });
const CLOCK_12: Intl.DateTimeFormatOptions = Object.freeze({ hour: "2-digit", minute: "2-digit", hour12: true, timeZone: "UTC" });
const CLOCK_24: Intl.DateTimeFormatOptions = Object.freeze({ hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
const intlLocale = (lang: ContentLocale) => (lang === "tr" ? "tr-TR" : "en-US");
function dayMonth(lang: ContentLocale, day: Date) {
  const parts = dateTimeFormat(intlLocale(lang), DAY_MONTH).formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")}`;
}
const range = (lang: ContentLocale, from: Date, to: Date) => `${dayMonth(lang, from)} - ${dayMonth(lang, to)}`;
const clockTime = (lang: ContentLocale, at: Date) =>
  dateTimeFormat(intlLocale(lang), lang === "tr" ? CLOCK_24 : CLOCK_12).format(at);

// ---- finance --------------------------------------------------------------------------------

export const FINANCE_POINT_STEP_DAYS = 3;
const RECENT_TRANSACTIONS = 5;

async function budgetsOf(scope: Scope, userId: string) {
  const rows = await budgetsRead(scope, { userId });
  return new Map(rows.map((r) => [r.key, r.amount]));
}

/** What the spending sums read of a ledger entry. */
type Spending = Pick<LedgerEntryRow, "kind" | "amount">;

/** Spending (positive cents) of expense and bill rows. */
const spendOf = (rows: Spending[]) => sum(rows.filter((r) => r.kind === "expense" || r.kind === "bill").map((r) => -r.amount));

// Dates are compared by their epoch milliseconds: a relational operator on two Date objects
// converts both through Symbol.toPrimitive each time, ≈ 25× slower in V8, and these filters run
// the rows once per bucket (22 buckets on the project dashboard).
function inRange<R extends Pick<LedgerEntryRow, "date">>(rows: R[], from: Date, to: Date) {
  const [start, end] = [from.getTime(), to.getTime()];
  return rows.filter((r) => {
    const at = r.date.getTime();
    return at >= start && at < end;
  });
}

/** Least-squares line through the points (cents), evaluated at each x to the nearest cent: the "Predicted" series. */
function trendLine(values: number[]): number[] {
  const n = values.length;
  if (n < 2) return values.slice();
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  const slope = den === 0 ? 0 : num / den;
  return values.map((_, x) => Math.round(meanY + slope * (x - meanX)));
}

export async function financeDashboard(scope: Scope, userId: string, now = new Date()) {
  const [entries, recent, budgets] = await Promise.all([amountsRead(scope, { userId }), recentEntriesRead(scope, { userId, limit: RECENT_TRANSACTIONS }), budgetsOf(scope, userId)]);
  const completed = entries.filter((e) => e.status === "completed");

  // Balance every 3 days over the last 12 months: one sweep over the date-sorted rows.
  const start = startOfDay(subMonths(now, 12));
  const actual: { x: string; cents: number }[] = [];
  let balance = 0;
  let i = 0;
  for (let t = start; t <= now; t = addDays(t, FINANCE_POINT_STEP_DAYS)) {
    while (i < completed.length && completed[i].date.getTime() <= t.getTime()) balance += completed[i++].amount;
    actual.push({ x: t.toISOString(), cents: balance });
  }
  const predicted = trendLine(actual.map((p) => p.cents)).map((cents, k) => ({ x: actual[k].x, y: toDollars(cents) }));
  const balanceNow = sum(completed.filter((e) => e.date.getTime() <= now.getTime()).map((e) => e.amount));
  const balanceThen = actual[0]?.cents ?? 0;
  const lastYear = inRange(entries, start, now);

  const monthStart = startOfMonth(now);
  const previousMonthStart = startOfMonth(subMonths(now, 1));
  const thisMonth = inRange(entries, monthStart, addMonths(monthStart, 1));
  const previousMonth = inRange(entries, previousMonthStart, monthStart);
  const billsOf = (rows: Spending[]) => sum(rows.filter((r) => r.kind === "bill").map((r) => -r.amount));
  const statementLimit = toDollars((budgets.get("expenses") ?? 0) + (budgets.get("bills") ?? 0));

  return {
    accountBalance: {
      growRate: balanceThen === 0 ? 0 : round2(((balanceNow - balanceThen) / Math.abs(balanceThen)) * 100),
      ami: toDollars(Math.round(sum(lastYear.filter((e) => e.kind === "income").map((e) => e.amount)) / 12)),
      series: [
        { name: "Predicted", data: predicted },
        { name: "Actual", data: actual.map((p) => ({ x: p.x, y: toDollars(p.cents) })) },
      ],
    },
    budget: {
      expenses: toDollars(sum(thisMonth.filter((e) => e.kind === "expense").map((e) => -e.amount))),
      expensesLimit: toDollars(budgets.get("expenses") ?? 0),
      savings: toDollars(sum(entries.filter((e) => e.kind === "saving").map((e) => -e.amount))),
      savingsGoal: toDollars(budgets.get("savings") ?? 0),
      bills: toDollars(billsOf(thisMonth)),
      billsLimit: toDollars(budgets.get("bills") ?? 0),
    },
    previousStatement: {
      status: "paid" as const,
      date: endOfMonth(previousMonthStart).toISOString(),
      limit: statementLimit,
      spent: toDollars(spendOf(previousMonth)),
      minimum: toDollars(billsOf(previousMonth)),
    },
    currentStatement: {
      status: "pending" as const,
      date: endOfMonth(monthStart).toISOString(),
      limit: statementLimit,
      spent: toDollars(spendOf(thisMonth)),
      minimum: toDollars(billsOf(thisMonth)),
    },
    recentTransactions: recent.map((e) => ({ id: e.id, transactionId: e.transactionId, name: e.name, amount: toDollars(e.amount), status: e.status, date: e.date.toISOString() })),
  };
}

// ---- project --------------------------------------------------------------------------------

export const PROJECT_CATEGORY_PREFIX = "category:";
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Spending per bucket; `from` and `to` are the first and last day (both included). */
function expenseBuckets(lang: ContentLocale, entries: (Spending & Pick<LedgerEntryRow, "date">)[], buckets: { from: Date; to: Date }[], name = "Expenses") {
  const cents = buckets.map((b) => spendOf(inRange(entries, b.from, addDays(b.to, 1))));
  return { amount: toDollars(sum(cents)), labels: buckets.map((b) => range(lang, b.from, b.to)), series: [{ name, data: cents.map(toDollars) }] };
}

/** `lang`: the reader's language, for the seeded tags' Turkish twins (decision 103). */
export async function projectDashboard(scope: Scope, userId: string, now = new Date(), lang: ContentLocale = "en") {
  const thisWeek = startOfWeek(now, { weekStartsOn: 1 });
  const lastWeek = subDays(thisWeek, 7);
  const [taskRows, tagRows, reopened, budgets, entries, members] = await Promise.all([
    tasksRead(scope, { userId }),
    tagsRead(scope, { userId }),
    reopenedRead(scope, { userId, since: lastWeek }),
    budgetsOf(scope, userId),
    spendingRead(scope, { userId }),
    membersRead(scope, { userId }),
  ]);

  // Each range's bounds are worked out once, not again for every task they are compared with, and
  // as epoch milliseconds (see inRange).
  const span = (from: Date, days: number) => ({ start: from, from: from.getTime(), to: addDays(from, days).getTime() });
  const weeks = { "this-week": span(thisWeek, 7), "last-week": span(lastWeek, 7) } as const;
  const within = (d: Date | null, r: { from: number; to: number }) => d !== null && d.getTime() >= r.from && d.getTime() < r.to;
  const isLate = (t: (typeof taskRows)[number]) => t.dueDate !== null && t.completedAt !== null && t.completedAt.getTime() > Date.parse(t.dueDate) + 86_400_000 - 1;
  const perDay = (dates: (Date | null)[], week: { start: Date }) => WEEKDAYS.map((_, d) => span(addDays(week.start, d), 1)).map((day) => dates.filter((x) => within(x, day)).length);

  const githubIssues = {
    overview: Object.fromEntries(
      Object.entries(weeks).map(([key, week]) => {
        const closed = taskRows.filter((t) => within(t.completedAt, week));
        return [
          key,
          {
            "new-issues": taskRows.filter((t) => within(t.createdAt, week)).length,
            "closed-issues": closed.length,
            fixed: closed.filter((t) => !isLate(t)).length,
            "wont-fix": closed.filter(isLate).length,
            "re-opened": reopened.filter((a) => within(a.date, week)).length,
            "needs-triage": taskRows.filter((t) => within(t.createdAt, week) && !t.completed && (t.dueDate === null || t.tags.length === 0)).length,
          },
        ];
      }),
    ),
    labels: WEEKDAYS,
    series: Object.fromEntries(
      Object.entries(weeks).map(([key, week]) => [
        key,
        [
          { name: "New issues", type: "line", data: perDay(taskRows.map((t) => t.createdAt), week) },
          { name: "Closed issues", type: "column", data: perDay(taskRows.map((t) => t.completedAt), week) },
        ],
      ]),
    ),
  };

  // Open tasks per tag now and as they stood a week ago.
  const openAt = (t: (typeof taskRows)[number], at: Date) => t.createdAt.getTime() <= at.getTime() && (t.completedAt === null || t.completedAt.getTime() > at.getTime());
  const weekAgo = subDays(now, 7);
  const taskDistribution = {
    overview: Object.fromEntries(
      Object.entries(weeks).map(([key, week]) => [
        key,
        { new: taskRows.filter((t) => within(t.createdAt, week)).length, completed: taskRows.filter((t) => within(t.completedAt, week)).length },
      ]),
    ),
    labels: tagRows.map((t) => twin(lang, t.title, t.titleTr)),
    series: {
      "this-week": tagRows.map((tag) => taskRows.filter((t) => t.tags.includes(tag.id) && openAt(t, now)).length),
      "last-week": tagRows.map((tag) => taskRows.filter((t) => t.tags.includes(tag.id) && openAt(t, weekAgo)).length),
    },
  };

  const today = startOfDay(now);
  const scheduleFor = (from: Date, day = span(from, 1)) =>
    taskRows
      .filter((t) => !t.completed && t.dueDate !== null && within(new Date(t.dueDate), day))
      .sort((a, b) => Date.parse(a.dueDate!) - Date.parse(b.dueDate!))
      .map((t) => {
        const due = new Date(t.dueDate!);
        return { title: twin(lang, t.title, t.titleTr), time: due.getTime() === startOfDay(due).getTime() ? "All day" : clockTime(lang, due) };
      });

  const categories = [...budgets.keys()].filter((k) => k.startsWith(PROJECT_CATEGORY_PREFIX)).sort();
  const totalBudget = sum(categories.map((k) => budgets.get(k)!));
  const categoryNames = categories.map((k) => k.slice(PROJECT_CATEGORY_PREFIX.length));
  // Six 7-day ranges ending today; calendar months ending with the current one.
  const weekBuckets = Array.from({ length: 6 }, (_, k) => {
    const to = subDays(today, 7 * (5 - k));
    return { from: subDays(to, 6), to };
  });
  const monthBuckets = (n: number) =>
    Array.from({ length: n }, (_, k) => {
      const month = startOfMonth(subMonths(now, n - 1 - k));
      return { from: month, to: startOfDay(endOfMonth(month)) };
    });

  return {
    githubIssues,
    taskDistribution,
    schedule: { today: scheduleFor(today), tomorrow: scheduleFor(addDays(today, 1)) },
    budgetDistribution: {
      categories: categoryNames,
      series: [{ name: "Budget", data: categories.map((k) => percentOf(budgets.get(k)!, totalBudget)) }],
    },
    weeklyExpenses: expenseBuckets(lang, entries, weekBuckets),
    monthlyExpenses: expenseBuckets(lang, entries, monthBuckets(4)),
    yearlyExpenses: expenseBuckets(lang, entries, monthBuckets(12)),
    budgetDetails: {
      columns: ["type", "total", "expensesAmount", "expensesPercentage", "remainingAmount", "remainingPercentage"],
      rows: categoryNames.map((type, k) => {
        const total = budgets.get(categories[k])!;
        const spent = spendOf(entries.filter((e) => e.category === type));
        return {
          id: k + 1,
          type,
          total: toDollars(total),
          expensesAmount: toDollars(spent),
          expensesPercentage: percentOf(spent, total),
          remainingAmount: toDollars(total - spent),
          remainingPercentage: percentOf(total - spent, total),
        };
      }),
    },
    teamMembers: members.map((m) => ({ id: m.id, avatar: m.avatar, name: m.name, email: m.email, phone: m.phone, title: twin(lang, m.title, m.titleTr) })),
  };
}

// ---- analytics and crypto (per-user snapshots) -------------------------------------------------

/** What a user without a snapshot sees: every widget present, no data. */
export const EMPTY_SNAPSHOTS = {
  analytics: {
    visitors: { series: { "this-year": [{ name: "Visitors", data: [] }], "last-year": [{ name: "Visitors", data: [] }] } },
    conversions: { amount: 0, labels: [], series: [{ name: "Conversions", data: [] }] },
    impressions: { amount: 0, labels: [], series: [{ name: "Impressions", data: [] }] },
    visits: { amount: 0, labels: [], series: [{ name: "Visits", data: [] }] },
    visitorsVsPageViews: { overallScore: 0, averageRatio: 0, predictedRatio: 0, series: [{ name: "Page Views", data: [] }, { name: "Visitors", data: [] }] },
    newVsReturning: { uniqueVisitors: 0, series: [0, 0], labels: ["New", "Returning"] },
    gender: { uniqueVisitors: 0, series: [0, 0], labels: ["Male", "Female"] },
    age: { uniqueVisitors: 0, series: [0, 0], labels: ["Under 30", "Over 30"] },
    language: { uniqueVisitors: 0, series: [0, 0], labels: ["English", "Other"] },
  },
  crypto: {
    btc: { amount: 0, trend: { dir: "up", amount: 0 }, marketCap: 0, volume: 0, supply: 0, allTimeHigh: 0, price: { series: [{ name: "Price", data: [] }] } },
    prices: { btc: 0, eth: 0, bch: 0, xrp: 0 },
    wallets: { btc: 0, eth: 0, bch: 0, xrp: 0 },
    watchlist: [],
  },
} as const;

const snapshotRead = preparedRead((db) =>
  db
    .select({ data: dashboardSnapshots.data })
    .from(dashboardSnapshots)
    .where(and(eq(dashboardSnapshots.userId, userId), eq(dashboardSnapshots.dashboard, sql.placeholder("dashboard"))))
    .orderBy(desc(dashboardSnapshots.updatedAt))
    .limit(1),
);

export async function snapshotDashboard(scope: Scope, userId: string, dashboard: "analytics" | "crypto") {
  const [row] = await snapshotRead(scope, { userId, dashboard });
  return row?.data ?? EMPTY_SNAPSHOTS[dashboard];
}
