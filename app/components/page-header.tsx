import { useTranslation } from "react-i18next";

/** A titled page (the later issues fill these pages with their product). */
export function PageHeader({ title, description, children }: { title: string; description?: string; children?: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="max-w-3xl text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}

export function PlaceholderPage({ page, values }: { page: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <PageHeader title={t(`pages.${page}.title`, values)} description={t(`pages.${page}.description`, values)}>
      <p className="rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">{t("pages.comingSoon")}</p>
    </PageHeader>
  );
}
