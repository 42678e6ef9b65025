import { beforeAll, describe, expect, it } from "vitest";
import { page, signInAs } from "#test/helpers";

/**
 * Decision 303: the professionals directory draws the icons every card repeats (verified, rating,
 * place) once per page as an SVG sprite and shows them by reference; every card still shows them.
 */
let user: string;
beforeAll(async () => {
  user = (await signInAs("user")).token;
});

const html = async (path: string, token?: string) => {
  const res = await page(path, { token });
  expect(res.status, path).toBe(200);
  return res.text();
};
const count = (body: string, needle: string) => body.split(needle).length - 1;
/** Every `<use href="#…">` of the page points at a `<symbol>` the page draws exactly once. */
function expectSprite(body: string, prefix: string, icons: string[]) {
  for (const name of icons) {
    expect(count(body, `<symbol id="${prefix}-${name}"`), `${prefix}-${name}`).toBe(1);
  }
  for (const [, id] of body.matchAll(new RegExp(`<use href="#(${prefix}-[a-z0-9-]+)"`, "g"))) {
    expect(count(body, `<symbol id="${id}"`), id).toBe(1);
  }
}

describe("professionals", () => {
  it("the directory draws its card icons once; every card still shows its rating and place", async () => {
    const body = await html("/professionals");
    expectSprite(body, "professional", ["badge-check", "star", "map-pin"]);
    const cards = count(body, 'href="/professionals/');
    expect(cards).toBeGreaterThan(3);
    expect(count(body, 'href="#professional-star"')).toBe(cards);
    expect(count(body, 'href="#professional-map-pin"')).toBe(cards);
    expect(count(body, 'href="#professional-badge-check"')).toBe(count(body, ">Verified</span>"));
  });

  it("a profile shows the same parts", async () => {
    const body = await html("/professionals/elif-kaya", user);
    expectSprite(body, "professional", ["badge-check", "star", "map-pin"]);
    expect(body).toContain('href="#professional-star"');
  });
});
