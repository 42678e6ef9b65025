import { insertOrIgnore } from "./sql";

const DAY = 86_400_000;
const USER = "usr_demo_user";

/** Due date `days` from the seed time, at a UTC hour (null hour → the date only, "all day"). */
function dueIn(now: number, days: number, hour: number | null = null): string {
  const d = new Date(now + days * DAY);
  d.setUTCHours(hour ?? 0, 0, 0, 0);
  return d.toISOString();
}

/** Seeded text is the product's: written in English and Turkish (`*_tr` twins, decision 099). */
const TAGS = [
  { id: "tag_demo_cyprus", title: "Cyprus", titleTr: "Kıbrıs" },
  { id: "tag_demo_uae", title: "UAE", titleTr: "BAE" },
  { id: "tag_demo_filing", title: "Filing", titleTr: "Beyan" },
  { id: "tag_demo_payment", title: "Payment", titleTr: "Ödeme" },
  { id: "tag_demo_governance", title: "Governance", titleTr: "Şirket yönetimi" },
  { id: "tag_demo_personal", title: "Personal tax", titleTr: "Kişisel vergi" },
];

interface SeedTask {
  id: string;
  type?: "task" | "section";
  title: string;
  titleTr: string;
  notes?: string;
  notesTr?: string;
  due?: [days: number, hour?: number];
  priority?: 0 | 1 | 2;
  tags?: string[];
  /** [English, Turkish, done] */
  subTasks?: [string, string, boolean][];
  /** days ago it was completed */
  completedDaysAgo?: number;
  createdDaysAgo: number;
}

