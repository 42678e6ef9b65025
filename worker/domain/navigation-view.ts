import type { Role } from "../../db/schema";
import { navigationFor } from "./navigation";

/** The navigation as served by `GET api/common/navigation`: stable ids, titles in the caller's language. */
export function translatedNavigation(role: Role, t: (key: string) => string) {
  return navigationFor(role).map((item) => ({ id: item.id, title: t(item.titleKey), type: "basic" as const, icon: item.icon, link: item.link }));
}
