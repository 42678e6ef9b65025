import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "#db/schema";
import { EXPORTED_BY_PARTY, EXPORTED_IN_PART, exportedWhole, NOT_EXPORTED } from "#worker/domain/account/export.server";
import { api, demoEmail, demoId, env, errorOf, signInAs, signUpFresh } from "#test/helpers";

const files = async (res: Response) => unzipSync(new Uint8Array(await res.arrayBuffer()));
const jsonOf = (zip: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(zip[name]));

describe("data export (issue 30)", () => {
  it("a zip of the person's own data: profile without secrets, reports, payments, documents and audit events", async () => {
    const { token } = await signInAs("user");
    const res = await api("/api/account/export", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="taxatlas-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await files(res);
    const profile = jsonOf(zip, "profile.json");
    expect(profile.email).toBe(demoEmail("user"));
    expect(profile).not.toHaveProperty("passwordHash");
    expect(profile).not.toHaveProperty("passwordSalt");
    const id = demoId("user");
    const [reports, payments, documents] = await Promise.all(
      ["tax_reports", "payments", "file_items"].map((t) => env.DB.prepare(`SELECT count(*) AS n FROM ${t} WHERE user_id = ?`).bind(id).first<{ n: number }>()),
    );
    expect(jsonOf(zip, "tax-reports.json")).toHaveLength(reports!.n);
    expect(jsonOf(zip, "payments.json")).toHaveLength(payments!.n);
    expect(jsonOf(zip, "documents.json")).toHaveLength(documents!.n);
    expect(jsonOf(zip, "audit-events.json").some((e: { action: string }) => e.action === "account.exported")).toBe(true);
    for (const name of Object.keys(zip)) expect(name.startsWith("/") || name.includes("..")).toBe(false);
  });

  it("covers every table that names a user: each is exported, in part without its secrets, through the party column, or left out for a stated reason", () => {
    // A user is named by `user_id`, by a foreign key to `users`, or by a text column that holds a
    // person's id without a declared key: an owner, an actor, or who did something (`*_by`).
    const holdsPersonId = (col: ReturnType<typeof getTableConfig>["columns"][number]) => col.columnType === "SQLiteText" && /^(owner|actor)_id$|_by$/.test(col.name);
    const namesUser = (c: ReturnType<typeof getTableConfig>) =>
      c.columns.some((col) => col.name === "user_id" || holdsPersonId(col)) || c.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === "users");
    const keyedByUser = (Object.values(schema) as unknown[])
      .filter((v): v is SQLiteTable => v instanceof SQLiteTable)
      .map((t) => getTableConfig(t))
      .filter((c) => c.name !== "users" && namesUser(c))
      .map((c) => c.name)
      .sort();
    const covered = [...exportedWhole(), ...EXPORTED_IN_PART, ...EXPORTED_BY_PARTY, ...Object.keys(NOT_EXPORTED)];
    expect(keyedByUser.filter((t) => !covered.includes(t))).toEqual([]);
    expect(new Set(covered).size).toBe(covered.length);
    expect(keyedByUser.length).toBeGreaterThan(60);
  });

  it("holds the advisor's services in cents, the ledger's budgets and the boards' members; a calendar feed without its token", async () => {
    const { token } = await signInAs("advisor");
    const zip = await files(await api("/api/account/export", { token }));
    const services = jsonOf(zip, "services.json") as { id: string; basePrice: number; price: number }[];
    expect(services.find((p) => p.id === "svc_bank_intro")).toMatchObject({ basePrice: 75000, price: 97500 });
    expect(jsonOf(zip, "scrumboard-members.json").map((m: { name: string }) => m.name).sort()).toEqual(["Alex Morgan", "Lena Vogel"]);
    // a message in the workroom of one of the user's contracts, written by the other party
    const messageId = `msg_export_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("INSERT INTO contract_messages (id, contract_id, author_id, body, created_at) VALUES (?, 'mkt_ctr_demo_active', ?, 'Signed the board minutes', ?)").bind(messageId, demoId("advisor"), Date.now()).run();
    // and a file the user uploaded there, whose bytes come with the export; the advisor's upload does not
    const key = `contracts/test/${messageId}`;
    await env.FILES.put(key, "Board minutes, signed");
    await env.FILES.put(`${key}-theirs`, "Advisor's working paper");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO contract_attachments (id, contract_id, uploader_id, name, mime_type, size, storage_key, created_at) VALUES (?, 'mkt_ctr_demo_active', ?, 'minutes.txt', 'text/plain', 21, ?, ?)").bind(`att_${messageId}`, demoId("user"), key, Date.now()),
      env.DB.prepare("INSERT INTO contract_attachments (id, contract_id, uploader_id, name, mime_type, size, storage_key, created_at) VALUES (?, 'mkt_ctr_demo_active', ?, 'paper.txt', 'text/plain', 23, ?, ?)").bind(`att_${messageId}_theirs`, demoId("advisor"), `${key}-theirs`, Date.now()),
    ]);
    const userZip = await files(await api("/api/account/export", { token: (await signInAs("user")).token }));
    expect(jsonOf(userZip, "ledger-budgets.json").find((b: { key: string }) => b.key === "expenses")).toMatchObject({ amount: 450000 });
    expect(strFromU8(userZip["compliance-feeds.json"])).not.toMatch(/token/i);
    // the workroom of the user's contracts, which the person takes part in
    const messages = await env.DB.prepare("SELECT count(*) AS n FROM contract_messages WHERE contract_id IN (SELECT id FROM contracts WHERE client_id = ? OR advisor_id = ?)").bind(demoId("user"), demoId("user")).first<{ n: number }>();
    expect(messages!.n).toBeGreaterThan(0);
    const exported = jsonOf(userZip, "contract-messages.json") as { id: string }[];
    expect(strFromU8(userZip[`contract-attachments/att_${messageId}-minutes.txt`])).toBe("Board minutes, signed");
    expect(Object.keys(userZip).some((name) => name.includes(`att_${messageId}_theirs`))).toBe(false);
    expect((jsonOf(userZip, "contract-attachments.json") as { id: string }[]).map((a) => a.id)).toEqual(expect.arrayContaining([`att_${messageId}`, `att_${messageId}_theirs`]));
    expect(exported).toHaveLength(messages!.n);
    expect(exported.map((m) => m.id)).toContain(messageId);
  });

  it("holds the person's money ledger: their own accounts and their contracts' escrow, with every posting on them and what moved it", async () => {
    const id = demoId("user");
    const zip = await files(await api("/api/account/export", { token: (await signInAs("user")).token }));
    const accounts = (jsonOf(zip, "ledger-accounts.json") as { key: string; ownerId: string }[]).map((a) => a.key).sort();
    // the demo client's cash and the escrow of the demo contracts, which seeded payments funded
    expect(accounts).toContain(`client_cash:${id}`);
    expect(accounts).toContain("escrow:mkt_ctr_demo_active");
    expect(accounts.every((key) => key === `client_cash:${id}` || key.startsWith("escrow:"))).toBe(true);
    const expected = await env.DB.prepare(
      "SELECT count(*) AS n FROM ledger_postings WHERE account IN (SELECT key FROM ledger_accounts WHERE owner_id = ?1 OR owner_id IN (SELECT id FROM contracts WHERE client_id = ?1 OR advisor_id = ?1))",
    ).bind(id).first<{ n: number }>();
    const postings = jsonOf(zip, "ledger-postings.json") as { account: string; amount: number; kind: string; refType: string }[];
    expect(expected!.n).toBeGreaterThan(0);
    expect(postings).toHaveLength(expected!.n);
    expect(postings.every((p) => accounts.includes(p.account) && Number.isInteger(p.amount))).toBe(true);
    expect(postings.find((p) => p.account === "escrow:mkt_ctr_demo_active")).toMatchObject({ kind: expect.any(String), refType: expect.any(String) });
    // a stranger's export has none of it
    const stranger = await files(await api("/api/account/export", { token: (await signUpFresh("Export Ledger")).token }));
    expect(jsonOf(stranger, "ledger-postings.json")).toEqual([]);
  });

  it("lists the e-mails sent to the person without their bodies: a reset link in an export would still reset", async () => {
    const { token, email } = await signUpFresh("Export Mail");
    expect((await api("/api/auth/forgot-password", { body: { email } })).status).toBe(200);
    const outbox = await env.DB.prepare("SELECT subject, body FROM mail_outbox WHERE lower(to_email) = lower(?) AND kind = 'password-reset'").bind(email).first<{ subject: string; body: string }>();
    expect(outbox?.body).toMatch(/reset-password\?token=/);
    const zip = await files(await api("/api/account/export", { token }));
    const sent = jsonOf(zip, "emails-sent.json") as Record<string, unknown>[];
    expect(sent.map((m) => m.subject)).toContain(outbox!.subject);
    for (const mail of sent) expect(Object.keys(mail).sort()).toEqual(["createdAt", "id", "kind", "sentAt", "status", "subject", "to"]);
    expect(Object.values(zip).map((bytes) => strFromU8(bytes)).join("\n")).not.toContain("reset-password?token=");
  });

  it("holds nobody else's rows, and strangers and guests cannot export", async () => {
    const { token, email } = await signUpFresh("Export Stranger");
    const zip = await files(await api("/api/account/export", { token }));
    expect(jsonOf(zip, "profile.json").email).toBe(email);
    expect(jsonOf(zip, "tax-reports.json")).toEqual([]);
    expect(jsonOf(zip, "payments.json")).toEqual([]);
    expect(Object.values(zip).map((bytes) => strFromU8(bytes)).join("\n")).not.toContain(demoEmail("user"));
    expect((await api("/api/account/export")).status).toBe(401);
  });

  it("is rate-limited: three an hour per account", async () => {
    const { token } = await signUpFresh("Export Limit");
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api("/api/account/export", { token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await api("/api/account/export", { token });
    expect((await errorOf(res)).code).toBe("TOO_MANY_REQUESTS");
  });
});
