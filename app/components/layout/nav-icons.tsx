import { Bell, Briefcase, Building, Compass, FileText, Folder, Globe, GraduationCap, Handshake, House, Inbox, ShieldCheck, Store, Users, Wallet, type LucideIcon } from "lucide-react";

/**
 * The navigation menu's icons, by the name navigation.ts and navigation-trees.ts store (a tree
 * answers `heroicons_outline:<name>`). The shell draws the menu before it hydrates, so these are in
 * its first-load JS; the full table of stored icons (shell/icons.tsx, with icon-refs' alias table,
 * ≈ 100 icons) is only needed by the lazily loaded panels (issue 15, docs/decisions/111).
 * nav-icons.test.ts checks that every role's tree draws exactly what `iconFor` would.
 */
const NAV_ICONS: Readonly<Record<string, LucideIcon>> = {
  briefcase: Briefcase,
  building: Building,
  compass: Compass,
  "file-text": FileText,
  folder: Folder,
  globe: Globe,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  home: House,
  inbox: Inbox,
  "shield-check": ShieldCheck,
  store: Store,
  users: Users,
  wallet: Wallet,
};

/** A navigation node's icon; anything else gets `iconFor`'s fallback. */
export function navIconFor(ref: string): LucideIcon {
  return NAV_ICONS[ref.slice(ref.indexOf(":") + 1)] ?? Bell;
}
