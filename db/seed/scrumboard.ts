import { insertOrIgnore } from "./sql";

const DAY = 86_400_000;
const STEP = 65536;

/**
 * Seeded text is the product's: every title and description is [English, Turkish] and the Turkish
 * goes into the `*_tr` twin columns (decision 099).
 */
type Text = [en: string, tr: string];

interface SeedBoard {
  id: string;
  userId: string;
  title: Text;
  description: Text;
  icon: string;
  members: string[];
  lastActivityDaysAgo: number;
  labels: [id: string, title: string, titleTr: string][];
  lists: { id: string; title: Text; cards: { id: string; title: Text; description?: Text; labels?: string[]; dueInDays?: number }[] }[];
}

const MEMBERS = [
  { id: "mbr_demo_elif", userId: "usr_demo_user", name: "Elif Kaya", email: "advisor@taxatlas.test", phone: "+90 212 555 0144", title: "Tax advisor", titleTr: "Vergi danışmanı" },
  { id: "mbr_demo_andreas", userId: "usr_demo_user", name: "Andreas Georgiou", email: "andreas@georgiou-law.example", phone: "+357 25 555 018", title: "Corporate lawyer, Limassol", titleTr: "Şirketler hukuku avukatı, Limasol" },
  { id: "mbr_demo_maria", userId: "usr_demo_user", name: "Maria Constantinou", email: "maria@constantinou-audit.example", phone: "+357 22 555 761", title: "Auditor", titleTr: "Denetçi" },
  { id: "mbr_demo_omar", userId: "usr_demo_user", name: "Omar Haddad", email: "omar@rak-setup.example", phone: "+971 7 555 2040", title: "Company formation agent, RAKEZ", titleTr: "Şirket kuruluş acentesi, RAKEZ" },
  { id: "mbr_adv_alex", userId: "usr_demo_advisor", name: "Alex Morgan", email: "user@taxatlas.test", phone: null, title: "Client", titleTr: "Müşteri" },
  { id: "mbr_adv_lena", userId: "usr_demo_advisor", name: "Lena Vogel", email: "lena.vogel@example.de", phone: null, title: "Client", titleTr: "Müşteri" },
];

