import {
  Bell,
  BookOpen,
  Briefcase,
  Building,
  Calculator,
  Calendar,
  ChartLine,
  FileText,
  Folder,
  Globe,
  GraduationCap,
  House,
  Inbox,
  Landmark,
  LifeBuoy,
  Link as LinkIcon,
  Mail,
  MessageSquare,
  Scale,
  ShieldCheck,
  SquareCheck,
  Star,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ShortcutIcon } from "../../../worker/domain/shortcut-icons";

/** lucide components for the icon names stored in shortcuts, notifications and navigation. */
export const SHORTCUT_ICON_COMPONENTS: Record<ShortcutIcon, LucideIcon> = {
  home: House,
  globe: Globe,
  building: Building,
  users: Users,
  store: Store,
  "file-text": FileText,
  "graduation-cap": GraduationCap,
  calendar: Calendar,
  "check-square": SquareCheck,
  mail: Mail,
  "message-square": MessageSquare,
  folder: Folder,
  briefcase: Briefcase,
  landmark: Landmark,
  scale: Scale,
  calculator: Calculator,
  "chart-line": ChartLine,
  "shield-check": ShieldCheck,
  "book-open": BookOpen,
  "life-buoy": LifeBuoy,
  star: Star,
  link: LinkIcon,
};

const EXTRA: Record<string, LucideIcon> = { inbox: Inbox, bell: Bell };

export function iconFor(name: string | null | undefined, fallback: LucideIcon = Bell): LucideIcon {
  if (!name) return fallback;
  return (SHORTCUT_ICON_COMPONENTS as Record<string, LucideIcon>)[name] ?? EXTRA[name] ?? fallback;
}
