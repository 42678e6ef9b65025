import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType, type CSSProperties } from "react";
import { isRootHydrated, useAwaitWidget, WidgetReady } from "#app/lib/hydration-mark";

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
 * An item as the server draws it: the drag handle with the attributes `useSortable` gives it at
 * rest (a button in the tab order, "sortable"), so the server's HTML is the HTML the sortable
 * version hydrates.
 */
export const RESTING: SortableBits = { handle: { role: "button", tabIndex: 0, "aria-disabled": false, "aria-roledescription": "sortable" }, isDragging: false };

/**
 * A sortable list or board whose dnd-kit code (~16 KiB gzip) is not in the page's first-load JS and
 * never runs on the server (issue 28, decision 290). `Resting` and the loaded `Sortable` take the
 * same props and draw the same markup; only `Sortable` calls dnd-kit's hooks.
 *
 * - Server: `Resting`, inside a Suspense boundary.
 * - Hydration: the boundary keeps the server's HTML while the chunk is fetched (requested when the
 *   page's module is evaluated, without holding up hydration) and then hydrates `Sortable` against it: the same DOM nodes, so nothing is
 *   re-created and a focus is kept. `<html data-hydrated>` (#app/lib/hydration-mark) waits for it,
 *   so pointer and keyboard dragging work from the moment the page counts as interactive. The rest
 *   of the page hydrates without waiting. While it waits, the boundary gets the props it was first
 *   rendered with (a re-render with new props would make React drop the server's HTML).
 * - Client-side navigation: `Sortable` without a boundary of its own, so the navigation (a
 *   transition) keeps the previous page on screen until the chunk is there, and the list appears
 *   sortable at once. Never a resting list that is swapped for another one under the pointer.
 * - A failed fetch (offline): `Resting`, so the page works, without dragging.
 */
export function sortableLayer<P extends object>(name: string, load: () => Promise<ComponentType<P>>, Resting: ComponentType<P>): ComponentType<P> {
  if (import.meta.env.SSR) {
    const OnServer = (props: P) => (
      <Suspense fallback={null}>
        <Resting {...props} />
      </Suspense>
    );
    OnServer.displayName = `SortableLayer(${name})`;
    return OnServer;
  }
  // Requested when the page's module is evaluated (before it renders, not a modulepreload): after a
  // client-side navigation into the shell the chunk would otherwise queue behind the shell's widget
  // prefetches while the navigation waits for it.
  const code = load().then(
    (c) => ({ default: c }),
    () => ({ default: Resting }),
  );
  // React.lazy types its props with ref attributes; these components take none.
  const Sortable = lazy(() => code) as unknown as ComponentType<P>;
  // Memoised: while the boundary waits for its code, a parent's re-render must not reach it.
  const Boundary = memo(function Boundary({ props, onReady }: { props: P; onReady: () => void }) {
    const id = useId();
    useAwaitWidget(id);
    return (
      <Suspense fallback={null}>
        <Sortable {...props} />
        <WidgetReady id={id} />
        <OnMount run={onReady} />
      </Suspense>
    );
  });
  function Hydrating(props: P) {
    const first = useRef(props);
    const [ready, setReady] = useState(false);
    const onReady = useRef(() => setReady(true)).current;
    return <Boundary props={ready ? props : first.current} onReady={onReady} />;
  }
  function InBrowser(props: P) {
    const [hydrating] = useState(() => !isRootHydrated());
    return hydrating ? <Hydrating {...props} /> : <Sortable {...props} />;
  }
  InBrowser.displayName = `SortableLayer(${name})`;
  return InBrowser;
}

function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
