import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import {
  cardPositionsBody,
  createBoard,
  createBoardBody,
  createBoardLabel,
  createCard,
  createCardBody,
  createLabelBody,
  createList,
  createListBody,
  deleteBoard,
  deleteCard,
  deleteList,
  boardPage,
  boardsPage,
  updateBoard,
  updateBoardBody,
  updateCard,
  updateCardBody,
  updateCardPositions,
  updateListBody,
  updateLists,
} from "#worker/domain/scrumboard.server";
import { idQuery } from "#worker/domain/workspace.server";
import { AppError } from "#worker/errors";
import { workspaceAction } from "#app/features/workspace/action.server";

// Seeded boards in the UI language (their Turkish twins, decision 099); in the request's one D1 batch.
export async function boardsLoader({ context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  return { boards: await boardsPage(context.app, userId, context.app.locale) };
}

/** One board with lists, cards and labels; an unknown or foreign board is a 404 page. */
export async function boardLoader({ context, params }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  try {
    return { board: await boardPage(context.app, userId, params.boardId ?? "", context.app.locale) };
  } catch (e) {
    if (e instanceof AppError && e.status === 404) throw new Response("Not Found", { status: 404 });
    throw e;
  }
}

const intent = z
  .object({ intent: z.enum(["boardCreate", "boardUpdate", "boardDelete", "listCreate", "listUpdate", "listDelete", "cardCreate", "cardUpdate", "cardDelete", "cardPositions", "labelCreate"]) })
  .passthrough();

/** The scrumboard's writes, by the scrumboard domain module's rules (positions on the server). */
export const scrumboardAction = workspaceAction(intent, async (ctx, { userId }, body, lang) => {
  const db = ctx.db;
  switch (body.intent) {
    case "boardCreate":
      return createBoard(db, userId, createBoardBody.parse(body).board, lang);
    case "boardUpdate": {
      const { id, board } = updateBoardBody.parse(body);
      return updateBoard(db, userId, id, board, lang);
    }
    case "boardDelete":
      return deleteBoard(db, userId, idQuery.parse(body).id);
    case "listCreate":
      return createList(db, userId, createListBody.parse(body).list, lang);
    case "listUpdate":
      return (await updateLists(db, userId, [updateListBody.parse(body).list], lang))[0];
    case "listDelete":
      return deleteList(db, userId, idQuery.parse(body).id);
    case "cardCreate":
      return createCard(db, userId, createCardBody.parse(body).card, lang);
    case "cardUpdate": {
      const { id, card } = updateCardBody.parse(body);
      return updateCard(db, userId, id, card, lang);
    }
    case "cardDelete":
      return deleteCard(db, userId, idQuery.parse(body).id);
    case "cardPositions":
      return updateCardPositions(db, userId, cardPositionsBody.parse(body).cards, lang);
    case "labelCreate":
      return createBoardLabel(db, userId, createLabelBody.parse(body).label, lang);
  }
});
