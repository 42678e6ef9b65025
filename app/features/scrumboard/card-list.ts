import type { ReactNode } from "react";
import type { Card } from "#worker/domain/scrumboard.server";
import type { SortableBits } from "#app/features/workspace/sortable";

/** Draws a list's cards: `renderCard` for each, inside the list's drop area (board-page.tsx, sortable-board.tsx). */
export type CardList = (listId: string, cards: Card[], renderCard: (card: Card, sortable: SortableBits) => ReactNode) => ReactNode;

/** The classes of a list's card column, resting or sortable. */
export const CARD_LIST = "flex min-h-[3rem] flex-col gap-2 px-2";
