import { Hono, type Context } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import {
  addNoteTask,
  addNoteTaskBody,
  createLabelBody,
  createNote,
  createNoteBody,
  createNoteLabel,
  deleteNote,
  deleteNoteLabel,
  listNoteLabels,
  listNotes,
  updateLabelBody,
  updateNote,
  updateNoteBody,
  updateNoteLabel,
} from "#worker/domain/notes.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { idQuery } from "#worker/domain/workspace.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** The reader's language (`?lng=`, cookie, Accept-Language) for seeded notes' Turkish twins, as the inbox answers. */
const lang = async (c: Context<ApiEnv>) => (await languageOf(c.req.raw)).lang;

/** Spec §7 Notes, per signed-in user (docs/api.md#notes). Seeded text in the reader's language (decision 099). */
export const notesRoutes = new Hono<ApiEnv>()
  .get("/labels", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listNoteLabels(c.var.ctx.db, userId, await lang(c)));
  })
  .post("/labels", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { title } = await readJson(c, createLabelBody);
    return c.json(await createNoteLabel(c.var.ctx.db, userId, title, await lang(c)));
  })
  .patch("/labels", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { label } = await readJson(c, updateLabelBody);
    return c.json(await updateNoteLabel(c.var.ctx.db, userId, label.id, label.title, await lang(c)));
  })
  .delete("/labels", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteNoteLabel(c.var.ctx.db, userId, readQuery(c, idQuery).id, await lang(c)));
  })
  .post("/tasks", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { note, task } = await readJson(c, addNoteTaskBody);
    return c.json(await addNoteTask(c.var.ctx.db, userId, note, task, await lang(c)));
  })
  .get("/all", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listNotes(c.var.ctx.db, userId, await lang(c)));
  })
  .post("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { note } = await readJson(c, createNoteBody);
    return c.json(await createNote(c.var.ctx.db, userId, note, await lang(c)));
  })
  .patch("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { updatedNote } = await readJson(c, updateNoteBody);
    return c.json(await updateNote(c.var.ctx.db, userId, updatedNote, await lang(c)));
  })
  .delete("/", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteNote(c.var.ctx.db, userId, readQuery(c, idQuery).id));
  });
