import { beforeAll, describe, expect, it } from "vitest";
import { dispatch, env, freshIp, ORIGIN, page, sessionCookieHeader, signInAs, signUpFresh } from "#test/helpers";

/** Issue 11 pages: loaders show what each side may see, actions go through the same domain rules as the API. */

const one = async <T>(sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<T>())!;

/** A form POST with repeated fields (milestone rows), as a browser sends it. */
async function post(path: string, token: string, fields: [string, string][]) {
  return dispatch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "CF-Connecting-IP": freshIp(), Host: new URL(ORIGIN).host, Origin: ORIGIN, Cookie: await sessionCookieHeader(token) },
    redirect: "manual",
    body: new URLSearchParams(fields),
  });
}

const requestForm = (over: Record<string, string> = {}) => ({
  title: "Pages test: Irish trading company",
  description: "Set up an Irish trading company with a local director and VAT registration.",
  jurisdiction: "IRL",
  structure: "",
  kind: "implementation",
  budgetMin: "4000",
  budgetMax: "9000",
  deadline: "",
  reportId: "",
  ...over,
});

const bidFields = (amount: string, milestones: [string, string][], over: [string, string][] = []): [string, string][] => [
  ["intent", "bid"],
  ["serviceId", ""],
  ["amount", amount],
  ...milestones.flatMap(([title, value]): [string, string][] => [
    ["milestoneTitle", title],
    ["milestoneAmount", value],
  ]),
  ["timelineDays", "21"],
  ["message", "Done many of these; Dublin office."],
  ...over,
];

let user: string, advisor: string, admin: string, stranger: string;
const balance = async (account: string) => (await one<{ b: number }>("SELECT COALESCE(SUM(amount), 0) AS b FROM ledger_postings WHERE account = ?", account)).b;

/** Request (user) → bid of two milestones (advisor) → accepted: the contract and its milestones, all through the pages. */
async function contractThroughPages(title: string) {
  const created = await page("/marketplace/new", { token: user, form: requestForm({ title }) });
  const request = created.headers.get("Location")!.split("/").pop()!;
  expect((await post(`/marketplace/${request}`, advisor, bidFields("6000", [["Company", "4500"], ["VAT", "1500"]]))).status).toBe(302);
  const bid = await one<{ id: string }>("SELECT id FROM marketplace_bids WHERE request_id = ?", request);
  const accepted = await page(`/marketplace/${request}`, { token: user, form: { intent: "accept", id: bid.id } });
  const id = /^\/contracts\/([^/]+)\/letter$/.exec(accepted.headers.get("Location")!)![1];
  await signThroughPages(id);
  const milestones = (await env.DB.prepare("SELECT id, amount FROM contract_milestones WHERE contract_id = ? ORDER BY position").bind(id).all<{ id: string; amount: number }>()).results;
  return { id, milestones };
}

/** Both parties sign the engagement letter on its page (issue 31): the contract is then active. */
async function signThroughPages(id: string) {
  for (const [token, name] of [[user, "Demo User"], [advisor, "Demo Advisor"]] as const) {
    const signed = await page(`/contracts/${id}/letter`, { token, form: { intent: "sign", name, consent: "true" } });
    expect(signed.status).toBe(302);
    expect(signed.headers.get("Location")).toBe(`/contracts/${id}/letter`);
  }
  expect(await one<{ status: string }>("SELECT status FROM contracts WHERE id = ?", id)).toEqual({ status: "active" });
}

/** Pays a milestone on the checkout page with the test card; answers the redirect. */
async function fund(contract: string, milestoneId: string) {
  return page("/checkout", {
    token: user,
    form: { purpose: "escrow", milestoneId, contractId: contract, method: "card", idempotencyKey: crypto.randomUUID(), "card.number": "4242424242424242", "card.expMonth": "12", "card.expYear": "2030", "card.cvc": "123" },
  });
}
let requestId: string;
let contractId: string;

beforeAll(async () => {
  [user, advisor, admin] = await Promise.all([signInAs("user"), signInAs("advisor"), signInAs("admin")].map(async (p) => (await p).token));
  stranger = (await signUpFresh("Stranger Pages")).token;
});

