import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "#app/i18n";
import { cn } from "#app/lib/utils";

/** A POST (not a GET link) so switching language never changes state on GET; works without JS. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/resources/locale" className={cn("flex items-center gap-1", className)} aria-label={t("shell.changeLanguage")}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LANGUAGES.map((lang) => {
        const active = i18n.language === lang.id;
        return (
          <button
            key={lang.id}
            type="submit"
            name="locale"
            value={lang.id}
            aria-pressed={active}
            lang={lang.id}
            className={cn(
              "flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              active && "bg-accent text-foreground",
            )}
          >
            <img src={`/flags/${lang.flag}.svg`} alt="" width={20} height={13} className="h-[13px] w-5 rounded-[2px] object-cover" />
            {lang.id.toUpperCase()}
            <span className="sr-only">{lang.label}</span>
          </button>
        );
      })}
    </Form>
  );
}
