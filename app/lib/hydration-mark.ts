import { useEffect } from "react";

/**
 * `<html data-hydrated>` once the document is interactive: React has hydrated the root AND every
 * deferred header widget (app/components/shell/lazy-widgets.tsx) has its code and is hydrated — until
 * then a widget is the server's HTML and a click on it does nothing. Browser tests wait for this mark
 * (test/browser/browser.ts `hydrated`, decision 212) instead of network silence.
 */
const waiting = new Set<string>();
const ready = new Set<string>();
let rootHydrated = false;

function mark() {
  if (rootHydrated && waiting.size === 0) document.documentElement.dataset.hydrated = "";
}

/** True once the root has hydrated: a component rendering now is a client render (a navigation), not hydration. */
export const isRootHydrated = () => rootHydrated;

/** The root's part: its effect runs after every child that hydrated with it. */
export function useRootHydrationMark() {
  useEffect(() => {
    rootHydrated = true;
    mark();
  }, []);
}

/** A deferred widget's wrapper (hydrated with the page): the page is not interactive until `id` is ready. */
export function useAwaitWidget(id: string) {
  useEffect(() => {
    if (!ready.has(id)) waiting.add(id);
    return () => {
      waiting.delete(id);
      mark();
    };
  }, [id]);
}

/** Rendered inside the widget's Suspense boundary: its effect runs once the widget has hydrated. */
export function WidgetReady({ id }: { id: string }) {
  useEffect(() => {
    ready.add(id);
    waiting.delete(id);
    mark();
  }, [id]);
  return null;
}
