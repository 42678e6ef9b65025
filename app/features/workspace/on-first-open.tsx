import * as React from "react";
import { ClosedTrigger, FirstOpen, useFirstOpen } from "#app/components/shell/header-button";
import { lazyPart } from "#app/lib/lazy-part";

/**
 * A dialog whose code loads apart from the page (issue 28). Closed, a Radix dialog draws nothing, so
 * its code (dialog, focus trap, scroll lock: ~13 KiB gzip for the workspace's dialogs) need not be
 * in the page's first-load JS: it is fetched once the page is interactive and mounted on the first
 * open, then stays mounted so it closes (and returns focus) the way Radix does.
 */
export function onFirstOpen<P extends { open: boolean }>(name: string, load: () => Promise<React.ComponentType<P>>) {
  const { Lazy, usePrefetch } = lazyPart(load);
  function OnFirstOpen(props: P) {
    const [wanted, setWanted] = React.useState(props.open);
    if (props.open && !wanted) setWanted(true);
    usePrefetch();
    return wanted ? (
      <React.Suspense fallback={null}>
        <Lazy {...props} />
      </React.Suspense>
    ) : null;
  }
  OnFirstOpen.displayName = `OnFirstOpen(${name})`;
  return OnFirstOpen;
}

/** What a popup's Radix part gets: its open state and the trigger it wraps in its own Trigger. */
export type PopupPartProps = { open: boolean; onOpenChange: (open: boolean) => void; trigger: React.ReactElement };

/**
 * A menu or popover whose trigger is on the page from the start and whose Radix parts (menu, popper,
 * floating-ui: ~30 KiB gzip) load apart from it (issue 28), the way the header widgets do it
 * (#app/components/shell/header-button: `useFirstOpen`, `<ClosedTrigger>`): until the first open the
 * trigger alone is rendered, with the attributes Radix gives a closed trigger, opening on a click,
 * Enter, Space (and ArrowDown for a menu). Then the Radix part mounts open around the same trigger
 * and stays mounted, so it closes and returns focus as Radix does.
 */
export function onFirstOpenPopup<P extends PopupPartProps>(name: string, popup: "menu" | "dialog", load: () => Promise<React.ComponentType<P>>) {
  const { Lazy, usePrefetch } = lazyPart(load);
  function Popup(props: Omit<P, "open" | "onOpenChange">) {
    const { open, setOpen, mounted } = useFirstOpen();
    usePrefetch();
    // type="button", as Radix's Trigger renders it.
    const closed = (
      <ClosedTrigger popup={popup} onOpen={() => setOpen(true)}>
        {React.cloneElement(props.trigger, { type: "button" })}
      </ClosedTrigger>
    );
    return (
      <FirstOpen mounted={mounted} closed={closed}>
        <Lazy {...(props as P)} open={open} onOpenChange={setOpen} />
      </FirstOpen>
    );
  }
  Popup.displayName = `OnFirstOpenPopup(${name})`;
  return Popup;
}
