import { insertOrIgnore } from "./sql";

const DAY = 86_400_000;
const USER = "usr_demo_user";

const LABELS = [
  { id: "nlb_demo_cyprus", title: "Cyprus" },
  { id: "nlb_demo_uae", title: "UAE" },
  { id: "nlb_demo_meetings", title: "Meetings" },
  { id: "nlb_demo_ideas", title: "Ideas" },
];

const NOTES: {
  id: string;
  title: string;
  content: string;
  tasks?: [string, boolean][];
  labels: string[];
  reminderInDays?: number;
  archived?: boolean;
  daysAgo: number;
}[] = [
  {
    id: "nte_demo_substance",
    title: "Call with Elif — substance in Cyprus",
    content:
      "Board meetings must be held in Limassol and minuted; at least one local director with real decision power. Consider a part-time local employee for the holding's admin.",
    tasks: [["Ask Andreas for two local director candidates", false], ["Book meeting room for Q1 board meeting", true]],
    labels: ["nlb_demo_cyprus", "nlb_demo_meetings"],
    daysAgo: 1,
  },
  {
    id: "nte_demo_bank",
    title: "Documents for the bank account (Hellenic Bank)",
    content: "Corporate account for Atlas Holdings Ltd.",
    tasks: [["Certificate of incorporation (apostilled)", true], ["Register of directors and shareholders", true], ["Proof of address < 3 months", false], ["Source of funds letter", false]],
    labels: ["nlb_demo_cyprus"],
    reminderInDays: 3,
    daysAgo: 4,
  },
  {
    id: "nte_demo_dubai",
    title: "Dubai trip",
    content: "Emirates ID biometrics appointment, meet Omar at RAKEZ business centre, view two flexi-desk offices.",
    labels: ["nlb_demo_uae", "nlb_demo_meetings"],
    reminderInDays: 20,
    daysAgo: 6,
  },
  {
    id: "nte_demo_ip",
    title: "IP box idea",
    content: "Could the software licences move into the Cyprus company under the IP box (80% exemption on qualifying profit)? Needs a nexus calculation.",
    labels: ["nlb_demo_ideas", "nlb_demo_cyprus"],
    daysAgo: 9,
  },
  {
    id: "nte_demo_questions",
    title: "Questions for the accountant",
    content: "Deemed dividend distribution (SDC) timing; whether the UAE dividends are exempt on receipt in Cyprus.",
    tasks: [["Send list by email", false]],
    labels: [],
    daysAgo: 12,
  },
  {
    id: "nte_demo_old",
    title: "Malta comparison (dropped)",
    content: "Compared Malta refund system with Cyprus; Cyprus chosen for simpler substance and lower running costs.",
    labels: ["nlb_demo_ideas"],
    archived: true,
    daysAgo: 40,
  },
];

export function buildNotesSeed(now: number): string[] {
  const statements = LABELS.map((label, k) => insertOrIgnore("note_labels", { id: label.id, user_id: USER, title: label.title, created_at: now - (100 - k) * DAY }));
  for (const note of NOTES) {
    const at = now - note.daysAgo * DAY;
    statements.push(
      insertOrIgnore("notes", {
        id: note.id,
        user_id: USER,
        title: note.title,
        content: note.content,
        tasks: JSON.stringify((note.tasks ?? []).map(([content, completed], k) => ({ id: `${note.id}_task_${k + 1}`, content, completed }))),
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