describe("/marketplace/new", () => {
  it("shows field errors for bad input and stores nothing", async () => {
    const before = (await one<{ n: number }>("SELECT count(*) AS n FROM marketplace_requests")).n;
    const res = await page("/marketplace/new", { token: user, form: requestForm({ title: "x", budgetMin: "9000", budgetMax: "100" }) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/id="field-title-error"[^>]*>Enter a title of 3 to 160 characters\.</);
    expect(html).toMatch(/id="field-budgetMax-error"[^>]*>Enter the highest budget in USD, not below the lowest\.</);
    expect(html).toContain('aria-invalid="true"');
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM marketplace_requests")).n).toBe(before);
  });

  it("posts a request (dollars → cents) and opens it", async () => {
    const res = await page("/marketplace/new", { token: user, form: requestForm() });
    expect(res.status).toBe(302);
    requestId = res.headers.get("Location")!.split("/").pop()!;
    expect(await one("SELECT title, jurisdiction, budget_min AS min, budget_max AS max, status FROM marketplace_requests WHERE id = ?", requestId)).toEqual({
      title: "Pages test: Irish trading company",
      jurisdiction: "IRL",
      min: 400_000,
      max: 900_000,
      status: "open",
    });
  });

  it("prefills from the caller's own tax report only", async () => {
    const taxForm = { residence: "DEU", activity: "consulting", revenue: "300000", profit: "120000", employees: "1", distribute: "yes", relocate: "yes", groupRevenueEur: "0" };
    const run = await page("/tax?index", { token: user, form: taxForm });
    const reportId = run.headers.get("Location")!.split("/").pop()!;
    const own = await (await page(`/marketplace/new?reportId=${reportId}`, { token: user })).text();
    expect(own).toContain(`name="reportId" value="${reportId}"`);
    expect(own).toContain('data-testid="from-report"');
    expect(own).toMatch(/name="title"[^>]*value="Implement: /);
    const foreign = await (await page(`/marketplace/new?reportId=${reportId}`, { token: stranger })).text();
    expect(foreign).toContain('name="reportId" value=""');
    expect(foreign).not.toContain('data-testid="from-report"');
  });
});

describe("/marketplace", () => {
  it("a request page names its jurisdiction and structure (seeded Cyprus holding)", async () => {
    const html = await (await page("/marketplace/mkt_req_demo_open", { token: user })).text();
    expect(html).toMatch(/>Jurisdiction<\/dt><dd[^>]*>Cyprus<\/dd>/);
    expect(html).toMatch(/>Structure<\/dt><dd[^>]*>Holding company<\/dd>/);
  });

  it("keeps filters in the URL: jurisdiction, kind and budget narrow the open requests", async () => {
    const all = await (await page("/marketplace")).text();
    expect(all).toContain(requestId);
    expect(await (await page("/marketplace?jurisdiction=IRL&kind=implementation")).text()).toContain(requestId);
    expect(await (await page("/marketplace?jurisdiction=CYP")).text()).not.toContain(requestId);
    expect(await (await page("/marketplace?kind=recurring")).text()).not.toContain(requestId);
    // budgets overlap: 4,000–9,000 reaches 8,000 but not 10,000+
    expect(await (await page("/marketplace?budgetMin=8000")).text()).toContain(requestId);
    expect(await (await page("/marketplace?budgetMin=10000")).text()).not.toContain(requestId);
    // a bad value drops that filter instead of failing
    const lenient = await page("/marketplace?budgetMin=lots&jurisdiction=CYP");
    expect(lenient.status).toBe(200);
    // …but keeps the others: still only Cyprus
    expect(await lenient.text()).not.toContain(requestId);
  });

  it("hides the description from signed-in users who are neither owner nor advisor", async () => {
    const own = await (await page(`/marketplace/${requestId}`, { token: user })).text();
    expect(own).toContain("local director and VAT registration");
    const other = await (await page(`/marketplace/${requestId}`, { token: stranger })).text();
    expect(other).not.toContain("local director and VAT registration");
    expect(other).not.toContain('name="intent" value="bid"');
  });
});

describe("bidding and accepting through the pages", () => {
  let bidId: string;

  it("an advisor's milestones must add up to the price (field error, nothing stored)", async () => {
    const html = await (await page(`/marketplace/${requestId}`, { token: advisor })).text();
    expect(html).toContain('name="intent" value="bid"');
    // without JavaScript (this server-rendered HTML) there are spare milestone rows to split the price
    expect(html.match(/name="milestoneTitle"/g)?.length).toBe(4);
    const res = await post(`/marketplace/${requestId}`, advisor, bidFields("6000", [["Company", "4000"], ["VAT", "1000"]]));
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/text-destructive">Give every milestone a title and an amount; together they must equal the total price\.</);
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM marketplace_bids WHERE request_id = ?", requestId)).n).toBe(0);
  });

  it("a valid bid is stored with its milestones in cents and shown with withdraw", async () => {
    const res = await post(`/marketplace/${requestId}`, advisor, bidFields("6000", [["Company", "4500"], ["VAT", "1500"]]));
    expect(res.status).toBe(302);
    const row = await one<{ id: string; amount: number; milestones: string; status: string }>("SELECT id, amount, milestones, status FROM marketplace_bids WHERE request_id = ?", requestId);
    bidId = row.id;
    expect(row.amount).toBe(600_000);
    expect(JSON.parse(row.milestones)).toEqual([
      { title: "Company", amount: 450_000 },
      { title: "VAT", amount: 150_000 },
    ]);
    const html = await (await page(`/marketplace/${requestId}`, { token: advisor })).text();
    expect(html).toContain('data-testid="own-bid"');
    expect(html).toContain('value="withdraw"');
    const mine = await (await page("/advisor/bids", { token: advisor })).text();
    // the card's own fields, not the request's or a contract's (same column names in one batch row)
    const card = mine.slice(mine.indexOf(`data-testid="my-bid-${bidId}"`)).split("</li>")[0];
    expect(card).toContain(`href="/marketplace/${requestId}"`);
    expect(card).toContain('value="withdraw"');
    expect(card).not.toContain("/advisor/contracts?contract=");
  });

  it("the owner cannot bid on their own request and sees the proposal side by side", async () => {
    const res = await post(`/marketplace/${requestId}`, user, bidFields("10", [["x", "10"]]));
    expect(await res.text()).toContain(">You are not allowed to do that.<");
    const proposals = await (await page("/proposals", { token: user })).text();
    expect(proposals).toContain(`data-testid="bid-${bidId}"`);
    expect(proposals).toContain('aria-label="Accept the proposal of ');
    // another person cannot accept it (same 404 as an unknown bid)
    const foreign = await page("/proposals", { token: stranger, form: { intent: "accept", id: bidId } });
    expect(await foreign.text()).toContain(">Not found.<");
    expect((await one<{ status: string }>("SELECT status FROM marketplace_bids WHERE id = ?", bidId)).status).toBe("pending");
  });

  it("accepting opens the contract; only its client sees it there, its advisor is sent to their side", async () => {
    const res = await page("/proposals", { token: user, form: { intent: "accept", id: bidId } });
    expect(res.status).toBe(302);
    // accepting leads to the engagement letter (issue 31): both sign, then the contract is active
    const letterPath = res.headers.get("Location")!;
    expect(letterPath).toMatch(/^\/contracts\/[^/]+\/letter$/);
    contractId = letterPath.split("/")[2];
    const letterPage = await page(letterPath, { token: user });
    expect(letterPage.status).toBe(200);
    expect(letterPage.headers.get("Cache-Control")).toBe("private, no-store");
    const letterHtml = await letterPage.text();
    expect(letterHtml).toContain('data-testid="sign-form"');
    expect(letterHtml).toContain("Not legal or tax advice");
    expect((await page(letterPath, { token: stranger })).status).toBe(404);
    // no consent: not signed
    expect((await page(letterPath, { token: user, form: { intent: "sign", name: "Demo User" } })).status).toBe(200);
    await signThroughPages(contractId);
    const pdf = await page(`${letterPath}/pdf`, { token: advisor });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect((await page(`${letterPath}/pdf`, { token: stranger })).status).toBe(404);
    const location = `/proposals?contract=${contractId}`;
    const view = await page(location, { token: user });
    expect(view.status).toBe(200);
    expect(view.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await view.text();
    expect(html).toContain('data-testid="contract-view"');
    const milestone = await one<{ id: string }>("SELECT id FROM contract_milestones WHERE contract_id = ? ORDER BY position LIMIT 1", contractId);
    expect(html).toContain(`/checkout?purpose=escrow&amp;milestoneId=${milestone.id}`);

    const asAdvisor = await page(location, { token: advisor });
    expect(asAdvisor.status).toBe(302);
    expect(asAdvisor.headers.get("Location")).toBe(`/advisor/contracts?contract=${contractId}`);
    expect((await page(`/advisor/contracts?contract=${contractId}`, { token: advisor })).status).toBe(200);
    expect((await page(location, { token: stranger })).status).toBe(404);
    expect((await page(location, { token: admin })).status).toBe(404);
    // the request page links each party to their side of the contract; /proposals shows who got it
    expect(await (await page(`/marketplace/${requestId}`, { token: user })).text()).toContain(`href="/proposals?contract=${contractId}"`);
    expect(await (await page(`/marketplace/${requestId}`, { token: advisor })).text()).toContain(`href="/advisor/contracts?contract=${contractId}"`);
    const decided = await (await page("/proposals", { token: user })).text();
    expect(decided).toMatch(new RegExp(`data-testid="group-${requestId}"[\\s\\S]*?>Awarded to Elif Kaya for \\$6,000\\.<`));

    // the escrow checkout shows what is paid for, to the client only
    const checkout = await page(`/checkout?purpose=escrow&milestoneId=${milestone.id}`, { token: user });
    expect(checkout.status).toBe(200);
    const co = await checkout.text();
    expect(co).toContain('data-testid="escrow-summary"');
    expect(co).toContain(">Milestone “Company”<");
    expect((await page(`/checkout?purpose=escrow&milestoneId=${milestone.id}`, { token: advisor })).status).toBe(404);
    expect((await page(`/checkout?purpose=escrow&milestoneId=${milestone.id}`, { token: stranger })).status).toBe(404);

    // the advisor cannot submit unfunded work: 409 message naming the state
    const submit = await page("/advisor/contracts", { token: advisor, form: { intent: "submit", id: contractId, milestoneId: milestone.id } });
    expect(await submit.text()).toContain(">That is not possible any more: it is now Not funded.<");
  });
});

describe("withdrawing and closing", () => {
  it("the advisor withdraws from My bids (only their own), the owner closes the request", async () => {
    const created = await page("/marketplace/new", { token: user, form: requestForm({ title: "Pages test: to be closed" }) });
    const id = created.headers.get("Location")!.split("/").pop()!;
    expect((await post(`/marketplace/${id}`, advisor, bidFields("500", [["All of it", "500"]]))).status).toBe(302);
    const bid = await one<{ id: string }>("SELECT id FROM marketplace_bids WHERE request_id = ?", id);
    // someone else's bid: not found, unchanged
    expect(await (await page("/advisor/bids", { token: admin, form: { intent: "withdraw", id: bid.id } })).text()).toContain(">Not found.<");
    expect((await page("/advisor/bids", { token: advisor, form: { intent: "withdraw", id: bid.id } })).status).toBe(302);
    expect((await one<{ status: string }>("SELECT status FROM marketplace_bids WHERE id = ?", bid.id)).status).toBe("withdrawn");
    // twice: 409 naming the state
    expect(await (await page("/advisor/bids", { token: advisor, form: { intent: "withdraw", id: bid.id } })).text()).toContain(">That is not possible any more: it is now Withdrawn.<");

    expect(await (await page(`/marketplace/${id}`, { token: advisor, form: { intent: "close" } })).text()).toContain(">You are not allowed to do that.<");
    expect((await page(`/marketplace/${id}`, { token: user, form: { intent: "close" } })).status).toBe(302);
    expect((await one<{ status: string }>("SELECT status FROM marketplace_requests WHERE id = ?", id)).status).toBe("closed");
    // a closed request leaves the public list
    expect(await (await page("/marketplace")).text()).not.toContain(`/marketplace/${id}"`);
  });
});

describe("paying a milestone into escrow and releasing it through the pages", () => {
  it("funds with the test card, the advisor submits, the client approves: 75 % to the advisor, 25 % commission", async () => {
    const m = await one<{ id: string; amount: number }>("SELECT id, amount FROM contract_milestones WHERE contract_id = ? ORDER BY position LIMIT 1", contractId);
    expect(m.amount).toBe(450_000);
    const advisorId = (await one<{ id: string }>("SELECT advisor_id AS id FROM contracts WHERE id = ?", contractId)).id;
    const payableBefore = await balance(`advisor_payable:${advisorId}`);
    const revenueBefore = await balance("platform:revenue");

    const paid = await page("/checkout", {
      token: user,
      form: {
        purpose: "escrow",
        milestoneId: m.id,
        contractId,
        method: "card",
        idempotencyKey: crypto.randomUUID(),
        "card.number": "4242 4242 4242 4242",
        "card.expMonth": "12",
        "card.expYear": "2030",
        "card.cvc": "123",
      },
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`/proposals?contract=${contractId}`);
    expect((await one<{ status: string }>("SELECT status FROM contract_milestones WHERE id = ?", m.id)).status).toBe("funded");
    expect(await balance(`escrow:${contractId}`)).toBe(450_000);
    const funded = await (await page(`/proposals?contract=${contractId}`, { token: user })).text();
    expect(funded).toMatch(/data-testid="escrow-balance">\$4,500</);
    expect(funded).toContain('data-testid="contract-ledger"');
    // paid already: the checkout says so instead of offering the form again
    const again = await (await page(`/checkout?purpose=escrow&milestoneId=${m.id}`, { token: user })).text();
    expect(again).not.toContain('data-testid="escrow-summary"');
    expect(again).toContain(">This milestone cannot be funded now (it is Funded).<");

    // the client cannot submit the advisor's work, the advisor can
    expect(await (await page("/proposals", { token: user, form: { intent: "submit", id: contractId, milestoneId: m.id } })).text()).toContain(">Only the advisor of this contract can do that.<");
    expect((await page("/advisor/contracts", { token: advisor, form: { intent: "submit", id: contractId, milestoneId: m.id } })).status).toBe(302);
    // the advisor cannot approve their own work
    expect(await (await page("/advisor/contracts", { token: advisor, form: { intent: "approve", id: contractId, milestoneId: m.id } })).text()).toContain(">Only the client of this contract can do that.<");
    expect((await page("/proposals", { token: user, form: { intent: "approve", id: contractId, milestoneId: m.id } })).status).toBe(302);

    expect((await one<{ status: string }>("SELECT status FROM contract_milestones WHERE id = ?", m.id)).status).toBe("released");
    expect(await balance(`escrow:${contractId}`)).toBe(0);
    expect((await balance(`advisor_payable:${advisorId}`)) - payableBefore).toBe(337_500);
    expect((await balance("platform:revenue")) - revenueBefore).toBe(112_500);
    const earnings = await (await page("/advisor/contracts", { token: advisor })).text();
    const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
    expect(earnings).toContain(`data-testid="advisor-payable">${usd(payableBefore + 337_500)}<`);
  });
});

describe("dispute and cancel through the pages", () => {
  it("client disputes submitted work, the admin splits it: advisor's part minus 25 %, the rest back to the client", async () => {
    const c = await contractThroughPages("Pages test: disputed work");
    const [m] = c.milestones;
    expect((await fund(c.id, m.id)).status).toBe(302);
    expect((await page("/advisor/contracts", { token: advisor, form: { intent: "submit", id: c.id, milestoneId: m.id } })).status).toBe(302);
    // a dispute needs a reason: without one the page says so and nothing moves
    expect(await (await page("/proposals", { token: user, form: { intent: "dispute", id: c.id, milestoneId: m.id } })).text()).toContain("Please correct the highlighted fields.");
    expect((await one<{ status: string }>("SELECT status FROM contract_milestones WHERE id = ?", m.id)).status).toBe("submitted");
    expect((await page("/proposals", { token: user, form: { intent: "dispute", id: c.id, milestoneId: m.id, reason: "Half of it is missing.", evidenceText: "No annual return." } })).status).toBe(302);
    // before the advisor answers (or the 5 business days pass) the admin cannot decide
    expect(await (await page("/admin/disputes", { token: admin })).text()).not.toContain('data-testid="decision-form"');
    expect((await page("/advisor/contracts", { token: advisor, form: { intent: "disputeResponse", id: c.id, milestoneId: m.id, statement: "All of it was delivered." } })).status).toBe(302);
    expect(await (await page("/admin/disputes", { token: admin })).text()).toContain(`data-testid="dispute-${c.id}"`);
    const advisorId = (await one<{ id: string }>("SELECT advisor_id AS id FROM contracts WHERE id = ?", c.id)).id;
    const [payable, revenue] = [await balance(`advisor_payable:${advisorId}`), await balance("platform:revenue")];
    const res = await page("/admin/disputes", { token: admin, form: { contractId: c.id, milestoneId: m.id, decision: "split", toAdvisor: "3000", toClient: "1500", reasoning: "Two thirds delivered." } });
    expect(res.status).toBe(302);
    expect(await one("SELECT status, to_advisor AS a, to_client AS c FROM contract_milestones WHERE id = ?", m.id)).toEqual({ status: "resolved", a: 300_000, c: 150_000 });
    expect((await balance(`advisor_payable:${advisorId}`)) - payable).toBe(225_000);
    expect((await balance("platform:revenue")) - revenue).toBe(75_000);
    expect(await balance(`escrow:${c.id}`)).toBe(0);
    // resolved: gone from the admin's list, the split shown to the client
    expect(await (await page("/admin/disputes", { token: admin })).text()).not.toContain(`data-testid="dispute-${c.id}"`);
    expect(await (await page(`/proposals?contract=${c.id}`, { token: user })).text()).toContain(">Resolved: $3,000 to the advisor, $1,500 back to the client.<");
  });

  it("cancelling before any work refunds the funded milestone; the other side cannot cancel someone else's contract", async () => {
    const c = await contractThroughPages("Pages test: cancelled early");
    expect((await fund(c.id, c.milestones[0].id)).status).toBe(302);
    expect(await balance(`escrow:${c.id}`)).toBe(450_000);
    expect(await (await page("/proposals", { token: stranger, form: { intent: "cancel", id: c.id } })).text()).toContain(">Not found.<");
    const res = await page("/proposals", { token: user, form: { intent: "cancel", id: c.id } });
    expect(res.status).toBe(302);
    expect((await one<{ status: string }>("SELECT status FROM contracts WHERE id = ?", c.id)).status).toBe("cancelled");
    expect((await one<{ status: string }>("SELECT status FROM contract_milestones WHERE id = ?", c.milestones[0].id)).status).toBe("refunded");
    expect(await balance(`escrow:${c.id}`)).toBe(0);
    const view = await (await page(`/proposals?contract=${c.id}`, { token: user })).text();
    expect(view).not.toContain('value="cancel"');
    expect(view).not.toContain("/checkout?purpose=escrow");
  });
});

describe("/admin/disputes", () => {
  it("lists disputed milestones for admins; each split is checked (field errors, nothing moved)", async () => {
    const m = await one<{ id: string; amount: number }>("SELECT id, amount FROM contract_milestones WHERE contract_id = ? AND position = 1", contractId);
    // a dispute needs funded, submitted work; its state is set directly to test the admin form alone
    await env.DB.prepare("UPDATE contract_milestones SET status = 'disputed' WHERE id = ?").bind(m.id).run();
    // its dispute, answered, so the decision form shows
    await env.DB.prepare("INSERT INTO contract_disputes (milestone_id, contract_id, opened_by, reason, evidence, opened_at, respond_by, responded_at, statement) VALUES (?, ?, 'x', 'Reason', '[]', 0, 0, 0, 'Answer')").bind(m.id, contractId).run();
    try {
      const list = await page("/admin/disputes", { token: admin });
      expect(list.status).toBe(200);
      expect(await list.text()).toContain(`data-testid="dispute-${contractId}"`);

      const bad = await (await page("/admin/disputes", { token: admin, form: { contractId, milestoneId: m.id, toAdvisor: "-1", toClient: "x" } })).text();
      expect(bad).toMatch(new RegExp(`id="to-advisor-${m.id}-error"[^>]*>Enter an amount in USD \\(0 or more\\)\\.<`));
      expect(bad).toMatch(new RegExp(`id="to-client-${m.id}-error"[^>]*>Enter an amount in USD`));

      const uneven = await (await page("/admin/disputes", { token: admin, form: { contractId, milestoneId: m.id, toAdvisor: "100", toClient: "100", reasoning: "Even." } })).text();
      expect(uneven).toMatch(new RegExp(`id="to-advisor-${m.id}-error"[^>]*>The two parts must add up to the milestone amount\\.<`));
      // the typed values come back
      expect(uneven).toMatch(new RegExp(`id="to-advisor-${m.id}"[^>]*value="100"`));
      expect((await one<{ status: string }>("SELECT status FROM contract_milestones WHERE id = ?", m.id)).status).toBe("disputed");

      // not a page for the parties
      expect((await page("/admin/disputes", { token: user, form: { contractId, milestoneId: m.id, toAdvisor: "4500", toClient: "0" } })).status).toBe(302);
      expect((await one<{ status: string }>("SELECT status FROM contract_milestones WHERE id = ?", m.id)).status).toBe("disputed");
    } finally {
      await env.DB.prepare("UPDATE contract_milestones SET status = 'unfunded' WHERE id = ?").bind(m.id).run();
      await env.DB.prepare("DELETE FROM contract_disputes WHERE milestone_id = ?").bind(m.id).run();
    }
  });
});
