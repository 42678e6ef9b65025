import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/root";
import { LanguageSwitcher } from "./language-switcher";

/** The empty-layout frame of the auth pages: the form on the left, the product on the right (≥ md). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: React.ReactNode; children: React.ReactNode }) {
  const { t } = useTranslation();
  const name = useRootData()?.appName ?? "TaxAtlas";
  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <div className="flex flex-col px-6 py-6 sm:px-12">
        <div className="flex items-center justify-between">
          <Link to="/advisor" className="flex items-center gap-2 text-lg font-semibold">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {name}
          </Link>
          <LanguageSwitcher />
        </div>
        <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <div className="mt-2 text-sm text-muted-foreground">{subtitle}</div> : null}
          <div className="mt-8">{children}</div>
        </main>
      </div>
      <aside className="relative hidden overflow-hidden bg-[oklch(0.3_0.09_258)] text-white md:flex md:flex-col md:justify-center md:px-14">
        <svg aria-hidden="true" className="absolute -right-24 -top-24 h-[28rem] w-[28rem] opacity-15" viewBox="0 0 100 100">
          <circle cx="50" cy="50" r="45" fill="none" stroke="white" strokeWidth="0.6" />
          <path d="M5 50h90M50 5c15 15 15 75 0 90M50 5c-15 15-15 75 0 90M12 30h76M12 70h76" fill="none" stroke="white" strokeWidth="0.6" />
        </svg>
        <p className="text-sm font-semibold uppercase tracking-widest text-white/80">{name}</p>
        <p className="mt-4 max-w-md text-3xl font-semibold leading-tight">{t("auth.tagline")}</p>
        <p className="mt-6 max-w-md text-sm text-white/80">{t("shell.footer", { year: new Date().getFullYear(), name })}</p>
      </aside>
    </div>
  );
}
