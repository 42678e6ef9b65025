import { insertOrIgnore } from "./sql";
import { toCents } from "#worker/domain/money";

const DAY = 86_400_000;
const MINUTE = 60_000;
const USER = "usr_demo_user";

/** Deterministic pseudo-random numbers (mulberry32), so the seed is the same on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- ledger: 13 months of the demo user's money movements --------------------------------------

interface Recurring {
  name: string;
  kind: "income" | "expense" | "bill" | "saving";
  category: string;
  amount: number;
  dayOfMonth: number;
  jitter: number;
}

const MONTHLY: Recurring[] = [
  { name: "Atlas Trading FZ-LLC — management fee", kind: "income", category: "Income", amount: 9200, dayOfMonth: 1, jitter: 600 },
  { name: "Dividend — Atlas Holdings Ltd", kind: "income", category: "Income", amount: 2400, dayOfMonth: 15, jitter: 900 },
  { name: "Serviced office, Limassol", kind: "bill", category: "Formation", amount: -650, dayOfMonth: 3, jitter: 0 },
  { name: "Constantinou & Partners — accounting retainer", kind: "bill", category: "Advisory", amount: -450, dayOfMonth: 5, jitter: 0 },
  { name: "Hellenic Bank — account fees", kind: "bill", category: "Banking", amount: -35, dayOfMonth: 28, jitter: 10 },
  { name: "Transfer to savings", kind: "saving", category: "Savings", amount: -1500, dayOfMonth: 20, jitter: 0 },
  { name: "Living costs", kind: "expense", category: "Personal", amount: -3100, dayOfMonth: 10, jitter: 700 },
];

const ONE_OFF: { name: string; category: string; amount: number; daysAgo: number; status?: "pending" }[] = [
  { name: "Georgiou & Co — incorporation", category: "Legal", amount: -2800, daysAgo: 300 },
  { name: "Registrar of Companies — name approval and registration", category: "Government fees", amount: -165, daysAgo: 290 },
  { name: "TaxAtlas — optimisation report", category: "Advisory", amount: -99, daysAgo: 320 },
  { name: "Elif Kaya — structure memo", category: "Advisory", amount: -3200, daysAgo: 250 },
  { name: "Notary, Munich — share transfer deed", category: "Legal", amount: -1850, daysAgo: 60 },
  { name: "RAKEZ — licence and flexi-desk", category: "Government fees", amount: -4350, daysAgo: 120 },
  { name: "Omar Haddad — UAE setup services", category: "Formation", amount: -1900, daysAgo: 118 },
  { name: "Registrar of Companies — annual levy", category: "Government fees", amount: -350, daysAgo: 2, status: "pending" },
  { name: "Elif Kaya — substance review", category: "Advisory", amount: -850, daysAgo: 1, status: "pending" },
];

const BUDGETS: Record<string, number> = {
  expenses: 4500,
  bills: 1300,
  savings: 50000,
  "category:Advisory": 12000,
  "category:Banking": 800,
  "category:Formation": 14000,
  "category:Government fees": 6000,
  "category:Legal": 7000,
};

function buildLedger(now: number): string[] {
  const random = prng(2026);
  const statements: string[] = [];
  let n = 0;
  // The tables above are in dollars; D1 holds cents (decision 323).
  const push = (row: { name: string; kind: string; category: string; amount: number; date: number; status: string }) => {
    n += 1;
    statements.push(
      insertOrIgnore("ledger_entries", {
        id: `led_demo_${String(n).padStart(4, "0")}`,
        user_id: USER,
        transaction_id: `TA${String(482_000 + n * 137).padStart(7, "0")}${row.amount >= 0 ? "CR" : "DR"}`,
        ...row,
        amount: toCents(row.amount),
      }),
    );
  };
  const today = new Date(now);
  for (let monthsAgo = 13; monthsAgo >= 0; monthsAgo--) {
    for (const r of MONTHLY) {
      const date = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, r.dayOfMonth, 9, 30);
      if (date > now) continue;
      const amount = round2(r.amount + (random() - 0.5) * 2 * r.jitter);
      push({ name: r.name, kind: r.kind, category: r.category, amount, date, status: "completed" });
    }
  }
  for (const o of ONE_OFF) push({ name: o.name, kind: "expense", category: o.category, amount: o.amount, date: now - o.daysAgo * DAY, status: o.status ?? "completed" });
  for (const [key, amount] of Object.entries(BUDGETS)) statements.push(insertOrIgnore("ledger_budgets", { user_id: USER, key, amount: toCents(amount) }));
  return statements;
}

// ---- analytics and crypto snapshots (docs/decisions/031) ---------------------------------------

function walk(random: () => number, start: number, count: number, volatility: number, floor = 0) {
  const out: number[] = [];
  let v = start;
  for (let i = 0; i < count; i++) {
    v = Math.max(floor, v + (random() - 0.48) * volatility);
    out.push(round2(v));
  }
  return out;
}

function weekRanges(now: number, count: number) {
  const fmt = (t: number) => new Date(t).toLocaleDateString("en-GB", { day: "2-digit", month: "short", timeZone: "UTC" });
  return Array.from({ length: count }, (_, k) => {
    const to = now - 8 * (count - 1 - k) * DAY;
    return `${fmt(to - 7 * DAY)} - ${fmt(to)}`;
  });
}

/** Visits to the user's public advisor profile and shared reports: demo figures. */
export function buildAnalyticsSnapshot(now: number) {
  const random = prng(7);
  const every3Days = (days: number) => Array.from({ length: Math.floor(days / 3) }, (_, k) => new Date(now - days * DAY + k * 3 * DAY).toISOString());
  const year = every3Days(365);
  const lastYear = year.map((x) => new Date(Date.parse(x) - 365 * DAY).toISOString());
  const daily = Array.from({ length: 65 }, (_, k) => new Date(now - (65 - k) * DAY).toISOString());
  const series = (name: string, xs: string[], ys: number[]) => ({ name, data: xs.map((x, k) => ({ x, y: Math.round(ys[k]) })) });
  const conversions = walk(random, 420, 6, 60, 50).map(Math.round);
  const impressions = walk(random, 11_500, 4, 400, 1000).map(Math.round);
  const visits = walk(random, 15_500, 4, 300, 1000).map(Math.round);
  return {
    visitors: {
      series: {
        "this-year": [series("Visitors", year, walk(random, 4800, year.length, 500, 800))],
        "last-year": [series("Visitors", lastYear, walk(random, 3200, lastYear.length, 450, 600))],
      },
    },
    conversions: { amount: conversions.reduce((a, b) => a + b, 0), labels: weekRanges(now, 6), series: [{ name: "Conversions", data: conversions }] },
    impressions: { amount: impressions.reduce((a, b) => a + b, 0), labels: weekRanges(now, 4), series: [{ name: "Impressions", data: impressions }] },
    visits: { amount: visits.reduce((a, b) => a + b, 0), labels: weekRanges(now, 4), series: [{ name: "Visits", data: visits }] },
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [series("Page Views", daily, walk(random, 4800, daily.length, 400, 1000)), series("Visitors", daily, walk(random, 1800, daily.length, 300, 300))],
    },
    newVsReturning: { uniqueVisitors: 4608, series: [72, 28], labels: ["New", "Returning"] },
    gender: { uniqueVisitors: 4608, series: [58, 42], labels: ["Male", "Female"] },
    age: { uniqueVisitors: 4608, series: [22, 78], labels: ["Under 30", "Over 30"] },
    language: { uniqueVisitors: 4608, series: [61, 39], labels: ["English", "Other"] },
  };
}

