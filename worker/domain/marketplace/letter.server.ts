import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  advisorProfiles,
  contractEvents,
  contractLetters,
  contractSignatures,
  contracts,
  marketplaceBids,
  marketplaceRequests,
  users,
  type ContractLetterRow,
  type ContractRow,
  type ContractSignatureRow,
  type SigningParty,
} from "#db/schema";
import { AppError, notFound } from "#worker/errors";
import { insertSelect } from "#worker/domain/guarded-insert.server";
import { twin } from "#worker/domain/locale";
import { newId, runBatch } from "#worker/domain/workspace.server";
import { activityStatement, guardedEvent, isConstraintFailure, notifyStatement, subjectOf } from "./effects.server";
import { certificateSection, letterSections, letterTitle, type CertificateEntry, type LetterContent, type LetterLocale, type LetterSection } from "./letter-text";
import { renderLetterPdf, sha256Hex } from "./letter-pdf.server";
import { z } from "zod";

/**
 * The engagement letter both parties sign (issue 31, decision 200). State machine of the letter:
 * awaiting_signatures → client_signed | advisor_signed → signed (the contract becomes active in the
 * batch that adds the second signature); void when the contract was cancelled before both signed.
 * Signing is legal only while the contract awaits signatures and the caller's side has not signed:
 * anything else is a 409 naming the letter's state. A stranger gets 404.
 */

export type LetterStatus = "awaiting_signatures" | "client_signed" | "advisor_signed" | "signed" | "void";

export interface LetterSignature {
  party: SigningParty;
  name: string;
  signedAt: string;
}

export interface Letter {
  contractId: string;
  status: LetterStatus;
  contractStatus: ContractRow["status"];
  locale: LetterLocale;
  title: string;
  /** the PDF to read and sign; once signed, the signed PDF with its certificate */
  pdfUrl: string;
  /** SHA-256 (hex) of the letter both sign */
  sha256: string;
  /** SHA-256 of the signed PDF (letter + signing certificate), once both signed */
  signedSha256: string | null;
  signatures: LetterSignature[];
  /** the caller's side */
  party: SigningParty;
  sections: LetterSection[];
  certificate: LetterSection | null;
}

export const signInputSchema = z.object({
  name: z.string().trim().min(2, "Type your full name.").max(120),
  consent: z.literal(true, { errorMap: () => ({ message: "Consent is required to sign." }) }),
});
export type SignInput = z.infer<typeof signInputSchema>;

export function letterStatus(contractStatus: ContractRow["status"], parties: readonly SigningParty[]): LetterStatus {
  if (parties.includes("client") && parties.includes("advisor")) return "signed";
  if (contractStatus === "cancelled") return "void";
  if (parties.includes("client")) return "client_signed";
  if (parties.includes("advisor")) return "advisor_signed";
  return "awaiting_signatures";
}

const partyOf = (row: Pick<ContractRow, "clientId" | "advisorId">, userId: string): SigningParty | null =>
  row.clientId === userId ? "client" : row.advisorId === userId ? "advisor" : null;

/** The contract (parties only, else 404), its letter and signatures: one round trip. */
async function readLetter(db: Database, userId: string, contractId: string) {
  const [rows, letters, signatures] = await db.batch([
    db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, contractId), or(eq(contracts.clientId, userId), eq(contracts.advisorId, userId)))),
    db.select().from(contractLetters).where(eq(contractLetters.contractId, contractId)),
    db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contractId)).orderBy(asc(contractSignatures.signedAt), asc(contractSignatures.party)),
  ]);
  const contract = rows[0];
  if (!contract) throw notFound();
  return { contract, letter: letters[0] as ContractLetterRow | undefined, signatures };
}

