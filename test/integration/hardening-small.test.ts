import { describe, expect, it } from "vitest";
import { api, errorOf, page, signUpFresh } from "#test/helpers";

/** Issue 26 items 9, 10 and 11. */

describe("guest sessions are limited per client (item 9)", () => {
  it("25 parallel sign-in-anonymously calls from one client: 20 sessions, then 429 with Retry-After", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 25 }, () => api("/api/auth/sign-in-anonymously", { method: "POST", headers: { "CF-Connecting-IP": ip } })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0].headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorOf(refused[0])).code).toBe("TOO_MANY_REQUESTS");
    // Another client is not affected.
    expect((await api("/api/auth/sign-in-anonymously", { method: "POST" })).status).toBe(201);
  });
});

describe("screen-reader labels are escaped once (item 10)", () => {
  it("a note titled with markup reads 'Archive <img…>' to a screen reader, not 'Archive &lt;img…'", async () => {
    const { token } = await signUpFresh("Label Tester");
    const created = await api("/api/apps/notes", { token, body: { note: { title: "<img src=x onerror=alert(1)> & co" } } });
    expect(created.status).toBe(200);
    const html = await (await page("/apps/notes", { token })).text();
    // React escapes the text once: the markup is inert and reads as written.
    expect(html).toContain("Archive &lt;img src=x onerror=alert(1)&gt; &amp; co");
    expect(html).not.toContain("&amp;lt;img");
    expect(html).not.toContain("<img src=x");
  });
});

describe("template client navigation (item 11)", () => {
  type NavNode = { id: string; type: string; title?: string; children?: NavNode[] };
  const walk = (nodes: NavNode[]): NavNode[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);
  it("every item of every tree, dividers of the futuristic one included, has a title", async () => {
    const { token } = await signUpFresh("Nav Tester");
    for (const who of [undefined, token]) {
      const navigation = await (await api("/api/common/navigation", { token: who })).json<Record<string, NavNode[]>>();
      for (const layout of ["default", "compact", "futuristic", "horizontal"]) {
        const untitled = walk(navigation[layout]).filter((n) => typeof n.title !== "string" || n.title.length === 0);
        expect(untitled, layout).toEqual([]);
      }
      expect(walk(navigation.futuristic).some((n) => n.type === "divider")).toBe(true);
    }
  });
});
