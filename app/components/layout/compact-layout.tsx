import { Form, Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { NavigationItem } from "../../../worker/domain/navigation";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root";
import { LanguageSwitcher } from "./language-switcher";
import { LoadingBar } from "./loading-bar";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

/** The footer (spec: product name, © and the year). The compact layout keeps it behind an always-off switch. */
export function Footer() {
  const { t } = useTranslation();
  const name = useRootData()?.appName ?? "TaxAtlas";
  return <footer className="border-t px-6 py-4 text-sm text-muted-foreground">{t("shell.footer", { year: new Date().getFullYear(), name })}</footer>;
}
const SHOW_FOOTER = false;

export function CompactLayout({ navigation, children }: { navigation: NavigationItem[]; children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const user = root?.user;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <LoadingBar />
      <header className="border-b bg-card">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
          <Link to="/advisor" className="flex items-center gap-2 font-semibold">
            <img src="/favicon.svg" alt="" width={26} height={26} />
            <span>{root?.appName ?? "TaxAtlas"}</span>
          </Link>
          <nav aria-label="Header" className="hidden items-center gap-1 text-sm md:flex">
            <Link className="rounded-md px-2 py-1 hover:bg-accent" to="/advisor">{t("shell.iamAdvisor")}</Link>
            <Link className="rounded-md px-2 py-1 hover:bg-accent" to="/support/faqs">{t("shell.faq")}</Link>
            <Link className="rounded-md px-2 py-1 hover:bg-accent" to="/pricing">{t("shell.pricing")}</Link>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            {user ? (
              <div className="flex items-center gap-2">
                <span className="hidden text-sm text-muted-foreground lg:inline">
                  {t("shell.signedInAs", { email: user.email, role: t(`roles.${root?.role ?? "user"}`) })}
                </span>
                <Button asChild variant="outline" size="sm">
                  <Link to="/sign-out">{t("shell.signOut")}</Link>
                </Button>
              </div>
            ) : (
              <div className="flex items-center gap-2">
                <span className="hidden text-sm text-muted-foreground lg:inline">{t("shell.browsingAsGuest")}</span>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/sign-in">{t("shell.signIn")}</Link>
                </Button>
                <Button asChild size="sm">
                  <Link to="/sign-up">{t("shell.signUp")}</Link>
                </Button>
              </div>
            )}
          </div>
        </div>
        <nav aria-label={t("shell.mainNavigation")} className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 pb-2 text-sm">
          {navigation.map((item) => (
            <NavLink
              key={item.id}
              to={item.link}
              end={item.link === "/advisor"}
              className={({ isActive }) =>
                cn("whitespace-nowrap rounded-md px-3 py-1.5 text-muted-foreground hover:bg-accent hover:text-foreground", isActive && "bg-accent font-medium text-foreground")
              }
            >
              {t(item.titleKey)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
      {SHOW_FOOTER ? <Footer /> : null}
    </div>
  );
}
