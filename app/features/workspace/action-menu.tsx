import type { ActionMenuContentProps } from "./action-menu-types";
import { onFirstOpenPopup } from "./on-first-open";

/**
 * A row's or a toolbar's menu of actions (mail, boards, services): `trigger` is the button as it
 * looks on the page, `items` what the menu offers. The trigger is there from the start; the Radix
 * menu (./action-menu-content.tsx) loads apart from the page and mounts on the first open (issue 28).
 */
export const ActionMenu = onFirstOpenPopup<ActionMenuContentProps>("ActionMenu", "menu", () => import("./action-menu-content").then((m) => m.ActionMenuContent));

export type { ActionMenuItem } from "./action-menu-types";
