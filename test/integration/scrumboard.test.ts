import { beforeAll, describe, expect, it } from "vitest";
import { api, env, errorOf, page, signInAs, expectAllRefuseAnonymous } from "#test/helpers";

type Label = { id: string; boardId: string; title: string };
type Card = { id: string; boardId: string; listId: string; position: number; title: string; description: string | null; labels: Label[]; dueDate: string | null };
type List = { id: string; boardId: string; position: number; title: string };
type Board = { id: string; title: string; description: string | null; icon: string | null; lastActivity: string; members: { id: string; name: string; avatar: string | null }[]; lists: (List & { cards: Card[] })[]; labels: Label[] };

let user: string;
let advisor: string;
const S = "/api/apps/scrumboard";
const STEP = 65536;
const row = (table: string, id: string) => env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first<Record<string, unknown>>();
const board = async (id = "brd_demo_cyprus", token = user) => (await api(`${S}/board?id=${id}`, { token })).json<Board>();
const cardIds = (b: Board, listId: string) => b.lists.find((l) => l.id === listId)!.cards.map((c) => c.id);

beforeAll(async () => {
  user = (await signInAs("user")).token;
  advisor = (await signInAs("advisor")).token;
});

describe("who may call", () => {
  it("anonymous → 401 on every endpoint", async () => {
    await expectAllRefuseAnonymous(S, [
      ["GET", "/boards"],
      ["GET", "/board?id=brd_demo_cyprus"],
      ["POST", "/board/list"],
      ["PATCH", "/board/list"],
      ["DELETE", "/board/list?id=lst_demo_done"],
      ["PATCH", "/board/lists"],
      ["PUT", "/board/card"],
      ["PATCH", "/board/card"],
      ["DELETE", "/board/card?id=crd_demo_kyc"],
      ["PATCH", "/board/cards"],
      ["PATCH", "/board/card/positions"],
      ["GET", "/board/labels?boardId=brd_demo_cyprus"],
      ["PUT", "/board/label"],
      ["PATCH", "/board/label"],
      ["DELETE", "/board/label?id=lbl_demo_tax"],
    ]);
  });
});

describe("boards", () => {
  it("GET boards lists the user's boards (most recently active first) with members", async () => {
    const boards = await (await api(`${S}/boards`, { token: user })).json<Board[]>();
    expect(boards.map((b) => b.title)).toEqual(["Cyprus holding setup", "UAE free zone company"]);
    expect(boards[0].members.map((m) => m.name)).toEqual(["Elif Kaya", "Andreas Georgiou", "Maria Constantinou"]);
    expect(Object.keys(boards[0]).sort()).toEqual(["description", "icon", "id", "lastActivity", "members", "title"]);
    const advisorBoards = await (await api(`${S}/boards`, { token: advisor })).json<Board[]>();
    expect(advisorBoards.map((b) => b.id)).toEqual(["brd_adv_clients"]);
  });

  it("GET board?id= returns lists and cards by position, card labels as objects, board labels; foreign → 404", async () => {
    const b = await board();
    expect(b.lists.map((l) => l.title)).toEqual(["Backlog", "In progress", "Waiting on client", "Done"]);
    expect(b.lists.map((l) => l.position)).toEqual([STEP, 2 * STEP, 3 * STEP, 4 * STEP]);
    const kyc = b.lists[2].cards[0];
    expect(kyc).toMatchObject({ id: "crd_demo_kyc", listId: "lst_demo_waiting", boardId: "brd_demo_cyprus" });
    expect(kyc.labels).toEqual([
      { id: "lbl_demo_banking", boardId: "brd_demo_cyprus", title: "Banking" },
      { id: "lbl_demo_urgent", boardId: "brd_demo_cyprus", title: "Urgent" },
    ]);
    expect(b.labels.map((l) => l.title)).toEqual(["Banking", "Legal", "Tax", "Urgent"]);
    expect((await api(`${S}/board?id=brd_demo_cyprus`, { token: advisor })).status).toBe(404);
    expect((await api(`${S}/board?id=brd_adv_clients`, { token: user })).status).toBe(404);
    expect((await api(`${S}/board`, { token: user })).status).toBe(400);
  });
});

