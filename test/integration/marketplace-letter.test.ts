import { beforeAll, describe, expect, it } from "vitest";
import { MARKETPLACE_SEED } from "#db/seed/marketplace";
import { sha256Hex } from "#worker/domain/marketplace/letter-pdf.server";
import { anonymousToken, api, apiForm, demoId, env, errorOf, signInAs, signUpFresh } from "#test/helpers";

/** Issue 31: the engagement letter both parties sign before a contract is active (decision 200). */

type Letter = {
  status: string;
  contractStatus: string;
  locale: string;
  title: string;
  pdfUrl: string;
  sha256: string;
  signedSha256: string | null;
  signatures: { party: string; name: string; signedAt: string }[];
  sections: { heading: string; lines: string[] }[];
  certificate: { heading: string; lines: string[] } | null;
};
type Verification = { match: string | null; sha256: string; contractId: string | null; status: string | null; signatures: { party: string; name: string }[] };

const VISA_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
let client: string, advisor: string, stranger: string;
const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

beforeAll(async () => {
  [client, advisor] = (await Promise.all([signInAs("user"), signInAs("advisor")])).map((s) => s.token);
  stranger = (await signUpFresh("Letter Stranger")).token;
});

/** request → bid → accept, without signing: the contract awaits both signatures. */
async function accepted(lng = "en") {
  const r = await api(`/api/marketplace/requests?lng=${lng}`, {
    token: client,
    body: { title: "Holding in Cyprus", description: "Set up a holding company and its bank account.", jurisdiction: "CYP", kind: "implementation", budgetMin: 1, budgetMax: 10_000_000 },
  });
  expect(r.status).toBe(201);
  const milestones = [
    { title: "Incorporation", amount: 300_000 },
    { title: "Bank account", amount: 200_000 },
  ];
  const b = await api(`/api/marketplace/requests/${(await r.json<{ id: string }>()).id}/bids`, { token: advisor, body: { amount: 500_000, timelineDays: 20, message: "Glad to help.", milestones } });
  expect(b.status).toBe(201);
  const a = await api(`/api/marketplace/bids/${(await b.json<{ id: string }>()).id}/accept?lng=${lng}`, { token: client, method: "POST" });
  expect(a.status).toBe(200);
  return (await a.json<{ contract: { id: string; status: string; milestones: { id: string }[] } }>()).contract;
}

const letterOf = async (id: string, token = client) => {
  const res = await api(`/api/contracts/${id}/letter`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return res.json<Letter>();
};
const sign = (id: string, token: string, body: unknown = { name: "A Person", consent: true }) => api(`/api/contracts/${id}/sign`, { token, body, headers: { "CF-Connecting-IP": "198.51.100.7" } });
const pdfOf = async (id: string, token = client) => {
  const res = await api(`/api/contracts/${id}/letter/pdf`, { token });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/pdf");
  return new Uint8Array(await res.arrayBuffer());
};
const verify = async (bytes: Uint8Array) => {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], "letter.pdf", { type: "application/pdf" }));
  const res = await apiForm("/api/contracts/verify", form);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<Verification>();
};

