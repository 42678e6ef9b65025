import type { tasksLoader } from "./tasks.server";

/** The tasks page's data, shared by the list and the detail panel (no import cycle between them). */
export type TasksData = Awaited<ReturnType<typeof tasksLoader>>;
