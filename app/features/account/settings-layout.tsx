import type { ReactNode } from "react";
import { PageHeader } from "#app/components/page-header";
import { SettingsNav } from "./settings-nav";

/**
 * The frame of the four settings pages (profile, notifications, security, privacy): the title, the
 * tab row, then the page. The pages stay separate routes (`settings_.*`: no shared loader to pay
 * for), so the frame is a component rather than a layout route.
 */
export function SettingsPage({
  title,
  description,
  actions,
  wide = false,
  children,
}: {
  title: string;
  description?: string;
  /** beside the title, e.g. a link to the neighbouring page */
  actions?: ReactNode;
  /** forms read best narrow; the security and privacy pages hold tables */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "max-w-3xl space-y-6" : "max-w-xl space-y-8"}>
      <PageHeader title={title} description={description}>
        {actions}
      </PageHeader>
      <SettingsNav />
      {children}
    </div>
  );
}

/** One titled card of a settings page; `id` names it for its heading and for tests. */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border bg-card p-4 sm:p-6" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
