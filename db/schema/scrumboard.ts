import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/** People who work on the owner's boards (advisors, client contacts). Owned by one user. */
export const scrumboardMembers = sqliteTable(
  "scrumboard_members",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    avatar: text("avatar"),
    email: text("email"),
    phone: text("phone"),
    /** a job title, e.g. "Tax advisor" */
    title: text("title"),
    /** Turkish twin of a seeded member's job title (decision 099); null for members people add */
    titleTr: text("title_tr"),
  },
  (t) => [index("scrumboard_members_user_idx").on(t.userId)],
);

export const scrumboardBoards = sqliteTable(
  "scrumboard_boards",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /**
     * Turkish twins of a seeded board's (list's, label's, card's) text (issue 14, decision 099),
     * shown to Turkish readers; null for what people write, each dropped when its English is edited.
     */
    titleTr: text("title_tr"),
    descriptionTr: text("description_tr"),
    icon: text("icon"),
    /** member ids, in display order */
    members: text("members", { mode: "json" }).$type<string[]>().notNull(),
    lastActivity: integer("last_activity", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("scrumboard_boards_user_idx").on(t.userId)],
);

export const scrumboardLists = sqliteTable(
  "scrumboard_lists",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    boardId: text("board_id")
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: "cascade" }),
    position: real("position").notNull(),
    title: text("title").notNull(),
    /** Turkish twin of a seeded list's title (decision 099) */
    titleTr: text("title_tr"),
  },
  (t) => [index("scrumboard_lists_board_idx").on(t.boardId, t.position)],
);

export const scrumboardLabels = sqliteTable(
  "scrumboard_labels",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    boardId: text("board_id")
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Turkish twin of a seeded label's title (decision 099) */
    titleTr: text("title_tr"),
  },
  (t) => [index("scrumboard_labels_board_idx").on(t.boardId)],
);

export const scrumboardCards = sqliteTable(
  "scrumboard_cards",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    boardId: text("board_id")
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: "cascade" }),
    listId: text("list_id")
      .notNull()
      .references(() => scrumboardLists.id, { onDelete: "cascade" }),
    position: real("position").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    /** Turkish twins of a seeded card's title and description (decision 099) */
    titleTr: text("title_tr"),
    descriptionTr: text("description_tr"),
    /** label ids of the same board */
    labels: text("labels", { mode: "json" }).$type<string[]>().notNull(),
    dueDate: text("due_date"),
  },
  (t) => [index("scrumboard_cards_list_idx").on(t.listId, t.position), index("scrumboard_cards_board_idx").on(t.boardId)],
);

export type ScrumboardBoardRow = typeof scrumboardBoards.$inferSelect;
export type ScrumboardListRow = typeof scrumboardLists.$inferSelect;
export type ScrumboardCardRow = typeof scrumboardCards.$inferSelect;
export type ScrumboardLabelRow = typeof scrumboardLabels.$inferSelect;
export type ScrumboardMemberRow = typeof scrumboardMembers.$inferSelect;
