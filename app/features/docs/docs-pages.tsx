import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "#app/lib/dates";

interface Release {
  date: string;
  title: string;
  items: string[];
}
interface GuideSection {
  title: string;
  paragraphs: string[];
  links?: { to: string; label: string }[];
}

/** What changed in TaxAtlas, newest first (content in the translation files, en + tr). */
export function ChangelogPage() {
  const { t, i18n } = useTranslation();
  const releases = t("workspace.docs.changelog.releases", { returnObjects: true }) as Release[];
  const fmt = { format: (d: Date | string) => formatDate(d, i18n.language, "long") };
  return (
    <article className="max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t("workspace.docs.changelog.title")}</h1>
        <p className="text-muted-foreground">{t("workspace.docs.changelog.description")}</p>
      </header>
      <ol className="space-y-6">
        {releases.map((r) => (
          <li key={r.date + r.title} className="rounded-lg border bg-card p-5">
            <h2 className="text-lg font-semibold">{r.title}</h2>
            <p className="text-sm text-muted-foreground">
              <time dateTime={r.date}>{fmt.format(new Date(`${r.date}T00:00:00Z`))}</time>
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {r.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** Getting started: what TaxAtlas is and the first steps, with links into the product. */
export function IntroductionPage() {
  const { t } = useTranslation();
  const sections = t("workspace.docs.intro.sections", { returnObjects: true }) as GuideSection[];
  return (
    <article className="max-w-3xl space-y-6">
      <header>
        <p className="text-sm font-medium text-primary">{t("workspace.docs.intro.kicker")}</p>
        <h1 className="text-3xl font-semibold tracking-tight">{t("workspace.docs.intro.title")}</h1>
        <p className="text-muted-foreground">{t("workspace.docs.intro.lead")}</p>
      </header>
      {sections.map((s) => (
        <section key={s.title} className="space-y-2">
          <h2 className="text-xl font-semibold">{s.title}</h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="leading-relaxed">
              {p}
            </p>
          ))}
          {s.links?.length ? (
            <ul className="flex flex-wrap gap-3 pt-1">
              {s.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm font-medium text-primary underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <nav aria-label={t("workspace.docs.intro.next")} className="border-t pt-4">
        <Link to="/docs/changelog" className="text-sm font-medium text-primary underline">
          {t("workspace.docs.intro.toChangelog")}
        </Link>
      </nav>
    </article>
  );
}
