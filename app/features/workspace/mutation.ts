import { useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

export interface MutationError {
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

type Undo = () => void;

/**
 * Writes of a workspace app: JSON (or multipart) to the app's resource route. `apply` makes the
 * change on screen at once and returns how to undo it; a failed write undoes it (rollback) and
 * exposes the error, a successful one revalidates the page's loader so the screen shows what was stored.
 * A 401 means the session is gone: the browser goes to sign-in (spec §8).
 */
export function useMutation(endpoint: string) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [error, setError] = useState<MutationError | null>(null);
  const [pending, setPending] = useState(0);

  const run = useCallback(
    async <T = unknown>(body: Record<string, unknown> | FormData, opts: { apply?: () => Undo | void; revalidate?: boolean } = {}): Promise<T | null> => {
      const undo = opts.apply?.() ?? undefined;
      setPending((n) => n + 1);
      setError(null);
      try {
        const res = await fetch(endpoint, {
          method: "POST",
          headers: body instanceof FormData ? undefined : { "Content-Type": "application/json" },
          body: body instanceof FormData ? body : JSON.stringify(body),
        });
        const data = (await res.json().catch(() => null)) as { error?: MutationError } | null;
        if (!res.ok) {
          undo?.();
          if (res.status === 401) navigate("/sign-in", { replace: true });
          setError(data?.error ?? { code: "INTERNAL", message: res.statusText });
          return null;
        }
        if (opts.revalidate !== false) revalidator.revalidate();
        return data as T;
      } catch {
        undo?.();
        setError({ code: "NETWORK", message: "network" });
        return null;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [endpoint, navigate, revalidator],
  );
  return { run, error, clearError: () => setError(null), busy: pending > 0 };
}

/**
 * Local state that follows the loader: optimistic changes edit it, each new loader answer replaces it.
 */
export function useSynced<T>(value: T): [T, React.Dispatch<React.SetStateAction<T>>] {
  const [state, setState] = useState(value);
  const last = useRef(value);
  useEffect(() => {
    if (last.current !== value) {
      last.current = value;
      setState(value);
    }
  }, [value]);
  return [state, setState];
}

/** True when the keyboard event comes from a place where typing letters must not trigger shortcuts. */
export function isTyping(event: KeyboardEvent): boolean {
  const el = event.target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName) || el.closest("[role=dialog],[role=menu]") !== null;
}

/**
 * Runs `effect` once `value` has stopped changing for `delay` ms (not on the first render): search
 * fields write their query to the URL this way, without a history entry per key stroke.
 */
export function useDebouncedEffect<T>(value: T, delay: number, effect: (value: T) => void) {
  const first = useRef(true);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = setTimeout(() => latest.current(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
}
