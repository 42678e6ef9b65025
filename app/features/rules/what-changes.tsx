import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TimelineEntry } from "#worker/domain/rules/changes";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/utils";

/**
 * A jurisdiction page's "What changes" (issue 32 §3): the dated value changes of the engine's rules
 * for that state, past and upcoming, each with its source, and the way to all of its rules.
 */
export function WhatChanges({ changes: { entries: changes, ruleCount }, iso3, name }: { changes: { entries: TimelineEntry[]; ruleCount: number }; iso3: string; name: string }) {
  const { t } = useTranslation();
  if (ruleCount === 0) return null;
  return (
    <section aria-labelledby="what-changes" className="space-y-3" data-testid="what-changes">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="what-changes" className="text-xl font-semibold">
          {t("rules.whatChanges")}
        </h2>
        <Link to={`/rules?jurisdiction=${iso3}`} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("rules.allRulesOf", { name })}
        </Link>
      </div>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("rules.noChanges")}</p>
      ) : (
        <ol className="relative space-y-4 border-l pl-5">
          {changes.map((c) => (
            <li key={`${c.id}-${c.date}`} className="relative" data-upcoming={c.upcoming}>
              <span aria-hidden className={cn("absolute -left-[1.65rem] top-1.5 size-3 rounded-full border-2 border-background", c.upcoming ? "bg-amber-500" : "bg-primary")} />
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <time dateTime={c.date} className="font-medium tabular-nums">
                  {c.dateText}
                </time>
                <Badge variant={c.upcoming ? "warning" : "secondary"}>{t(c.upcoming ? "rules.state.upcoming" : "rules.changePast")}</Badge>
              </p>
              <p className="mt-1 font-medium">{c.name}</p>
              <p className="text-sm">
                <span className="text-muted-foreground">{c.before}</span> <span aria-hidden>→</span>
                <span className="sr-only">{t("rules.becomes")}</span> <strong>{c.after}</strong>
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t("rules.source")}{" "}
                <a href={c.reference.url} target="_blank" rel="noopener noreferrer" className="break-words text-primary underline-offset-4 hover:underline">
                  <span lang="en">{c.reference.title}</span>
                  <span className="sr-only"> {t("rules.opensInNewTab")}</span>
                </a>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
