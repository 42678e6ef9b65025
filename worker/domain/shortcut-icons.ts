/**
 * The icons a shortcut may use (lucide names). Shared by the server's validation and the form's
 * picker, so a stored icon always renders (app/components/shell/icons.tsx maps each to a component).
 */
export const SHORTCUT_ICONS = [
  "home",
  "globe",
  "building",
  "users",
  "store",
  "file-text",
  "graduation-cap",
  "calendar",
  "check-square",
  "mail",
  "message-square",
  "folder",
  "briefcase",
  "landmark",
  "scale",
  "calculator",
  "chart-line",
  "shield-check",
  "book-open",
  "life-buoy",
  "star",
  "link",
] as const;
export type ShortcutIcon = (typeof SHORTCUT_ICONS)[number];
