import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "#worker/index";
import { addDays, utcDay } from "#worker/domain/compliance/calendar";
import { RULE_TITLES_TR } from "#worker/domain/compliance/rules";
import { contractBetween } from "#test/contracts";
import { api, apiForm, env, errorOf, expectAllRefuseAnonymous, signInAs, signUpFresh } from "#test/helpers";

type Entity = { id: string; name: string; jurisdiction: string; structure: string; incorporationDate: string; fiscalYearEnd: string; registeredAgent: string | null; nomineeDirector: boolean; contractId: string | null };
type Filing = { id: string; entityId: string; kind: string; title: string; dueDate: string; fee: { amount: number; currency: string } | null; status: string; filedAt: string | null; documentIds: string[]; source: { publisher: string; title: string; url: string } | null };
type Summary = { counts: Record<"upcoming" | "due_soon" | "overdue" | "filed", number>; feesDueThisYear: { currency: string; amount: number }[]; entities: number };

const BASE = "/api/compliance";
const CYPRUS = { name: "Atlas Holdings (Cyprus) Ltd", jurisdiction: "CYP", structure: "holding-company", incorporationDate: "2021-03-15", fiscalYearEnd: "12-31", registeredAgent: "Nicosia Corporate Services", nomineeDirector: true };
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
const idOf = async (email: string) => (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;
const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;

async function addEntity(token: string, body: Record<string, unknown> = CYPRUS) {
  const res = await api(`${BASE}/entities`, { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<Entity>();
}
async function filings(token: string, query = "") {
  const res = await api(`${BASE}/filings${query}`, { token });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return res.json<Filing[]>();
}
async function uploadPdf(token: string, name = "HE32 receipt.pdf") {
  const form = new FormData();
  form.set("file", new Blob([PDF]), name);
  const res = await apiForm("/api/apps/file-manager/upload", form, { token });
  expect(res.status).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

describe("compliance API: access", () => {
  it("every route refuses anonymous callers and guest tokens", async () => {
    await expectAllRefuseAnonymous(BASE, [
      ["GET", "/entities"],
      ["POST", "/entities", CYPRUS],
      ["POST", "/entities/from-report", { reportId: "x", optionJurisdiction: "ARE" }],
      ["GET", "/entities/x"],
      ["PATCH", "/entities/x", { name: "y" }],
      ["DELETE", "/entities/x"],
      ["POST", "/entities/x/events", { kind: "ownership_change", date: "2026-01-01" }],
      ["GET", "/filings"],
      ["PATCH", "/filings/x", { status: "filed" }],
      ["GET", "/summary"],
      ["GET", "/calendar-feed"],
      ["POST", "/calendar-feed"],
      ["DELETE", "/calendar-feed"],
      ["POST", "/admin/run-reminders"],
    ]);
    await expectAllRefuseAnonymous("/api/documents", [
      ["GET", "/shares"],
      ["GET", "/share-targets"],
      ["POST", "/shares", { folderId: "fm_usr_cyhold", advisorId: "usr_demo_advisor", access: "read" }],
      ["DELETE", "/shares/x"],
      ["GET", "/shared"],
      ["GET", "/shared/folder?id=fm_usr_cyhold"],
      ["GET", "/shared/download?id=fm_usr_cert"],
    ]);
  });

  it("another user's entities and filings are not found; the reminder run is admin-only", async () => {
    const owner = await signUpFresh("Owner");
    const other = await signUpFresh("Other");
    const entity = await addEntity(owner.token);
    const [filing] = await filings(owner.token);
    expect((await api(`${BASE}/entities/${entity.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`${BASE}/entities/${entity.id}`, { token: other.token, method: "PATCH", body: { name: "Mine now" } })).status).toBe(404);
    expect((await api(`${BASE}/entities/${entity.id}`, { token: other.token, method: "DELETE" })).status).toBe(404);
    expect((await api(`${BASE}/entities/${entity.id}/events`, { token: other.token, body: { kind: "ownership_change", date: utcDay() } })).status).toBe(404);
    expect((await api(`${BASE}/filings/${filing.id}`, { token: other.token, method: "PATCH", body: { status: "filed" } })).status).toBe(404);
    expect(await filings(other.token)).toEqual([]);
    expect(await filings(other.token, `?entityId=${entity.id}`)).toEqual([]);
    expect((await api(`${BASE}/entities/${entity.id}`, { token: owner.token })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM compliance_filings WHERE id = ? AND filed_at IS NULL", filing.id)).toBe(1);
    const user = await signInAs("user");
    expect((await api(`${BASE}/admin/run-reminders`, { token: user.token, method: "POST" })).status).toBe(403);
  });
});

describe("compliance API: entities and filings", () => {
  it("a Cyprus holding gets a sourced 12-month calendar with fees; estimates have no source", async () => {
    const { token } = await signUpFresh();
    const entity = await addEntity(token);
    expect(entity).toEqual({ id: entity.id, ...CYPRUS, contractId: null, foreignOwned: false, fromReport: null });
    const all = await filings(token);
    const today = utcDay();
    expect(all.length).toBeGreaterThan(6);
    for (const f of all) {
      expect(Object.keys(f).sort()).toEqual(["documentIds", "dueDate", "entityId", "fee", "filedAt", "id", "kind", "penalty", "source", "status", "title"]);
      expect(f.dueDate >= today).toBe(true);
      expect(f.entityId).toBe(entity.id);
    }
    const he32 = all.find((f) => f.title === "Annual return (HE32)")!;
    expect(he32).toMatchObject({ kind: "annual-review", fee: { amount: 2000, currency: "EUR" }, filedAt: null, documentIds: [] });
    expect(he32.dueDate.slice(5)).toBe("01-28");
    expect(he32.source?.url).toMatch(/^https:\/\//);
    const ir4 = all.find((f) => f.kind === "tax-return")!;
    expect(ir4.dueDate.slice(5)).toBe("03-31");
    const nominee = all.find((f) => f.kind === "nominee-renewal")!;
    expect(nominee).toMatchObject({ source: null, fee: { amount: 150000, currency: "EUR" }, dueDate: expect.stringMatching(/-03-15$/) });
    // Filters.
    expect((await filings(token, "?kind=tax-return")).map((f) => f.id)).toEqual([ir4.id]);
    const to = addDays(today, 60);
    expect((await filings(token, `?from=${today}&to=${to}`)).every((f) => f.dueDate <= to)).toBe(true);
    expect((await filings(token, "?status=filed"))).toEqual([]);
    const bad = await api(`${BASE}/filings?status=late`, { token });
    expect(bad.status).toBe(400);
    expect((await api(`${BASE}/filings?from=2026-02-30`, { token })).status).toBe(400);
  });

  it("validates entities (catalogue jurisdiction/structure, real dates, MM-DD year end) with 400s", async () => {
    const { token } = await signUpFresh();
    for (const body of [
      { ...CYPRUS, jurisdiction: "XXX" },
      { ...CYPRUS, structure: "spaceship" },
      { ...CYPRUS, incorporationDate: "2023-02-29" },
      { ...CYPRUS, fiscalYearEnd: "04-31" },
      { ...CYPRUS, name: "" },
      { ...CYPRUS, contractId: "ctr_unknown" },
    ]) {
      const res = await api(`${BASE}/entities`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    expect(await count("SELECT count(*) AS n FROM compliance_entities WHERE name = ?", CYPRUS.name + "-never")).toBe(0);
  });

  it("links an entity only to one of the owner's own contracts (as client); others are unknown (400)", async () => {
    const owner = await signUpFresh("Entity Owner");
    const stranger = await signUpFresh("Entity Stranger");
    const advisor = await signInAs("advisor");
    const own = await contractBetween(owner.token, advisor.token);
    const theirs = await contractBetween(stranger.token, advisor.token);
    const linked = await addEntity(owner.token, { ...CYPRUS, contractId: own.id });
    expect(linked.contractId).toBe(own.id);
    expect(await count("SELECT count(*) AS n FROM compliance_entities WHERE id = ? AND contract_id = ?", linked.id, own.id)).toBe(1);
    for (const contractId of [theirs.id, "ctr_unknown"]) {
      const created = await api(`${BASE}/entities`, { token: owner.token, body: { ...CYPRUS, contractId } });
      expect(created.status, contractId).toBe(400);
      expect((await errorOf(created)).fieldErrors?.contractId, contractId).toEqual(["Unknown contract."]);
      const patched = await api(`${BASE}/entities/${linked.id}`, { token: owner.token, method: "PATCH", body: { contractId } });
      expect(patched.status, contractId).toBe(400);
    }
    // the advisor's side of a contract is not theirs to link either
    const advisorSide = await api(`${BASE}/entities`, { token: advisor.token, body: { ...CYPRUS, contractId: own.id } });
    expect(advisorSide.status).toBe(400);
    const unlinked = await api(`${BASE}/entities/${linked.id}`, { token: owner.token, method: "PATCH", body: { contractId: null } });
    expect(unlinked.status).toBe(200);
    expect((await unlinked.json<Entity>()).contractId).toBeNull();
    expect((await api(`${BASE}/entities/${linked.id}`, { token: owner.token, method: "PATCH", body: { contractId: own.id } })).status).toBe(200);
  });

  it("changing an entity regenerates its open filings and keeps filed ones; deleting removes them", async () => {
    const { token } = await signUpFresh();
    const entity = await addEntity(token, { ...CYPRUS, nomineeDirector: false });
    const before = await filings(token);
    expect(before.some((f) => f.kind === "nominee-renewal")).toBe(false);
    const filed = before.find((f) => f.kind === "tax-return")!;
    expect((await api(`${BASE}/filings/${filed.id}`, { token, method: "PATCH", body: { status: "filed" } })).status).toBe(200);
    const patched = await api(`${BASE}/entities/${entity.id}`, { token, method: "PATCH", body: { nomineeDirector: true, fiscalYearEnd: "06-30" } });
    expect(patched.status).toBe(200);
    expect(await patched.json<Entity>()).toMatchObject({ nomineeDirector: true, fiscalYearEnd: "06-30" });
    const after = await filings(token);
    expect(after.some((f) => f.kind === "nominee-renewal")).toBe(true);
    expect(after.find((f) => f.id === filed.id)).toMatchObject({ status: "filed" });
    // The open IR4 now follows a 30 June year end: 15 months later is 30 September.
    expect(after.filter((f) => f.kind === "tax-return" && f.status !== "filed").every((f) => f.dueDate.endsWith("-09-30"))).toBe(true);
    expect((await api(`${BASE}/entities/${entity.id}`, { token, method: "DELETE" })).status).toBe(200);
    expect(await filings(token)).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM compliance_filings WHERE entity_id = ?", entity.id)).toBe(0);
  });

  it("an ownership change creates a beneficial-ownership filing due 14 days later; future events are refused", async () => {
    const { token } = await signUpFresh();
    const entity = await addEntity(token);
    const date = addDays(utcDay(), -3);
    const res = await api(`${BASE}/entities/${entity.id}/events`, { token, body: { kind: "ownership_change", date } });
    expect(res.status).toBe(201);
    const created = await res.json<Filing[]>();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ kind: "beneficial-ownership", dueDate: addDays(date, 14), status: "due_soon" });
    expect(created[0].source?.publisher).toBe("ACC Cyprus");
    expect((await filings(token, "?kind=beneficial-ownership")).some((f) => f.id === created[0].id)).toBe(true);
    expect((await api(`${BASE}/entities/${entity.id}/events`, { token, body: { kind: "ownership_change", date: addDays(utcDay(), 2) } })).status).toBe(400);
    expect((await api(`${BASE}/entities/${entity.id}/events`, { token, body: { kind: "merger", date } })).status).toBe(400);
    // Recording an event again with the same date is a second change, not a duplicate key.
    expect((await api(`${BASE}/entities/${entity.id}/events`, { token, body: { kind: "ownership_change", date } })).status).toBe(201);
    expect(await count("SELECT count(*) AS n FROM compliance_filings WHERE entity_id = ? AND kind = 'beneficial-ownership' AND occurrence_key LIKE '%@event:%'", entity.id)).toBe(2);
  });

  it("marks a filing filed with the caller's own document, 409 on repeating, others' files refused; summary counts follow", async () => {
    const { token } = await signUpFresh();
    const other = await signUpFresh();
    await addEntity(token);
    const before = await (await api(`${BASE}/summary`, { token })).json<Summary>();
    expect(before.entities).toBe(1);
    expect(before.counts.filed).toBe(0);
    const open = before.counts.upcoming + before.counts.due_soon + before.counts.overdue;
    expect(open).toBe((await filings(token)).length);
    const thisYear = utcDay().slice(0, 4);
    const eurThisYear = (await filings(token)).filter((f) => f.fee?.currency === "EUR" && f.dueDate.startsWith(thisYear)).reduce((s, f) => s + f.fee!.amount, 0);
    expect(before.feesDueThisYear.find((f) => f.currency === "EUR")?.amount ?? 0).toBe(eurThisYear);

    const he32 = (await filings(token, "?kind=annual-review"))[0];
    const mine = await uploadPdf(token);
    const theirs = await uploadPdf(other.token, "not yours.pdf");
    const foreign = await api(`${BASE}/filings/${he32.id}`, { token, method: "PATCH", body: { status: "filed", documentIds: [theirs] } });
    expect(foreign.status).toBe(400);
    expect((await errorOf(foreign)).code).toBe("VALIDATION_FAILED");
    expect(await count("SELECT count(*) AS n FROM compliance_filings WHERE id = ? AND filed_at IS NULL AND document_ids = '[]'", he32.id)).toBe(1);
    const folder = await api(`${BASE}/filings/${he32.id}`, { token, method: "PATCH", body: { documentIds: ["fm_usr_cyhold"] } });
    expect(folder.status).toBe(400);

    const ok = await api(`${BASE}/filings/${he32.id}`, { token, method: "PATCH", body: { status: "filed", documentIds: [mine] } });
    expect(ok.status).toBe(200);
    expect(await ok.json<Filing>()).toMatchObject({ id: he32.id, status: "filed", filedAt: utcDay(), documentIds: [mine] });
    expect(await count("SELECT count(*) AS n FROM compliance_filings WHERE id = ? AND filed_at = ? AND document_ids = ?", he32.id, utcDay(), JSON.stringify([mine]))).toBe(1);

    const again = await api(`${BASE}/filings/${he32.id}`, { token, method: "PATCH", body: { status: "filed" } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toContain("already filed");
    const after = await (await api(`${BASE}/summary`, { token })).json<Summary>();
    expect(after.counts.filed).toBe(1);
    expect(after.counts.upcoming + after.counts.due_soon + after.counts.overdue).toBe(open - 1);
    if (he32.dueDate.startsWith(thisYear)) expect(after.feesDueThisYear.find((f) => f.currency === "EUR")?.amount ?? 0).toBe(eurThisYear - 2000);

    const reopen = await api(`${BASE}/filings/${he32.id}`, { token, method: "PATCH", body: { status: "open" } });
    expect(reopen.status).toBe(200);
    const reopenAgain = await api(`${BASE}/filings/${he32.id}`, { token, method: "PATCH", body: { status: "open" } });
    expect(reopenAgain.status).toBe(409);
    expect((await errorOf(reopenAgain)).message).toMatch(/not filed; it is (upcoming|due_soon|overdue)/);
    expect((await api(`${BASE}/filings/${he32.id}`, { token, method: "PATCH", body: {} })).status).toBe(400);
  });

  it("enforces the entity limit inside the insert, also under concurrent requests", async () => {
    const { token, email } = await signUpFresh();
    const userId = await idOf(email);
    // Fill up to 48 directly, then race 5 creates for the last 2 places.
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 48 }, (_, i) =>
        env.DB.prepare("INSERT INTO compliance_entities (id, user_id, name, jurisdiction, structure, incorporation_date, fiscal_year_end, nominee_director, created_at, updated_at) VALUES (?, ?, ?, 'CYP', 'trust', '2020-01-01', '12-31', 0, ?, ?)").bind(`lim_${userId}_${i}`, userId, `E${i}`, now, now),
      ),
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => api(`${BASE}/entities`, { token, body: CYPRUS })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await count("SELECT count(*) AS n FROM compliance_entities WHERE user_id = ?", userId)).toBe(50);
  });
});

describe("calendar feed", () => {
  it("serves a secret RFC 5545 feed that stops working when rotated or revoked", async () => {
    const { token } = await signUpFresh();
    await addEntity(token, { ...CYPRUS, name: "Atlas; Holdings, Ltd" });
    expect(await (await api(`${BASE}/calendar-feed`, { token })).json()).toEqual({ active: false, createdAt: null });
    const created = await api(`${BASE}/calendar-feed`, { token, method: "POST" });
    expect(created.status).toBe(201);
    const { url } = await created.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost\/api\/compliance\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    const path = new URL(url).pathname;
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(text).toContain("Atlas\\; Holdings\\, Ltd: Annual return (HE32)");
    expect(text.match(/BEGIN:VEVENT/g)!.length).toBe((await filings(token)).length);
    // Only the hash is stored.
    expect(await count("SELECT count(*) AS n FROM compliance_feeds WHERE token_hash = ?", path.split("/").pop()!.replace(".ics", ""))).toBe(0);

    const rotated = await (await api(`${BASE}/calendar-feed`, { token, method: "POST" })).json<{ url: string }>();
    expect((await api(path)).status).toBe(404);
    expect((await api(new URL(rotated.url).pathname)).status).toBe(200);
    expect((await api(`${BASE}/calendar-feed`, { token, method: "DELETE" })).status).toBe(200);
    expect((await api(new URL(rotated.url).pathname)).status).toBe(404);
    expect((await api(`${BASE}/calendar/not-a-token.ics`)).status).toBe(404);
  });
});

describe("reminders (Cron Trigger)", () => {
  async function runCron(at: string) {
    const controller = createScheduledController({ scheduledTime: new Date(`${at}T06:00:00Z`), cron: "0 6 * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
  }
  const notifications = (userId: string) =>
    env.DB.prepare("SELECT title, link FROM inbox_items WHERE user_id = ? AND kind = 'notification' ORDER BY created_at, title").bind(userId).all<{ title: string; link: string }>().then((r) => r.results);

  it("notifies once when a filing becomes due soon and once when it becomes overdue", async () => {
    const { token, email } = await signUpFresh();
    const userId = await idOf(email);
    await addEntity(token);
    const first = (await filings(token))[0];
    const sameDay = (await filings(token)).filter((f) => f.dueDate === first.dueDate);
    expect(await notifications(userId)).toEqual([]);

    await runCron(addDays(first.dueDate, -10));
    const dueSoon = await notifications(userId);
    expect(dueSoon.length).toBeGreaterThanOrEqual(sameDay.length);
    expect(dueSoon.some((n) => n.title.includes(`due on ${first.dueDate}`) && n.link === `/compliance/${first.kind}`)).toBe(true);
    // The product writes reminders in Turkish too (decision 099): the rule's Turkish title, the fee as "harç 20,00 EUR".
    type Stored = { id: string; title: string; description: string; title_tr: string; description_tr: string };
    const stored = (await env.DB.prepare("SELECT id, title, description, title_tr, description_tr FROM inbox_items WHERE user_id = ? AND kind = 'notification'").bind(userId).all<Stored>()).results;
    const firstRow = stored.find((n) => n.title === `<strong>${first.title}</strong> due on ${first.dueDate}`)!;
    const firstTr = RULE_TITLES_TR.get(first.title)!;
    expect(firstTr).toMatch(/[çğıöşüİ]|beyan|vergi|ödeme|tablo/i);
    expect(firstRow.title_tr).toBe(`<strong>${firstTr}</strong>: son tarih ${first.dueDate}`);
    for (const n of stored) {
      expect(n.title_tr).toMatch(/^<strong>.+<\/strong>: son tarih \d{4}-\d{2}-\d{2}$/);
      expect(n.description_tr).toBe(n.description.replace(/ · fee (\d+)\.(\d\d) /, " · harç $1,$2 "));
    }
    type Inbox = { id: string; title: string; description: string | null }[];
    const inTurkish = (await (await api("/api/common/notifications?lng=tr", { token })).json<Inbox>()).find((n) => n.id === firstRow.id);
    expect(inTurkish).toMatchObject({ title: firstRow.title_tr, description: firstRow.description_tr });
    await runCron(addDays(first.dueDate, -9));
    expect(await notifications(userId)).toEqual(dueSoon);

    // Filed filings are not reminded about.
    const filedOne = sameDay.at(-1)!;
    if (sameDay.length > 1) await api(`${BASE}/filings/${filedOne.id}`, { token, method: "PATCH", body: { status: "filed" } });
    await runCron(addDays(first.dueDate, 1));
    const overdue = (await notifications(userId)).filter((n) => n.title.includes("is overdue"));
    expect(overdue.length).toBe(sameDay.length > 1 ? sameDay.length - 1 : 1);
    const overdueTr = await env.DB.prepare("SELECT title_tr FROM inbox_items WHERE user_id = ? AND title LIKE '%is overdue%'").bind(userId).all<{ title_tr: string }>();
    expect(overdueTr.results.map((n) => n.title_tr)).toEqual(overdueTr.results.map(() => expect.stringMatching(/^<strong>.+<\/strong> gecikti \(son tarihi \d{4}-\d{2}-\d{2} idi\)$/)));
    await runCron(addDays(first.dueDate, 2));
    expect((await notifications(userId)).filter((n) => n.title.includes("is overdue")).length).toBe(overdue.length);
    expect(await count("SELECT count(*) AS n FROM compliance_filings WHERE id = ? AND overdue_notified_at IS NOT NULL", first.id)).toBe(1);
  });

  it("the same run is available on demand to admins", async () => {
    const admin = await signInAs("admin");
    const res = await api(`${BASE}/admin/run-reminders`, { token: admin.token, method: "POST" });
    expect(res.status).toBe(200);
    const body = await res.json<{ entities: number; dueSoon: number; overdue: number }>();
    expect(body.entities).toBeGreaterThanOrEqual(1);
    expect(typeof body.dueSoon).toBe("number");
  });
});
