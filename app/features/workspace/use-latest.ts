import { useCallback, useEffect, useRef } from "react";

/**
 * A function of stable identity that calls the latest `fn`, for handlers (they run after the render
 * that gave them). A deferred part (#app/lib/deferred) hydrates only with the props the server
 * rendered it with: a new handler each render of its parent (the catalogue arriving re-renders the
 * page) would make React drop the server's HTML while the part's code is still on its way.
 */
export function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
