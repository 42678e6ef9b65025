import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
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
