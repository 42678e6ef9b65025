import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import {
  createLabelBody,
  createNote,
  createNoteBody,
  createNoteLabel,
  deleteNote,
  deleteNoteLabel,
  notesPage,
  updateNote,
  updateNoteBody,
} from "#worker/domain/notes.server";
import { idQuery } from "#worker/domain/workspace.server";
import { workspaceAction } from "#app/features/workspace/action.server";

/** Notes page data: every note (newest first) and the labels; the filter lives in the URL. */
export async function notesLoader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const q = new URL(request.url).searchParams;
  // seeded notes in the UI language (their Turkish twins, decision 099)
  const { notes, labels } = await notesPage(context.app, userId, context.app.locale);
  return { notes, labels, filter: { label: q.get("label"), archived: q.get("archived") === "1" } };
}

const intent = z.object({ intent: z.enum(["create", "update", "delete", "labelCreate", "labelDelete"]) }).passthrough();

/** The notes screen's writes, by the notes domain module's rules (docs/api.md#notes). */
export const notesAction = workspaceAction(intent, async (ctx, { userId }, body, lang) => {
  const db = ctx.db;
  switch (body.intent) {
    case "create":
      return createNote(db, userId, createNoteBody.parse(body).note, lang);
    case "update":
      return updateNote(db, userId, updateNoteBody.parse(body).updatedNote, lang);
    case "delete":
      return deleteNote(db, userId, idQuery.parse(body).id);
    case "labelCreate":
      return createNoteLabel(db, userId, createLabelBody.parse(body).title, lang);
    case "labelDelete":
      return deleteNoteLabel(db, userId, idQuery.parse(body).id, lang);
  }
});
