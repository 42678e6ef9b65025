import { beforeAll, describe, expect, it } from "vitest";
import { anonymousToken, env, page, signInAs, signUpFresh } from "#test/helpers";

const form = { residence: "DEU", activity: "consulting", revenue: "300000", profit: "120000", employees: "1", distribute: "yes", relocate: "yes", groupRevenueEur: "0" };
let user: string;

beforeAll(async () => {
  user = (await signInAs("user")).token;
});

describe("/tax pages", () => {
  it("a guest runs a preview that is shown but not stored, with a sign-in link carrying the answers", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM tax_reports").first<{ n: number }>())!.n;
    for (const token of [undefined, await anonymousToken()]) {
      const res = await page("/tax?index", { token, form });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-testid="guest-preview"');
      expect(html).toContain("not legal or tax advice");
      const signIn = /href="(\/sign-in\?redirectURL=[^"]+)"/.exec(html)?.[1].replace(/&amp;/g, "&");
      expect(signIn).toBeDefined();
      const back = new URLSearchParams(signIn!.split("?")[1]).get("redirectURL")!;
      expect(back.startsWith("/tax?")).toBe(true);
      expect(Object.fromEntries(new URLSearchParams(back.slice(5)))).toMatchObject(form);
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM tax_reports").first<{ n: number }>())!.n).toBe(before);
  });

  it("the form comes back prefilled from the query string after sign-in", async () => {
    const res = await page(`/tax?${new URLSearchParams(form)}`, { token: user });
    const html = await res.text();
    expect(html).toMatch(/<option value="DEU" selected="">/);
    expect(html).toMatch(/name="profit"[^>]*value="120000"/);
  });

  it("bad input answers 400-style field errors on the page, nothing saved", async () => {
    const res = await page("/tax?index", { token: user, form: { ...form, profit: "900000" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Profit cannot be more than revenue.");
  });

  it("a signed-in run is saved and opens the report; only its owner can open it", async () => {
    const res = await page("/tax?index", { token: user, form });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/tax\/reports\/[0-9a-f-]{36}$/);
    const id = location.split("/").pop()!;
    expect(await env.DB.prepare("SELECT status FROM tax_reports WHERE id = ?").bind(id).first()).toEqual({ status: "preview" });

    const own = await page(location, { token: user });
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await own.text();
    expect(html).toContain(`/checkout?purpose=report&amp;reportId=${id}`);
    expect(html).toContain("/checkout?purpose=vip");
    expect(html).toContain(`/marketplace/new?reportId=${id}`);
    expect(html).toContain('data-testid="tax-locked"');
    expect(html).not.toContain('data-testid="breakdown-');

    const other = await signUpFresh("Someone Else");
    expect((await page(location, { token: other.token })).status).toBe(404);

    // Paid: every option with its breakdown, no buy button.
    await env.DB.prepare("UPDATE tax_reports SET status = 'paid' WHERE id = ?").bind(id).run();
    const paid = await (await page(location, { token: user })).text();
    expect(paid).toContain('data-testid="breakdown-DEU"');
    expect(paid).not.toContain("/checkout?purpose=report");
    expect(paid).toMatch(/Tax Foundation/);

    const list = await (await page("/tax", { token: user })).text();
    expect(list).toContain(`/tax/reports/${id}`);
  });

  it("at the daily limit the page says so instead of saving", async () => {
    const person = await signUpFresh("Limit Person");
    const first = await page("/tax?index", { token: person.token, form });
    const id = first.headers.get("Location")!.split("/").pop()!;
    // 49 more copies of that real report: the 24-hour limit of 50 is reached.
    const clone = env.DB.prepare(
      "INSERT INTO tax_reports (id, user_id, status, inputs, result, engine_version, created_at) SELECT ?, user_id, status, inputs, result, engine_version, created_at FROM tax_reports WHERE id = ?",
    );
    await env.DB.batch(Array.from({ length: 49 }, () => clone.bind(crypto.randomUUID(), id)));
    const res = await page("/tax?index", { token: person.token, form });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You have saved the maximum of 50 reports in 24 hours.");
  });

  it("Turkish formats numbers and currency the Turkish way", async () => {
    const res = await page("/tax?index&lng=tr", { form });
    const html = await res.text();
    expect(html).toContain("Vergi optimizasyon raporu");
    expect(html).toMatch(/%\d+,\d+|%\d+/);
  });
});

describe("/tax/reports/:id recompute (a report stored by an older engine)", () => {
  it("shows the old-engine notice with a free recompute button; the action recomputes only the owner's report", async () => {
    const owner = await signUpFresh("Stale Page");
    const stranger = await signUpFresh("Stale Stranger");
    const created = await page("/tax?index", { token: owner.token, form: { ...form, taxYear: "2025" } });
    const id = /\/tax\/reports\/([^"?/]+)/.exec(created.headers.get("Location") ?? "")?.[1];
    expect(id).toBeDefined();
    // As engine v1 stored it: its version on the row and in the result.
    await env.DB.prepare("UPDATE tax_reports SET engine_version = '2025.1', result = json_set(result, '$.engineVersion', '2025.1') WHERE id = ?").bind(id).run();

    const html = await (await page(`/tax/reports/${id}`, { token: owner.token })).text();
    expect(html).toContain('name="intent" value="recompute"');

    const refused = await page(`/tax/reports/${id}`, { token: stranger.token, form: { intent: "recompute" } });
    expect(refused.status).toBe(404);
    const unchanged = await env.DB.prepare("SELECT engine_version FROM tax_reports WHERE id = ?").bind(id).first<{ engine_version: string }>();
    expect(unchanged!.engine_version).toBe("2025.1");

    const res = await page(`/tax/reports/${id}`, { token: owner.token, form: { intent: "recompute" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/tax/reports/${id}`);
    const row = await env.DB.prepare("SELECT engine_version FROM tax_reports WHERE id = ?").bind(id).first<{ engine_version: string }>();
    expect(row!.engine_version).not.toBe("2025.1");
    const after = await (await page(`/tax/reports/${id}`, { token: owner.token })).text();
    expect(after).not.toContain('name="intent" value="recompute"');
  });
});
