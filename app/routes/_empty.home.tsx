import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { LanguageSwitcher } from "#app/components/layout/language-switcher";
import { Button } from "#app/components/ui/button";

export const handle = titled("pages.home.title");
export const meta: MetaFunction = () => titledMeta();

export function loader({ context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  return null;
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 px-6">
      <LanguageSwitcher className="self-end" />
      <h1 className="text-4xl font-semibold tracking-tight">{t("pages.home.title")}</h1>
      <p className="text-lg text-muted-foreground">{t("pages.home.description")}</p>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {(["jurisdictions", "structures", "rules", "professionals", "academy", "pricing", "for-advisors"] as const).map((page) => (
          <li key={page}>
            <Link to={`/${page}`} className="block rounded-md border bg-card px-3 py-2 text-primary hover:bg-accent">
              {t(`public.home.links.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t("public.disclaimer.text")}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/tax">{t("pages.home.getReport")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/advisor">{t("pages.home.explore")}</Link>
        </Button>
      </div>
    </main>
  );
}
