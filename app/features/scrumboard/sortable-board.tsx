import { closestCorners, DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import type { Card } from "#worker/domain/scrumboard.server";
import { useDndAccessibility } from "#app/features/workspace/dnd-a11y";
import type { SortableBits } from "#app/features/workspace/sortable";
import { CARD_LIST, type BoardLayerProps, type CardList } from "./card-list";

/**
 * The board with dnd-kit (loaded apart from the page, board-page.tsx): cards dragged within
 * and across lists by pointer, or with Space, the arrows and Space again. The board's own markup and
 * what a drop does stay in board-page.tsx; this adds the drag context, each list's drop area and
 * sortable cards, and the card under the pointer while dragging. The same markup as the resting
 * board (./card-list.tsx), which the server draws and this hydrates.
 */
export function SortableBoard({ onDragStart, onDragOver, onDragEnd, onDragCancel, nameOf, overlay, renderBoard }: BoardLayerProps) {
  const accessibility = useDndAccessibility(nameOf);
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
