import { beforeAll, describe, expect, it } from "vitest";
import { hasAtMostDecimals, toCents } from "#worker/domain/money";
import { api, env, page, signInAs } from "#test/helpers";

let user: string;
let advisor: string;
/** A wire amount in dollars back to cents; throws on a fraction of a cent, which the wire never carries. */
const cents = (dollars: number) => {
  if (!hasAtMostDecimals(dollars, 2)) throw new Error(`${dollars} is not a whole number of cents`);
  return toCents(dollars);
};
const all = async <T>(sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).all<T>()).results;

beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
});

describe("who may call", () => {
  it("dashboards and activities need a signed-in account; icons are public", async () => {
    for (const path of ["/api/dashboards/analytics", "/api/dashboards/crypto", "/api/dashboards/finance", "/api/dashboards/project", "/api/pages/activities"]) {
      expect((await api(path)).status, path).toBe(401);
    }
    expect((await api("/api/ui/icons/feather")).status).toBe(200);
  });
});

describe("GET /api/dashboards/finance", () => {
  type Finance = {
    accountBalance: { growRate: number; ami: number; series: { name: string; data: { x: string; y: number }[] }[] };
    budget: Record<string, number>;
    previousStatement: { status: string; date: string; limit: number; spent: number; minimum: number };
    currentStatement: { status: string; date: string; limit: number; spent: number; minimum: number };
    recentTransactions: { id: string; transactionId: string; name: string; amount: number; status: string; date: string }[];
  };

  it("computes the balance series every 3 days over 12 months from the user's ledger", async () => {
    const f = await (await api("/api/dashboards/finance", { token: user })).json<Finance>();
    const [predicted, actual] = f.accountBalance.series;
    expect([predicted.name, actual.name]).toEqual(["Predicted", "Actual"]);
    expect(actual.data.length).toBeGreaterThanOrEqual(121);
    expect(actual.data.length).toBeLessThanOrEqual(123);
    expect(predicted.data.map((p) => p.x)).toEqual(actual.data.map((p) => p.x));
    const steps = actual.data.slice(1).map((p, k) => Date.parse(p.x) - Date.parse(actual.data[k].x));
    expect(new Set(steps)).toEqual(new Set([3 * 86_400_000]));
    const last = actual.data.at(-1)!;
    const rows = await all<{ amount: number }>("SELECT amount FROM ledger_entries WHERE user_id = 'usr_demo_user' AND status = 'completed' AND date <= ?", Date.parse(last.x));
    // D1 holds integer cents (decision 323): the balance is their exact sum, shown in dollars
    expect(rows.every((r) => Number.isInteger(r.amount))).toBe(true);
    expect(last.y).toBe(rows.reduce((a, r) => a + r.amount, 0) / 100);
    expect(f.accountBalance.ami).toBeGreaterThan(9000);
    expect(f.budget).toMatchObject({ expensesLimit: 4500, billsLimit: 1300, savingsGoal: 50000 });
    expect(f.budget.savings).toBeGreaterThan(15000);
  });

  it("statements and recent transactions: paid/pending, signed amounts, newest first", async () => {
    const f = await (await api("/api/dashboards/finance", { token: user })).json<Finance>();
    expect(f.previousStatement.status).toBe("paid");
    expect(f.currentStatement.status).toBe("pending");
    expect(f.previousStatement.limit).toBe(5800);
    expect(f.recentTransactions).toHaveLength(5);
    const dates = f.recentTransactions.map((t) => Date.parse(t.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(f.recentTransactions.some((t) => t.amount < 0)).toBe(true);
    expect(f.recentTransactions.map((t) => t.status)).toContain("pending");
    expect(Object.keys(f.recentTransactions[0]).sort()).toEqual(["amount", "date", "id", "name", "status", "transactionId"]);
  });

  it("follows new ledger rows: a new expense this month raises the current statement", async () => {
    const before = await (await api("/api/dashboards/finance", { token: user })).json<Finance>();
    await env.DB.prepare("INSERT INTO ledger_entries (id, user_id, transaction_id, name, kind, category, amount, status, date) VALUES ('led_test_1', 'usr_demo_user', 'TX1', 'Courier', 'expense', 'Legal', -12050, 'completed', ?)")
      .bind(Date.now())
      .run();
    const after = await (await api("/api/dashboards/finance", { token: user })).json<Finance>();
    expect(after.currentStatement.spent).toBe((cents(before.currentStatement.spent) + 12050) / 100);
    expect(after.recentTransactions[0]).toMatchObject({ id: "led_test_1", amount: -120.5, status: "completed" });
  });

  it("a user without ledger rows gets the same shape with zeros", async () => {
    const f = await (await api("/api/dashboards/finance", { token: advisor })).json<Finance>();
    expect(f.recentTransactions).toEqual([]);
    expect(f.accountBalance.growRate).toBe(0);
    expect(f.accountBalance.series[1].data.every((p) => p.y === 0)).toBe(true);
    expect(f.budget).toEqual({ expenses: 0, expensesLimit: 0, savings: 0, savingsGoal: 0, bills: 0, billsLimit: 0 });
  });
});

describe("GET /api/dashboards/project", () => {
  type Project = {
    githubIssues: { overview: Record<string, Record<string, number>>; labels: string[]; series: Record<string, { name: string; type: string; data: number[] }[]> };
    taskDistribution: { overview: Record<string, { new: number; completed: number }>; labels: string[]; series: Record<string, number[]> };
    schedule: { today: { title: string; time: string }[]; tomorrow: { title: string; time: string }[] };
    budgetDistribution: { categories: string[]; series: { name: string; data: number[] }[] };
    weeklyExpenses: { amount: number; labels: string[]; series: { name: string; data: number[] }[] };
    monthlyExpenses: { amount: number; labels: string[]; series: { name: string; data: number[] }[] };
    yearlyExpenses: { amount: number; labels: string[]; series: { name: string; data: number[] }[] };
    budgetDetails: { columns: string[]; rows: { id: number; type: string; total: number; expensesAmount: number; remainingAmount: number }[] };
    teamMembers: { id: string; name: string; email: string | null; phone: string | null; title: string | null; avatar: string | null }[];
  };
  const project = async (token = user) => (await api("/api/dashboards/project", { token })).json<Project>();

  it("task distribution: the user's tags, open tasks per tag now and a week ago", async () => {
    const p = await project();
    // The seeded tags, plus any another file of this vitest worker added (shared storage, decision 055).
    const ownTags = await all<{ title: string }>("SELECT title FROM task_tags WHERE user_id = 'usr_demo_user' ORDER BY title");
    expect(p.taskDistribution.labels).toEqual(ownTags.map((t) => t.title));
    expect(p.taskDistribution.labels).toEqual(expect.arrayContaining(["Cyprus", "Filing", "Governance", "Payment", "Personal tax", "UAE"]));
    const tasks = await all<{ tags: string; completed: number; type: string }>("SELECT tags, completed, type FROM tasks WHERE user_id = 'usr_demo_user'");
    const openCyprus = tasks.filter((t) => t.type === "task" && !t.completed && JSON.parse(t.tags).includes("tag_demo_cyprus")).length;
    expect(p.taskDistribution.series["this-week"][p.taskDistribution.labels.indexOf("Cyprus")]).toBe(openCyprus);
    expect(p.taskDistribution.series["last-week"]).toHaveLength(ownTags.length);
    expect(Object.keys(p.taskDistribution.overview)).toEqual(["this-week", "last-week"]);
    expect(p.githubIssues.labels).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(Object.keys(p.githubIssues.overview["this-week"]).sort()).toEqual(["closed-issues", "fixed", "needs-triage", "new-issues", "re-opened", "wont-fix"]);
    expect(p.githubIssues.series["this-week"].map((s) => [s.name, s.type, s.data.length])).toEqual([
      ["New issues", "line", 7],
      ["Closed issues", "column", 7],
    ]);
  });

  it("completing a task shows up in this week's completed and closed counts", async () => {
    const before = await project();
    await api("/api/apps/tasks/task", { method: "PATCH", token: user, body: { id: "tsk_demo_ubo", task: { completed: true } } });
    const after = await project();
    expect(after.taskDistribution.overview["this-week"].completed).toBe(before.taskDistribution.overview["this-week"].completed + 1);
    expect(after.githubIssues.overview["this-week"]["closed-issues"]).toBe(before.githubIssues.overview["this-week"]["closed-issues"] + 1);
    const cyprus = after.taskDistribution.labels.indexOf("Cyprus");
    expect(after.taskDistribution.series["this-week"][cyprus]).toBe(before.taskDistribution.series["this-week"][cyprus] - 1);
  });

  it("answers seeded tag names and task titles in the reader's language (Turkish twins, decision 103)", async () => {
    const tr = await (await api("/api/dashboards/project?lng=tr", { token: user })).json<Project>();
    const en = await project();
    expect(tr.taskDistribution.labels).toEqual(expect.arrayContaining(["Beyan"]));
    expect(tr.taskDistribution.labels).not.toContain("Filing");
    // same tags in the same order, so the series still line up with the labels
    expect(tr.taskDistribution.labels).toHaveLength(en.taskDistribution.labels.length);
    expect(tr.taskDistribution.series).toEqual(en.taskDistribution.series);
    const trTitles = [...tr.schedule.today, ...tr.schedule.tomorrow].map((s) => s.title);
    const enTitles = [...en.schedule.today, ...en.schedule.tomorrow].map((s) => s.title);
    expect(trTitles).toHaveLength(enTitles.length);
    expect(trTitles).not.toContain("File Cyprus annual return (HE32)");
  });

  it("spending labels and schedule times in the reader's language: day then month, Turkish 24-hour clock", async () => {
    const tr = await (await api("/api/dashboards/project?lng=tr", { token: user })).json<Project>();
    const en = await project();
    // The four calendar months ending with this one, each "first day - last day" (UTC). Month
    // abbreviations as written in each language (CLDR's short month names; Turkish: Oca … Ara).
    const EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const TR = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"];
    const now = new Date();
    const months = [3, 2, 1, 0].map((back) => {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      return { month: first.getUTCMonth(), lastDay };
    });
    const label = (names: string[], m: { month: number; lastDay: number }) => `01 ${names[m.month]} - ${m.lastDay} ${names[m.month]}`;
    expect(en.monthlyExpenses.labels).toEqual(months.map((m) => label(EN, m)));
    expect(tr.monthlyExpenses.labels).toEqual(months.map((m) => label(TR, m)));
    expect(tr.monthlyExpenses.series).toEqual(en.monthlyExpenses.series);
    // the seeded 15:00 UTC filing: 12-hour in English, 24-hour in Turkish; "All day" stays the marker the page translates
    expect(en.schedule.today.map((s) => s.time)).toContain("03:00 PM");
    expect(tr.schedule.today.map((s) => s.time)).toContain("15:00");
    expect(tr.schedule.today.map((s) => s.time)).not.toContain("03:00 PM");
  });

  it("the budget table names the seeded categories in the reader's language", async () => {
    const html = async (lng: string) => (await page(`/dashboards/project?lng=${lng}`, { token: user })).text();
    const budgetRows = (doc: string) => [...doc.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1].trim());
    expect(budgetRows(await html("en"))).toEqual(["Advisory", "Banking", "Formation", "Government fees", "Legal"]);
    expect(budgetRows(await html("tr"))).toEqual(["Danışmanlık", "Bankacılık", "Şirket kuruluşu", "Resmî harçlar", "Hukuk"]);
  });

  it("schedule lists open tasks due today and tomorrow with their time", async () => {
    const p = await project();
    expect(p.schedule.today).toContainEqual({ title: "Submit audited financial statements to the Registrar of Companies", time: "03:00 PM" });
    expect(p.schedule.tomorrow).toContainEqual({ title: "File Cyprus annual return (HE32)", time: "10:00 AM" });
  });

  it("budget widgets come from the ledger and budgets; team members from the user's board members", async () => {
    const p = await project();
    expect(p.budgetDistribution.categories).toEqual(["Advisory", "Banking", "Formation", "Government fees", "Legal"]);
    expect(p.budgetDistribution.series[0].data.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    const legal = p.budgetDetails.rows.find((r) => r.type === "Legal")!;
    const legalRows = await all<{ amount: number }>("SELECT amount FROM ledger_entries WHERE user_id = 'usr_demo_user' AND category = 'Legal' AND kind IN ('expense','bill')");
    expect(legal.expensesAmount).toBe(-legalRows.reduce((a, r) => a + r.amount, 0) / 100);
    expect(cents(legal.remainingAmount)).toBe(cents(legal.total) - cents(legal.expensesAmount));
    expect(p.budgetDetails.columns).toEqual(["type", "total", "expensesAmount", "expensesPercentage", "remainingAmount", "remainingPercentage"]);
    expect(p.weeklyExpenses.labels).toHaveLength(6);
    expect(cents(p.weeklyExpenses.amount)).toBe(p.weeklyExpenses.series[0].data.reduce((a, b) => a + cents(b), 0));
    expect(p.monthlyExpenses.labels).toHaveLength(4);
    expect(p.yearlyExpenses.labels).toHaveLength(12);
    expect(p.teamMembers.map((m) => m.name)).toEqual(["Andreas Georgiou", "Elif Kaya", "Maria Constantinou", "Omar Haddad"]);
    expect(p.teamMembers.map((m) => m.title)).toEqual(["Corporate lawyer, Limassol", "Tax advisor", "Auditor", "Company formation agent, RAKEZ"]);
  });

  it("the seeded team members' job titles in Turkish for a Turkish reader; a member people add, as written", async () => {
    const tr = await (await api("/api/dashboards/project?lng=tr", { token: user })).json<Project>();
    expect(tr.teamMembers.map((m) => m.title)).toEqual(["Şirketler hukuku avukatı, Limasol", "Vergi danışmanı", "Denetçi", "Şirket kuruluş acentesi, RAKEZ"]);
    await env.DB.prepare("INSERT INTO scrumboard_members (id, user_id, name, title) VALUES ('mbr_test_1', 'usr_demo_user', 'Zeynep Test', 'Notary')").run();
    const after = await (await api("/api/dashboards/project?lng=tr", { token: user })).json<Project>();
    expect(after.teamMembers.at(-1)).toMatchObject({ name: "Zeynep Test", title: "Notary" });
    await env.DB.prepare("DELETE FROM scrumboard_members WHERE id = 'mbr_test_1'").run();
  });

  it("another user sees only their own figures", async () => {
    const p = await project(advisor);
    const advisorTags = await all<{ title: string }>("SELECT title FROM task_tags WHERE user_id = 'usr_demo_advisor' ORDER BY title");
    expect(p.taskDistribution.labels).toEqual(advisorTags.map((t) => t.title));
    for (const label of ["Cyprus", "Filing", "Governance", "Payment", "Personal tax", "UAE"]) expect(p.taskDistribution.labels).not.toContain(label);
    expect(p.schedule).toEqual({ today: [], tomorrow: [] });
    expect(p.teamMembers.map((m) => m.name)).toEqual(["Alex Morgan", "Lena Vogel"]);
  });
});

describe("GET /api/dashboards/analytics and crypto", () => {
  it("the demo user's snapshots have the spec §3 widgets", async () => {
    const a = await (await api("/api/dashboards/analytics", { token: user })).json<Record<string, any>>();
    expect(Object.keys(a).sort()).toEqual(["age", "conversions", "gender", "impressions", "language", "newVsReturning", "visitors", "visitorsVsPageViews", "visits"]);
    expect(a.visitors.series["this-year"][0].data.length).toBeGreaterThan(100);
    expect(a.conversions.labels).toHaveLength(6);
    const c = await (await api("/api/dashboards/crypto", { token: user })).json<Record<string, any>>();
    expect(Object.keys(c).sort()).toEqual(["btc", "prices", "wallets", "watchlist"]);
    expect(c.btc.price.series[0].data).toHaveLength(145);
    expect(c.watchlist.map((w: { iso: string }) => w.iso)).toEqual(["ETH", "BCH", "XRP", "LTC"]);
    expect(c.prices.btc).toBe(c.btc.amount);
  });

  it("a user without a snapshot gets the same widgets, empty", async () => {
    const a = await (await api("/api/dashboards/analytics", { token: advisor })).json<Record<string, any>>();
    expect(a.conversions).toEqual({ amount: 0, labels: [], series: [{ name: "Conversions", data: [] }] });
    const c = await (await api("/api/dashboards/crypto", { token: advisor })).json<Record<string, any>>();
    expect(c.watchlist).toEqual([]);
  });
});

describe("GET /api/pages/activities", () => {
  type Activity = { id: string; icon: string; description: string; date: string; extraContent?: string; linkedContent?: string; link?: string; useRouter?: boolean };

  it("returns the user's activity items newest first", async () => {
    const items = await (await api("/api/pages/activities", { token: user })).json<Activity[]>();
    expect(items.length).toBeGreaterThanOrEqual(10);
    const dates = items.map((i) => Date.parse(i.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) expect(item.icon).toMatch(/^[a-z_]+:[a-z0-9-]+$/);
    const message = items.find((i) => i.id === "act_demo_03")!;
    expect(message).toMatchObject({ extraContent: expect.stringContaining("<p>"), linkedContent: "Open chat", link: "/tax", useRouter: true });
    const signIn = items.find((i) => i.id === "act_demo_07")!;
    expect(Object.keys(signIn).sort()).toEqual(["date", "description", "icon", "id"]);
    // the advisor has no seeded feed: only the sign-ins of this test file
    const advisorFeed = await (await api("/api/pages/activities", { token: advisor })).json<Activity[]>();
    expect(advisorFeed.length).toBeGreaterThan(0);
    expect(advisorFeed.every((i) => i.description === "You signed in" && i.icon === "heroicons_outline:lock-open")).toBe(true);
  });

  it("records each password sign-in as it happens", async () => {
    const before = (await (await api("/api/pages/activities", { token: advisor })).json<Activity[]>()).length;
    await signInAs("advisor");
    const after = await (await api("/api/pages/activities", { token: advisor })).json<Activity[]>();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ description: "You signed in", icon: "heroicons_outline:lock-open" });
    expect(Date.now() - Date.parse(after[0].date)).toBeLessThan(60_000);
  });

  it("sanitizes stored HTML when it is rendered", async () => {
    await env.DB.prepare(
      "INSERT INTO activities (id, user_id, kind, icon, description, date, extra_content) VALUES ('act_test_xss', 'usr_demo_advisor', 'test', 'heroicons_outline:bolt', '<strong>ok</strong><script>alert(1)</script><img src=x onerror=alert(1)>', ?, '<a href=\"javascript:alert(1)\">x</a>')",
    )
      .bind(Date.now())
      .run();
    const [item] = await (await api("/api/pages/activities", { token: advisor })).json<Activity[]>();
    expect(item.description).toBe("<strong>ok</strong>");
    expect(item.extraContent).not.toContain("javascript:");
  });
});

describe("GET /api/ui/icons/:set", () => {
  it("serves every set with namespace, name, grid and lucide's icon names", async () => {
    const expected: Record<string, [string, string, string]> = {
      feather: ["feather", "Feather", "w-6 h-6"],
      "heroicons-outline": ["heroicons_outline", "Heroicons Outline", "w-6 h-6"],
      "heroicons-solid": ["heroicons_solid", "Heroicons Solid", "w-6 h-6"],
      "heroicons-mini": ["heroicons_mini", "Heroicons Mini", "w-5 h-5"],
      "material-solid": ["mat_solid", "Material Solid", "w-6 h-6"],
      "material-outline": ["mat_outline", "Material Outline", "w-6 h-6"],
      "material-twotone": ["mat_twotone", "Material Twotone", "w-6 h-6"],
    };
    for (const [set, [namespace, name, grid]] of Object.entries(expected)) {
      const res = await api(`/api/ui/icons/${set}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
      const body = await res.json<{ namespace: string; name: string; grid: string; list: string[] }>();
      expect({ namespace: body.namespace, name: body.name, grid: body.grid }).toEqual({ namespace, name, grid });
      expect(body.list.length).toBeGreaterThan(1500);
      expect(body.list).toEqual(expect.arrayContaining(["circle-check", "calendar", "building", "landmark"]));
      expect(body.list).toEqual([...body.list].sort());
    }
  });

  it("every icon stored by the seed and the domain code (activities, boards) is a served icon name", async () => {
    const names = new Set((await (await api("/api/ui/icons/heroicons-outline")).json<{ list: string[] }>()).list);
    const stored = await all<{ icon: string }>("SELECT icon FROM activities UNION SELECT icon FROM scrumboard_boards WHERE icon IS NOT NULL");
    expect(stored.length).toBeGreaterThan(5);
    for (const { icon } of stored) expect(names.has(icon.split(":")[1]), icon).toBe(true);
  });

  it("an unknown set is 404 JSON", async () => {
    const res = await api("/api/ui/icons/fontawesome");
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("NOT_FOUND");
    expect((await api("/api/ui/icons/__proto__")).status).toBe(404);
  });
});
