import { assertBalanced, clientCash, move, parseAccountKey, PLATFORM_ACCOUNTS, type LedgerEntryInput } from "#worker/domain/billing/ledger.server";
import { fundMovement, releaseMovement, type EscrowContract } from "#worker/domain/marketplace/escrow.server";
import { COMMISSION_BP } from "#worker/domain/marketplace/state";
import { insertOrIgnore } from "./sql";

/**
 * Marketplace demo data (issue 11): an open request of user@ with two bids, an active contract
 * between user@ and advisor@ (one milestone released, one funded, one still to fund) and a
 * completed recurring one. The money is in the ledger exactly as the API would have written it
 * (card payment → escrow_fund → escrow_release, same movement builders, checked to balance), so
 * the trial balance stays zero and escrowBalance matches the milestones. Ids are fixed so pages,
 * browser tests and docs/api.md can name them; everything is INSERT … ON CONFLICT DO NOTHING.
 *
 * Request titles and descriptions, bid messages and milestone titles are written in English with
 * their Turkish twins beside them (`*_tr`, decisions 099 and 107); what people post has none.
 */

const USER = "usr_demo_user";
const ADVISOR = "usr_demo_advisor";
/** A fictional advisor of the professionals seed (an account nobody can sign in to). */
const SECOND_ADVISOR = "usr_adv_andreas-georgiou";
const DAY = 24 * 60 * 60 * 1000;

export const MARKETPLACE_SEED = {
  openRequestId: "mkt_req_demo_open",
  openBidIds: ["mkt_bid_demo_open_advisor", "mkt_bid_demo_open_second"],
  activeRequestId: "mkt_req_demo_active",
  activeContractId: "mkt_ctr_demo_active",
  activeMilestoneIds: ["mkt_ms_demo_active_1", "mkt_ms_demo_active_2", "mkt_ms_demo_active_3"],
  completedRequestId: "mkt_req_demo_done",
  completedContractId: "mkt_ctr_demo_done",
  completedMilestoneIds: ["mkt_ms_demo_done_1", "mkt_ms_demo_done_2"],
} as const;

/** Seeded text in both languages: the English column and its Turkish twin. */
type Text = { en: string; tr: string };
type Milestone = { id: string; title: Text; amount: number; status: "unfunded" | "funded" | "released" };

interface SeedContract {
  requestId: string;
  bidId: string;
  contractId: string;
  title: Text;
  description: Text;
  jurisdiction: string;
  structure: string | null;
  kind: "implementation" | "recurring";
  budget: [number, number];
  message: Text;
  serviceId: string | null;
  timelineDays: number;
  status: "active" | "completed";
  daysAgo: number;
  milestones: Milestone[];
}

