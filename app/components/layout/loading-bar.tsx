import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clampProgress, createLoadingTracker, nextProgress } from "#app/lib/loading-progress";

/**
 * Spec §4/§9: a 6 px bar, shown while at least one navigation or fetcher is pending and hidden
 * when none are. Progress eases towards 90 % while pending and always stays within 0–100.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { t } = useTranslation();
  const tracker = useRef(createLoadingTracker());
  const started = useRef(new Set<string>());
  const [progress, setProgress] = useState(0);

  // Each pending navigation or fetcher is one request; its URL (or fetcher key) identifies it.
  const pending = new Set<string>();
  if (navigation.state !== "idle") pending.add(`nav:${navigation.location?.pathname ?? "?"}`);
  for (const f of fetchers) if (f.state !== "idle") pending.add(`fetcher:${f.key}`);
  for (const url of pending) if (!started.current.has(url)) (started.current.add(url), tracker.current.setStatus(true, url));
  for (const url of [...started.current]) if (!pending.has(url)) (started.current.delete(url), tracker.current.setStatus(false, url));
  const show = tracker.current.show;

  useEffect(() => {
    if (!show) {
      setProgress(0);
      return;
    }
    const timer = setInterval(() => setProgress((p) => nextProgress(p)), 200);
    return () => clearInterval(timer);
  }, [show]);

  if (!show) return null;
  const value = clampProgress(Math.max(progress, 10));
  return (
    <div
      role="progressbar"
      aria-label={t("shell.loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      data-testid="loading-bar"
      className="fixed inset-x-0 top-0 z-[60] h-[6px] bg-primary/20"
    >
      <div className="h-full bg-primary transition-[width] duration-200 ease-out" style={{ width: `${value}%` }} />
    </div>
  );
}
