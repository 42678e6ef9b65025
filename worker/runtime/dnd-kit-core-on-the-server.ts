/**
 * What the Worker bundle gets for `import "@dnd-kit/core"` (wrangler.toml [alias], decision 114).
 *
 * Drag and drop only happens in the browser: sensors, collision detection, measuring, auto-scroll
 * and the drag overlay (≈ 40 KB minified) never run during a server render, which only sees the
 * first render of DndContext and of its draggables. This module renders exactly that first render:
 * the same element tree (so React's useId gives the same ids to everything inside), the same
 * `attributes` in the same key order, and dnd-kit's own per-prefix id counter, so the server HTML
 * is byte-for-byte what @dnd-kit/core renders (checked page by page, decision 114). The browser
 * bundle and vitest use the real package.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";

// dnd-kit's useUniqueId: one counter per prefix for the isolate's lifetime. Only the
// DndDescribedBy ids reach the HTML, and they count DndContext renders exactly as the library does.
const counters: Record<string, number> = {};
function uniqueId(prefix: string, value?: string): string {
  if (value) return value;
  const id = counters[prefix] == null ? 0 : counters[prefix] + 1;
  counters[prefix] = id;
  return `${prefix}-${id}`;
}

interface Internal {
  ariaDescribedById: { draggable: string };
}
export const InternalContext = createContext<Internal>({ ariaDescribedById: { draggable: "" } });

const Nothing = () => null;

export function DndContext({ id, children }: { id?: string; children?: ReactNode }) {
  const draggable = useMemo(() => uniqueId("DndDescribedBy", id), [id]);
  const internal = useMemo(() => ({ ariaDescribedById: { draggable } }), [draggable]);
  // Same shape as the library: monitor provider > [internal provider > [public > active > children, RestoreFocus], Accessibility];
  // RestoreFocus and Accessibility render nothing until mounted.
  return createElement(
    InternalContext.Provider,
    { value: internal },
    createElement(InternalContext.Provider, { value: internal }, createElement(InternalContext.Provider, { value: internal }, children), createElement(Nothing)),
    createElement(Nothing),
  );
}

/** Renders its children only while something is dragged: never on the server. */
export const DragOverlay = (_props: { children?: ReactNode }) => null;

export class PointerSensor {}
export class MouseSensor {}
export class TouchSensor {}
export class KeyboardSensor {}

const noCollisions = () => [];
export const closestCenter = noCollisions;
export const closestCorners = noCollisions;
export const rectIntersection = noCollisions;
export const pointerWithin = noCollisions;

export function useSensor(sensor: unknown, options?: unknown) {
  return useMemo(() => ({ sensor, options: options ?? {} }), [sensor, options]);
}

export function useSensors(...sensors: unknown[]) {
  return sensors.filter((sensor) => sensor != null);
}

const noop = () => {};

export function useDraggable({
  disabled = false,
  attributes,
}: {
  id: unknown;
  disabled?: boolean;
  attributes?: { role?: string; roleDescription?: string; tabIndex?: number };
}) {
  const { ariaDescribedById } = useContext(InternalContext);
  const { role = "button", roleDescription = "draggable", tabIndex = 0 } = attributes ?? {};
  return {
    active: null,
    activatorEvent: null,
    activeNodeRect: null,
    // The library's keys, in its order (the HTML attributes follow it).
    attributes: {
      role,
      tabIndex,
      "aria-disabled": disabled,
      "aria-pressed": undefined,
      "aria-roledescription": roleDescription,
      "aria-describedby": ariaDescribedById.draggable,
    },
    isDragging: false,
    // Event handlers are not rendered into HTML; undefined when disabled, as in the library.
    listeners: disabled ? undefined : {},
    node: { current: null },
    over: null,
    setNodeRef: noop,
    setActivatorNodeRef: noop,
    transform: null,
  };
}

export function useDroppable(_options: { id: unknown; disabled?: boolean }) {
  return { active: null, rect: { current: null }, isOver: false, node: { current: null }, over: null, setNodeRef: noop };
}
