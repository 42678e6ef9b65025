import type { DragEndEvent, DragOverEvent, DragStartEvent } from "@dnd-kit/core";
import type { ReactNode } from "react";
import type { Card } from "#worker/domain/scrumboard.server";
import { RESTING, type SortableBits } from "#app/features/workspace/sortable";

/** Draws a list's cards: `renderCard` for each, inside the list's drop area (board-page.tsx, sortable-board.tsx). */
export type CardList = (listId: string, cards: Card[], renderCard: (card: Card, sortable: SortableBits) => ReactNode) => ReactNode;

/** The classes of a list's card column, resting or sortable. */
export const CARD_LIST = "flex min-h-[3rem] flex-col gap-2 px-2";

/** The board's lists, resting (below) or sortable (./sortable-board.tsx): what a drag does stays in board-page.tsx. */
export type BoardLayerProps = {
  onDragStart: (event: DragStartEvent) => void;
  onDragOver: (event: DragOverEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
  /** what a card or a list is called on screen (for the screen-reader announcements of a drag) */
  nameOf: (id: string | number) => string;
  /** the card under the pointer while dragging */
  overlay: ReactNode;
  /** the lists side by side; `cards` draws a list's cards */
  renderBoard: (cards: CardList) => ReactNode;
};

const restingCards: CardList = (_listId, cards, renderCard) => <ul className={CARD_LIST}>{cards.map((card) => renderCard(card, RESTING))}</ul>;

/** The board as the server draws it (and as it stays if dnd-kit cannot be fetched): the same markup, resting. */
export function RestingBoard({ renderBoard }: BoardLayerProps) {
  return <>{renderBoard(restingCards)}</>;
}