/** The demo user's compliance calendar: a Cyprus holding, a UAE free-zone company, personal tax. */
const TASKS: SeedTask[] = [
  { id: "tsk_demo_sec_cy", type: "section", title: "Cyprus · Atlas Holdings Ltd", titleTr: "Kıbrıs · Atlas Holdings Ltd", createdDaysAgo: 40 },
  {
    id: "tsk_demo_fs",
    title: "Submit audited financial statements to the Registrar of Companies",
    titleTr: "Denetlenmiş finansal tabloları Şirketler Sicili'ne sunun",
    notes: "Audited by Constantinou & Partners; upload the signed PDF together with the HE32.",
    notesTr: "Denetimi Constantinou & Partners yaptı; imzalı PDF'i HE32 ile birlikte yükleyin.",
    due: [0, 15],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    subTasks: [["Auditor's report signed", "Denetçi raporu imzalandı", true], ["Directors' report approved", "Yönetim kurulu raporu onaylandı", true], ["Upload to the e-filing portal", "E-beyan portalına yükleyin", false]],
    createdDaysAgo: 12,
  },
  {
    id: "tsk_demo_he32",
    title: "File Cyprus annual return (HE32)",
    titleTr: "Kıbrıs yıllık beyanını (HE32) verin",
    notes: "Annual return made up to the anniversary of incorporation; late filing attracts a penalty of up to €100 plus €20 per day.",
    notesTr: "Yıllık beyan kuruluşun yıl dönümüne kadar hazırlanır; geç verilirse 100 €'ya kadar ceza ve günlük 20 € uygulanır.",
    due: [1, 10],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    createdDaysAgo: 10,
  },
  {
    id: "tsk_demo_levy",
    title: "Pay Cyprus annual government levy",
    titleTr: "Kıbrıs yıllık devlet harcını ödeyin",
    notes: "€350 per company, paid to the Registrar of Companies by 30 June.",
    notesTr: "Şirket başına 350 €; 30 Haziran'a kadar Şirketler Sicili'ne ödenir.",
    due: [12],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_payment"],
    createdDaysAgo: 9,
  },
  {
    id: "tsk_demo_ubo",
    title: "Update beneficial ownership register (within 14 days of change)",
    titleTr: "Gerçek faydalanıcı kaydını güncelleyin (değişiklikten sonraki 14 gün içinde)",
    notes: "New shareholder after the share transfer; notify the UBO register within 14 days of the change.",
    notesTr: "Pay devrinden sonra yeni bir ortak var; değişikliği 14 gün içinde gerçek faydalanıcı siciline bildirin.",
    due: [9],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_governance"],
    createdDaysAgo: 4,
  },
  {
    id: "tsk_demo_agm",
    title: "Hold AGM and minute the resolutions",
    titleTr: "Olağan genel kurulu yapın ve kararları tutanağa geçirin",
    notes: "Approve the accounts, re-appoint the auditor, record the dividend resolution.",
    notesTr: "Hesapları onaylayın, denetçiyi yeniden atayın, kâr payı kararını kayda geçirin.",
    due: [30, 11],
    priority: 1,
    tags: ["tag_demo_cyprus", "tag_demo_governance"],
    subTasks: [["Send notice to shareholders (21 days)", "Ortaklara çağrı gönderin (21 gün)", false], ["Prepare minutes", "Tutanağı hazırlayın", false]],
    createdDaysAgo: 8,
  },
  {
    id: "tsk_demo_trc",
    title: "Obtain Cyprus tax residence certificate",
    titleTr: "Kıbrıs mukimlik belgesini alın",
    notes: "Needed by the German paying agent to apply the double tax treaty rate on dividends.",
    notesTr: "Alman ödeme kuruluşu, kâr paylarına çifte vergilendirmeyi önleme anlaşmasındaki oranı uygulamak için istiyor.",
    due: [45],
    priority: 1,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    createdDaysAgo: 6,
  },
  {
    id: "tsk_demo_nominee",
    title: "Renew nominee director agreement",
    titleTr: "Vekil yönetici sözleşmesini yenileyin",
    notes: "Annual renewal with Andreas Georgiou; check the management-and-control evidence (board meetings held in Cyprus).",
    notesTr: "Andreas Georgiou ile yıllık yenileme; yönetim ve kontrolün kanıtlarını (Kıbrıs'ta yapılan yönetim kurulu toplantıları) gözden geçirin.",
    due: [60],
    priority: 1,
    tags: ["tag_demo_cyprus", "tag_demo_governance"],
    createdDaysAgo: 14,
  },
  {
    id: "tsk_demo_td4",
    title: "File corporate income tax return (TD4)",
    titleTr: "Kurumlar vergisi beyannamesini (TD4) verin",
    due: [-3],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    completedDaysAgo: 2,
    createdDaysAgo: 20,
  },
  { id: "tsk_demo_sec_uae", type: "section", title: "UAE · Atlas Trading FZ-LLC", titleTr: "BAE · Atlas Trading FZ-LLC", createdDaysAgo: 40 },
  {
    id: "tsk_demo_licence",
    title: "Renew RAKEZ trade licence",
    titleTr: "RAKEZ ticaret lisansını yenileyin",
    notes: "Renewal opens 30 days before expiry; the lease (flexi-desk) must be renewed first.",
    notesTr: "Yenileme, süre bitiminden 30 gün önce açılır; önce kira sözleşmesi (esnek masa) yenilenmelidir.",
    due: [75],
    priority: 1,
    tags: ["tag_demo_uae", "tag_demo_payment"],
    createdDaysAgo: 5,
  },
  {
    id: "tsk_demo_uae_ct",
    title: "File UAE corporate tax return",
    titleTr: "BAE kurumlar vergisi beyannamesini verin",
    notes: "Within 9 months of the financial year end; confirm qualifying free zone person status.",
    notesTr: "Hesap döneminin bitiminden sonraki 9 ay içinde; nitelikli serbest bölge kişisi statüsünü teyit edin.",
    due: [150],
    priority: 1,
    tags: ["tag_demo_uae", "tag_demo_filing"],
    createdDaysAgo: 3,
  },
  {
    id: "tsk_demo_esr",
    title: "Submit economic substance notification",
    titleTr: "Ekonomik öz bildirimini gönderin",
    due: [-6],
    priority: 0,
    tags: ["tag_demo_uae", "tag_demo_filing"],
    completedDaysAgo: 9,
    createdDaysAgo: 25,
  },
  { id: "tsk_demo_sec_personal", type: "section", title: "Personal", titleTr: "Kişisel", createdDaysAgo: 40 },
  {
    id: "tsk_demo_days",
    title: "Check 60-day rule travel log (Cyprus non-dom residence)",
    titleTr: "60 gün kuralı için seyahat kaydını kontrol edin (Kıbrıs non-dom mukimliği)",
    notes: "At least 60 days in Cyprus, no more than 183 days in any other state, no tax residence elsewhere.",
    notesTr: "Kıbrıs'ta en az 60 gün, başka hiçbir ülkede 183 günden fazla kalmamak ve başka yerde vergi mukimi olmamak gerekir.",
    due: [90],
    priority: 1,
    tags: ["tag_demo_personal", "tag_demo_cyprus"],
    createdDaysAgo: 2,
  },
  {
    id: "tsk_demo_provisional",
    title: "Pay provisional tax (first instalment)",
    titleTr: "Geçici vergiyi ödeyin (ilk taksit)",
    due: [-1],
    priority: 2,
    tags: ["tag_demo_personal", "tag_demo_payment"],
    completedDaysAgo: 1,
    createdDaysAgo: 11,
  },
];

export function buildTaskSeed(now: number): string[] {
  const statements = TAGS.map((tag) => insertOrIgnore("task_tags", { id: tag.id, user_id: USER, title: tag.title, title_tr: tag.titleTr }));
  TASKS.forEach((task, order) => {
    const completedAt = task.completedDaysAgo === undefined ? null : now - task.completedDaysAgo * DAY;
    statements.push(
      insertOrIgnore("tasks", {
        id: task.id,
        user_id: USER,
        type: task.type ?? "task",
        title: task.title,
        notes: task.notes ?? null,
        title_tr: task.titleTr,
        notes_tr: task.notesTr ?? null,
        completed: completedAt !== null,
        due_date: task.due ? dueIn(now, task.due[0], task.due[1] ?? null) : null,
        priority: task.priority ?? 1,
        tags: JSON.stringify(task.tags ?? []),
        assigned_to: null,
        sub_tasks: JSON.stringify((task.subTasks ?? []).map(([title, titleTr, completed], k) => ({ id: `${task.id}_sub_${k + 1}`, title, titleTr, completed }))),
        sort_order: order,
        created_at: now - task.createdDaysAgo * DAY,
        updated_at: completedAt ?? now - task.createdDaysAgo * DAY,
        completed_at: completedAt,
      }),
    );
  });
  return statements;
}