/** What the letter says, read from the contract, its request, bid and parties (in its language of record). */
async function letterContent(db: Database, contract: ContractRow): Promise<LetterContent> {
  const locale: LetterLocale = contract.locale === "tr" ? "tr" : "en";
  // jurisdiction and structure by subquery: joined, their name_en columns collided in the batch's rows
  const [request, bid, client, advisor, profile] = await db.batch([
    db
      .select({
        row: marketplaceRequests,
        jName: sql<string>`(SELECT j.name_en FROM jurisdictions j WHERE j.iso3 = ${marketplaceRequests.jurisdiction})`,
        jNameTr: sql<string>`(SELECT j.name_tr FROM jurisdictions j WHERE j.iso3 = ${marketplaceRequests.jurisdiction})`,
        sName: sql<string | null>`(SELECT s.name_en FROM structures s WHERE s.slug = ${marketplaceRequests.structure})`,
        sNameTr: sql<string | null>`(SELECT s.name_tr FROM structures s WHERE s.slug = ${marketplaceRequests.structure})`,
      })
      .from(marketplaceRequests)
      .where(eq(marketplaceRequests.id, contract.requestId)),
    db.select({ timelineDays: marketplaceBids.timelineDays, milestones: marketplaceBids.milestones, titlesTr: marketplaceBids.milestoneTitlesTr }).from(marketplaceBids).where(eq(marketplaceBids.id, contract.bidId)),
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, contract.clientId)),
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, contract.advisorId)),
    db.select({ firm: advisorProfiles.firm, verified: advisorProfiles.verified, fictional: advisorProfiles.fictional }).from(advisorProfiles).where(eq(advisorProfiles.userId, contract.advisorId)),
  ]);
  const r = request[0];
  const b = bid[0];
  if (!r || !b || !client[0] || !advisor[0]) throw notFound();
  const p = profile[0];
  return {
    version: 1,
    locale,
    contractId: contract.id,
    date: contract.createdAt.toISOString(),
    title: twin(locale, r.row.title, r.row.titleTr),
    scope: twin(locale, r.row.description, r.row.descriptionTr),
    client: client[0],
    advisor: { ...advisor[0], firm: p?.firm ?? null, licensed: Boolean(p?.verified && !p.fictional) },
    jurisdiction: { iso3: r.row.jurisdiction, name: locale === "tr" ? r.jNameTr : r.jName },
    structure: r.row.structure ? { slug: r.row.structure, name: (locale === "tr" ? r.sNameTr : r.sName) ?? r.row.structure } : null,
    kind: r.row.kind,
    timelineDays: b.timelineDays,
    milestones: b.milestones.map((m, i) => ({ title: twin(locale, m.title, b.titlesTr?.[i] ?? null), amount: m.amount })),
    amount: contract.amount,
    currency: contract.currency,
    commissionBp: contract.commissionBp,
  };
}

const toBase64 = (bytes: Uint8Array) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/**
 * The letter of a contract, written the first time anyone asks (the PDF is rendered from the
 * frozen content); of two first readers racing, the INSERT OR IGNORE keeps one, and both then read it.
 */
async function ensureLetter(db: Database, contract: ContractRow, existing: ContractLetterRow | undefined): Promise<ContractLetterRow> {
  if (existing) return existing;
  const content = await letterContent(db, contract);
  const pdf = await renderLetterPdf(letterTitle(content.locale), letterSections(content), null, new Date(content.date));
  const row: ContractLetterRow = {
    contractId: contract.id,
    locale: content.locale,
    content: content as unknown as Record<string, unknown>,
    pdf: toBase64(pdf),
    sha256: await sha256Hex(pdf),
    signedPdf: null,
    signedSha256: null,
    createdAt: new Date(),
  };
  await db.insert(contractLetters).values(row).onConflictDoNothing();
  const stored = await db.select().from(contractLetters).where(eq(contractLetters.contractId, contract.id)).get();
  return stored!;
}

const certificateEntries = (signatures: ContractSignatureRow[]): CertificateEntry[] =>
  signatures.map((s) => ({ party: s.party, name: s.name, signedAt: s.signedAt.toISOString().replace("T", " ").slice(0, 19), ip: s.ip, method: s.method }));

/** Once both signed: the signed PDF (letter + certificate page), written once (deterministic, so a second writer writes the same bytes). */
async function ensureSignedPdf(db: Database, letter: ContractLetterRow, signatures: ContractSignatureRow[]): Promise<ContractLetterRow> {
  if (letter.signedPdf || signatures.length < 2) return letter;
  const content = letter.content as unknown as LetterContent;
  const certificate = certificateSection(content, letter.sha256, certificateEntries(signatures));
  const last = signatures.reduce((a, s) => (s.signedAt > a ? s.signedAt : a), signatures[0].signedAt);
  const pdf = await renderLetterPdf(letterTitle(content.locale), letterSections(content), certificate, last);
  const signedPdf = toBase64(pdf);
  const signedSha256 = await sha256Hex(pdf);
  await db
    .update(contractLetters)
    .set({ signedPdf, signedSha256 })
    .where(and(eq(contractLetters.contractId, letter.contractId), sql`${contractLetters.signedPdf} IS NULL`));
  return { ...letter, signedPdf, signedSha256 };
}

