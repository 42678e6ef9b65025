import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

export interface ErrorData {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}
export const isErrorData = (data: unknown): data is ErrorData =>
  typeof data === "object" && data !== null && "error" in data && typeof (data as ErrorData).error?.code === "string";

/**
 * A fetcher for the shell's resource routes. Spec §8: a 401 on any response signs the user out —
 * the session is gone, so the browser goes to sign-in (whose loader clears the rejected cookie).
 */
export function useShellFetcher<T>(key?: string) {
  const fetcher = useFetcher<T | ErrorData>(key ? { key } : undefined);
  const navigate = useNavigate();
  useEffect(() => {
    if (fetcher.state === "idle" && isErrorData(fetcher.data) && fetcher.data.error.code === "UNAUTHENTICATED") {
      navigate("/sign-in", { replace: true });
    }
  }, [fetcher.state, fetcher.data, navigate]);
  return fetcher;
}
