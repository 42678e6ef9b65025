import * as React from "react";

/**
 * A dialog whose code loads apart from the page (issue 28). Closed, a Radix dialog draws nothing, so
 * its code (dialog, focus trap, scroll lock: ~13 KiB gzip for the workspace's dialogs) need not be
 * in the page's first-load JS: it is fetched once the page is interactive and mounted on the first
 * open, then stays mounted so it closes (and returns focus) the way Radix does.
 */
export function onFirstOpen<P extends { open: boolean }>(name: string, load: () => Promise<React.ComponentType<P>>) {
  let pending: Promise<React.ComponentType<P>> | null = null;
  // A failed fetch (offline) is not remembered: the next open tries again.
  const fetchCode = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  // React.lazy types its props with ref attributes; the dialogs take none, so it is the plain component type.
  const Lazy = React.lazy(() => fetchCode().then((c) => ({ default: c }))) as unknown as React.ComponentType<P>;
  function OnFirstOpen(props: P) {
    const [wanted, setWanted] = React.useState(props.open);
    if (props.open && !wanted) setWanted(true);
    React.useEffect(() => void fetchCode().catch(() => undefined), []);
    return wanted ? (
      <React.Suspense fallback={null}>
        <Lazy {...props} />
      </React.Suspense>
    ) : null;
  }
  OnFirstOpen.displayName = `OnFirstOpen(${name})`;
  return OnFirstOpen;
}
