import type { ReactNode } from "react";
import { RESTING, type SortableBits } from "#app/features/workspace/sortable";

/** The task list's props, resting (./task-list.tsx) or sortable (./sortable-task-list.tsx). */
export type TaskListProps = {
  ids: string[];
  /** no dragging (while searching) */
  disabled: boolean;
  /** the dragged task and the one whose place it takes */
  onMove: (activeId: string, overId: string) => void;
  /** what a task is called on screen (for the screen-reader announcements of a drag) */
  nameOf: (id: string | number) => string;
  renderRow: (id: string, sortable: SortableBits) => ReactNode;
};

export const TASK_LIST_CLASS = "rounded-lg border bg-card";

/** The list as the server draws it (and as it stays if dnd-kit cannot be fetched): the same markup, resting. */
export function RestingTaskList({ ids, renderRow }: TaskListProps) {
  return (
    <ul className={TASK_LIST_CLASS} aria-describedby="tasks-drag-hint">
      {ids.map((id) => renderRow(id, RESTING))}
    </ul>
  );
}
