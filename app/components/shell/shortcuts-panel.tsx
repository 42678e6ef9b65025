import { LayoutGrid } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ClosedTrigger, FirstOpen, HeaderButton, useFirstOpen } from "./header-button";
import { lazyPart } from "#app/lib/lazy-part";

const { Lazy: Opened, preload } = lazyPart(() => import("./shortcuts-panel-opened").then((m) => m.OpenedShortcuts));

/**
 * The shortcuts panel (spec §2, §4, §5): a 2-column grid and the view/modify/add/edit mode machine.
 * Closed, it is its button (no badge); the shortcuts load from `/resources/shortcuts` on the first
 * open (decision 136).
 */
export function ShortcutsPanel() {
  const { t } = useTranslation();
  const { open, setOpen, mounted } = useFirstOpen();
  const trigger = (
    <HeaderButton label={t("shortcuts.title")} data-panel="shortcuts">
      <LayoutGrid aria-hidden="true" />
    </HeaderButton>
  );
  const closed = (
    <ClosedTrigger popup="dialog" onOpen={() => setOpen(true)} preload={preload}>
      {trigger}
    </ClosedTrigger>
  );
  return (
    <FirstOpen mounted={mounted} closed={closed}>
      <Opened open={open} setOpen={setOpen} trigger={trigger} />
    </FirstOpen>
  );
}