const CONTRACTS: SeedContract[] = [
  {
    requestId: MARKETPLACE_SEED.activeRequestId,
    bidId: "mkt_bid_demo_active",
    contractId: MARKETPLACE_SEED.activeContractId,
    title: { en: "Move our Turkish group under a Malta holding", tr: "Türk grubumuzu Malta holding altına taşıma" },
    description: {
      en: "We run two operating companies in Türkiye and want a Malta holding above them, with the participation exemption and a clean share transfer.",
      tr: "Türkiye'de iki işletme şirketimiz var; katılım istisnasından yararlanan bir Malta holdingini üstlerine kurmak ve hisse devrini sorunsuz yapmak istiyoruz.",
    },
    jurisdiction: "MLT",
    structure: "holding-company",
    kind: "implementation",
    budget: [800_000, 1_500_000],
    message: { en: "I have restructured several Turkish groups under Maltese holdings.", tr: "Birçok Türk grubunu Malta holdingleri altında yeniden yapılandırdım." },
    serviceId: "svc_mt_holding",
    timelineDays: 45,
    status: "active",
    daysAgo: 20,
    milestones: [
      { id: MARKETPLACE_SEED.activeMilestoneIds[0], title: { en: "Structure memo", tr: "Yapı raporu" }, amount: 400_000, status: "released" },
      { id: MARKETPLACE_SEED.activeMilestoneIds[1], title: { en: "Malta holding incorporation", tr: "Malta holding kuruluşu" }, amount: 500_000, status: "funded" },
      { id: MARKETPLACE_SEED.activeMilestoneIds[2], title: { en: "Share transfer and filings", tr: "Hisse devri ve bildirimler" }, amount: 300_000, status: "unfunded" },
    ],
  },
  {
    requestId: MARKETPLACE_SEED.completedRequestId,
    bidId: "mkt_bid_demo_done",
    contractId: MARKETPLACE_SEED.completedContractId,
    title: { en: "Annual compliance for our Cyprus company", tr: "Kıbrıs şirketimiz için yıllık uyum hizmeti" },
    description: {
      en: "Bookkeeping, audited accounts, the corporate tax return and the annual levy for one Cyprus private company.",
      tr: "Bir Kıbrıs şirketi için defter tutma, denetimli finansal tablolar, kurumlar vergisi beyannamesi ve yıllık harç.",
    },
    jurisdiction: "CYP",
    structure: "private-limited-company",
    kind: "recurring",
    budget: [200_000, 400_000],
    message: { en: "Our annual package covers all of it.", tr: "Yıllık paketimiz bunların hepsini kapsıyor." },
    serviceId: "svc_annual_compliance",
    timelineDays: 365,
    status: "completed",
    daysAgo: 120,
    milestones: [
      { id: MARKETPLACE_SEED.completedMilestoneIds[0], title: { en: "Bookkeeping and accounts", tr: "Defter ve finansal tablolar" }, amount: 180_000, status: "released" },
      { id: MARKETPLACE_SEED.completedMilestoneIds[1], title: { en: "Tax return and levy", tr: "Vergi beyannamesi ve harç" }, amount: 100_000, status: "released" },
    ],
  },
];

/** One ledger transaction as seed rows, validated by the ledger's own rules (balanced, known accounts, non-zero integers). */
function ledgerRows(id: string, movement: { kind: string; memo: string; refType: string; refId: string; entries: LedgerEntryInput[] }, at: number): string[] {
  assertBalanced(movement.entries);
  return [
    ...movement.entries.map((e) => {
      const a = parseAccountKey(e.account);
      return insertOrIgnore("ledger_accounts", { key: a.key, kind: a.kind, owner_id: a.ownerId, created_at: at });
    }),
    insertOrIgnore("ledger_transactions", { id, kind: movement.kind, memo: movement.memo, ref_type: movement.refType, ref_id: movement.refId, created_at: at }),
    ...movement.entries.map((e, i) => insertOrIgnore("ledger_postings", { id: `${id}_${i}`, transaction_id: id, account: e.account, amount: e.amount, currency: e.currency, created_at: at })),
  ];
}

function request(r: { id: string; title: Text; description: Text; jurisdiction: string; structure: string | null; kind: string; budget: [number, number]; status: string; at: number }) {
  return insertOrIgnore("marketplace_requests", {
    id: r.id,
    owner_id: USER,
    title: r.title.en,
    title_tr: r.title.tr,
    description: r.description.en,
    description_tr: r.description.tr,
    jurisdiction: r.jurisdiction,
    structure: r.structure,
    report_id: null,
    kind: r.kind,
    budget_min: r.budget[0],
    budget_max: r.budget[1],
    currency: "USD",
    deadline: null,
    status: r.status,
    expires_at: r.status === "open" ? r.at + 30 * DAY : null,
    created_at: r.at,
    updated_at: r.at,
  });
}

