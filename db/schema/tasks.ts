import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const TASK_TYPES = ["task", "section"] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_PRIORITIES = [0, 1, 2] as const;

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
  /** the product's Turkish twin of a seeded sub-task (decision 099); never on the wire */
  titleTr?: string | null;
}

export const taskTags = sqliteTable(
  "task_tags",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Turkish twin of a seeded tag (decision 099); dropped when the title is edited */
    titleTr: text("title_tr"),
  },
  (t) => [index("task_tags_user_idx").on(t.userId)],
);

/** The compliance engine's base: filings, payments and deadlines with due dates, in the user's order. */
export const tasks = sqliteTable(
  "tasks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: TASK_TYPES }).notNull().default("task"),
    title: text("title").notNull().default(""),
    notes: text("notes"),
    /**
     * Turkish twins of the title and notes of a seeded task (issue 14, decision 099), shown to
     * Turkish readers. Null for tasks people write; each is dropped when its English text is edited.
     */
    titleTr: text("title_tr"),
    notesTr: text("notes_tr"),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    dueDate: text("due_date"),
    priority: integer("priority").notNull().default(1),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    assignedTo: text("assigned_to"),
    subTasks: text("sub_tasks", { mode: "json" }).$type<SubTask[]>().notNull(),
    order: integer("sort_order").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /** set when the task is completed, cleared when re-opened; drives the project dashboard */
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("tasks_user_order_idx").on(t.userId, t.order)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskTagRow = typeof taskTags.$inferSelect;
