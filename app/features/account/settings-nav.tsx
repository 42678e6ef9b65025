import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The settings pages side by side (issue 30): profile, notifications, security, privacy. */
const PAGES = [
  ["/settings", "settingsNav.profile"],
  ["/settings/notifications", "settingsNav.notifications"],
  ["/settings/security", "settingsNav.security"],
  ["/settings/privacy", "settingsNav.privacy"],
] as const;

export function SettingsNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("settingsNav.label")} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {PAGES.map(([to, key]) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors ${isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground"}`
              }
            >
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
