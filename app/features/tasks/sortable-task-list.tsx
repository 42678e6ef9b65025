import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type ScreenReaderInstructions } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import type { SortableBits } from "#app/features/workspace/sortable";

/**
 * The task list with dnd-kit (loaded once the page is hydrated, tasks-app.tsx): drag a row's handle
 * by pointer, or focus it and use Space, the arrows and Space again. `onMove` gets the moved task and
 * the one whose place it takes.
 */
export function SortableTaskList({
  ids,
  disabled,
  onMove,
  accessibility,
  renderRow,
}: {
  ids: string[];
  disabled: boolean;
  onMove: (activeId: string, overId: string) => void;
  accessibility: { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions };
  renderRow: (id: string, sortable: SortableBits) => ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
      }}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className="rounded-lg border bg-card" aria-describedby="tasks-drag-hint">
          {ids.map((id) => (
            <SortableRow key={id} id={id} disabled={disabled} render={renderRow} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, disabled, render }: { id: string; disabled: boolean; render: (id: string, sortable: SortableBits) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return render(id, { nodeRef: setNodeRef, handleRef: setActivatorNodeRef, handle: { ...attributes, ...listeners }, style: { transform: CSS.Transform.toString(transform), transition }, isDragging });
}
