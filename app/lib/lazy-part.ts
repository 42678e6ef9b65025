import * as React from "react";

/**
 * A component whose code loads apart from the page (issue 28), rendered through `Lazy` inside a
 * Suspense boundary. Its code is fetched by the first render of `Lazy`, or earlier by `preload` (the
 * header widgets: when the pointer or focus reaches the trigger) or `usePrefetch` (the workspace's
 * parts: an effect, once the page is interactive — not a first-load file, but there by the first
 * open). A failed fetch (offline) is not remembered: the next use tries again; a failed preload is
 * no one's error yet, the use that needs the code reports it.
 */
export function lazyPart<P>(load: () => Promise<React.ComponentType<P>>) {
  let pending: Promise<React.ComponentType<P>> | null = null;
  const fetchCode = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  // React.lazy types its props with ref attributes; these parts take none, so it is the plain component type.
  const Lazy = React.lazy(() => fetchCode().then((c) => ({ default: c }))) as unknown as React.ComponentType<P>;
  const preload = () => void fetchCode().catch(() => undefined);
  const usePrefetch = () => React.useEffect(preload, []);
  return { Lazy, preload, usePrefetch };
}
