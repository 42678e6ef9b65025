import { expect } from "vitest";
import { api } from "./helpers";

/**
 * A real marketplace contract between a client and an advisor (request → bid → accept through the
 * API), for tests whose rules depend on "works with" (document sharing, compliance entity links).
 */
export async function contractBetween(clientToken: string, advisorToken: string, milestones = [{ title: "Setup", amount: 100_000 }]) {
  const r = await api("/api/marketplace/requests", {
    token: clientToken,
    body: { title: "Help with my holding", description: "Looking for an advisor for my holding company.", jurisdiction: "CYP", kind: "implementation", budgetMin: 1, budgetMax: 10_000_000 },
  });
  expect(r.status, await r.clone().text()).toBe(201);
  const requestId = (await r.json<{ id: string }>()).id;
  const amount = milestones.reduce((s, m) => s + m.amount, 0);
  const b = await api(`/api/marketplace/requests/${requestId}/bids`, { token: advisorToken, body: { amount, timelineDays: 10, message: "I can do this.", milestones } });
  expect(b.status, await b.clone().text()).toBe(201);
  const a = await api(`/api/marketplace/bids/${(await b.json<{ id: string }>()).id}/accept`, { token: clientToken, method: "POST" });
  expect(a.status, await a.clone().text()).toBe(200);
  const contract = (await a.json<{ contract: { id: string; milestones: { id: string }[] } }>()).contract;
  await signBoth(contract.id, clientToken, advisorToken);
  return contract;
}

/**
 * Both parties sign the engagement letter (issue 31): the contract an accept creates awaits both
 * signatures before it is active and can be funded. Returns the contract as it is then.
 */
export async function signBoth<T = { id: string; status: string }>(contractId: string, clientToken: string, advisorToken: string): Promise<T> {
  for (const [token, name] of [[clientToken, "Client Signer"], [advisorToken, "Advisor Signer"]] as const) {
    const res = await api(`/api/contracts/${contractId}/sign`, { token, body: { name, consent: true } });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  const c = await api(`/api/contracts/${contractId}`, { token: clientToken });
  const contract = await c.json<T & { status: string }>();
  expect(contract.status).toBe("active");
  return contract;
}

/**
 * The client disputes a submitted milestone (reason and a text item of evidence) and the advisor
 * answers (issue 31): afterwards an admin may decide it.
 */
export async function disputeAndAnswer(contractId: string, milestoneId: string, clientToken: string, advisorToken: string) {
  const base = `/api/contracts/${contractId}/milestones/${milestoneId}/dispute`;
  const d = await api(base, { token: clientToken, body: { reason: "The work is incomplete.", evidence: ["The annual filing is missing."] } });
  expect(d.status, await d.clone().text()).toBe(200);
  const r = await api(`${base}/response`, { token: advisorToken, body: { statement: "It was delivered as agreed.", evidence: [] } });
  expect(r.status, await r.clone().text()).toBe(200);
}

const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };

/** The client funds a milestone by card (the test payment provider). */
export async function fundWithCard(clientToken: string, contractId: string, milestoneId: string) {
  const res = await api(`/api/contracts/${contractId}/milestones/${milestoneId}/fund`, { token: clientToken, body: { method: "card", card: VISA_OK }, headers: { "Idempotency-Key": `fund-${crypto.randomUUID()}` } });
  expect(res.status, await res.clone().text()).toBe(201);
}
