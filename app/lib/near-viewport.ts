import { useEffect, useRef, useState } from "react";

/**
 * True once the element is within `margin` of the viewport (then stays true). Heavy widgets below
 * the fold (recharts) start loading and drawing only when the reader gets near them, so their work
 * is not part of the page's load (issue 15: blocking time). Without IntersectionObserver: at once.
 */
export function useNearViewport<T extends Element>(margin = "300px") {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return [ref, near] as const;
}
