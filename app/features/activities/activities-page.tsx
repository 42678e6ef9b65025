import { Link } from "@remix-run/react";
import { isToday, isYesterday } from "date-fns";
import { Activity as ActivityIcon, CheckCircle2, History, LockOpen, Mail, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Activity } from "#worker/domain/activities.server";
import { iconSprite } from "#app/components/icon-sprite";
import { relativeTime } from "#app/features/workspace/relative-time";
import { EmptyState } from "#app/features/workspace/states";
import type { activitiesLoader } from "./activities.server";
import { formatDate } from "#app/lib/dates";

type Data = Awaited<ReturnType<typeof activitiesLoader>>;

/** The feed's icons, drawn once per page and shown by reference in every entry (decision 302). */
const { Sprite, Icon } = iconSprite("activity", { "lock-open": LockOpen, "circle-check": CheckCircle2, "rotate-ccw": RotateCcw, mail: Mail, activity: ActivityIcon });
type IconName = Parameters<typeof Icon>[0]["name"];

/** Icon names are "namespace:name" (spec §3); the name picks a lucide icon, anything else a generic one. */
const ICONS: Record<string, IconName> = {
  "lock-open": "lock-open",
  "check-circle": "circle-check",
  "circle-check": "circle-check",
  "arrow-path": "rotate-ccw",
  "rotate-ccw": "rotate-ccw",
  "arrow-uturn-left": "rotate-ccw",
  envelope: "mail",
  mail: "mail",
};
const iconOf = (icon: string): IconName => ICONS[icon.split(":").pop() ?? ""] ?? "activity";

/** The feed grouped by day (UTC), newest first, with relative times. */
export function ActivitiesPage({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const groups: [string, Activity[]][] = [];
  for (const a of data.activities) {
    const day = a.date.slice(0, 10);
    const last = groups[groups.length - 1];
    if (last && last[0] === day) last[1].push(a);
    else groups.push([day, [a]]);
  }
  const dayTitle = (day: string) => {
    const d = new Date(`${day}T12:00:00Z`);
    if (isToday(d)) return t("workspace.activities.today");
    if (isYesterday(d)) return t("workspace.activities.yesterday");
    return formatDate(d, i18n.language, "full");
  };
  // One clock and one language for the whole feed (RelativeTime's markup, without a hook per entry).
  const now = new Date();
  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("workspace.activities.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("workspace.activities.description")}</p>
      </div>
      {data.activities.length === 0 ? (
        <EmptyState title={t("workspace.activities.empty")} body={t("workspace.activities.emptyBody")} icon={History} />
      ) : (
        <>
        <Sprite />
        {groups.map(([day, items]) => (
          <section key={day} aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`} className="mb-2 text-sm font-semibold text-muted-foreground">
              {dayTitle(day)}
            </h2>
            <ol className="relative space-y-4 border-l pl-6">
              {items.map((a) => {
                return (
                  <li key={a.id} className="relative" data-activity-id={a.id}>
                    <span className="absolute -left-[2.1rem] flex size-7 items-center justify-center rounded-full border bg-card" aria-hidden="true">
                      <Icon name={iconOf(a.icon)} className="size-4 text-primary" />
                    </span>
                    {/* sanitized by the activities domain module on write and on read */}
                    {/* the product's sentence, with the names people gave their tasks, files and boards in <strong>/<em> (decision 099) */}
                    <div className="text-sm [&_a]:text-primary [&_a]:underline" data-user-names dangerouslySetInnerHTML={{ __html: a.description }} />
                    {a.extraContent ? <div className="mt-1 rounded-md border bg-muted/40 p-2 text-sm" data-user-content dangerouslySetInnerHTML={{ __html: a.extraContent }} /> : null}
                    <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      <time dateTime={a.date} title={a.date} suppressHydrationWarning>
                        {relativeTime(new Date(a.date), now, i18n.language)}
                      </time>
                      {a.link ? (
                        a.useRouter || a.link.startsWith("/") ? (
                          <Link to={a.link} className="text-primary underline">
                            {a.linkedContent || t("workspace.activities.open")}
                          </Link>
                        ) : (
                          <a href={a.link} className="text-primary underline" rel="noopener noreferrer">
                            {a.linkedContent || t("workspace.activities.open")}
                          </a>
                        )
                      ) : null}
                    </p>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
        </>
      )}
    </div>
  );
}
