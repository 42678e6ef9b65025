import { Hono, type Context } from "hono";
import { requireUser } from "#worker/auth/permissions.server";
import {
  boardLabelsQuery,
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
  deleteBoardLabel,
  deleteCard,
  deleteList,
  getBoard,
  listBoardLabels,
  listBoards,
  updateBoard,
  updateBoardBody,
  updateBoardLabel,
  updateCard,
  updateCardBody,
  updateCardPositions,
  updateCards,
  updateCardsBody,
  updateLabelBody,
  updateListBody,
  updateLists,
  updateListsBody,
} from "#worker/domain/scrumboard.server";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { idQuery } from "#worker/domain/workspace.server";
import type { ApiEnv } from "./types";
import { readJson, readQuery } from "./validation";

/** The reader's language (`?lng=`, cookie, Accept-Language) for seeded boards' Turkish twins, as the inbox answers. */
const lang = async (c: Context<ApiEnv>) => (await languageOf(c.req.raw)).lang;

/** Spec §7 Scrumboard, per signed-in user (docs/api.md#scrumboard). */
export const scrumboardRoutes = new Hono<ApiEnv>()
  .get("/boards", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listBoards(c.var.ctx.db, userId, await lang(c)));
  })
  .get("/board", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await getBoard(c.var.ctx.db, userId, readQuery(c, idQuery).id, await lang(c)));
  })
  .post("/board", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { board } = await readJson(c, createBoardBody);
    return c.json(await createBoard(c.var.ctx.db, userId, board, await lang(c)));
  })
  .patch("/board", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, board } = await readJson(c, updateBoardBody);
    return c.json(await updateBoard(c.var.ctx.db, userId, id, board, await lang(c)));
  })
  .delete("/board", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteBoard(c.var.ctx.db, userId, readQuery(c, idQuery).id));
  })
  .post("/board/list", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { list } = await readJson(c, createListBody);
    return c.json(await createList(c.var.ctx.db, userId, list, await lang(c)));
  })
  .patch("/board/list", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { list } = await readJson(c, updateListBody);
    const [updated] = await updateLists(c.var.ctx.db, userId, [list], await lang(c));
    return c.json(updated);
  })
  .delete("/board/list", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteList(c.var.ctx.db, userId, readQuery(c, idQuery).id));
  })
  .patch("/board/lists", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { lists } = await readJson(c, updateListsBody);
    return c.json(await updateLists(c.var.ctx.db, userId, lists, await lang(c)));
  })
  .put("/board/card", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { card } = await readJson(c, createCardBody);
    return c.json(await createCard(c.var.ctx.db, userId, card, await lang(c)));
  })
  .patch("/board/card", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, card } = await readJson(c, updateCardBody);
    return c.json(await updateCard(c.var.ctx.db, userId, id, card, await lang(c)));
  })
  .delete("/board/card", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteCard(c.var.ctx.db, userId, readQuery(c, idQuery).id));
  })
  .patch("/board/cards", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { cards } = await readJson(c, updateCardsBody);
    return c.json(await updateCards(c.var.ctx.db, userId, cards, await lang(c)));
  })
  .patch("/board/card/positions", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { cards } = await readJson(c, cardPositionsBody);
    return c.json(await updateCardPositions(c.var.ctx.db, userId, cards, await lang(c)));
  })
  .get("/board/labels", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await listBoardLabels(c.var.ctx.db, userId, readQuery(c, boardLabelsQuery).boardId, await lang(c)));
  })
  .put("/board/label", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { label } = await readJson(c, createLabelBody);
    return c.json(await createBoardLabel(c.var.ctx.db, userId, label, await lang(c)));
  })
  .patch("/board/label", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    const { id, label } = await readJson(c, updateLabelBody);
    return c.json(await updateBoardLabel(c.var.ctx.db, userId, id, label.title, await lang(c)));
  })
  .delete("/board/label", async (c) => {
    const { userId } = requireUser(c.var.ctx);
    return c.json(await deleteBoardLabel(c.var.ctx.db, userId, readQuery(c, idQuery).id));
  });
