import { tasksAction } from "#app/features/tasks/tasks.server";

/** Writes of the tasks app (create, edit, reorder, delete, tags). */
export const action = tasksAction;