/** The demo user's crypto holdings (relevant to UAE and Cyprus tax treatment): demo figures. */
export function buildCryptoSnapshot(now: number) {
  const random = prng(42);
  const hhmm = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString().slice(11, 16);
  const btcPrices = walk(random, 64_200, 145, 180, 1000);
  const watch = (title: string, iso: string, start: number, vol: number) => {
    const ys = walk(random, start, 20, vol, start / 10);
    const last = ys[ys.length - 1];
    const change = round2(((last - ys[0]) / ys[0]) * 100);
    return { title, iso, amount: last, trend: { dir: change >= 0 ? "up" : "down", amount: Math.abs(change) }, series: [{ name: "Price", data: ys.map((y, k) => ({ x: hhmm(20 - k), y })) }] };
  };
  const btc = btcPrices[btcPrices.length - 1];
  const watchlist = [watch("Ethereum", "ETH", 3150, 25), watch("Bitcoin Cash", "BCH", 452, 6), watch("XRP", "XRP", 0.62, 0.01), watch("Litecoin", "LTC", 84, 1.2)];
  const price = (iso: string) => watchlist.find((w) => w.iso === iso)?.amount ?? 0;
  const btcChange = round2(((btc - btcPrices[0]) / btcPrices[0]) * 100);
  return {
    btc: {
      amount: btc,
      trend: { dir: btcChange >= 0 ? "up" : "down", amount: Math.abs(btcChange) },
      marketCap: 1_265_000_000_000,
      volume: 31_400_000_000,
      supply: 19_780_000,
      allTimeHigh: 73_750,
      price: { series: [{ name: "Price", data: btcPrices.map((y, k) => ({ x: k - 145, y })) }] },
    },
    prices: { btc, eth: price("ETH"), bch: price("BCH"), xrp: price("XRP") },
    wallets: { btc: 1.2841, eth: 14.5, bch: 0, xrp: 5200 },
    watchlist,
  };
}

// ---- activity feed --------------------------------------------------------------------------

