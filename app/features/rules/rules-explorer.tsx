import { Form, Link, useSubmit } from "@remix-run/react";
import { ExternalLink, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { iconSprite } from "#app/components/icon-sprite";
import { cn } from "#app/lib/utils";
import type { FilingView, RulesKind, RuleView } from "./rules.server";

export interface RulesExplorerProps {
  query: { jurisdiction?: string; q?: string };
  kind: RulesKind;
  total: number;
  parameterCount: number;
  filingCount: number;
  page: number;
  pages: number;
  jurisdictions: { code: string; name: string }[];
  groups: { code: string; name: string; slug: string | null; rules: RuleView[]; filings: FilingView[] }[];
}

/** The filter (words and a state), in the URL so a filtered view can be shared; the state applies on change. */
function Filters({ query, jurisdictions, kind }: Pick<RulesExplorerProps, "query" | "jurisdictions" | "kind">) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" role="search" aria-label={t("rules.filters")} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
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
      <div className="space-y-1.5">
        <Label htmlFor="rules-kind">{t("rules.kind")}</Label>
        <NativeSelect id="rules-kind" name="kind" defaultValue={kind} onChange={(e) => submit(e.currentTarget.form)}>
          {(["all", "parameters", "filings"] as const).map((k) => (
            <option key={k} value={k}>
              {t(`rules.kinds.${k}`)}
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

/** Values over time: the day each holds from (or "now" when the source gives no date), in-force / upcoming badges. */
function DatedValues({ t, caption, valueHeader, rows }: { t: TFunction; caption: string; valueHeader: string; rows: { from: string | null; fromText: string | null; value: string; state: RuleView["values"][number]["state"]; lang?: "en" }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b text-left text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="w-40 py-1 pr-3 font-medium">
            {t("rules.from")}
          </th>
          <th scope="col" className="py-1 font-medium">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.from ?? "now"} className={cn("border-b last:border-0 align-top", STATE_CLASS[v.state])} data-state={v.state}>
            <td className="py-1.5 pr-3 tabular-nums">
              {v.from ? <time dateTime={v.from}>{v.fromText}</time> : t("rules.filing.feeNow")}
              {v.from && v.state !== "past" ? (
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
  );
}

/** One parameter: what it says, its values with the day each holds from, and its source. */
function RuleCard({ t, rule }: { t: TFunction; rule: RuleView }) {
  return (
    <li>
      <Card className="space-y-3 p-4" data-rule={rule.id}>
        <CardHeading headingId={headingIdOf("rule", rule.id)} name={rule.name} id={rule.id}>
          <Badge variant="outline">{t(`rules.units.${rule.unit}`)}</Badge>
        </CardHeading>
        <p className="text-sm" lang={rule.textLang}>
          {rule.text}
        </p>
        <DatedValues t={t} caption={t("rules.valuesCaption", { name: rule.name })} valueHeader={t("rules.value")} rows={rule.values} />
        <p className="text-xs text-muted-foreground">
          <SourceLine t={t} reference={rule.reference} />
        </p>
      </Card>
    </li>
  );
}

const headingIdOf = (kind: "rule" | "filing", id: string) => `${kind}-${id.replace(/[^a-zA-Z0-9-]/g, "-")}`;

/** A card's title, its id as the engine names it, and its badges (parameters and filings alike). */
function CardHeading({ headingId, name, id, children }: { headingId: string; name: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 id={headingId} className="font-semibold">
          {name}
        </h3>
        <p className="break-all font-mono text-xs text-muted-foreground" lang="en">
          {id}
        </p>
      </div>
      {children}
    </div>
  );
}

/** "Source: <link> · retrieved <date>", the same under a parameter and a filing. */
function SourceLine({ t, reference }: { t: TFunction; reference: { title: string; url: string; publisher: string | null; retrieved?: string | null } }) {
  return (
    <>
      {t("rules.source")} <SourceLink t={t} reference={reference} />
      {reference.retrieved ? <> · {t("rules.retrieved", { date: reference.retrieved })}</> : null}
    </>
  );
}

/**
 * The "opens elsewhere" icon of the source links, drawn once per page and shown by reference at every
 * link (app/components/icon-sprite.tsx): lucide builds its icon on each render, which was a quarter of
 * the explorer's render with one per card (decision 284).
 */
const { Sprite: ExternalLinkSymbol, Icon: SpriteIcon } = iconSprite("rules", { "external-link": ExternalLink });
const ExternalLinkIcon = () => <SpriteIcon name="external-link" className="ml-1 inline size-3" />;

/** A source link: the publisher and title are the source's English. */
function SourceLink({ t, reference }: { t: TFunction; reference: { title: string; url: string; publisher: string | null } }) {
  return (
    <a href={reference.url} target="_blank" rel="noopener noreferrer" className="break-words text-primary underline-offset-4 hover:underline">
      <span lang="en">
        {reference.publisher ? `${reference.publisher}: ` : ""}
        {reference.title}
      </span>
      <ExternalLinkIcon />
      <span className="sr-only"> {t("rules.opensInNewTab")}</span>
    </a>
  );
}

/** One filing rule of the law: when it is due, the government fee over time, the penalty, and where each comes from. */
function FilingCard({ t, filing }: { t: TFunction; filing: FilingView }) {
  const headingId = headingIdOf("filing", filing.id);
  return (
    <li>
      <Card className="space-y-3 p-4" data-filing={filing.id} aria-labelledby={headingId}>
        <CardHeading headingId={headingId} name={filing.name} id={filing.id}>
          <div className="flex flex-wrap gap-1">
            <Badge variant="secondary">{t("rules.filing.badge")}</Badge>
            <Badge variant="outline">{t(`pages.complianceSection.${filing.filingKind}`)}</Badge>
          </div>
        </CardHeading>
        <dl className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">{t("rules.filing.due")}</dt>
          <dd>{filing.dueText}</dd>
          <dt className="text-muted-foreground">{t("rules.filing.frequency")}</dt>
          <dd>{t(`rules.filing.frequencies.${filing.frequency}`)}</dd>
          {filing.appliesTo ? (
            <>
              <dt className="text-muted-foreground">{t("rules.filing.appliesTo")}</dt>
              <dd>{filing.appliesTo === "companies" ? t("rules.filing.everyCompany") : filing.appliesTo.join(", ")}</dd>
            </>
          ) : null}
          {filing.foreignOwned ? (
            <>
              <dt className="text-muted-foreground">{t("rules.filing.owner")}</dt>
              <dd>{t("rules.filing.foreignOwned")}</dd>
            </>
          ) : null}
          {filing.effective ? (
            <>
              <dt className="text-muted-foreground">{t("rules.filing.effective")}</dt>
              <dd>
                {filing.effective.fromText ? t("rules.filing.effectiveFrom", { date: filing.effective.fromText }) : null}
                {filing.effective.fromText && filing.effective.toText ? "; " : null}
                {filing.effective.toText ? t("rules.filing.effectiveTo", { date: filing.effective.toText }) : null}
              </dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t("rules.filing.penalty")}</dt>
          <dd>{filing.penalty ?? t("rules.filing.noPenalty")}</dd>
        </dl>
        {filing.fees.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("rules.filing.noFee")}</p>
        ) : (
          <DatedValues t={t} caption={t("rules.filing.feesCaption", { name: filing.name })} valueHeader={t("rules.filing.fee")} rows={filing.fees} />
        )}
        <div className="space-y-0.5 text-xs text-muted-foreground">
          <p>
            <SourceLine t={t} reference={filing.reference} />
          </p>
          {filing.feeReference ? (
            <p>
              {t("rules.filing.feeSource")} <SourceLink t={t} reference={filing.feeReference} />
            </p>
          ) : null}
          {filing.penaltyReference ? (
            <p>
              {t("rules.filing.penaltySource")} <SourceLink t={t} reference={filing.penaltyReference} />
            </p>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

function Pager({ query, page, pages, kind }: Pick<RulesExplorerProps, "query" | "page" | "pages" | "kind">) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.jurisdiction) params.set("jurisdiction", query.jurisdiction);
    if (kind !== "all") params.set("kind", kind);
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

/** The public rules explorer (issue 32 §3): search, filter by state and kind, each parameter's values over time and source, each filing's due date, fees and penalty. */
export function RulesExplorer(props: RulesExplorerProps) {
  const { t } = useTranslation();
  const { query, groups, kind } = props;
  return (
    <div className="space-y-6">
      <ExternalLinkSymbol />
      <Filters query={query} jurisdictions={props.jurisdictions} kind={kind} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="rules-count">
        {[kind === "filings" ? null : t("rules.count", { count: props.parameterCount }), kind === "parameters" ? null : t("rules.filingCount", { count: props.filingCount })].filter(Boolean).join(" · ")}
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
          {g.rules.length > 0 ? (
            <ul className="grid gap-3 lg:grid-cols-2">
              {g.rules.map((r) => (
                <RuleCard key={r.id} t={t} rule={r} />
              ))}
            </ul>
          ) : null}
          {g.filings.length > 0 ? (
            <>
              <h3 className="pt-2 text-base font-semibold" id={`filings-${g.code}`}>
                {t("rules.filing.heading", { name: g.name })}
              </h3>
              <ul className="grid gap-3 lg:grid-cols-2" aria-labelledby={`filings-${g.code}`}>
                {g.filings.map((f) => (
                  <FilingCard key={f.id} t={t} filing={f} />
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
      <Pager query={query} page={props.page} pages={props.pages} kind={kind} />
    </div>
  );
}
