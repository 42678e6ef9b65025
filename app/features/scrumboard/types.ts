import type { boardLoader } from "./scrumboard.server";

/** The board page's data, shared by the board and the card dialog (no import cycle between them). */
export type BoardPageData = Awaited<ReturnType<typeof boardLoader>>;
export type BoardData = BoardPageData["board"];