const ACTIVITIES: { kind: string; icon: string; description: string; descriptionTr: string; linkedContentTr?: string; hoursAgo: number; extraContent?: string; linkedContent?: string; link?: string; useRouter?: boolean }[] = [
  { kind: "task.completed", icon: "heroicons_outline:circle-check", description: "You completed the task <strong>Pay provisional tax (first instalment)</strong>", descriptionTr: "<strong>Pay provisional tax (first instalment)</strong> görevini tamamladınız", linkedContentTr: "Görevi aç", hoursAgo: 24, linkedContent: "Pay provisional tax (first instalment)", link: "/apps/tasks/tsk_demo_provisional", useRouter: true },
  { kind: "task.completed", icon: "heroicons_outline:circle-check", description: "You completed the task <strong>File corporate income tax return (TD4)</strong>", descriptionTr: "<strong>File corporate income tax return (TD4)</strong> görevini tamamladınız", linkedContentTr: "Görevi aç", hoursAgo: 48, linkedContent: "File corporate income tax return (TD4)", link: "/apps/tasks/tsk_demo_td4", useRouter: true },
  { kind: "message", icon: "heroicons_outline:message-circle-more", description: "<strong>Elif Kaya</strong> sent you a message", descriptionTr: "<strong>Elif Kaya</strong> size bir mesaj gönderdi", linkedContentTr: "Sohbeti aç", hoursAgo: 5, extraContent: "<p>The substance review is ready — the board minutes template is in your documents.</p>", linkedContent: "Open chat", link: "/tax", useRouter: true },
  { kind: "proposal", icon: "heroicons_outline:file-text", description: "New proposal for <strong>Cyprus holding setup</strong> from Georgiou &amp; Co", descriptionTr: "Georgiou &amp; Co'dan <strong>Cyprus holding setup</strong> için yeni teklif", linkedContentTr: "Teklifleri karşılaştır", hoursAgo: 30, linkedContent: "Compare proposals", link: "/proposals", useRouter: true },
  { kind: "document", icon: "heroicons_outline:upload", description: "You uploaded <strong>Certificate of incorporation (apostilled).pdf</strong>", descriptionTr: "<strong>Certificate of incorporation (apostilled).pdf</strong> dosyasını yüklediniz", hoursAgo: 72, link: "/documents", useRouter: true },
  { kind: "report", icon: "heroicons_outline:chart-pie", description: "Your tax optimisation report <strong>Germany → Cyprus holding</strong> is ready", descriptionTr: "<strong>Germany → Cyprus holding</strong> vergi optimizasyonu raporunuz hazır", linkedContentTr: "Raporu oku", hoursAgo: 120, linkedContent: "Read the report", link: "/tax", useRouter: true },
  { kind: "sign-in", icon: "heroicons_outline:lock", description: "New sign-in from Chrome on macOS", descriptionTr: "macOS üzerinde Chrome'dan yeni oturum açma", hoursAgo: 6 },
  { kind: "board", icon: "heroicons_outline:columns-3", description: "<strong>Andreas Georgiou</strong> moved <em>KYC pack for Hellenic Bank</em> to <strong>Waiting on client</strong>", descriptionTr: "<strong>Andreas Georgiou</strong>, <em>KYC pack for Hellenic Bank</em> kartını <strong>Waiting on client</strong> listesine taşıdı", hoursAgo: 50, link: "/apps/scrumboard", useRouter: true },
  { kind: "reminder", icon: "heroicons_outline:bell-ring", description: "Reminder: <strong>File Cyprus annual return (HE32)</strong> is due tomorrow", descriptionTr: "Hatırlatma: <strong>File Cyprus annual return (HE32)</strong> yarın son gün", hoursAgo: 2, link: "/compliance", useRouter: true },
  { kind: "payment", icon: "heroicons_outline:credit-card", description: "Payment of <strong>€850.00</strong> to Elif Kaya is pending", descriptionTr: "Elif Kaya'ya <strong>€850.00</strong> ödemesi beklemede", hoursAgo: 26, link: "/dashboards/finance", useRouter: true },
];

export function buildDashboardsSeed(now: number): string[] {
  const statements = buildLedger(now);
  statements.push(
    insertOrIgnore("dashboard_snapshots", { user_id: USER, dashboard: "analytics", data: JSON.stringify(buildAnalyticsSnapshot(now)), updated_at: now }),
    insertOrIgnore("dashboard_snapshots", { user_id: USER, dashboard: "crypto", data: JSON.stringify(buildCryptoSnapshot(now)), updated_at: now }),
  );
  ACTIVITIES.forEach((a, k) =>
    statements.push(
      insertOrIgnore("activities", {
        id: `act_demo_${String(k + 1).padStart(2, "0")}`,
        user_id: USER,
        kind: a.kind,
        icon: a.icon,
        description: a.description,
        description_tr: a.descriptionTr,
        linked_content_tr: a.linkedContentTr ?? null,
        date: now - a.hoursAgo * 3_600_000,
        extra_content: a.extraContent ?? null,
        linked_content: a.linkedContent ?? null,
        link: a.link ?? null,
        use_router: a.useRouter ?? null,
      }),
    ),
  );
  return statements;
}
