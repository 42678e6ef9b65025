/**
 * What the Worker bundle gets for `import "@dnd-kit/sortable"` (wrangler.toml [alias], decision
 * 114): the first render of a sortable list, which is all a server render sees (nothing is being
 * sorted). See dnd-kit-core-on-the-server.ts. The browser bundle and vitest use the real package.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { useDraggable } from "./dnd-kit-core-on-the-server";

type Disabled = boolean | { draggable?: boolean; droppable?: boolean };

const SortableDisabled = createContext({ draggable: false, droppable: false });

export function SortableContext({ children, disabled = false }: { children?: ReactNode; id?: string; items: unknown[]; strategy?: unknown; disabled?: Disabled }) {
  const normalized = typeof disabled === "boolean" ? { draggable: disabled, droppable: disabled } : { draggable: false, droppable: false, ...disabled };
  const value = useMemo(() => normalized, [normalized.draggable, normalized.droppable]); // eslint-disable-line react-hooks/exhaustive-deps
  return createElement(SortableDisabled.Provider, { value }, children);
}

export function useSortable({
  id,
  disabled: local,
  attributes,
}: {
  id: unknown;
  disabled?: Disabled;
  attributes?: { role?: string; roleDescription?: string; tabIndex?: number };
}) {
  const global = useContext(SortableDisabled);
  // The library's normalizeLocalDisabled: a boolean only disables dragging.
  const draggableDisabled = typeof local === "boolean" ? local : (local?.draggable ?? global.draggable);
  const draggable = useDraggable({ id, disabled: draggableDisabled, attributes: { roleDescription: "sortable", ...attributes } });
  return {
    ...draggable,
    isOver: false,
    isSorting: false,
    rect: { current: null },
    setDroppableNodeRef: draggable.setNodeRef,
    setDraggableNodeRef: draggable.setNodeRef,
    // Nothing is sorting, so the library computes no transition.
    transition: undefined,
  };
}

/** The library's arrayMove, verbatim (also used by event handlers, which never run here). */
export function arrayMove<T>(array: T[], from: number, to: number): T[] {
  const newArray = array.slice();
  newArray.splice(to < 0 ? newArray.length + to : to, 0, newArray.splice(from, 1)[0]);
  return newArray;
}

const none = () => null;
export const sortableKeyboardCoordinates = () => undefined;
export const verticalListSortingStrategy = none;
export const horizontalListSortingStrategy = none;
export const rectSortingStrategy = none;
export const rectSwappingStrategy = none;
