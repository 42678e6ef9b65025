import { insertOrIgnore } from "./sql";

const DAY = 86_400_000;
const USER = "usr_demo_user";

/** Due date `days` from the seed time, at a UTC hour (null hour → the date only, "all day"). */
function dueIn(now: number, days: number, hour: number | null = null): string {
  const d = new Date(now + days * DAY);
  d.setUTCHours(hour ?? 0, 0, 0, 0);
  return d.toISOString();
}

const TAGS = [
  { id: "tag_demo_cyprus", title: "Cyprus" },
  { id: "tag_demo_uae", title: "UAE" },
  { id: "tag_demo_filing", title: "Filing" },
  { id: "tag_demo_payment", title: "Payment" },
  { id: "tag_demo_governance", title: "Governance" },
  { id: "tag_demo_personal", title: "Personal tax" },
];

interface SeedTask {
  id: string;
  type?: "task" | "section";
  title: string;
  notes?: string;
  due?: [days: number, hour?: number];
  priority?: 0 | 1 | 2;
  tags?: string[];
  subTasks?: [string, boolean][];
  /** days ago it was completed */
  completedDaysAgo?: number;
  createdDaysAgo: number;
}

/** The demo user's compliance calendar: a Cyprus holding, a UAE free-zone company, personal tax. */
const TASKS: SeedTask[] = [
  { id: "tsk_demo_sec_cy", type: "section", title: "Cyprus · Atlas Holdings Ltd", createdDaysAgo: 40 },
  {
    id: "tsk_demo_fs",
    title: "Submit audited financial statements to the Registrar of Companies",
    notes: "Audited by Constantinou & Partners; upload the signed PDF together with the HE32.",
    due: [0, 15],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    subTasks: [["Auditor's report signed", true], ["Directors' report approved", true], ["Upload to the e-filing portal", false]],
    createdDaysAgo: 12,
  },
  {
    id: "tsk_demo_he32",
    title: "File Cyprus annual return (HE32)",
    notes: "Annual return made up to the anniversary of incorporation; late filing attracts a penalty of up to €100 plus €20 per day.",
    due: [1, 10],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    createdDaysAgo: 10,
  },
  {
    id: "tsk_demo_levy",
    title: "Pay Cyprus annual government levy",
    notes: "€350 per company, paid to the Registrar of Companies by 30 June.",
    due: [12],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_payment"],
    createdDaysAgo: 9,
  },
  {
    id: "tsk_demo_ubo",
    title: "Update beneficial ownership register (within 14 days of change)",
    notes: "New shareholder after the share transfer; notify the UBO register within 14 days of the change.",
    due: [9],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_governance"],
    createdDaysAgo: 4,
  },
  {
    id: "tsk_demo_agm",
    title: "Hold AGM and minute the resolutions",
    notes: "Approve the accounts, re-appoint the auditor, record the dividend resolution.",
    due: [30, 11],
    priority: 1,
    tags: ["tag_demo_cyprus", "tag_demo_governance"],
    subTasks: [["Send notice to shareholders (21 days)", false], ["Prepare minutes", false]],
    createdDaysAgo: 8,
  },
  {
    id: "tsk_demo_trc",
    title: "Obtain Cyprus tax residence certificate",
    notes: "Needed by the German paying agent to apply the double tax treaty rate on dividends.",
    due: [45],
    priority: 1,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    createdDaysAgo: 6,
  },
  {
    id: "tsk_demo_nominee",
    title: "Renew nominee director agreement",
    notes: "Annual renewal with Andreas Georgiou; check the management-and-control evidence (board meetings held in Cyprus).",
    due: [60],
    priority: 1,
    tags: ["tag_demo_cyprus", "tag_demo_governance"],
    createdDaysAgo: 14,
  },
  {
    id: "tsk_demo_td4",
    title: "File corporate income tax return (TD4)",
    due: [-3],
    priority: 2,
    tags: ["tag_demo_cyprus", "tag_demo_filing"],
    completedDaysAgo: 2,
    createdDaysAgo: 20,
  },
  { id: "tsk_demo_sec_uae", type: "section", title: "UAE · Atlas Trading FZ-LLC", createdDaysAgo: 40 },
  {
    id: "tsk_demo_licence",
    title: "Renew RAKEZ trade licence",
    notes: "Renewal opens 30 days before expiry; the lease (flexi-desk) must be renewed first.",
    due: [75],
    priority: 1,
    tags: ["tag_demo_uae", "tag_demo_payment"],
    createdDaysAgo: 5,
  },
  {
    id: "tsk_demo_uae_ct",
    title: "File UAE corporate tax return",
    notes: "Within 9 months of the financial year end; confirm qualifying free zone person status.",
    due: [150],
    priority: 1,
    tags: ["tag_demo_uae", "tag_demo_filing"],
    createdDaysAgo: 3,
  },
  {
    id: "tsk_demo_esr",
    title: "Submit economic substance notification",
    due: [-6],
    priority: 0,
    tags: ["tag_demo_uae", "tag_demo_filing"],
    completedDaysAgo: 9,
    createdDaysAgo: 25,
  },
  { id: "tsk_demo_sec_personal", type: "section", title: "Personal", createdDaysAgo: 40 },
  {
    id: "tsk_demo_days",
    title: "Check 60-day rule travel log (Cyprus non-dom residence)",
    notes: "At least 60 days in Cyprus, no more than 183 days in any other state, no tax residence elsewhere.",
    due: [90],
    priority: 1,
    tags: ["tag_demo_personal", "tag_demo_cyprus"],
    createdDaysAgo: 2,
  },
  {
    id: "tsk_demo_provisional",
    title: "Pay provisional tax (first instalment)",
    due: [-1],
    priority: 2,
    tags: ["tag_demo_personal", "tag_demo_payment"],
    completedDaysAgo: 1,
    createdDaysAgo: 11,
  },
];

export function buildTaskSeed(now: number): string[] {
  const statements = TAGS.map((tag) => insertOrIgnore("task_tags", { id: tag.id, user_id: USER, title: tag.title }));
  TASKS.forEach((task, order) => {
    const completedAt = task.completedDaysAgo === undefined ? null : now - task.completedDaysAgo * DAY;
    statements.push(
      insertOrIgnore("tasks", {
        id: task.id,
        user_id: USER,
        type: task.type ?? "task",
        title: task.title,
        notes: task.notes ?? null,
        completed: completedAt !== null,
        due_date: task.due ? dueIn(now, task.due[0], task.due[1] ?? null) : null,
        priority: task.priority ?? 1,
        tags: JSON.stringify(task.tags ?? []),
        assigned_to: null,
        sub_tasks: JSON.stringify((task.subTasks ?? []).map(([title, completed], k) => ({ id: `${task.id}_sub_${k + 1}`, title, completed }))),
        sort_order: order,
        created_at: now - task.createdDaysAgo * DAY,
        updated_at: completedAt ?? now - task.createdDaysAgo * DAY,
        completed_at: completedAt,
      }),
    );
  });
  return statements;
}
