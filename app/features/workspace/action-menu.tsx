import type { ReactElement, ReactNode } from "react";
import type { ActionMenuContentProps } from "./action-menu-content";
import { onFirstOpenPopup } from "./on-first-open";

/** One entry of an `ActionMenu`: an action, a heading, a separator, or a checkbox that keeps the menu open. */
export type ActionMenuItem =
  | { kind?: "item"; key?: string; label: ReactNode; onSelect: () => void; destructive?: boolean }
  | { kind: "label"; key?: string; label: ReactNode }
  | { kind: "separator"; key?: string }
  | { kind: "checkbox"; key: string; label: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void };

/**
 * A row's or a toolbar's menu of actions (mail, boards, services): `trigger` is the button as it
 * looks on the page, `items` what the menu offers. The trigger is there from the start; the Radix
 * menu (./action-menu-content.tsx) loads apart from the page and mounts on the first open (issue 28).
 */
export const ActionMenu = onFirstOpenPopup<ActionMenuContentProps>("ActionMenu", "menu", () => import("./action-menu-content").then((m) => m.ActionMenuContent));

export type ActionMenuProps = { trigger: ReactElement; items: ActionMenuItem[]; align?: "start" | "center" | "end" };
