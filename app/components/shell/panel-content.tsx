import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { isErrorData, useShellFetcher } from "./use-shell-fetcher";

/**
 * A header panel's content, loaded from its resource route when the panel is first opened
 * (decision 136): the page's data carries only the closed header's badges. Call it from the part of
 * the widget that mounts on the first open and stays mounted (header-button.tsx useFirstOpen).
 *
 * The address carries the language on screen (`?lng=` of the page is not remembered in the cookie),
 * and a language switch loads the content again. Remix revalidates a loaded fetcher after every
 * submission, as it does the layout's badges, so after an action in a panel (mark read, delete, add
 * a shortcut, send a chat message) the content and the counts come from the same server rules.
 */
export interface PanelContent<T> {
  /** the content once loaded (kept while it is loaded again after an action) */
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function usePanelContent<T>(resource: string, params: Record<string, string> = {}): PanelContent<T> {
  const { i18n } = useTranslation();
  const fetcher = useShellFetcher<T>();
  const url = `${resource}?${new URLSearchParams({ ...params, lng: i18n.language })}`;
  const requested = useRef<string | null>(null);
  const { load } = fetcher;
  useEffect(() => {
    if (requested.current === url) return;
    requested.current = url;
    void load(url);
  }, [url, load]);
  const retry = useCallback(() => void load(url), [load, url]);
  const data = isErrorData(fetcher.data) ? undefined : (fetcher.data as T | undefined);
  const failed = fetcher.state === "idle" && isErrorData(fetcher.data);
  return { data, failed, loading: data === undefined && !failed, retry };
}

/**
 * What a panel shows until its content is there: a polite status while it loads, and an alert with
 * a retry button when it could not be loaded.
 */
export function PanelStatus({ loading, failed, retry }: { loading: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm">
        <p>{t("header.panelFailed")}</p>
        <Button type="button" variant="outline" size="sm" onClick={retry}>
          {t("header.retry")}
        </Button>
      </div>
    );
  if (!loading) return null;
  return (
    <p role="status" className="px-6 py-10 text-center text-sm text-muted-foreground">
      {t("shell.loading")}
    </p>
  );
}
