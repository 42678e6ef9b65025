import { isInAppPath, isValidLink } from "#worker/domain/links";
import { parseIconRef } from "#worker/domain/icon-refs";
import { SHORTCUT_ICONS } from "#worker/domain/shortcut-icons";

/**
 * The shortcuts panel's mode machine (spec §4): view → modify ("Enter edit mode") or add
 * ("Add shortcut"); modify → edit (a shortcut is chosen) or back to view; cancel in add → view,
 * cancel in edit → modify; after save or delete → modify. Any other event leaves the state as is.
 */
export type ShortcutsMode = "view" | "modify" | "add" | "edit";
export interface ShortcutsState {
  mode: ShortcutsMode;
  /** the shortcut being edited (edit mode only) */
  editingId: string | null;
}
export type ShortcutsEvent =
  | { type: "enterEditMode" }
  | { type: "exitEditMode" }
  | { type: "add" }
  | { type: "choose"; id: string }
  | { type: "cancel" }
  | { type: "saved" }
  | { type: "deleted" }
  | { type: "reset" };

export const initialShortcutsState: ShortcutsState = { mode: "view", editingId: null };

export function shortcutsReducer(state: ShortcutsState, event: ShortcutsEvent): ShortcutsState {
  switch (event.type) {
    case "enterEditMode":
      return state.mode === "view" ? { mode: "modify", editingId: null } : state;
    case "add":
      return state.mode === "view" ? { mode: "add", editingId: null } : state;
    case "exitEditMode":
      return state.mode === "modify" ? initialShortcutsState : state;
    case "choose":
      return state.mode === "modify" ? { mode: "edit", editingId: event.id } : state;
    case "cancel":
      if (state.mode === "add") return initialShortcutsState;
      if (state.mode === "edit") return { mode: "modify", editingId: null };
      return state;
    case "saved":
      return state.mode === "add" || state.mode === "edit" ? { mode: "modify", editingId: null } : state;
    case "deleted":
      return state.mode === "edit" ? { mode: "modify", editingId: null } : state;
    case "reset":
      return initialShortcutsState;
  }
}

export interface ShortcutFormValues {
  label: string;
  description: string;
  icon: string;
  link: string;
  useRouter: boolean;
}

/** Spec §5: label, icon and link required, description optional; in-app routing needs an in-app path. */
export function isShortcutFormValid(values: ShortcutFormValues): boolean {
  const link = values.link.trim();
  return (
    values.label.trim().length > 0 &&
    values.label.trim().length <= 60 &&
    values.description.trim().length <= 200 &&
    // the picker's icons, or a `namespace:name` icon the shortcut already had (stored through the API; the server checks it)
    ((SHORTCUT_ICONS as readonly string[]).includes(values.icon) || parseIconRef(values.icon)?.namespace != null) &&
    link.length > 0 &&
    isValidLink(link) &&
    (!values.useRouter || isInAppPath(link))
  );
}