describe("lists", () => {
  it("POST board/list appends at max+65536 and bumps lastActivity", async () => {
    const before = Date.parse((await board("brd_demo_uae")).lastActivity);
    const res = await api(`${S}/board/list`, { token: user, body: { list: { boardId: "brd_demo_uae", title: "Blocked", position: 1 } } });
    expect(res.status).toBe(200);
    const list = await res.json<List>();
    expect(list).toEqual({ id: expect.any(String), boardId: "brd_demo_uae", title: "Blocked", position: 5 * STEP });
    expect(Date.parse((await board("brd_demo_uae")).lastActivity)).toBeGreaterThan(before);
    expect((await api(`${S}/board/list`, { token: advisor, body: { list: { boardId: "brd_demo_uae", title: "x" } } })).status).toBe(404);
    expect((await api(`${S}/board/list`, { token: user, body: { list: { boardId: "brd_demo_uae", title: "" } } })).status).toBe(400);
  });

  it("PATCH board/list renames; PATCH board/lists reorders in one batch; foreign id anywhere → 404, nothing written", async () => {
    const renamed = await (await api(`${S}/board/list`, { method: "PATCH", token: user, body: { list: { id: "lst_demo_backlog", title: "Later" } } })).json<List>();
    expect(renamed).toEqual({ id: "lst_demo_backlog", boardId: "brd_demo_cyprus", title: "Later", position: STEP });

    const reorder = [
      { id: "lst_demo_done", position: STEP },
      { id: "lst_demo_backlog", position: 2 * STEP },
    ];
    const res = await api(`${S}/board/lists`, { method: "PATCH", token: user, body: { lists: reorder } });
    expect(res.status).toBe(200);
    expect((await res.json<List[]>()).map((l) => [l.id, l.position])).toEqual([
      ["lst_demo_done", STEP],
      ["lst_demo_backlog", 2 * STEP],
    ]);
    expect((await board()).lists.map((l) => l.id)).toEqual(["lst_demo_done", "lst_demo_backlog", "lst_demo_progress", "lst_demo_waiting"]);

    const mixed = await api(`${S}/board/lists`, { method: "PATCH", token: user, body: { lists: [{ id: "lst_demo_done", position: 9 * STEP }, { id: "lst_adv_leads", position: 0 }] } });
    expect(mixed.status).toBe(404);
    expect((await row("scrumboard_lists", "lst_demo_done"))!.position).toBe(STEP);
    expect((await api(`${S}/board/lists`, { method: "PATCH", token: user, body: { lists: [{ id: "lst_demo_done", position: "first" }] } })).status).toBe(400);
    expect((await api(`${S}/board/list`, { method: "PATCH", token: advisor, body: { list: { id: "lst_demo_done", title: "x" } } })).status).toBe(404);
  });

  it("DELETE board/list removes the list and its cards together", async () => {
    const list = await (await api(`${S}/board/list`, { token: user, body: { list: { boardId: "brd_demo_cyprus", title: "Scratch" } } })).json<List>();
    for (const title of ["a", "b"]) await api(`${S}/board/card`, { method: "PUT", token: user, body: { card: { boardId: "brd_demo_cyprus", listId: list.id, title } } });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM scrumboard_cards WHERE list_id = ?").bind(list.id).first())!.n).toBe(2);
    expect((await api(`${S}/board/list?id=${list.id}`, { method: "DELETE", token: advisor })).status).toBe(404);
    const res = await api(`${S}/board/list?id=${list.id}`, { method: "DELETE", token: user });
    expect(await res.json()).toBe(true);
    expect(await row("scrumboard_lists", list.id)).toBeNull();
    expect((await env.DB.prepare("SELECT count(*) AS n FROM scrumboard_cards WHERE list_id = ?").bind(list.id).first())!.n).toBe(0);
  });
});

