import { useEffect, useId, useState, type ComponentType, type CSSProperties, type ReactNode } from "react";
import { useAwaitWidget, WidgetReady } from "#app/lib/hydration-mark";

/** What dnd-kit's `useSortable` gives one item, as the item's markup uses it. */
export type SortableBits = {
  nodeRef?: (element: HTMLElement | null) => void;
  handleRef?: (element: HTMLElement | null) => void;
  /** the drag handle's attributes and listeners */
  handle: Record<string, unknown>;
  style?: CSSProperties;
  isDragging: boolean;
};

/**
 * An item before dnd-kit has loaded: the drag handle with the attributes `useSortable` gives it at
 * rest (a button in the tab order, "sortable"), so the server's HTML and the first render are the
 * same as with dnd-kit, and nothing moves yet.
 */
export const RESTING: SortableBits = { handle: { role: "button", tabIndex: 0, "aria-disabled": false, "aria-roledescription": "sortable" }, isDragging: false };

/**
 * A sortable list or board whose dnd-kit code (~16 KiB gzip) is not in the page's first-load JS
 * (issue 28). The server and the hydrating browser render `children`: the same items with resting
 * handles (`RESTING`), so links, checkboxes and menus work at once. Once hydrated, the browser
 * fetches the sortable version (`load`) and renders it instead, with the same markup; the page
 * counts as hydrated (#app/lib/hydration-mark) only when it has, so dragging — by pointer or by
 * keyboard — works from then on. If the fetch fails (offline) the list stays as it is, without dragging.
 */
export function sortableAfterHydration<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchCode = () =>
    (pending ??= load()
      .then((c) => (loaded = c))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      }));
  function AfterHydration({ children, ...props }: P & { children: ReactNode }) {
    // `loaded` only after hydration: a later mount (a client-side navigation back) starts sortable.
    const [Sortable, setSortable] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const id = useId();
    useAwaitWidget(id);
    useEffect(() => {
      if (Sortable) return;
      let live = true;
      fetchCode().then(
        (c) => live && setSortable(() => c),
        () => live && setFailed(true),
      );
      return () => void (live = false);
    }, [Sortable]);
    if (!Sortable)
      return (
        <>
          {children}
          {failed ? <WidgetReady id={id} /> : null}
        </>
      );
    return (
      <>
        <Sortable {...(props as P)} />
        <WidgetReady id={id} />
      </>
    );
  }
  AfterHydration.displayName = `SortableAfterHydration(${name})`;
  return AfterHydration;
}
