import { notesAction } from "#app/features/notes/notes.server";

/** Writes of the notes app (notes and their labels). */
export const action = notesAction;