const BOARDS: SeedBoard[] = [
  {
    id: "brd_demo_cyprus",
    userId: "usr_demo_user",
    title: ["Cyprus holding setup", "Kıbrıs holding kuruluşu"],
    description: ["Incorporate Atlas Holdings Ltd in Limassol, open the bank account and move the shareholdings under it.", "Atlas Holdings Ltd'yi Limasol'da kurun, banka hesabını açın ve iştirakleri onun altına taşıyın."],
    icon: "heroicons_outline:building",
    members: ["mbr_demo_elif", "mbr_demo_andreas", "mbr_demo_maria"],
    lastActivityDaysAgo: 0,
    labels: [
      ["lbl_demo_legal", "Legal", "Hukuk"],
      ["lbl_demo_banking", "Banking", "Bankacılık"],
      ["lbl_demo_tax", "Tax", "Vergi"],
      ["lbl_demo_urgent", "Urgent", "Acil"],
    ],
    lists: [
      {
        id: "lst_demo_backlog",
        title: ["Backlog", "Bekleyenler"],
        cards: [
          { id: "crd_demo_ipbox", title: ["Assess IP box for software licences", "Yazılım lisansları için IP box'ı değerlendirin"], labels: ["lbl_demo_tax"] },
          { id: "crd_demo_office", title: ["Rent serviced office in Limassol", "Limasol'da hizmetli ofis kiralayın"], description: ["Needed for management-and-control substance.", "Yönetim ve kontrolün Kıbrıs'ta olduğunu göstermek için gerekli."], dueInDays: 40 },
        ],
      },
      {
        id: "lst_demo_progress",
        title: ["In progress", "Sürüyor"],
        cards: [
          { id: "crd_demo_transfer", title: ["Share transfer of the German GmbH into the holding", "Alman GmbH paylarının holdinge devri"], description: ["Notarial deed in Munich; check the 95% participation exemption.", "Münih'te noter senedi; %95 iştirak kazancı istisnasını kontrol edin."], labels: ["lbl_demo_legal", "lbl_demo_tax"], dueInDays: 14 },
          { id: "crd_demo_tin", title: ["Register the company for a Cyprus TIN", "Şirket için Kıbrıs vergi numarası (TIN) alın"], labels: ["lbl_demo_tax"], dueInDays: 5 },
        ],
      },
      {
        id: "lst_demo_waiting",
        title: ["Waiting on client", "Müşteri bekleniyor"],
        cards: [
          { id: "crd_demo_kyc", title: ["KYC pack for Hellenic Bank", "Hellenic Bank için KYC dosyası"], description: ["Source-of-funds letter and proof of address still missing.", "Fonların kaynağı yazısı ve adres belgesi hâlâ eksik."], labels: ["lbl_demo_banking", "lbl_demo_urgent"], dueInDays: 3 },
        ],
      },
      {
        id: "lst_demo_done",
        title: ["Done", "Tamamlandı"],
        cards: [
          { id: "crd_demo_name", title: ["Name approval from the Registrar", "Sicilden unvan onayı"], labels: ["lbl_demo_legal"] },
          { id: "crd_demo_incorp", title: ["Incorporation of Atlas Holdings Ltd", "Atlas Holdings Ltd'nin kuruluşu"], labels: ["lbl_demo_legal"] },
          { id: "crd_demo_structure", title: ["Structure memo signed off", "Yapı notu onaylandı"], labels: ["lbl_demo_tax"] },
        ],
      },
    ],
  },
  {
    id: "brd_demo_uae",
    userId: "usr_demo_user",
    title: ["UAE free zone company", "BAE serbest bölge şirketi"],
    description: ["Atlas Trading FZ-LLC in RAKEZ: licence, visa and corporate tax registration.", "RAKEZ'de Atlas Trading FZ-LLC: lisans, vize ve kurumlar vergisi kaydı."],
    icon: "heroicons_outline:globe",
    members: ["mbr_demo_elif", "mbr_demo_omar"],
    lastActivityDaysAgo: 6,
    labels: [
      ["lbl_demo_uae_visa", "Visa", "Vize"],
      ["lbl_demo_uae_tax", "Tax", "Vergi"],
    ],
    lists: [
      { id: "lst_demo_uae_backlog", title: ["Backlog", "Bekleyenler"], cards: [{ id: "crd_demo_uae_ct", title: ["Register for UAE corporate tax", "BAE kurumlar vergisine kaydolun"], labels: ["lbl_demo_uae_tax"], dueInDays: 30 }] },
      { id: "lst_demo_uae_progress", title: ["In progress", "Sürüyor"], cards: [{ id: "crd_demo_uae_visa", title: ["Investor visa and Emirates ID", "Yatırımcı vizesi ve Emirates ID"], labels: ["lbl_demo_uae_visa"], dueInDays: 10 }] },
      { id: "lst_demo_uae_waiting", title: ["Waiting on client", "Müşteri bekleniyor"], cards: [] },
      { id: "lst_demo_uae_done", title: ["Done", "Tamamlandı"], cards: [{ id: "crd_demo_uae_licence", title: ["Trade licence issued", "Ticaret lisansı verildi"] }] },
    ],
  },
  {
    id: "brd_adv_clients",
    userId: "usr_demo_advisor",
    title: ["Client engagements", "Müşteri işleri"],
    description: ["Implementation projects won on the marketplace.", "Pazar yerinde kazanılan uygulama projeleri."],
    icon: "heroicons_outline:briefcase",
    members: ["mbr_adv_alex", "mbr_adv_lena"],
    lastActivityDaysAgo: 1,
    labels: [["lbl_adv_vip", "VIP", "VIP"]],
    lists: [
      { id: "lst_adv_leads", title: ["Proposal sent", "Teklif gönderildi"], cards: [{ id: "crd_adv_lena", title: ["Lena Vogel — Portugal NHR exit plan", "Lena Vogel — Portekiz NHR çıkış planı"] }] },
      { id: "lst_adv_active", title: ["Engaged", "Anlaşıldı"], cards: [{ id: "crd_adv_alex", title: ["Alex Morgan — Cyprus holding setup", "Alex Morgan — Kıbrıs holding kuruluşu"], labels: ["lbl_adv_vip"] }] },
      { id: "lst_adv_closed", title: ["Closed", "Kapandı"], cards: [] },
    ],
  },
];

export function buildScrumboardSeed(now: number): string[] {
  const statements = MEMBERS.map((m) =>
    insertOrIgnore("scrumboard_members", { id: m.id, user_id: m.userId, name: m.name, avatar: null, email: m.email, phone: m.phone, title: m.title, title_tr: m.titleTr }),
  );
  for (const board of BOARDS) {
    statements.push(
      insertOrIgnore("scrumboard_boards", {
        id: board.id,
        user_id: board.userId,
        title: board.title[0],
        description: board.description[0],
        title_tr: board.title[1],
        description_tr: board.description[1],
        icon: board.icon,
        members: JSON.stringify(board.members),
        last_activity: now - board.lastActivityDaysAgo * DAY,
      }),
    );
    for (const [id, title, titleTr] of board.labels) statements.push(insertOrIgnore("scrumboard_labels", { id, user_id: board.userId, board_id: board.id, title, title_tr: titleTr }));
    board.lists.forEach((list, l) => {
      statements.push(insertOrIgnore("scrumboard_lists", { id: list.id, user_id: board.userId, board_id: board.id, position: (l + 1) * STEP, title: list.title[0], title_tr: list.title[1] }));
      list.cards.forEach((card, c) =>
        statements.push(
          insertOrIgnore("scrumboard_cards", {
            id: card.id,
            user_id: board.userId,
            board_id: board.id,
            list_id: list.id,
            position: (c + 1) * STEP,
            title: card.title[0],
            description: card.description?.[0] ?? null,
            title_tr: card.title[1],
            description_tr: card.description?.[1] ?? null,
            labels: JSON.stringify(card.labels ?? []),
            due_date: card.dueInDays === undefined ? null : new Date(now + card.dueInDays * DAY).toISOString(),
          }),
        ),
      );
    });
  }
  return statements;
}
