import { describe, expect, it } from "vitest";
import { api, env, errorOf, signInAs, signUpFresh } from "#test/helpers";

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

async function signInWith(email: string, userAgent: string, country = "TR") {
  const res = await api("/api/auth/sign-in", { body: { email, password: "fresh-password-123" }, headers: { "User-Agent": userAgent, "CF-IPCountry": country } });
  expect(res.status).toBe(200);
  return (await res.json<{ accessToken: string }>()).accessToken;
}

type Listed = { id: string; current: boolean; device: string; place: string | null; createdAt: string; lastSeenAt: string };

describe("sessions you can see and end (issue 30)", () => {
  it("lists the live sessions with device, place and which one is this one", async () => {
    const { email } = await signUpFresh();
    const laptop = await signInWith(email, MAC_CHROME, "DE");
    await signInWith(email, IPHONE, "TR");
    const res = await api("/api/account/sessions", { token: laptop });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { sessions } = await res.json<{ sessions: Listed[] }>();
    const devices = sessions.map((s) => s.device);
    expect(devices).toContain("Chrome on macOS");
    expect(devices).toContain("Safari on iOS");
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: "Chrome on macOS", place: "DE" });
    expect(sessions[0].current).toBe(true);
    expect(Date.parse(current[0].createdAt)).not.toBeNaN();
    expect(Date.parse(current[0].lastSeenAt)).not.toBeNaN();
  });

  it("ending another session refuses that session's next request", async () => {
    const { email } = await signUpFresh();
    const laptop = await signInWith(email, MAC_CHROME);
    const phone = await signInWith(email, IPHONE);
    const { sessions } = await (await api("/api/account/sessions", { token: laptop })).json<{ sessions: Listed[] }>();
    const other = sessions.find((s) => !s.current && s.device === "Safari on iOS")!;
    const end = await api(`/api/account/sessions/${other.id}`, { method: "DELETE", token: laptop });
    expect(end.status).toBe(200);
    const refused = await api("/api/common/user", { token: phone });
    expect(refused.status).toBe(401);
    expect((await api("/api/common/user", { token: laptop })).status).toBe(200);
    // Ending it again, or someone else's session, is 404.
    expect((await api(`/api/account/sessions/${other.id}`, { method: "DELETE", token: laptop })).status).toBe(404);
    const stranger = await signUpFresh();
    const theirs = await api(`/api/account/sessions/${sessions.find((s) => s.current)!.id}`, { method: "DELETE", token: stranger.token });
    expect(theirs.status).toBe(404);
    expect((await errorOf(theirs)).code).toBe("NOT_FOUND");
    expect((await api("/api/common/user", { token: laptop })).status).toBe(200);
  });

  it("sign out everywhere else keeps only this session", async () => {
    const { email, token: first } = await signUpFresh();
    const laptop = await signInWith(email, MAC_CHROME);
    const phone = await signInWith(email, IPHONE);
    const res = await api("/api/account/sessions", { method: "DELETE", token: laptop });
    expect(res.status).toBe(200);
    expect((await res.json<{ ended: number }>()).ended).toBe(2);
    for (const token of [first, phone]) expect((await api("/api/common/user", { token })).status).toBe(401);
    const { sessions } = await (await api("/api/account/sessions", { token: laptop })).json<{ sessions: Listed[] }>();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });

  it("a sign-in from a new device writes a security notification; the same device again does not", async () => {
    const { email, token } = await signUpFresh();
    const count = async () => {
      const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM inbox_items i JOIN users u ON u.id = i.user_id WHERE u.email = ? AND i.kind = 'notification' AND i.link = '/settings/security'").bind(email).first<{ n: number }>())!;
      return n;
    };
    const before = await count();
    await signInWith(email, IPHONE, "TR");
    expect(await count()).toBe(before + 1);
    await signInWith(email, IPHONE, "TR");
    expect(await count()).toBe(before + 1);
    const list = await api("/api/common/notifications", { token });
    const items = await list.json<{ title: string; description: string }[]>();
    expect(items.some((n) => n.title === "New sign-in to your account" && n.description.includes("Safari on iOS"))).toBe(true);
  });

  it("password change: needs the current password, ends the other sessions, keeps this one", async () => {
    const { email, token: other } = await signUpFresh();
    const laptop = await signInWith(email, MAC_CHROME);
    const wrong = await api("/api/account/password", { token: laptop, body: { currentPassword: "not-the-password", newPassword: "a-new-password-456" } });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fieldErrors?.currentPassword).toHaveLength(1);
    const ok = await api("/api/account/password", { token: laptop, body: { currentPassword: "fresh-password-123", newPassword: "a-new-password-456" } });
    expect(ok.status).toBe(200);
    expect((await api("/api/common/user", { token: other })).status).toBe(401);
    expect((await api("/api/common/user", { token: laptop })).status).toBe(200);
    const old = await api("/api/auth/sign-in", { body: { email, password: "fresh-password-123" } });
    expect(old.status).toBe(401);
    expect((await api("/api/auth/sign-in", { body: { email, password: "a-new-password-456" } })).status).toBe(200);
  });

  it("the account API refuses guests and anonymous callers", async () => {
    for (const [method, path] of [["GET", "/api/account/sessions"], ["DELETE", "/api/account/sessions"], ["DELETE", "/api/account/sessions/x"], ["GET", "/api/account/security"]] as const) {
      expect((await api(path, { method })).status, `${method} ${path}`).toBe(401);
    }
    const { token } = await signInAs("user");
    expect((await api("/api/account/security", { token })).status).toBe(200);
  });
});
