import { beforeAll, describe, expect, it } from "vitest";
import { contractBetween } from "#test/contracts";
import { api, env, errorOf, page, signInAs, signUpFresh } from "#test/helpers";

/** Issue 31 reviews (decision 147): double-blind, 14 days, one per side, the advisor's one answer. */

const DAY = 24 * 60 * 60 * 1000;
const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
const post = (path: string, token: string, body?: unknown) => api(path, { token, method: "POST", body });
const one = async <T>(sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<T>())!;

type Review = { side: string; ratings: Record<string, number>; score: number; comment: string; privateNote?: string | null; response: string | null };
type Reviews = { canReview: boolean; closesAt: string | null; mine: Review | null; theirs: Review | null; theirsSubmitted: boolean };
type Profile = { rating: number; reviewCount: number; completedContracts: number; onTimeRate: number | null; reviews: { score: number; comment: string; response: string | null; clientName: string }[] };

const CLIENT_REVIEW = { ratings: { quality: 5, communication: 4, timeliness: 4 }, comment: "Clear advice, a day late on the filing.", privateNote: "Would hire again." };
const ADVISOR_REVIEW = { ratings: { clarity: 5, responsiveness: 3 }, comment: "Quick decisions." };

let advisor: string, stranger: string;
beforeAll(async () => {
  // a fresh advisor: the demo advisor's numbers are shared with other test files
  const { email } = await signUpFresh("Reviewed Advisor");
  const { id } = await one<{ id: string }>("SELECT id FROM users WHERE email = ?", email);
  await env.DB.prepare("UPDATE users SET role = 'advisor' WHERE id = ?").bind(id).run();
  const { roleCacheKey } = await import("#worker/auth/roles.server");
  await env.KV.delete(roleCacheKey(id));
  advisor = (await (await api("/api/auth/sign-in", { body: { email, password: "fresh-password-123" } })).json<{ accessToken: string }>()).accessToken;
  advisorId = id;
  stranger = (await signUpFresh("Review Stranger")).token;
});
let advisorId: string;

/** A completed contract of a fresh client with `advisor` (fund → submit → approve). */
async function completed() {
  const { token: client } = await signUpFresh("Reviewing Client");
  const c = await contractBetween(client, advisor, [{ title: "The work", amount: 100_000 }]);
  const m = c.milestones[0].id;
  const fund = await api(`/api/contracts/${c.id}/milestones/${m}/fund`, { token: client, body: { method: "card", card: VISA_OK }, headers: { "Idempotency-Key": `fund-${crypto.randomUUID()}` } });
  expect(fund.status, await fund.clone().text()).toBe(201);
  expect((await post(`/api/contracts/${c.id}/milestones/${m}/submit`, advisor)).status).toBe(200);
  expect((await post(`/api/contracts/${c.id}/milestones/${m}/approve`, client)).status).toBe(200);
  return { client, id: c.id };
}
const reviewsOf = async (token: string, id: string) => (await api(`/api/contracts/${id}/reviews`, { token })).json<Reviews>();

