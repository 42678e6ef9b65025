import { useSyncExternalStore } from "react";
import type { ShellSettings } from "#worker/domain/shell-settings";

/**
 * The settings drawer's next choice while an earlier one is still being saved. A second submission
 * on the same fetcher would abort the first mid-flight (Remix logs the aborted response's decode
 * failure, and which write lands first is left to chance), so the drawer saves one choice at a time
 * and keeps the latest here; the shell draws it at once, like a choice in flight.
 */
let queued: ShellSettings | null = null;
const listeners = new Set<() => void>();

function setQueuedSettings(next: ShellSettings | null) {
  queued = next;
  for (const listener of listeners) listener();
}

/** Queues a pick over the waiting one (two picks between renders both count), else over `drawn`. */
export function queueSetting(drawn: ShellSettings, field: keyof ShellSettings, value: string) {
  setQueuedSettings({ ...(queued ?? drawn), [field]: value } as ShellSettings);
}

/** Forgets `sent` once it is in flight, unless a newer pick has replaced it meanwhile. */
export function settingsSent(sent: ShellSettings) {
  if (queued === sent) setQueuedSettings(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useQueuedSettings = () =>
  useSyncExternalStore(
    subscribe,
    () => queued,
    () => null,
  );
