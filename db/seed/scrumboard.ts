import { insertOrIgnore } from "./sql";

const DAY = 86_400_000;
const STEP = 65536;

interface SeedBoard {
  id: string;
  userId: string;
  title: string;
  description: string;
  icon: string;
  members: string[];
  lastActivityDaysAgo: number;
  labels: [id: string, title: string][];
  lists: { id: string; title: string; cards: { id: string; title: string; description?: string; labels?: string[]; dueInDays?: number }[] }[];
}

const MEMBERS = [
  { id: "mbr_demo_elif", userId: "usr_demo_user", name: "Elif Kaya", email: "advisor@taxatlas.test", phone: "+90 212 555 0144", title: "Tax advisor" },
  { id: "mbr_demo_andreas", userId: "usr_demo_user", name: "Andreas Georgiou", email: "andreas@georgiou-law.example", phone: "+357 25 555 018", title: "Corporate lawyer, Limassol" },
  { id: "mbr_demo_maria", userId: "usr_demo_user", name: "Maria Constantinou", email: "maria@constantinou-audit.example", phone: "+357 22 555 761", title: "Auditor" },
  { id: "mbr_demo_omar", userId: "usr_demo_user", name: "Omar Haddad", email: "omar@rak-setup.example", phone: "+971 7 555 2040", title: "Company formation agent, RAKEZ" },
  { id: "mbr_adv_alex", userId: "usr_demo_advisor", name: "Alex Morgan", email: "user@taxatlas.test", phone: null, title: "Client" },
  { id: "mbr_adv_lena", userId: "usr_demo_advisor", name: "Lena Vogel", email: "lena.vogel@example.de", phone: null, title: "Client" },
];

const BOARDS: SeedBoard[] = [
  {
    id: "brd_demo_cyprus",
    userId: "usr_demo_user",
    title: "Cyprus holding setup",
    description: "Incorporate Atlas Holdings Ltd in Limassol, open the bank account and move the shareholdings under it.",
    icon: "heroicons_outline:building",
    members: ["mbr_demo_elif", "mbr_demo_andreas", "mbr_demo_maria"],
    lastActivityDaysAgo: 0,
    labels: [
      ["lbl_demo_legal", "Legal"],
      ["lbl_demo_banking", "Banking"],
      ["lbl_demo_tax", "Tax"],
      ["lbl_demo_urgent", "Urgent"],
    ],
    lists: [
      {
        id: "lst_demo_backlog",
        title: "Backlog",
        cards: [
          { id: "crd_demo_ipbox", title: "Assess IP box for software licences", labels: ["lbl_demo_tax"] },
          { id: "crd_demo_office", title: "Rent serviced office in Limassol", description: "Needed for management-and-control substance.", dueInDays: 40 },
        ],
      },
      {
        id: "lst_demo_progress",
        title: "In progress",
        cards: [
          { id: "crd_demo_transfer", title: "Share transfer of the German GmbH into the holding", description: "Notarial deed in Munich; check the 95% participation exemption.", labels: ["lbl_demo_legal", "lbl_demo_tax"], dueInDays: 14 },
          { id: "crd_demo_tin", title: "Register the company for a Cyprus TIN", labels: ["lbl_demo_tax"], dueInDays: 5 },
        ],
      },
      {
        id: "lst_demo_waiting",
        title: "Waiting on client",
        cards: [
          { id: "crd_demo_kyc", title: "KYC pack for Hellenic Bank", description: "Source-of-funds letter and proof of address still missing.", labels: ["lbl_demo_banking", "lbl_demo_urgent"], dueInDays: 3 },
        ],
      },
      {
        id: "lst_demo_done",
        title: "Done",
        cards: [
          { id: "crd_demo_name", title: "Name approval from the Registrar", labels: ["lbl_demo_legal"] },
          { id: "crd_demo_incorp", title: "Incorporation of Atlas Holdings Ltd", labels: ["lbl_demo_legal"] },
          { id: "crd_demo_structure", title: "Structure memo signed off", labels: ["lbl_demo_tax"] },
        ],
      },
    ],
  },
  {
    id: "brd_demo_uae",
    userId: "usr_demo_user",
    title: "UAE free zone company",
    description: "Atlas Trading FZ-LLC in RAKEZ: licence, visa and corporate tax registration.",
    icon: "heroicons_outline:globe",
    members: ["mbr_demo_elif", "mbr_demo_omar"],
    lastActivityDaysAgo: 6,
    labels: [
      ["lbl_demo_uae_visa", "Visa"],
      ["lbl_demo_uae_tax", "Tax"],
    ],
    lists: [
      { id: "lst_demo_uae_backlog", title: "Backlog", cards: [{ id: "crd_demo_uae_ct", title: "Register for UAE corporate tax", labels: ["lbl_demo_uae_tax"], dueInDays: 30 }] },
      { id: "lst_demo_uae_progress", title: "In progress", cards: [{ id: "crd_demo_uae_visa", title: "Investor visa and Emirates ID", labels: ["lbl_demo_uae_visa"], dueInDays: 10 }] },
      { id: "lst_demo_uae_waiting", title: "Waiting on client", cards: [] },
      { id: "lst_demo_uae_done", title: "Done", cards: [{ id: "crd_demo_uae_licence", title: "Trade licence issued" }] },
    ],
  },
  {
    id: "brd_adv_clients",
    userId: "usr_demo_advisor",
    title: "Client engagements",
    description: "Implementation projects won on the marketplace.",
    icon: "heroicons_outline:briefcase",
    members: ["mbr_adv_alex", "mbr_adv_lena"],
    lastActivityDaysAgo: 1,
    labels: [["lbl_adv_vip", "VIP"]],
    lists: [
      { id: "lst_adv_leads", title: "Proposal sent", cards: [{ id: "crd_adv_lena", title: "Lena Vogel — Portugal NHR exit plan" }] },
      { id: "lst_adv_active", title: "Engaged", cards: [{ id: "crd_adv_alex", title: "Alex Morgan — Cyprus holding setup", labels: ["lbl_adv_vip"] }] },
      { id: "lst_adv_closed", title: "Closed", cards: [] },
    ],
  },
];

export function buildScrumboardSeed(now: number): string[] {
  const statements = MEMBERS.map((m) =>
    insertOrIgnore("scrumboard_members", { id: m.id, user_id: m.userId, name: m.name, avatar: null, email: m.email, phone: m.phone, title: m.title }),
  );
  for (const board of BOARDS) {
    statements.push(
      insertOrIgnore("scrumboard_boards", {
        id: board.id,
        user_id: board.userId,
        title: board.title,
        description: board.description,
        icon: board.icon,
        members: JSON.stringify(board.members),
        last_activity: now - board.lastActivityDaysAgo * DAY,
      }),
    );
    for (const [id, title] of board.labels) statements.push(insertOrIgnore("scrumboard_labels", { id, user_id: board.userId, board_id: board.id, title }));
    board.lists.forEach((list, l) => {
      statements.push(insertOrIgnore("scrumboard_lists", { id: list.id, user_id: board.userId, board_id: board.id, position: (l + 1) * STEP, title: list.title }));
      list.cards.forEach((card, c) =>
        statements.push(
          insertOrIgnore("scrumboard_cards", {
            id: card.id,
            user_id: board.userId,
            board_id: board.id,
            list_id: list.id,
            position: (c + 1) * STEP,
            title: card.title,
            description: card.description ?? null,
            labels: JSON.stringify(card.labels ?? []),
            due_date: card.dueInDays === undefined ? null : new Date(now + card.dueInDays * DAY).toISOString(),
          }),
        ),
      );
    });
  }
  return statements;
}