describe("the engagement letter", () => {
  it("accepting writes a letter with parties, scope, jurisdiction, milestones, commission, refund and dispute terms and the advice line; the contract awaits signatures", async () => {
    const c = await accepted();
    expect(c.status).toBe("awaiting_signatures");
    const letter = await letterOf(c.id);
    expect(letter).toMatchObject({ status: "awaiting_signatures", contractStatus: "awaiting_signatures", locale: "en", title: "Engagement letter", pdfUrl: `/api/contracts/${c.id}/letter/pdf`, signatures: [], signedSha256: null, certificate: null });
    const text = letter.sections.flatMap((s) => [s.heading, ...s.lines]).join("\n");
    for (const part of ["Parties", "Scope of work", "Holding in Cyprus", "Jurisdiction: Cyprus (CYP)", "Incorporation: $3,000.00", "Bank account: $2,000.00", "Total: $5,000.00", "25%", "refunded to the Client in full", "5 business days", "Not legal or tax advice"]) {
      expect(text).toContain(part);
    }
    // the PDF is the document whose SHA-256 the record holds, the same for both parties
    const pdf = await pdfOf(c.id);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(await sha256Hex(pdf)).toBe(letter.sha256);
    expect(await sha256Hex(await pdfOf(c.id, advisor))).toBe(letter.sha256);
  });

  it("is written in Turkish when the client accepted in Turkish", async () => {
    const c = await accepted("tr");
    const letter = await letterOf(c.id);
    expect(letter.locale).toBe("tr");
    expect(letter.title).toBe("Hizmet sözleşmesi mektubu");
    expect(letter.sections.map((s) => s.heading)).toContain("7. İtirazlar");
    expect(await sha256Hex(await pdfOf(c.id))).toBe(letter.sha256);
  });

  it("a stranger gets 404 on every letter route, a guest 401; signing needs a name and consent: true", async () => {
    const c = await accepted();
    for (const res of [await api(`/api/contracts/${c.id}/letter`, { token: stranger }), await api(`/api/contracts/${c.id}/letter/pdf`, { token: stranger }), await sign(c.id, stranger)]) {
      expect(res.status).toBe(404);
    }
    const guest = await anonymousToken();
    for (const token of [undefined, guest]) {
      expect((await api(`/api/contracts/${c.id}/letter`, { token })).status).toBe(401);
      expect((await sign(c.id, token as string)).status).toBe(401);
    }
    for (const body of [{ name: "A Person", consent: false }, { name: "A Person" }, { name: "", consent: true }]) {
      const res = await sign(c.id, client, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    expect((await letterOf(c.id)).signatures).toEqual([]);
  });

  it("funding waits for both signatures (409 naming the state); the advisor funding is a wrong party (403)", async () => {
    const c = await accepted();
    const fund = (token: string) => api(`/api/contracts/${c.id}/milestones/${c.milestones[0].id}/fund`, { token, body: { method: "card", card: VISA_OK }, headers: { "Idempotency-Key": crypto.randomUUID() } });
    const early = await fund(client);
    expect(early.status).toBe(409);
    const error = await errorOf(early);
    expect(error).toMatchObject({ code: "CONFLICT", status: "awaiting_signatures" });
    expect(error.message).toContain("awaiting_signatures");
    const byAdvisor = await fund(advisor);
    expect(byAdvisor.status).toBe(403);
    expect((await errorOf(byAdvisor)).code).toBe("WRONG_PARTY");
    expect((await sign(c.id, client)).status).toBe(200);
    expect((await fund(client)).status).toBe(409);
    expect((await sign(c.id, advisor)).status).toBe(200);
    expect((await fund(client)).status).toBe(201);
  });

  it("client signs, then advisor: active only after both; the signed PDF carries the certificate and verifies; further signing is a 409 naming the state", async () => {
    const c = await accepted();
    const first = await sign(c.id, client, { name: "Demo User", consent: true });
    expect(first.status).toBe(200);
    expect(await first.json<Letter>()).toMatchObject({ status: "client_signed", contractStatus: "awaiting_signatures", signatures: [{ party: "client", name: "Demo User" }] });
    const again = await sign(c.id, client);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: "CONFLICT", status: "client_signed" });
    const advisorNotice = await count("SELECT count(*) AS n FROM inbox_items WHERE user_id = ? AND link = ? AND title LIKE 'The engagement letter was signed%'", demoId("advisor"), `/contracts/${c.id}/letter`);
    expect(advisorNotice).toBe(1);

    const second = await sign(c.id, advisor, { name: "Demo Advisor", consent: true });
    expect(second.status).toBe(200);
    const letter = await second.json<Letter>();
    expect(letter).toMatchObject({ status: "signed", contractStatus: "active" });
    expect(letter.signatures.map((s) => [s.party, s.name])).toEqual([
      ["client", "Demo User"],
      ["advisor", "Demo Advisor"],
    ]);
    expect((await (await api(`/api/contracts/${c.id}`, { token: client })).json<{ status: string }>()).status).toBe("active");
    // the certificate: who, when, from which address, the hash of the document signed
    const certificate = letter.certificate!.lines.join("\n");
    expect(certificate).toContain(letter.sha256);
    expect(certificate).toContain("198.51.100.7");
    expect(certificate).toContain("Demo User");
    expect(await count("SELECT count(*) AS n FROM contract_signatures WHERE contract_id = ? AND document_sha256 = ? AND ip = '198.51.100.7'", c.id, letter.sha256)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'activated'", c.id)).toBe(1);

    // the download is now the signed PDF; both it and the letter verify against the record
    const signedPdf = await pdfOf(c.id);
    expect(await sha256Hex(signedPdf)).toBe(letter.signedSha256);
    expect(letter.signedSha256).not.toBe(letter.sha256);
    expect(await verify(signedPdf)).toMatchObject({ match: "signed", contractId: c.id, status: "signed" });
    const original = await env.DB.prepare("SELECT pdf FROM contract_letters WHERE contract_id = ?").bind(c.id).first<{ pdf: string }>();
    expect(await verify(Uint8Array.from(atob(original!.pdf), (ch) => ch.charCodeAt(0)))).toMatchObject({ match: "letter", contractId: c.id });
    // one changed byte is not the document
    const tampered = signedPdf.slice();
    tampered[tampered.length - 20] ^= 1;
    expect(await verify(tampered)).toMatchObject({ match: null, contractId: null });

    const late = await sign(c.id, advisor);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: "CONFLICT", status: "signed" });
  });

  it("double-signing at once: one 200, one 409, one signature row", async () => {
    const c = await accepted();
    const results = await Promise.all([sign(c.id, client), sign(c.id, client)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count("SELECT count(*) AS n FROM contract_signatures WHERE contract_id = ?", c.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'signed'", c.id)).toBe(1);
  });

  it("both parties signing at once: both succeed, the contract is active once, with one activation", async () => {
    const c = await accepted();
    const results = await Promise.all([sign(c.id, client), sign(c.id, advisor)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await letterOf(c.id)).status).toBe("signed");
    expect(await count("SELECT count(*) AS n FROM contracts WHERE id = ? AND status = 'active'", c.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM contract_events WHERE contract_id = ? AND kind = 'activated'", c.id)).toBe(1);
  });

  it("a contract cancelled before both signed voids its letter: signing is a 409 naming void", async () => {
    const c = await accepted();
    expect((await sign(c.id, client)).status).toBe(200);
    const cancel = await api(`/api/contracts/${c.id}/cancel`, { token: advisor, method: "POST" });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect((await letterOf(c.id)).status).toBe("void");
    const res = await sign(c.id, advisor);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ status: "void", contractStatus: "cancelled" });
  });

  it("the seeded demo contracts count as signed (migrated) and stay active", async () => {
    const id = MARKETPLACE_SEED.activeContractId;
    const letter = await letterOf(id);
    expect(letter.status).toBe("signed");
    expect(letter.contractStatus).toBe("active");
    expect(letter.signatures.map((s) => s.party).sort()).toEqual(["advisor", "client"]);
    expect(letter.certificate!.lines.join(" ")).toContain("before electronic signing");
  });
});