function toLetter(contract: ContractRow, letter: ContractLetterRow, signatures: ContractSignatureRow[], party: SigningParty, pdfBase: string): Letter {
  const content = letter.content as unknown as LetterContent;
  const status = letterStatus(contract.status, signatures.map((s) => s.party));
  return {
    contractId: contract.id,
    status,
    contractStatus: contract.status,
    locale: letter.locale,
    title: letterTitle(letter.locale),
    pdfUrl: `${pdfBase}/${contract.id}/letter/pdf`,
    sha256: letter.sha256,
    signedSha256: letter.signedSha256,
    signatures: signatures.map((s) => ({ party: s.party, name: s.name, signedAt: s.signedAt.toISOString() })),
    party,
    sections: letterSections(content),
    certificate: status === "signed" ? certificateSection(content, letter.sha256, certificateEntries(signatures)) : null,
  };
}

/** GET /api/contracts/:id/letter: the letter, its state and signatures (parties only). */
export async function getLetter(db: Database, userId: string, contractId: string, pdfBase = "/api/contracts"): Promise<Letter> {
  const { contract, letter, signatures } = await readLetter(db, userId, contractId);
  let stored = await ensureLetter(db, contract, letter);
  stored = await ensureSignedPdf(db, stored, signatures);
  return toLetter(contract, stored, signatures, partyOf(contract, userId)!, pdfBase);
}

/** The PDF bytes a party downloads: the signed PDF once both signed, else the letter to sign. */
export async function letterPdf(db: Database, userId: string, contractId: string): Promise<{ bytes: Uint8Array; filename: string }> {
  const { contract, letter, signatures } = await readLetter(db, userId, contractId);
  const stored = await ensureSignedPdf(db, await ensureLetter(db, contract, letter), signatures);
  const signed = stored.signedPdf !== null;
  return { bytes: fromBase64(stored.signedPdf ?? stored.pdf), filename: `engagement-letter-${contract.id}${signed ? "-signed" : ""}.pdf` };
}

export const letterPdfResponse = ({ bytes, filename }: { bytes: Uint8Array; filename: string }) =>
  new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
  });

const letterConflict = (status: LetterStatus, contractStatus: string) =>
  new AppError(409, "CONFLICT", `Cannot sign a letter that is ${status === "void" || status === "signed" ? status : status.replace("_", " ")} (the contract is ${contractStatus}).`, {
    status,
    contractStatus,
  });

/**
 * POST /api/contracts/:id/sign {name, consent: true}. One batch: the signature (guarded: the
 * contract still awaits signatures; the unique index on (contract, party) refuses a second one),
 * the contract's move to active when this is the second signature (decided by SQLite from the rows
 * as it writes, so two parties signing at once both succeed and exactly one batch activates it),
 * the events and the other party's notice.
 */
