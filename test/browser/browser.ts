import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { DEMO_ADMIN_TOTP_SECRET } from "#db/seed/demo-accounts";
import { totpCode } from "#worker/auth/totp.server";

export const BASE_URL = process.env.BASE_URL ?? "http://localhost:8787";
export const SCREENSHOTS = "test-results/screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * `BROWSER_TIER=ci` (what .ci/run sets) is the lean tier that fits CI's 10 minutes on two cores: no
 * screenshot files, the screenshot-matrix tests skipped, the crawl in Turkish only. The full tier
 * (the default: `npm run test:browser`) is run before an issue is closed and its screenshots are
 * looked at (decision 210).
 */
export const CI_TIER = process.env.BROWSER_TIER === "ci";

/**
 * A screenshot for people to look at, in test-results/screenshots/NAME.png (full page unless told
 * otherwise). Not taken in the CI tier: the clean clone throws the files away, and encoding a few
 * hundred full-page PNGs on two cores cost minutes of CI's budget. Assertions never depend on one.
 */
export async function shoot(target: Page | Locator, name: string, { fullPage = true } = {}) {
  if (CI_TIER) return;
  const path = `${SCREENSHOTS}/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}

/**
 * For `it(name, { skip: screenshotMatrix }, …)`: a test that exists to take the screenshots people
 * look at (every width × language of pages whose behaviour other tests drive) is skipped in the CI
 * tier; its checks — axe, overflow at 390 px, Turkish text — also run for every route in the crawl.
 */
export const screenshotMatrix = CI_TIER && "CI tier: the crawl covers this test's checks; the full tier takes the screenshots";

/**
 * For `it(name, { skip: fullTier }, …)`: CI runs one lean journey per product area (decision 213);
 * the other journeys of an area run in the full tier (`npm run test:browser`, before an issue is
 * closed and nightly), with every assertion they had.
 */
export const fullTier = CI_TIER && "CI tier: one journey per product area runs in CI; this one runs in the full tier (decision 213)";

/**
 * The abuse limits count clients by CF-Connecting-IP (worker/context.server.ts). Locally miniflare
 * sets it to 127.0.0.1 when a request has none, so a whole shard of tests would be one client and
 * spend its 5 sign-ups and 20 guest sessions an hour between them. Each browser context and each
 * test file's API calls therefore send an address of their own, as separate people would have.
 * (On Cloudflare the edge overwrites the header; the limits themselves are tested in vitest.)
 */
export function clientAddress(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}
const FILE_ADDRESS = clientAddress();

/** A call to the app from node, as this test file's own client (see clientAddress). */
export function api(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", FILE_ADDRESS);
  return fetch(`${BASE_URL}${path}`, { ...init, headers });
}

/** Debian's Chromium, with the flags this sandbox needs (no network beyond loopback). Every new context is its own client (see clientAddress). */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) =>
    newContext({ ...options, extraHTTPHeaders: { "CF-Connecting-IP": clientAddress(), ...options.extraHTTPHeaders } });
  return browser;
}

/**
 * Console errors (CSP violations, hydration failures) and uncaught errors collected per page; tests
 * assert there are none. One is not an error of ours: when a submission starts while a fetcher's load
 * is in flight, Remix aborts that load on purpose (`controller.abort()`, no reason given) and loads it
 * again (decision 300). Where the abort lands decides how it shows:
 * - in the body's decoding: @remix-run/react's fetchAndDecode logs it (`console.error`) before the
 *   router drops the result — "BodyStreamBuffer was aborted" or "signal is aborted without reason";
 * - after the first line was decoded: turbo-stream's `done` promise (`reader.closed`), which Remix
 *   never awaits, rejects with the abort's reason — an uncaught "signal is aborted without reason".
 * Our code aborts nothing (no `.abort(` in app/), so those exact messages are the router's.
 */
const ABORTED_LOAD = /^AbortError: (BodyStreamBuffer was aborted|signal is aborted without reason)/;
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !ABORTED_LOAD.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (err) => {
    if (!(err.name === "AbortError" && err.message === "signal is aborted without reason")) errors.push(String(err));
  });
  return errors;
}

/**
 * Waits until React has hydrated the document (app/root.tsx marks it) and Remix's router has no
 * navigation, revalidation or fetcher in flight, so clicks reach handlers and loaders' data is on
 * the page. Not `networkidle`: that waits for half a second of silence after every page (decision 212).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    type RouterState = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
    const router = (window as unknown as { __remixRouter?: { state: RouterState } }).__remixRouter;
    if (!document.documentElement.hasAttribute("data-hydrated") || !router) return false;
    const { navigation, revalidation, fetchers } = router.state;
    return navigation.state === "idle" && revalidation === "idle" && [...fetchers.values()].every((f) => f.state === "idle");
  });
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** axe-core violations of impact serious or critical. */
export async function seriousA11yViolations(page: Page) {
  // Evaluated through DevTools, not a <script> tag: the page's CSP rightly refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`);
}