describe("cards", () => {
  it("PUT board/card creates at the end of its list (max+65536) with label objects", async () => {
    const res = await api(`${S}/board/card`, {
      method: "PUT",
      token: user,
      body: { card: { boardId: "brd_demo_cyprus", listId: "lst_demo_progress", title: "Open EUR account", labels: [{ id: "lbl_demo_banking", title: "Banking" }], dueDate: "2027-02-01" } },
    });
    expect(res.status).toBe(200);
    const card = await res.json<Card>();
    expect(card).toMatchObject({ listId: "lst_demo_progress", position: 3 * STEP, title: "Open EUR account", dueDate: "2027-02-01T00:00:00.000Z" });
    expect(card.labels).toEqual([{ id: "lbl_demo_banking", boardId: "brd_demo_cyprus", title: "Banking" }]);
    expect(cardIds(await board(), "lst_demo_progress").at(-1)).toBe(card.id);
  });

  it("PUT board/card refuses foreign boards, lists of another board and labels of another board", async () => {
    const base = { boardId: "brd_demo_cyprus", listId: "lst_demo_progress", title: "x" };
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM scrumboard_cards").first())!.n;
    expect((await api(`${S}/board/card`, { method: "PUT", token: advisor, body: { card: base } })).status).toBe(404);
    expect((await api(`${S}/board/card`, { method: "PUT", token: user, body: { card: { ...base, listId: "lst_demo_uae_backlog" } } })).status).toBe(404);
    const wrongLabel = await api(`${S}/board/card`, { method: "PUT", token: user, body: { card: { ...base, labels: ["lbl_demo_uae_tax"] } } });
    expect(wrongLabel.status).toBe(400);
    expect((await errorOf(wrongLabel)).code).toBe("VALIDATION_FAILED");
    expect((await api(`${S}/board/card`, { method: "PUT", token: user, body: { card: { ...base, title: "" } } })).status).toBe(400);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM scrumboard_cards").first())!.n).toBe(before);
  });

  it("PATCH board/card {id, card} merges; moving to another list persists listId and appends at the end", async () => {
    const res = await api(`${S}/board/card`, { method: "PATCH", token: user, body: { id: "crd_demo_kyc", card: { listId: "lst_demo_done", description: "Received." } } });
    expect(res.status).toBe(200);
    const card = await res.json<Card>();
    expect(card).toMatchObject({ id: "crd_demo_kyc", listId: "lst_demo_done", position: 4 * STEP, description: "Received.", title: "KYC pack for Hellenic Bank" });
    expect(await row("scrumboard_cards", "crd_demo_kyc")).toMatchObject({ list_id: "lst_demo_done", position: 4 * STEP });
    const b = await board();
    expect(cardIds(b, "lst_demo_waiting")).toEqual([]);
    expect(cardIds(b, "lst_demo_done").at(-1)).toBe("crd_demo_kyc");

    expect((await api(`${S}/board/card`, { method: "PATCH", token: user, body: { id: "crd_demo_kyc", card: { listId: "lst_demo_uae_done" } } })).status).toBe(404);
    expect((await api(`${S}/board/card`, { method: "PATCH", token: advisor, body: { id: "crd_demo_kyc", card: { title: "x" } } })).status).toBe(404);
    expect((await api(`${S}/board/card`, { method: "PATCH", token: user, body: { id: "crd_demo_kyc", card: { dueDate: "whenever" } } })).status).toBe(400);
    expect(await row("scrumboard_cards", "crd_demo_kyc")).toMatchObject({ list_id: "lst_demo_done", description: "Received." });
  });

  it("PATCH board/cards updates many cards in one batch (move between lists); any foreign id → 404, nothing written", async () => {
    const res = await api(`${S}/board/cards`, {
      method: "PATCH",
      token: user,
      body: {
        cards: [
          { id: "crd_demo_tin", listId: "lst_demo_waiting", position: STEP },
          { id: "crd_demo_transfer", listId: "lst_demo_waiting", position: 2 * STEP, labels: [] },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await res.json<Card[]>()).map((c) => [c.id, c.listId, c.position, c.labels.length])).toEqual([
      ["crd_demo_tin", "lst_demo_waiting", STEP, 1],
      ["crd_demo_transfer", "lst_demo_waiting", 2 * STEP, 0],
    ]);
    expect(cardIds(await board(), "lst_demo_waiting")).toEqual(["crd_demo_tin", "crd_demo_transfer"]);

    const before = await row("scrumboard_cards", "crd_demo_tin");
    const mixed = await api(`${S}/board/cards`, { method: "PATCH", token: user, body: { cards: [{ id: "crd_demo_tin", position: 7 }, { id: "crd_adv_alex", position: 1 }] } });
    expect(mixed.status).toBe(404);
    expect(await row("scrumboard_cards", "crd_demo_tin")).toEqual(before);
    expect((await api(`${S}/board/cards`, { method: "PATCH", token: user, body: { cards: [] } })).status).toBe(400);
  });

  it("PATCH board/card/positions renumbers by 65536 in the order given and moves cards between lists", async () => {
    const res = await api(`${S}/board/card/positions`, {
      method: "PATCH",
      token: user,
      body: {
        cards: [
          { id: "crd_demo_transfer", listId: "lst_demo_progress", boardId: "brd_demo_cyprus" },
          { id: "crd_demo_tin", listId: "lst_demo_progress" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await res.json<Card[]>()).map((c) => [c.id, c.listId, c.position])).toEqual([
      ["crd_demo_transfer", "lst_demo_progress", STEP],
      ["crd_demo_tin", "lst_demo_progress", 2 * STEP],
    ]);
    const b = await board();
    expect(cardIds(b, "lst_demo_progress").slice(0, 2)).toEqual(["crd_demo_transfer", "crd_demo_tin"]);
    expect(cardIds(b, "lst_demo_waiting")).toEqual([]);
    expect((await api(`${S}/board/card/positions`, { method: "PATCH", token: advisor, body: { cards: [{ id: "crd_demo_tin" }] } })).status).toBe(404);
  });

  it("reorders a list of 150 cards in one request (reads in slices, one UPDATE)", async () => {
    const ids = Array.from({ length: 150 }, (_, k) => `crd_bulk_${String(k).padStart(3, "0")}`);
    await env.DB.batch(
      ids.map((id, k) =>
        env.DB.prepare("INSERT INTO scrumboard_cards (id, user_id, board_id, list_id, position, title, labels) VALUES (?, 'usr_demo_user', 'brd_demo_uae', 'lst_demo_uae_backlog', ?, ?, '[]')").bind(id, (k + 2) * STEP, `Bulk ${k}`),
      ),
    );
    const reversed = [...ids].reverse().map((id) => ({ id, listId: "lst_demo_uae_waiting" }));
    const res = await api(`${S}/board/card/positions`, { method: "PATCH", token: user, body: { cards: reversed } });
    expect(res.status).toBe(200);
    const b = await board("brd_demo_uae");
    expect(cardIds(b, "lst_demo_uae_waiting")).toEqual([...ids].reverse());
    expect(b.lists.find((l) => l.id === "lst_demo_uae_waiting")!.cards.at(-1)!.position).toBe(150 * STEP);
    expect(cardIds(b, "lst_demo_uae_backlog")).toEqual(["crd_demo_uae_ct"]);
  });

  it("DELETE board/card → true; foreign → 404", async () => {
    expect((await api(`${S}/board/card?id=crd_demo_name`, { method: "DELETE", token: advisor })).status).toBe(404);
    expect(await (await api(`${S}/board/card?id=crd_demo_name`, { method: "DELETE", token: user })).json()).toBe(true);
    expect(await row("scrumboard_cards", "crd_demo_name")).toBeNull();
  });
});

describe("labels", () => {
  it("GET board/labels?boardId= lists a board's labels; foreign board → 404; missing boardId → 400", async () => {
    expect((await (await api(`${S}/board/labels?boardId=brd_demo_uae`, { token: user })).json<Label[]>()).map((l) => l.title)).toEqual(["Tax", "Visa"]);
    expect((await api(`${S}/board/labels?boardId=brd_demo_uae`, { token: advisor })).status).toBe(404);
    expect((await api(`${S}/board/labels`, { token: user })).status).toBe(400);
  });

  it("PUT/PATCH board/label create and rename; DELETE strips the label from the board's cards atomically", async () => {
    const label = await (await api(`${S}/board/label`, { method: "PUT", token: user, body: { label: { boardId: "brd_demo_cyprus", title: "Notary" } } })).json<Label>();
    expect(label).toEqual({ id: expect.any(String), boardId: "brd_demo_cyprus", title: "Notary" });
    expect((await api(`${S}/board/label`, { method: "PUT", token: advisor, body: { label: { boardId: "brd_demo_cyprus", title: "x" } } })).status).toBe(404);
    const renamed = await (await api(`${S}/board/label`, { method: "PATCH", token: user, body: { id: label.id, label: { title: "Notary (Munich)" } } })).json<Label>();
    expect(renamed.title).toBe("Notary (Munich)");
    expect((await api(`${S}/board/label`, { method: "PATCH", token: advisor, body: { id: label.id, label: { title: "x" } } })).status).toBe(404);

    await api(`${S}/board/card`, { method: "PATCH", token: user, body: { id: "crd_demo_incorp", card: { labels: ["lbl_demo_legal", label.id] } } });
    expect((await api(`${S}/board/label?id=lbl_demo_legal`, { method: "DELETE", token: advisor })).status).toBe(404);
    expect(await (await api(`${S}/board/label?id=lbl_demo_legal`, { method: "DELETE", token: user })).json()).toBe(true);
    expect(JSON.parse((await row("scrumboard_cards", "crd_demo_incorp"))!.labels as string)).toEqual([label.id]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM scrumboard_cards WHERE labels LIKE '%lbl_demo_legal%'").first())!.n).toBe(0);
    expect((await board()).labels.map((l) => l.id)).not.toContain("lbl_demo_legal");
  });
});

describe("board create, rename and delete (beyond spec §7: new accounts need a first board)", () => {
  it("creates an empty board, renames it, and deletes it with its lists, cards and labels", async () => {
    const created = await (await api(`${S}/board`, { token: advisor, body: { board: { title: "Onboarding: Lena Vogel" } } })).json<Board>();
    expect(created).toMatchObject({ title: "Onboarding: Lena Vogel", description: null, lists: [], labels: [], members: [] });
    const list = await (await api(`${S}/board/list`, { token: advisor, body: { list: { boardId: created.id, title: "To do" } } })).json<List>();
    expect(list.position).toBe(STEP);
    await api(`${S}/board/card`, { method: "PUT", token: advisor, body: { card: { boardId: created.id, listId: list.id, title: "Kick-off call" } } });
    const renamed = await (await api(`${S}/board`, { method: "PATCH", token: advisor, body: { id: created.id, board: { title: "Onboarding — Lena" } } })).json<Board>();
    expect(renamed.title).toBe("Onboarding — Lena");
    expect((await api(`${S}/board?id=${created.id}`, { method: "DELETE", token: user })).status).toBe(404);
    expect(await (await api(`${S}/board?id=${created.id}`, { method: "DELETE", token: advisor })).json()).toBe(true);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM scrumboard_cards WHERE board_id = ?").bind(created.id).first())!.n).toBe(0);
    expect(await row("scrumboard_lists", list.id)).toBeNull();
  });
});

describe("seeded boards in Turkish (decision 099)", () => {
  const boardIn = async (lng: string, id = "brd_demo_uae") => (await api(`${S}/board?id=${id}&lng=${lng}`, { token: user })).json<Board>();
  const texts = (b: Board) => ({ lists: b.lists.map((l) => l.title), cards: b.lists.flatMap((l) => l.cards.filter((c) => c.id.startsWith("crd_demo_")).map((c) => c.title)) /* earlier tests add cards */, labels: b.labels.map((l) => l.title) });

  it("boards, a board and its labels answer the seed's Turkish twin for ?lng=tr, the English otherwise; same wire fields", async () => {
    const boards = async (lng: string) => (await (await api(`${S}/boards?lng=${lng}`, { token: user })).json<Board[]>()).find((b) => b.id === "brd_demo_uae")!;
    expect(await boards("tr")).toMatchObject({ title: "BAE serbest bölge şirketi", description: "RAKEZ'de Atlas Trading FZ-LLC: lisans, vize ve kurumlar vergisi kaydı." });
    expect(await boards("en")).toMatchObject({ title: "UAE free zone company" });
    const [tr, en] = [await boardIn("tr"), await boardIn("en")];
    expect(texts(tr)).toMatchObject({ cards: ["BAE kurumlar vergisine kaydolun", "Yatırımcı vizesi ve Emirates ID", "Ticaret lisansı verildi"], labels: ["Vergi", "Vize"] });
    expect(texts(tr).lists.slice(0, 4)).toEqual(["Bekleyenler", "Sürüyor", "Müşteri bekleniyor", "Tamamlandı"]);
    expect(texts(en)).toMatchObject({ cards: ["Register for UAE corporate tax", "Investor visa and Emirates ID", "Trade licence issued"], labels: ["Tax", "Visa"] });
    expect(tr.lists[0].cards[0].labels).toEqual([{ id: "lbl_demo_uae_tax", boardId: "brd_demo_uae", title: "Vergi" }]);
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(tr.lists[0].cards[0]).sort()).toEqual(Object.keys(en.lists[0].cards[0]).sort());
    expect(texts(await board("brd_demo_uae")).cards).toEqual(texts(en).cards);
    const labels = await (await api(`${S}/board/labels?boardId=brd_demo_uae&lng=tr`, { token: user })).json<Label[]>();
    expect(labels.map((l) => l.title)).toEqual(["Vergi", "Vize"]);
  });

  it("the board page shows the twins to a Turkish reader and the English to others", async () => {
    const html = async (lng: string) => (await page(`/apps/scrumboard/brd_demo_uae?lng=${lng}`, { token: user })).text();
    const [tr, en] = [await html("tr"), await html("en")];
    expect(tr).toContain("Yatırımcı vizesi ve Emirates ID");
    expect(tr).not.toContain("Investor visa and Emirates ID");
    expect(en).toContain("Investor visa and Emirates ID");
  });

  it("text sent back unchanged in Turkish keeps both; a PATCH of a title drops that twin (stored rows)", async () => {
    const cardRow = () => env.DB.prepare("SELECT title, title_tr FROM scrumboard_cards WHERE id = 'crd_demo_uae_visa'").first();
    const same = await api(`${S}/board/card?lng=tr`, { method: "PATCH", token: user, body: { id: "crd_demo_uae_visa", card: { title: "Yatırımcı vizesi ve Emirates ID", dueDate: "2027-03-01" } } });
    expect(await same.json()).toMatchObject({ title: "Yatırımcı vizesi ve Emirates ID", dueDate: "2027-03-01T00:00:00.000Z" });
    expect(await cardRow()).toEqual({ title: "Investor visa and Emirates ID", title_tr: "Yatırımcı vizesi ve Emirates ID" });
    await api(`${S}/board/card`, { method: "PATCH", token: user, body: { id: "crd_demo_uae_visa", card: { title: "Golden visa" } } });
    expect(await cardRow()).toEqual({ title: "Golden visa", title_tr: null });
    expect(texts(await boardIn("tr")).cards).toContain("Golden visa");

    await api(`${S}/board/list?lng=tr`, { method: "PATCH", token: user, body: { list: { id: "lst_demo_uae_done", title: "Tamamlandı" } } });
    expect(await env.DB.prepare("SELECT title, title_tr FROM scrumboard_lists WHERE id = 'lst_demo_uae_done'").first()).toEqual({ title: "Done", title_tr: "Tamamlandı" });
    await api(`${S}/board/list`, { method: "PATCH", token: user, body: { list: { id: "lst_demo_uae_done", title: "Finished" } } });
    expect(await env.DB.prepare("SELECT title, title_tr FROM scrumboard_lists WHERE id = 'lst_demo_uae_done'").first()).toEqual({ title: "Finished", title_tr: null });

    const patched = await api(`${S}/board?lng=tr`, { method: "PATCH", token: user, body: { id: "brd_demo_uae", board: { title: "Atlas Trading FZ-LLC" } } });
    expect(await patched.json()).toMatchObject({ title: "Atlas Trading FZ-LLC", description: "RAKEZ'de Atlas Trading FZ-LLC: lisans, vize ve kurumlar vergisi kaydı." });
    expect(await env.DB.prepare("SELECT title, title_tr, description_tr FROM scrumboard_boards WHERE id = 'brd_demo_uae'").first()).toMatchObject({ title: "Atlas Trading FZ-LLC", title_tr: null, description_tr: expect.stringContaining("RAKEZ") });

    await api(`${S}/board/label?lng=tr`, { method: "PATCH", token: user, body: { id: "lbl_demo_uae_visa", label: { title: "Residence" } } });
    expect(await env.DB.prepare("SELECT title, title_tr FROM scrumboard_labels WHERE id = 'lbl_demo_uae_visa'").first()).toEqual({ title: "Residence", title_tr: null });
  });
});
