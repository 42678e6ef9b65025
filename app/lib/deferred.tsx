import { lazy, memo, Suspense, useId, type ComponentProps, type ComponentType, type NamedExoticComponent, type ReactNode } from "react";
import { useAwaitWidget, WidgetReady } from "#app/lib/hydration-mark";

/**
 * A component whose code is not in the page's first-load JS (issues 15 and 28). In the browser it is
 * its own chunk, requested when hydration (or a later render) reaches it: React keeps the server's
 * HTML of a suspended boundary until the code has arrived, so the page looks the same. On the
 * server the same component renders synchronously (its module is loaded with this one, before any
 * request), so the HTML is complete without streaming a fallback — also for a browser without
 * JavaScript. The page counts as hydrated only once the component is (#app/lib/hydration-mark).
 * `placeholder` holds its place while its code loads after a client-side navigation: a button's
 * box (header widgets), nothing, or a node of the caller's.
 */
// Any component type; the result keeps its props.
export function deferred<C extends ComponentType<any>>(name: string, load: () => Promise<C>, { placeholder = "button" }: { placeholder?: "button" | "none" | ReactNode } = {}): NamedExoticComponent<ComponentProps<C>> {
  // Server: the widget once its module has loaded (at start-up). Browser: always the same lazy
  // component, so a re-render never swaps the element type (that would remount the widget and drop
  // its state, e.g. close an open panel).
  let loaded: ComponentType<ComponentProps<C>> | null = null;
  if (import.meta.env.SSR) void load().then((c) => (loaded = c));
  const Lazy = import.meta.env.SSR ? null : lazy(() => load().then((c) => ({ default: c })));
  // Memoised: a parent's re-render with the same props (the whole catalogue arriving re-renders
  // every translated component) must not reach a boundary still waiting for its chunk, or React
  // gives up hydrating it and renders it again on the client (error 421).
  const Deferred = memo(function Deferred(props: ComponentProps<C>) {
    const Impl = (loaded ?? Lazy)!;
    const id = useId();
    useAwaitWidget(id);
    return (
      <Suspense fallback={placeholder === "button" ? <span className="inline-flex size-9 shrink-0" aria-hidden="true" /> : placeholder === "none" ? null : placeholder}>
        <Impl {...props} />
        <WidgetReady id={id} />
      </Suspense>
    );
  });
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