/** A new account through the sign-up form (which ends signed out, on /confirmation-required), then signed in through the sign-in form and landed on `path`. */
export async function signUpAndSignIn(page: Page, { name, email, password, path }: { name: string; email: string; password: string; path: string }) {
  await page.goto(`${BASE_URL}/sign-up`);
  await hydrated(page);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/confirmation-required");
  await page.goto(`${BASE_URL}/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
  await hydrated(page);
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
/**
 * Where a shard keeps each account's signed-in browser state (the session cookie). test/browser/run.ts
 * empties it when the shard starts: each shard has its own database, so its own sessions.
 */
export const sessionDir = (shard = process.env.BROWSER_SHARD ?? "0") => `test-results/.sessions-${shard}`;
const sessionFile = (email: string) => `${sessionDir()}/${email.replace(/[^a-z0-9@.-]/gi, "_")}.json`;

/** The account's saved session if the server still accepts it (a test may have signed it out), else null. */
async function savedSession(browser: Browser, email: string): Promise<StorageState | null> {
  if (!existsSync(sessionFile(email))) return null;
  const state = JSON.parse(readFileSync(sessionFile(email), "utf8")) as StorageState;
  const probe = await browser.newContext({ storageState: state });
  const alive = (await probe.request.get(`${BASE_URL}/api/common/messages`)).ok();
  await probe.close();
  return alive ? state : null;
}

/**
 * A new browser context signed in as `email`, landed on `path` and hydrated. The first call for an
 * account in a shard signs in through the sign-in form (and the admin's TOTP step); later calls reuse
 * that session's cookie, as a person's browser does between visits (decision 213): a sign-in through
 * the UI costs seconds, an admin's a fresh TOTP time step (up to 30 s). The sign-in form itself is
 * tested by auth.browser.ts, and every test that signs up or signs out still does it through the UI.
 */
export async function signedInPage(browser: Browser, email: string, path: string, viewport = { width: 1280, height: 800 }, password = "taxatlas-demo-2026") {
  const saved = await savedSession(browser, email);
  const context = await browser.newContext({ viewport, locale: "en-US", timezoneId: "UTC", ...(saved ? { storageState: saved } : {}) });
  const page = await context.newPage();
  const errors = watchConsole(page);
  if (saved) {
    await page.goto(`${BASE_URL}${path}`);
  } else {
    await page.goto(`${BASE_URL}/sign-in?redirectURL=${encodeURIComponent(path)}`);
    await hydrated(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    if (email === "admin@taxatlas.test") await enterAdminCode(page);
  }
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
  await hydrated(page);
  if (!saved) {
    mkdirSync(sessionDir(), { recursive: true });
    writeFileSync(sessionFile(email), JSON.stringify(await context.storageState()));
  }
  return { context, page, errors };
}

/**
 * The demo admin has TOTP on (issue 30; db/seed/demo-accounts.ts documents the secret). A code is
 * never accepted twice, so each admin sign-in of a run uses a later time step than the last one
 * (kept in a file: test files run one after another in their own processes), waiting for the
 * authenticator's clock when all of now ±1 step are spent.
 */
export async function enterAdminCode(page: Page) {
  await page.getByLabel("Authentication code").waitFor();
  await page.getByLabel("Authentication code").fill(await nextAdminCode());
  await page.getByRole("button", { name: "Verify" }).click();
}

/** The demo admin's next unused TOTP code (see enterAdminCode). */
export async function nextAdminCode(): Promise<string> {
  // Per shard: each shard has its own database, so its own record of spent codes (test/browser/run.ts).
  const stepFile = `${SCREENSHOTS}/../.admin-totp-step-${process.env.BROWSER_SHARD ?? 0}`;
  const last = existsSync(stepFile) ? Number(readFileSync(stepFile, "utf8")) : 0;
  const now = Math.floor(Date.now() / 30_000);
  // Never the previous step: on a busy machine the server may check it after the next boundary,
  // when it is two steps old and refused (the billing journey's admin sign-in failed that way).
  const step = Math.max(now, last + 1);
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 100));
  writeFileSync(stepFile, String(step));
  return totpCode(DEMO_ADMIN_TOTP_SECRET, step * 30_000 + 1000);
}

/** Fills the checkout's card form (test numbers: 4242… succeeds, 4000…0002 is declined). */
export async function fillCard(page: Page, number = "4242 4242 4242 4242") {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry month (MM)").fill("12");
  await page.getByLabel("Expiry year (YYYY)").fill("2031");
  await page.getByLabel("Security code (CVC)").fill("123");
}

/** How many CSS pixels the page is wider than the viewport (0 or less: no sideways scroll). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Sideways overflow right after a resize: layouts that measure themselves (a chart's ResizeObserver)
 * follow a frame or more later, so the page gets up to 5 s to fit, then is measured (a page that
 * stays wider still fails).
 */
export async function overflowAfterResize(page: Page) {
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 5_000 }).catch(() => undefined);
  return horizontalOverflow(page);
}