export async function signLetter(db: Database, userId: string, contractId: string, input: SignInput, meta: { ip: string | null; userAgent: string | null }, now = new Date()): Promise<Letter> {
  const { contract, letter, signatures } = await readLetter(db, userId, contractId);
  const party = partyOf(contract, userId)!;
  const state = letterStatus(contract.status, signatures.map((s) => s.party));
  if (contract.status !== "awaiting_signatures" || signatures.some((s) => s.party === party)) throw letterConflict(state, contract.status);
  const stored = await ensureLetter(db, contract, letter);
  const request = await db.select({ title: marketplaceRequests.title, titleTr: marketplaceRequests.titleTr }).from(marketplaceRequests).where(eq(marketplaceRequests.id, contract.requestId)).get();
  const subject = subjectOf(request ?? { title: "", titleTr: null });
  const other = party === "client" ? contract.advisorId : contract.clientId;
  const links = { client: `/contracts/${contractId}/letter`, advisor: `/contracts/${contractId}/letter` };
  const active = sql`EXISTS (SELECT 1 FROM contracts c WHERE c.id = ${contractId} AND c.status = 'active')`;
  try {
    await runBatch(db, [
      insertSelect(
        db,
        contractSignatures,
        { id: newId(), contractId, party, userId, name: input.name, method: "typed", ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null, documentSha256: stored.sha256, signedAt: now },
        sql`EXISTS (SELECT 1 FROM contracts c WHERE c.id = ${contractId} AND c.status = 'awaiting_signatures')`,
      ),
      // no signature written (the contract no longer awaits signatures) → NULL id → the batch fails
      guardedEvent(db, { contractId, actorId: userId, kind: "signed" }, now),
      db
        .update(contracts)
        .set({ status: "active", updatedAt: now })
        .where(and(eq(contracts.id, contractId), eq(contracts.status, "awaiting_signatures"), sql`(SELECT count(*) FROM contract_signatures s WHERE s.contract_id = ${contractId}) = 2`)),
      insertSelect(db, contractEvents, { id: newId(), contractId, milestoneId: null, actorId: null, kind: "activated", amount: null, createdAt: now }, active),
      activityStatement(db, userId, { kind: "contract.signed", text: { en: "You signed an engagement letter", tr: "Bir hizmet mektubunu imzaladınız" }, subject, link: links[party] }, now),
      notifyStatement(db, other, { title: { en: "The engagement letter was signed by the other party", tr: "Hizmet mektubu karşı tarafça imzalandı" }, subject, link: links[party === "client" ? "advisor" : "client"], icon: "file-text" }, now),
    ]);
  } catch (error) {
    if (!isConstraintFailure(error)) throw error;
    const again = await readLetter(db, userId, contractId);
    throw letterConflict(letterStatus(again.contract.status, again.signatures.map((s) => s.party)), again.contract.status);
  }
  return getLetter(db, userId, contractId);
}

export interface Verification {
  /** letter: the document both sign; signed: the signed PDF with its certificate; null: no record */
  match: "letter" | "signed" | null;
  sha256: string;
  contractId: string | null;
  status: LetterStatus | null;
  signatures: LetterSignature[];
}

/** The verify page: is this PDF (its SHA-256) a letter TaxAtlas holds? Public: the holder has the document already. */
export async function verifyDocument(db: Database, bytes: Uint8Array): Promise<Verification> {
  const sha256 = await sha256Hex(bytes);
  const row = await db
    .select({ contractId: contractLetters.contractId, sha256: contractLetters.sha256, status: contracts.status })
    .from(contractLetters)
    .innerJoin(contracts, eq(contracts.id, contractLetters.contractId))
    .where(or(eq(contractLetters.sha256, sha256), eq(contractLetters.signedSha256, sha256)))
    .get();
  if (!row) return { match: null, sha256, contractId: null, status: null, signatures: [] };
  const signatures = await db.select().from(contractSignatures).where(eq(contractSignatures.contractId, row.contractId)).orderBy(asc(contractSignatures.signedAt)).all();
  return {
    match: row.sha256 === sha256 ? "letter" : "signed",
    sha256,
    contractId: row.contractId,
    status: letterStatus(row.status, signatures.map((s) => s.party)),
    signatures: signatures.map((s) => ({ party: s.party, name: s.name, signedAt: s.signedAt.toISOString() })),
  };
}

/** Who signs from where: the connecting address when Cloudflare names it (a local run has only a fallback key). */
export const signerOf = (ctx: { clientIp: string; userAgent: string | null }) => ({ ip: ctx.clientIp.startsWith("client:") ? null : ctx.clientIp, userAgent: ctx.userAgent });

/** A PDF to verify: 1 MB at most, sent as the body (application/pdf) or as the `file` field of a form. */
export const VERIFY_MAX_BYTES = 1024 * 1024;

export async function readPdfBytes(file: Blob | null): Promise<Uint8Array> {
  if (!file || file.size === 0) throw new AppError(400, "VALIDATION_FAILED", "Choose the PDF to verify.", { fieldErrors: { file: ["Choose the PDF to verify."] } });
  if (file.size > VERIFY_MAX_BYTES) throw new AppError(413, "PAYLOAD_TOO_LARGE", "A letter is smaller than 1 MB.");
  return new Uint8Array(await file.arrayBuffer());
}

export async function readPdfUpload(c: { req: { header(name: string): string | undefined; raw: Request } }): Promise<Uint8Array> {
  const type = c.req.header("Content-Type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const file = (await c.req.raw.formData()).get("file");
    return readPdfBytes(file instanceof Blob ? file : null);
  }
  return readPdfBytes(await c.req.raw.blob());
}