describe("contract reviews", () => {
  it("only after the contract ended: an active contract is 409 naming its state, a stranger 404", async () => {
    const { token: client } = await signUpFresh("Too Early");
    const c = await contractBetween(client, advisor);
    const early = await post(`/api/contracts/${c.id}/reviews`, client, CLIENT_REVIEW);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toContain("active");
    expect((await post(`/api/contracts/${c.id}/reviews`, stranger, CLIENT_REVIEW)).status).toBe(404);
    expect((await api(`/api/contracts/${c.id}/reviews`, { token: stranger })).status).toBe(404);
    // cancelled before any money moved: nothing to review
    expect((await post(`/api/contracts/${c.id}/cancel`, client)).status).toBe(200);
    const cancelled = await post(`/api/contracts/${c.id}/reviews`, client, CLIENT_REVIEW);
    expect(cancelled.status).toBe(409);
    expect((await errorOf(cancelled)).message).toContain("cancelled");
  });

  it("is double-blind: neither sees the other's review until both are in; the private note stays with its author", async () => {
    const c = await completed();
    const bad = await post(`/api/contracts/${c.id}/reviews`, c.client, { ...CLIENT_REVIEW, ratings: { clarity: 5, responsiveness: 5 } });
    expect(bad.status).toBe(400);
    expect((await post(`/api/contracts/${c.id}/reviews`, c.client, { ...CLIENT_REVIEW, ratings: { quality: 6, communication: 4, timeliness: 4 } })).status).toBe(400);

    const first = await post(`/api/contracts/${c.id}/reviews`, c.client, CLIENT_REVIEW);
    expect(first.status).toBe(201);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await first.json<Reviews>()).toMatchObject({ canReview: false, mine: { side: "client", score: 4.3, privateNote: "Would hire again." }, theirs: null, theirsSubmitted: false });
    // the advisor knows a review exists, not what it says; the profile does not show it yet
    const advisorView = await reviewsOf(advisor, c.id);
    expect(advisorView).toMatchObject({ canReview: true, mine: null, theirs: null, theirsSubmitted: true });
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM contract_reviews WHERE contract_id = ?", c.id)).n).toBe(1);

    const second = await post(`/api/contracts/${c.id}/reviews`, advisor, ADVISOR_REVIEW);
    expect(second.status).toBe(201);
    const both = await second.json<Reviews>();
    expect(both.theirs).toMatchObject({ side: "client", comment: CLIENT_REVIEW.comment, score: 4.3 });
    expect(both.theirs).not.toHaveProperty("privateNote");
    expect((await reviewsOf(c.client, c.id)).theirs).toMatchObject({ side: "advisor", score: 4, comment: "Quick decisions." });

    // once per side
    const again = await post(`/api/contracts/${c.id}/reviews`, c.client, CLIENT_REVIEW);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toContain("already");
    // the one reviewed is told
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND title = 'You received a review'", advisorId)).n).toBeGreaterThan(0);
  });

  it("the window: a review 14 days after the end is refused; one second before it is written; the other's review shows once the window closed", async () => {
    const late = await completed();
    await env.DB.prepare("UPDATE contracts SET ended_at = ? WHERE id = ?").bind(Date.now() - 14 * DAY - 1000, late.id).run();
    const refused = await post(`/api/contracts/${late.id}/reviews`, late.client, CLIENT_REVIEW);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain("closed");

    const edge = await completed();
    await post(`/api/contracts/${edge.id}/reviews`, advisor, ADVISOR_REVIEW);
    await env.DB.prepare("UPDATE contracts SET ended_at = ? WHERE id = ?").bind(Date.now() - 14 * DAY + 5000, edge.id).run();
    // both at the edge, twice each side: one review per side is written
    const results = await Promise.all([post(`/api/contracts/${edge.id}/reviews`, edge.client, CLIENT_REVIEW), post(`/api/contracts/${edge.id}/reviews`, edge.client, CLIENT_REVIEW)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM contract_reviews WHERE contract_id = ?", edge.id)).n).toBe(2);

    // window closed without the client's review: the advisor's review is shown to the client anyway
    const silent = await completed();
    await post(`/api/contracts/${silent.id}/reviews`, advisor, ADVISOR_REVIEW);
    expect((await reviewsOf(silent.client, silent.id)).theirs).toBeNull();
    await env.DB.prepare("UPDATE contracts SET ended_at = ? WHERE id = ?").bind(Date.now() - 15 * DAY, silent.id).run();
    expect(await reviewsOf(silent.client, silent.id)).toMatchObject({ canReview: false, theirs: { side: "advisor" } });
  });

  it("the advisor answers publicly once; the profile shows rating (1 decimal), count, completed contracts, on-time rate and revealed reviews", async () => {
    const slug = `reviewed-${advisorId.slice(0, 8)}`;
    await env.DB.prepare(
      "INSERT INTO advisor_profiles (user_id, slug, name, firm, title_en, title_tr, bio_en, bio_tr, location_en, location_tr, rating, review_count, verified, years_experience, response_time_hours, fictional) VALUES (?, ?, 'Reviewed Advisor', 'Firm', 'Advisor', 'Danışman', 'Bio', 'Bio', 'Nicosia', 'Lefkoşa', 4.9, 87, 1, 5, 4, 0) ON CONFLICT DO NOTHING",
    )
      .bind(advisorId, slug)
      .run();
    const c = await completed();
    await post(`/api/contracts/${c.id}/reviews`, c.client, { ratings: { quality: 3, communication: 3, timeliness: 4 }, comment: "Fine." });
    // not yet revealed: no answer possible
    const tooSoon = await post(`/api/contracts/${c.id}/reviews/response`, advisor, { response: "Thank you." });
    expect(tooSoon.status).toBe(409);
    await post(`/api/contracts/${c.id}/reviews`, advisor, ADVISOR_REVIEW);
    const clientAnswer = await post(`/api/contracts/${c.id}/reviews/response`, c.client, { response: "Me too." });
    expect(clientAnswer.status).toBe(403);
    expect((await errorOf(clientAnswer)).code).toBe("WRONG_PARTY");
    const answered = await post(`/api/contracts/${c.id}/reviews/response`, advisor, { response: "Thank you for the work together." });
    expect(answered.status).toBe(200);
    expect((await post(`/api/contracts/${c.id}/reviews/response`, advisor, { response: "Again." })).status).toBe(409);

    const { token } = await signInAs("user");
    const profile = await (await api(`/api/professionals/${slug}`, { token })).json<Profile>();
    // revealed client reviews of this advisor so far: this file's earlier contracts where both reviewed (4.3, 4.3) and this one (3.3)
    const expected = await one<{ avg: number; n: number }>(
      "SELECT avg(r.score) AS avg, count(*) AS n FROM contract_reviews r JOIN contracts c ON c.id = r.contract_id WHERE r.subject_id = ? AND r.side = 'client' AND (EXISTS (SELECT 1 FROM contract_reviews o WHERE o.contract_id = r.contract_id AND o.side = 'advisor') OR c.ended_at <= ?)",
      advisorId,
      Date.now() - 14 * DAY,
    );
    expect(profile.reviewCount).toBe(expected.n);
    expect(profile.rating).toBe(Math.round(expected.avg * 10) / 10);
    expect(profile.completedContracts).toBe(5);
    expect(profile.onTimeRate).toBe(1);
    expect(profile.reviews[0]).toMatchObject({ score: 3.3, comment: "Fine.", response: "Thank you for the work together.", clientName: "Reviewing" });

    // on the profile page and on the proposals comparison
    const html = await (await page(`/professionals/${slug}`, { token })).text();
    expect(html).toContain('data-testid="advisor-reviews"');
    expect(html).toContain("Thank you for the work together.");
    const { token: owner } = await signUpFresh("Comparing Owner");
    const r = await (await post("/api/marketplace/requests", owner, { title: "Compare", description: "Compare proposals, please.", jurisdiction: "CYP", kind: "implementation", budgetMin: 1, budgetMax: 900_000 })).json<{ id: string }>();
    await post(`/api/marketplace/requests/${r.id}/bids`, advisor, { amount: 100_000, timelineDays: 10, message: "Me.", milestones: [{ title: "All", amount: 100_000 }] });
    const bids = await (await api(`/api/marketplace/requests/${r.id}/bids`, { token: owner })).json<{ advisor: { rating: number; reviewCount: number; completedContracts: number; onTimeRate: number } }[]>();
    expect(bids[0].advisor).toMatchObject({ rating: profile.rating, reviewCount: profile.reviewCount, completedContracts: 5, onTimeRate: 1 });
    const compare = await (await page("/proposals", { token: owner })).text();
    expect(compare).toMatch(/data-testid="completed-contracts">5</);
    // the directory is shared with other test files (catalog-api counts its profiles)
    await env.DB.prepare("DELETE FROM advisor_profiles WHERE user_id = ?").bind(advisorId).run();
  });

  it("the contract page offers the form, then shows the own review and hides the other's (tr too)", async () => {
    const c = await completed();
    const before = await (await page(`/proposals?contract=${c.id}`, { token: c.client })).text();
    expect(before).toContain('data-testid="review-form"');
    const sent = await page(`/proposals?contract=${c.id}`, { token: c.client, form: { intent: "review", id: c.id, "rating.quality": "5", "rating.communication": "5", "rating.timeliness": "4", comment: "Great.", privateNote: "" } });
    expect(sent.status).toBe(302);
    const advisorPage = await (await page(`/advisor/contracts?contract=${c.id}&lng=tr`, { token: advisor })).text();
    expect(advisorPage).toContain('data-testid="their-review-hidden"');
    expect(advisorPage).toContain("Karşı taraf sizi değerlendirdi");
    expect(advisorPage).not.toContain("Great.");
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM contract_reviews WHERE contract_id = ? AND side = 'client' AND score > 4.6", c.id)).n).toBe(1);
  });
});
