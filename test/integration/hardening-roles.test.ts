import { describe, expect, it } from "vitest";
import { api, env, page, signInAs } from "#test/helpers";

// api/common/navigation answers four trees (issue 17); the default tree is what the shell draws.
type NavNode = { id: string; link?: string; title: string; children?: NavNode[] };
const flat = (nodes: NavNode[]): NavNode[] => nodes.flatMap((n) => (n.children ? flat(n.children) : [n]));
const defaultNav = async (token: string) => flat((await (await api("/api/common/navigation", { token })).json<{ default: NavNode[] }>()).default);

// Issue 18 defect 2: an admin's view switch changes the view, never the admin permission.
describe("admin and the advisor-view switch", () => {
  it("an admin in the advisor view keeps the admin area, and can switch back to the admin view", async () => {
    const { token } = await signInAs("admin");
    const toAdvisor = await api("/api/common/user/role", { token, body: { role: "advisor" } });
    expect(toAdvisor.status).toBe(200);
    expect(await toAdvisor.json()).toMatchObject({ role: "admin", currentRole: "advisor" });
    // The view is the advisor's …
    const nav = await defaultNav(token);
    expect(nav[0].link).toBe("/advisor/mail");
    // … the permission is still the account's.
    expect((await api("/api/admin/advisor-applications", { token })).status).toBe(200);
    expect((await page("/admin/advisor-applications", { token })).status).toBe(200);
    const toUser = await api("/api/common/user/role", { token, body: { role: "user" } });
    expect(toUser.status).toBe(200);
    expect((await api("/api/admin/advisor-applications", { token })).status).toBe(200);

    const back = await api("/api/common/user/role", { token, body: { role: "admin" } });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ role: "admin", currentRole: null });
    expect(await env.DB.prepare("SELECT current_role FROM users WHERE id = 'usr_demo_admin'").first()).toEqual({ current_role: null });
    // The admin area has a visible entry in the admin's navigation.
    const adminNav = await defaultNav(token);
    expect(adminNav).toContainEqual(expect.objectContaining({ link: "/admin/advisor-applications", title: "Advisor applications" }));
    const html = await (await page("/advisor/mail", { token })).text();
    expect(html).toContain('href="/admin/advisor-applications"');
  });

  it("the switch back through the user menu (resources/user) lands in the admin area", async () => {
    const { token } = await signInAs("admin");
    await api("/api/common/user/role", { token, body: { role: "advisor" } });
    const res = await page("/resources/user", { token, form: { intent: "role", role: "admin" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/advisor-applications");
  });

  it("no one else gains admin: advisors and users cannot choose the admin view, and stay out of the admin area", async () => {
    // Other files of the same vitest worker may have switched the advisor's view (decision 055): the refusal must leave it as it was.
    const viewBefore = await env.DB.prepare("SELECT current_role FROM users WHERE id = 'usr_demo_advisor'").first();
    const advisor = (await signInAs("advisor")).token;
    expect((await api("/api/common/user/role", { token: advisor, body: { role: "admin" } })).status).toBe(400);
    expect((await api("/api/admin/advisor-applications", { token: advisor })).status).toBe(403);
    const user = (await signInAs("user")).token;
    expect((await api("/api/common/user/role", { token: user, body: { role: "admin" } })).status).toBe(400);
    expect((await api("/api/admin/advisor-applications", { token: user })).status).toBe(403);
    const nav = await defaultNav(advisor);
    expect(nav.map((n) => n.link)).not.toContain("/admin/advisor-applications");
    expect(await env.DB.prepare("SELECT current_role FROM users WHERE id = 'usr_demo_advisor'").first()).toEqual(viewBefore);
    expect(viewBefore).not.toEqual({ current_role: "admin" });
  });

  it("lowering an admin account takes effect on the next request, whatever the view", async () => {
    const { token } = await signInAs("admin");
    await api("/api/common/user/role", { token, body: { role: "advisor" } });
    await env.DB.prepare("UPDATE users SET role = 'advisor' WHERE id = 'usr_demo_admin'").run();
    expect((await api("/api/admin/advisor-applications", { token })).status).toBe(403);
    await env.DB.prepare("UPDATE users SET role = 'admin', current_role = NULL WHERE id = 'usr_demo_admin'").run();
    await env.KV.delete("role:usr_demo_admin");
  });
});
