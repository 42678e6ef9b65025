import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import type { Card } from "#worker/domain/scrumboard.server";
import type { SortableBits } from "#app/features/workspace/sortable";
import { CARD_LIST, type CardList } from "./card-list";

/**
 * The board with dnd-kit (loaded once the page is hydrated, board-page.tsx): cards dragged within
 * and across lists by pointer, or with Space, the arrows and Space again. The board's own markup and
 * what a drop does stay in board-page.tsx; this adds the drag context, each list's drop area and
 * sortable cards, and the card under the pointer while dragging.
 */
export function SortableBoard({
  onDragStart,
  onDragOver,
  onDragEnd,
  onDragCancel,
  accessibility,
  overlay,
  renderBoard,
}: {
  onDragStart: (event: DragStartEvent) => void;
  onDragOver: (event: DragOverEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
  accessibility: { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions };
  overlay: ReactNode;
  renderBoard: (cards: CardList) => ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={onDragCancel} accessibility={accessibility}>
      {renderBoard(sortableCards)}
      <DragOverlay>{overlay}</DragOverlay>
    </DndContext>
  );
}

const sortableCards: CardList = (listId, cards, renderCard) => <SortableCards key={`cards-${listId}`} listId={listId} cards={cards} renderCard={renderCard} />;

function SortableCards({ listId, cards, renderCard }: { listId: string; cards: Card[]; renderCard: (card: Card, sortable: SortableBits) => ReactNode }) {
  const { setNodeRef } = useDroppable({ id: listId });
  return (
    <SortableContext id={listId} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
      <ul ref={setNodeRef} className={CARD_LIST}>
        {cards.map((card) => (
          <SortableCard key={card.id} card={card} render={renderCard} />
        ))}
      </ul>
    </SortableContext>
  );
}

function SortableCard({ card, render }: { card: Card; render: (card: Card, sortable: SortableBits) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: card.id });
  return render(card, { nodeRef: setNodeRef, handle: { ...attributes, ...listeners }, style: { transform: CSS.Transform.toString(transform), transition }, isDragging });
}
