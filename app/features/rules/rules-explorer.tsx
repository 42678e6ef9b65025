import { Form, Link, useSubmit } from "@remix-run/react";
import { ExternalLink, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { cn } from "#app/lib/utils";
import type { RuleView } from "./rules.server";

export interface RulesExplorerProps {
  query: { jurisdiction?: string; q?: string };
  total: number;
  page: number;
  pages: number;
  jurisdictions: { code: string; name: string }[];
  groups: { code: string; name: string; slug: string | null; rules: RuleView[] }[];
}

/** The filter (words and a state), in the URL so a filtered view can be shared; the state applies on change. */
function Filters({ query, jurisdictions }: Pick<RulesExplorerProps, "query" | "jurisdictions">) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" role="search" aria-label={t("rules.filters")} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
      <div className="space-y-1.5">
        <Label htmlFor="rules-q">{t("rules.search")}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
          <Input id="rules-q" type="search" name="q" maxLength={100} defaultValue={query.q ?? ""} placeholder={t("rules.searchPlaceholder")} className="pl-9" />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="rules-jurisdiction">{t("rules.jurisdiction")}</Label>
        <NativeSelect id="rules-jurisdiction" name="jurisdiction" defaultValue={query.jurisdiction ?? ""} onChange={(e) => submit(e.currentTarget.form)}>
          <option value="">{t("rules.allJurisdictions")}</option>
          {jurisdictions.map((j) => (
            <option key={j.code} value={j.code}>
              {j.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit">{t("rules.apply")}</Button>
    </Form>
  );
}

const STATE_CLASS: Record<RuleView["values"][number]["state"], string> = {
  past: "text-muted-foreground",
  current: "font-semibold",
  upcoming: "",
};

/** One parameter: what it says, its values with the day each holds from, and its source. */
function RuleCard({ rule }: { rule: RuleView }) {
  const { t } = useTranslation();
  const headingId = `rule-${rule.id.replace(/[^a-zA-Z0-9-]/g, "-")}`;
  return (
    <li>
      <Card className="space-y-3 p-4" data-rule={rule.id}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold">
              {rule.name}
            </h3>
            <p className="break-all font-mono text-xs text-muted-foreground" lang="en">
              {rule.id}
            </p>
          </div>
          <Badge variant="outline">{t(`rules.units.${rule.unit}`)}</Badge>
        </div>
        <p className="text-sm" lang={rule.textLang}>
          {rule.text}
        </p>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("rules.valuesCaption", { name: rule.name })}</caption>
          <thead className="border-b text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="w-40 py-1 pr-3 font-medium">
                {t("rules.from")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("rules.value")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rule.values.map((v) => (
              <tr key={v.from} className={cn("border-b last:border-0 align-top", STATE_CLASS[v.state])} data-state={v.state}>
                <td className="py-1.5 pr-3 tabular-nums">
                  <time dateTime={v.from}>{v.fromText}</time>
                  {v.state !== "past" ? (
                    <Badge variant={v.state === "current" ? "success" : "warning"} className="ml-2 align-middle">
                      {t(`rules.state.${v.state}`)}
                    </Badge>
                  ) : null}
                </td>
                {/* a rule stated in words whose Turkish is not written yet is the source's English */}
                <td className="break-words py-1.5 tabular-nums" lang={v.lang}>
                  {v.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-muted-foreground">
          {t("rules.source")}{" "}
          <a href={rule.reference.url} target="_blank" rel="noopener noreferrer" className="break-words text-primary underline-offset-4 hover:underline">
            <span lang="en">
              {rule.reference.publisher ? `${rule.reference.publisher}: ` : ""}
              {rule.reference.title}
            </span>
            <ExternalLink className="ml-1 inline size-3" aria-hidden />
            <span className="sr-only"> {t("rules.opensInNewTab")}</span>
          </a>
          {rule.reference.retrieved ? <> · {t("rules.retrieved", { date: rule.reference.retrieved })}</> : null}
        </p>
      </Card>
    </li>
  );
}

function Pager({ query, page, pages }: Pick<RulesExplorerProps, "query" | "page" | "pages">) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.jurisdiction) params.set("jurisdiction", query.jurisdiction);
    if (p > 1) params.set("page", String(p));
    const s = params.toString();
    return s ? `/rules?${s}` : "/rules";
  };
  return (
    <nav aria-label={t("rules.pages")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="text-primary underline-offset-4 hover:underline" rel="prev">
          {t("rules.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span>{t("rules.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="text-primary underline-offset-4 hover:underline" rel="next">
          {t("rules.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The public rules explorer (issue 32 §3): search, filter by state, each parameter's values over time and source. */
export function RulesExplorer(props: RulesExplorerProps) {
  const { t } = useTranslation();
  const { query, total, groups } = props;
  return (
    <div className="space-y-6">
      <Filters query={query} jurisdictions={props.jurisdictions} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="rules-count">
        {t("rules.count", { count: total })}
      </p>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("rules.none")}{" "}
          <Link to="/rules" className="text-primary underline">
            {t("rules.clear")}
          </Link>
        </p>
      ) : null}
      {groups.map((g) => (
        <section key={g.code} aria-labelledby={`rules-${g.code}`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`rules-${g.code}`} className="text-xl font-semibold">
              {g.name}{" "}
              {/* an ISO code, not a word of any language (UAE's ARE would read as English) */}
              <span className="text-sm font-normal text-muted-foreground" lang="zxx">
                {g.code}
              </span>
            </h2>
            {g.slug ? (
              <Link to={`/jurisdictions/${g.slug}`} className="text-sm text-primary underline-offset-4 hover:underline">
                {t("rules.jurisdictionPage", { name: g.name })}
              </Link>
            ) : null}
          </div>
          <ul className="grid gap-3 lg:grid-cols-2">
            {g.rules.map((r) => (
              <RuleCard key={r.id} rule={r} />
            ))}
          </ul>
        </section>
      ))}
      <Pager query={query} page={props.page} pages={props.pages} />
    </div>
  );
}
