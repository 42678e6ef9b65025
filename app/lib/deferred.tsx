import { lazy, memo, Suspense, useId, type ComponentProps, type ComponentType, type NamedExoticComponent, type ReactNode } from "react";
import { useAwaitWidget, WidgetReady } from "./hydration-mark";

/**
 * A component whose code is not in the page's first-load JS (issue 28: ≤ 130 KiB gzip), the way the
 * header widgets are deferred (app/components/shell/lazy-widgets.tsx). The server renders it
 * synchronously (its module is loaded at start-up, before any request), so the HTML is the same as a
 * static import's. In the browser it is its own chunk, requested when hydration reaches it: React
 * keeps the server's HTML of a suspended boundary until the code has arrived, so the page looks the
 * same, and `<html data-hydrated>` waits for it (hydration-mark.ts). After a client-side navigation
 * `fallback` shows for the moment it loads.
 */
// Any component type; the result keeps its props.
export function deferred<C extends ComponentType<any>>(name: string, load: () => Promise<C>, { fallback = null }: { fallback?: ReactNode } = {}): NamedExoticComponent<ComponentProps<C>> {
  let loaded: ComponentType<ComponentProps<C>> | null = null;
  if (import.meta.env.SSR) void load().then((c) => (loaded = c));
  // Browser: always the same lazy component, so a re-render never swaps the element type.
  const Lazy = import.meta.env.SSR ? null : lazy(() => load().then((c) => ({ default: c })));
  // Memoised: a parent's re-render with the same props must not reach a boundary still waiting for
  // its chunk, or React gives up hydrating it and renders it again on the client (error 421).
  const Deferred = memo(function Deferred(props: ComponentProps<C>) {
    const Impl = (loaded ?? Lazy)!;
    const id = useId();
    useAwaitWidget(id);
    return (
      <Suspense fallback={fallback}>
        <Impl {...props} />
        <WidgetReady id={id} />
      </Suspense>
    );
  });
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
