import type { ReactElement, ReactNode } from "react";
import type { PopupPartProps } from "./on-first-open";

/** One entry of an `ActionMenu`: an action, a heading, a separator, or a checkbox that keeps the menu open. */
export type ActionMenuItem =
  | { kind?: "item"; key?: string; label: ReactNode; onSelect: () => void; destructive?: boolean }
  | { kind: "label"; key?: string; label: ReactNode }
  | { kind: "separator"; key?: string }
  | { kind: "checkbox"; key: string; label: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void };

export type ActionMenuProps = { trigger: ReactElement; items: ActionMenuItem[]; align?: "start" | "center" | "end" };

/** What the Radix part (./action-menu-content.tsx) gets: the above, open state and the trigger. */
export type ActionMenuContentProps = PopupPartProps & ActionMenuProps;
