import { describe, expect, it } from "vitest";
import { roleCacheKey } from "#worker/auth/roles.server";
import { api, demoEmail, env, errorOf, signInAs } from "#test/helpers";

const application = {
  firm: "Test Vergi Danışmanlık",
  jurisdictions: "Türkiye, Cyprus",
  services: "Company formation, annual compliance",
  languages: "tr, en",
  yearsExperience: 6,
  website: "https://example.com",
  message: "Certified accountant helping founders structure their companies abroad.",
};

/** A fresh account for each scenario (sign-up, then sign-in), so approvals do not leak between tests. */
async function freshUser(name: string) {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const password = "a-long-enough-password";
  const up = await api("/api/auth/sign-up", { body: { name, email, password } });
  expect(up.status).toBe(201);
  const res = await api("/api/auth/sign-in", { body: { email, password } });
  const body = await res.json<{ accessToken: string; user: { id: string } }>();
  return { token: body.accessToken, id: body.user.id };
}

describe("advisor applications", () => {
  it("a user applies once; sees it under /mine; bad bodies are 400 and write nothing", async () => {
    const u = await freshUser("applicant");
    expect(await (await api("/api/advisor-applications/mine", { token: u.token })).json()).toEqual({ application: null });
    expect((await api("/api/advisor-applications", { body: application })).status).toBe(401);

    const bad = await api("/api/advisor-applications", { body: { ...application, message: "too short", website: "javascript:alert(1)" }, token: u.token });
    expect(bad.status).toBe(400);
    const err = await errorOf(bad);
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(err.fieldErrors!)).toEqual(expect.arrayContaining(["message", "website"]));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM advisor_applications WHERE user_id = ?").bind(u.id).first()).toEqual({ n: 0 });

    const res = await api("/api/advisor-applications", { body: application, token: u.token });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: "pending", firm: application.firm, userId: u.id });
    const again = await api("/api/advisor-applications", { body: application, token: u.token });
    expect(again.status).toBe(409);
    const mine = await (await api("/api/advisor-applications/mine", { token: u.token })).json<{ application: { status: string } }>();
    expect(mine.application.status).toBe("pending");
  });

  it("advisors cannot apply (409)", async () => {
    const { token } = await signInAs("advisor");
    expect((await api("/api/advisor-applications", { body: application, token })).status).toBe(409);
  });

  it("only admins list and review", async () => {
    const { token: userToken } = await signInAs("user");
    const { token: advisorToken } = await signInAs("advisor");
    const { token: adminToken } = await signInAs("admin");
    expect((await api("/api/admin/advisor-applications")).status).toBe(401);
    expect((await api("/api/admin/advisor-applications", { token: userToken })).status).toBe(403);
    expect((await api("/api/admin/advisor-applications", { token: advisorToken })).status).toBe(403);
    expect((await api("/api/admin/advisor-applications/app_sample_pending/approve", { method: "POST", token: advisorToken })).status).toBe(403);
    const list = await api("/api/admin/advisor-applications?status=pending", { token: adminToken });
    expect(list.status).toBe(200);
    const rows = await list.json<{ id: string; status: string; applicant: { email: string } }[]>();
    expect(rows.every((r) => r.status === "pending")).toBe(true);
    expect(rows.map((r) => r.id)).toContain("app_sample_pending");
    expect((await api("/api/admin/advisor-applications?status=maybe", { token: adminToken })).status).toBe(400);
    expect((await api("/api/admin/advisor-applications/nope/approve", { method: "POST", token: adminToken })).status).toBe(404);
  });

  it("approve makes the applicant an advisor in D1 and clears the cached role", async () => {
    const u = await freshUser("approved");
    const { token: adminToken } = await signInAs("admin");
    const created = await (await api("/api/advisor-applications", { body: application, token: u.token })).json<{ id: string }>();
    // a request as the applicant caches their role "user"
    expect((await api("/api/admin/advisor-applications", { token: u.token })).status).toBe(403);
    expect(await env.KV.get(roleCacheKey(u.id))).toBe("user");

    const res = await api(`/api/admin/advisor-applications/${created.id}/approve`, { method: "POST", token: adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "approved" });
    expect(await env.DB.prepare("SELECT role FROM users WHERE id = ?").bind(u.id).first()).toEqual({ role: "advisor" });
    expect(await env.KV.get(roleCacheKey(u.id))).toBeNull();
    const row = await env.DB.prepare("SELECT status, reviewed_by FROM advisor_applications WHERE id = ?").bind(created.id).first<{ status: string; reviewed_by: string }>();
    expect(row?.status).toBe("approved");
    // the next request sees the new role
    const sessionRes = await api("/api/auth/sign-in-with-token", { body: { accessToken: u.token } });
    expect((await sessionRes.json<{ user: { role: string } }>()).user.role).toBe("advisor");
    // a decided application cannot be decided again
    expect((await api(`/api/admin/advisor-applications/${created.id}/reject`, { body: { reason: "changed my mind" }, token: adminToken })).status).toBe(409);
  });

  it("reject needs a reason; the applicant sees it and may apply again; role unchanged", async () => {
    const u = await freshUser("rejected");
    const { token: adminToken } = await signInAs("admin");
    const created = await (await api("/api/advisor-applications", { body: application, token: u.token })).json<{ id: string }>();
    const noReason = await api(`/api/admin/advisor-applications/${created.id}/reject`, { body: {}, token: adminToken });
    expect(noReason.status).toBe(400);
    expect(await env.DB.prepare("SELECT status FROM advisor_applications WHERE id = ?").bind(created.id).first()).toEqual({ status: "pending" });
    const res = await api(`/api/admin/advisor-applications/${created.id}/reject`, { body: { reason: "Please add your licence number." }, token: adminToken });
    expect(res.status).toBe(200);
    const mine = await (await api("/api/advisor-applications/mine", { token: u.token })).json<{ application: { status: string; reason: string } }>();
    expect(mine.application).toMatchObject({ status: "rejected", reason: "Please add your licence number." });
    expect(await env.DB.prepare("SELECT role FROM users WHERE id = ?").bind(u.id).first()).toEqual({ role: "user" });
    expect((await api("/api/advisor-applications", { body: application, token: u.token })).status).toBe(201);
  });

  it("seeded fictional advisors cannot sign in", async () => {
    const res = await api("/api/auth/sign-in", { body: { email: "andreas-georgiou@advisors.sample.taxatlas.test", password: "taxatlas-demo-2026" } });
    expect(res.status).toBe(401);
    expect(demoEmail("advisor")).toBe("advisor@taxatlas.test");
  });

  // Issue 30: the decision and its audit event in one batch, written once.
  it("advisor approvals and rejections are recorded once, even when two admins decide at once", async () => {
    const { token: adminToken } = await signInAs("admin");
    for (const decision of ["approve", "reject"] as const) {
      const applicant = await freshUser(`applicant-${decision}`);
      const id = applicant.id;
      const created = await (await api("/api/advisor-applications", { body: application, token: applicant.token })).json<{ id: string }>();
      const call = () => api(`/api/admin/advisor-applications/${created.id}/${decision}`, { method: "POST", token: adminToken, body: decision === "reject" ? { reason: "Not enough experience yet." } : undefined });
      const statuses = (await Promise.all([call(), call()])).map((r) => r.status);
      expect(statuses).toContain(200);
      const recorded = (await env.DB.prepare("SELECT actor_id, details FROM audit_events WHERE user_id = ? AND action = 'advisor-application.decided'").bind(id).all<{ actor_id: string; details: string }>()).results;
      expect(recorded).toHaveLength(1);
      expect(recorded[0].actor_id).toBe((await signInAs("admin")).user.id);
      expect(JSON.parse(recorded[0].details).decision).toBe(decision === "approve" ? "approved" : "rejected");
    }
  });
});
