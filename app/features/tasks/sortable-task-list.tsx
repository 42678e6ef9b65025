import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { useDndAccessibility } from "#app/features/workspace/dnd-a11y";
import type { SortableBits } from "#app/features/workspace/sortable";
import { TASK_LIST_CLASS, type TaskListProps } from "./task-list";

/**
 * The task list with dnd-kit (loaded apart from the page, tasks-app.tsx): drag a row's handle by
 * pointer, or focus it and use Space, the arrows and Space again. The same markup as the resting list
 * (./task-list.tsx), which the server draws and this hydrates.
 */
export function SortableTaskList({ ids, disabled, onMove, nameOf, renderRow }: TaskListProps) {
  const accessibility = useDndAccessibility(nameOf);
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
        <ul className={TASK_LIST_CLASS} aria-describedby="tasks-drag-hint">
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
