import { useEffect, useState } from "react";

/**
 * True after the first client render: before it, a component renders what the server rendered, so
 * server and client HTML agree (shell/local-time.tsx shows times in UTC until then). On its own,
 * without date-fns: pages that only need this flag (checkout, a marketplace request's bid form, a
 * receipt) do not preload date-fns and its locales (decision 281).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  return hydrated;
}
