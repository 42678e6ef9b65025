import { insertOrIgnore } from "./sql";

const DAY = 86_400_000;
const USER = "usr_demo_user";

/** Seeded text is the product's: written in English and Turkish (`*_tr` twins, decision 099). */
const LABELS = [
  { id: "nlb_demo_cyprus", title: "Cyprus", titleTr: "Kıbrıs" },
  { id: "nlb_demo_uae", title: "UAE", titleTr: "BAE" },
  { id: "nlb_demo_meetings", title: "Meetings", titleTr: "Toplantılar" },
  { id: "nlb_demo_ideas", title: "Ideas", titleTr: "Fikirler" },
];

const NOTES: {
  id: string;
  title: string;
  titleTr: string;
  content: string;
  contentTr: string;
  /** [English, Turkish, done] */
  tasks?: [string, string, boolean][];
  labels: string[];
  reminderInDays?: number;
  archived?: boolean;
  daysAgo: number;
}[] = [
  {
    id: "nte_demo_substance",
    title: "Call with Elif — substance in Cyprus",
    titleTr: "Elif ile görüşme — Kıbrıs'ta ekonomik öz",
    content:
      "Board meetings must be held in Limassol and minuted; at least one local director with real decision power. Consider a part-time local employee for the holding's admin.",
    contentTr:
      "Yönetim kurulu toplantıları Limasol'da yapılmalı ve tutanağa geçirilmeli; gerçek karar yetkisi olan en az bir yerel yönetici gerekli. Holdingin idari işleri için yarı zamanlı bir yerel çalışan düşünülebilir.",
    tasks: [["Ask Andreas for two local director candidates", "Andreas'tan iki yerel yönetici adayı isteyin", false], ["Book meeting room for Q1 board meeting", "1. çeyrek yönetim kurulu toplantısı için salon ayırtın", true]],
    labels: ["nlb_demo_cyprus", "nlb_demo_meetings"],
    daysAgo: 1,
  },
  {
    id: "nte_demo_bank",
    title: "Documents for the bank account (Hellenic Bank)",
    titleTr: "Banka hesabı için belgeler (Hellenic Bank)",
    content: "Corporate account for Atlas Holdings Ltd.",
    contentTr: "Atlas Holdings Ltd. için kurumsal hesap.",
    tasks: [["Certificate of incorporation (apostilled)", "Kuruluş belgesi (apostilli)", true], ["Register of directors and shareholders", "Yönetici ve ortaklar defteri", true], ["Proof of address < 3 months", "3 aydan yeni adres belgesi", false], ["Source of funds letter", "Fonların kaynağı yazısı", false]],
    labels: ["nlb_demo_cyprus"],
    reminderInDays: 3,
    daysAgo: 4,
  },
  {
    id: "nte_demo_dubai",
    title: "Dubai trip",
    titleTr: "Dubai gezisi",
    content: "Emirates ID biometrics appointment, meet Omar at RAKEZ business centre, view two flexi-desk offices.",
    contentTr: "Emirates ID biyometri randevusu, RAKEZ iş merkezinde Omar ile görüşme, iki esnek masa ofisine bakış.",
    labels: ["nlb_demo_uae", "nlb_demo_meetings"],
    reminderInDays: 20,
    daysAgo: 6,
  },
  {
    id: "nte_demo_ip",
    title: "IP box idea",
    titleTr: "IP box fikri",
    content: "Could the software licences move into the Cyprus company under the IP box (80% exemption on qualifying profit)? Needs a nexus calculation.",
    contentTr: "Yazılım lisansları IP box rejimiyle (nitelikli kârın %80'i istisna) Kıbrıs şirketine taşınabilir mi? Nexus hesabı gerekiyor.",
    labels: ["nlb_demo_ideas", "nlb_demo_cyprus"],
    daysAgo: 9,
  },
  {
    id: "nte_demo_questions",
    title: "Questions for the accountant",
    titleTr: "Muhasebeciye sorular",
    content: "Deemed dividend distribution (SDC) timing; whether the UAE dividends are exempt on receipt in Cyprus.",
    contentTr: "Örtülü kâr dağıtımının (SDC) zamanlaması; BAE'den gelen kâr paylarının Kıbrıs'ta tahsilde istisna olup olmadığı.",
    tasks: [["Send list by email", "Listeyi e-postayla gönderin", false]],
    labels: [],
    daysAgo: 12,
  },
  {
    id: "nte_demo_old",
    title: "Malta comparison (dropped)",
    titleTr: "Malta karşılaştırması (vazgeçildi)",
    content: "Compared Malta refund system with Cyprus; Cyprus chosen for simpler substance and lower running costs.",
    contentTr: "Malta'nın vergi iadesi sistemi Kıbrıs ile karşılaştırıldı; daha basit öz gereklilikleri ve düşük işletme maliyeti nedeniyle Kıbrıs seçildi.",
    labels: ["nlb_demo_ideas"],
    archived: true,
    daysAgo: 40,
  },
];

export function buildNotesSeed(now: number): string[] {
  const statements = LABELS.map((label, k) => insertOrIgnore("note_labels", { id: label.id, user_id: USER, title: label.title, title_tr: label.titleTr, created_at: now - (100 - k) * DAY }));
  for (const note of NOTES) {
    const at = now - note.daysAgo * DAY;
    statements.push(
      insertOrIgnore("notes", {
        id: note.id,
        user_id: USER,
        title: note.title,
        content: note.content,
        title_tr: note.titleTr,
        content_tr: note.contentTr,
        tasks: JSON.stringify((note.tasks ?? []).map(([content, contentTr, completed], k) => ({ id: `${note.id}_task_${k + 1}`, content, contentTr, completed }))),
        image: null,
        reminder: note.reminderInDays === undefined ? null : new Date(now + note.reminderInDays * DAY).toISOString(),
        labels: JSON.stringify(note.labels),
        archived: note.archived ?? false,
        created_at: at,
        updated_at: at,
      }),
    );
  }
  return statements;
}