function bid(b: { id: string; requestId: string; advisorId: string; amount: number; timelineDays: number; message: Text; serviceId: string | null; milestones: { title: Text; amount: number }[]; status: string; at: number }) {
  return insertOrIgnore("marketplace_bids", {
    id: b.id,
    request_id: b.requestId,
    advisor_id: b.advisorId,
    amount: b.amount,
    currency: "USD",
    timeline_days: b.timelineDays,
    message: b.message.en,
    message_tr: b.message.tr,
    service_id: b.serviceId,
    milestones: JSON.stringify(b.milestones.map((m) => ({ title: m.title.en, amount: m.amount }))),
    milestone_titles_tr: JSON.stringify(b.milestones.map((m) => m.title.tr)),
    status: b.status,
    created_at: b.at,
    updated_at: b.at,
  });
}

export function marketplaceSeed(now: number): string[] {
  const out: string[] = [];
  const openAt = now - 2 * DAY;
  out.push(
    request({
      id: MARKETPLACE_SEED.openRequestId,
      title: { en: "Set up a Cyprus holding for our EU subsidiaries", tr: "AB iştiraklerimiz için Kıbrıs holding kurulumu" },
      description: {
        en: "We hold subsidiaries in the Netherlands and Germany and want a Cyprus holding with real substance: a local director, an office and a bank account.",
        tr: "Hollanda ve Almanya'daki iştiraklerimiz için gerçek ekonomik özü olan bir Kıbrıs holdingi istiyoruz: yerel yönetici, ofis ve banka hesabı.",
      },
      jurisdiction: "CYP",
      structure: "holding-company",
      kind: "implementation",
      budget: [400_000, 900_000],
      status: "open",
      at: openAt,
    }),
    bid({
      id: MARKETPLACE_SEED.openBidIds[0],
      requestId: MARKETPLACE_SEED.openRequestId,
      advisorId: ADVISOR,
      amount: 650_000,
      timelineDays: 30,
      message: { en: "Formation, registered office and bank introduction in one package.", tr: "Kuruluş, kayıtlı ofis ve banka tanıştırması tek pakette." },
      serviceId: "svc_cy_formation",
      milestones: [
        { title: { en: "Incorporation and registered office", tr: "Kuruluş ve kayıtlı ofis" }, amount: 400_000 },
        { title: { en: "Bank account and tax registration", tr: "Banka hesabı ve vergi kaydı" }, amount: 250_000 },
      ],
      status: "pending",
      at: openAt + 3 * 60 * 60 * 1000,
    }),
    bid({
      id: MARKETPLACE_SEED.openBidIds[1],
      requestId: MARKETPLACE_SEED.openRequestId,
      advisorId: SECOND_ADVISOR,
      amount: 720_000,
      timelineDays: 21,
      message: { en: "We add a substance review so the holding stands up to scrutiny.", tr: "Holdingin incelemeye dayanması için ekonomik öz incelemesi de ekliyoruz." },
      serviceId: null,
      milestones: [
        { title: { en: "Formation", tr: "Kuruluş" }, amount: 300_000 },
        { title: { en: "Substance set-up", tr: "Ekonomik öz kurulumu" }, amount: 270_000 },
        { title: { en: "Bank account", tr: "Banka hesabı" }, amount: 150_000 },
      ],
      status: "pending",
      at: openAt + 20 * 60 * 60 * 1000,
    }),
  );

  for (const c of CONTRACTS) {
    const start = now - c.daysAgo * DAY;
    const amount = c.milestones.reduce((s, m) => s + m.amount, 0);
    const escrow: EscrowContract = { id: c.contractId, clientId: USER, advisorId: ADVISOR, currency: "USD", commissionBp: COMMISSION_BP[c.kind] };
    out.push(
      request({ id: c.requestId, title: c.title, description: c.description, jurisdiction: c.jurisdiction, structure: c.structure, kind: c.kind, budget: c.budget, status: "awarded", at: start - 3 * DAY }),
      bid({
        id: c.bidId,
        requestId: c.requestId,
        advisorId: ADVISOR,
        amount,
        timelineDays: c.timelineDays,
        message: c.message,
        serviceId: c.serviceId,
        milestones: c.milestones.map(({ title, amount }) => ({ title, amount })),
        status: "accepted",
        at: start - 2 * DAY,
      }),
      insertOrIgnore("contracts", {
        id: c.contractId,
        request_id: c.requestId,
        bid_id: c.bidId,
        client_id: USER,
        advisor_id: ADVISOR,
        status: c.status,
        amount,
        currency: "USD",
        commission_bp: COMMISSION_BP[c.kind],
        ended_at: c.status === "completed" ? start + c.milestones.length * 4 * DAY : null,
        created_at: start,
        updated_at: start + c.milestones.length * 4 * DAY,
      }),
    );
    // Seeded contracts were agreed before the engagement letter (issue 31): signed by both at
    // acceptance, as migration 0023 marks real ones, so the demo's contracts stay active.
    for (const [party, userId] of [["client", USER], ["advisor", ADVISOR]] as const) {
      out.push(
        `INSERT OR IGNORE INTO contract_signatures (id, contract_id, party, user_id, name, method, signed_at) SELECT 'sig_migrated_${party}_${c.contractId}', '${c.contractId}', '${party}', id, name, 'migrated', ${start} FROM users WHERE id = '${userId}';`,
      );
    }
    const event = (n: string, kind: string, at: number, milestoneId: string | null, actorId: string | null, amount: number | null) =>
      insertOrIgnore("contract_events", { id: `cev_seed_${c.contractId}_${n}`, contract_id: c.contractId, milestone_id: milestoneId, actor_id: actorId, kind, amount, created_at: at });
    out.push(event("0", "accepted", start, null, USER, amount));
    c.milestones.forEach((m, i) => {
      const fundedAt = start + (i * 4 + 1) * DAY;
      const paymentId = m.status === "unfunded" ? null : `pay_seed_${m.id}`;
      out.push(insertOrIgnore("contract_milestones", { id: m.id, contract_id: c.contractId, position: i, title: m.title.en, title_tr: m.title.tr, amount: m.amount, status: m.status, payment_id: paymentId, to_advisor: null, to_client: null, updated_at: fundedAt }));
      if (!paymentId) return;
      // The card payment that funded it (test card 4242), and its money: processor → client cash → escrow.
      out.push(
        insertOrIgnore("payments", {
          id: paymentId,
          user_id: USER,
          purpose: "escrow",
          ref_id: m.id,
          description: `Escrow: ${c.title.en} — ${m.title.en}`.slice(0, 300),
          amount: m.amount,
          currency: "USD",
          method: "card",
          status: "succeeded",
          provider: "test",
          provider_ref: `seed_${m.id}`,
          card_brand: "visa",
          last4: "4242",
          reference: null,
          instructions: null,
          failure_code: null,
          idempotency_key: `seed-fund-${m.id}`,
          created_at: fundedAt,
          succeeded_at: fundedAt,
          refunded_at: null,
          received_by: null,
        }),
        ...ledgerRows(`ltx_seed_payment_${m.id}`, { kind: "payment", memo: "card payment 4242", refType: "payment", refId: paymentId, entries: move(PLATFORM_ACCOUNTS.processorClearing, clientCash(USER), m.amount, "USD") }, fundedAt),
        ...ledgerRows(`ltx_seed_fund_${m.id}`, fundMovement(escrow, m.id, USER, m.amount), fundedAt),
        event(`${i}_funded`, "funded", fundedAt, m.id, USER, m.amount),
      );
      if (m.status !== "released") return;
      const submittedAt = fundedAt + 2 * DAY;
      const releasedAt = fundedAt + 3 * DAY;
      out.push(
        event(`${i}_submitted`, "submitted", submittedAt, m.id, ADVISOR, null),
        ...ledgerRows(`ltx_seed_release_${m.id}`, releaseMovement(escrow, m.id, m.amount), releasedAt),
        event(`${i}_released`, "released", releasedAt, m.id, USER, m.amount),
      );
    });
    if (c.status === "completed") out.push(event("done", "completed", start + c.milestones.length * 4 * DAY, null, USER, amount));
  }
  return out;
}
