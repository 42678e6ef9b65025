import { Form, Link, useFetcher } from "@remix-run/react";
import { CalendarClock, CheckCircle2, CircleAlert, Clock, ExternalLink, FileText, Paperclip } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ComplianceEntity } from "#worker/domain/compliance/tracker.server";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { FormField } from "#app/components/ui/form-field";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { FILING_KINDS } from "#worker/domain/compliance/calendar";
import type { ComplianceActionResult } from "./page.server";
import { formatDate } from "#app/lib/dates";
import { numberFormat } from "#app/lib/intl";
import { FileInput } from "#app/components/ui/file-input";


export interface FilingView {
  id: string;
  entityId: string;
  entityName: string;
  jurisdiction: string;
  kind: string;
  title: string;
  dueDate: string;
  fee: { amount: number; currency: string } | null;
  status: "upcoming" | "due_soon" | "overdue" | "filed";
  filedAt: string | null;
  estimate: boolean;
  source: { publisher: string; title: string; url: string; retrieved?: string } | null;
  penalty: string | null;
  documents: { id: string; name: string }[];
}

/** An entity as the form shows it: the stored entity without its contract link. */
export type EntityView = Omit<ComplianceEntity, "contractId">;

export type Option = { value: string; label: string };

export const formatMoney = (amount: number, currency: string, locale: string) =>
  numberFormat(locale === "tr" ? "tr-TR" : "en-GB", { style: "currency", currency, minimumFractionDigits: amount % 100 === 0 ? 0 : 2 }).format(amount / 100);

export const formatDay = (day: string, locale: string) =>
  formatDate(day, locale, "day");

const STATUS_VARIANT = { upcoming: "secondary", due_soon: "warning", overdue: "destructive", filed: "success" } as const;
const STATUS_ICON = { upcoming: Clock, due_soon: CalendarClock, overdue: CircleAlert, filed: CheckCircle2 } as const;

export function StatusBadge({ status }: { status: FilingView["status"] }) {
  const { t } = useTranslation();
  const Icon = STATUS_ICON[status];
  return (
    <Badge variant={STATUS_VARIANT[status]}>
      <Icon aria-hidden /> {t(`compliance.status.${status}`)}
    </Badge>
  );
}

export function SummaryCards({ counts, fees, locale }: { counts: Record<FilingView["status"], number>; fees: { currency: string; amount: number }[]; locale: string }) {
  const { t } = useTranslation();
  const items = (["overdue", "due_soon", "upcoming", "filed"] as const).map((s) => ({ status: s, n: counts[s] }));
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="compliance-summary">
      {items.map(({ status, n }) => (
        <Card key={status} className="p-4" data-status={status}>
          <p className="text-sm text-muted-foreground">{t(`compliance.status.${status}`)}</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid={`count-${status}`}>{n}</p>
        </Card>
      ))}
      <Card className="col-span-2 p-4 lg:col-span-1">
        <p className="text-sm text-muted-foreground">{t("compliance.feesThisYear")}</p>
        {fees.length === 0 ? (
          <p className="text-lg font-semibold">{t("compliance.noFees")}</p>
        ) : (
          <ul className="space-y-0.5 text-lg font-semibold tabular-nums" data-testid="fees-this-year">
            {fees.map((f) => (
              <li key={f.currency}>{formatMoney(f.amount, f.currency, locale)}</li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** The next 12 months, one column per month, each listing that month's due filings. */
export function Timeline({ filings, today, locale }: { filings: FilingView[]; today: string; locale: string }) {
  const { t } = useTranslation();
  const [y, m] = today.split("-").map(Number);
  const months = Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1 + i, 1));
    const key = date.toISOString().slice(0, 7);
    return { key, label: formatDate(date, locale, "monthYear"), items: filings.filter((f) => f.dueDate.startsWith(key)) };
  });
  return (
    <section aria-labelledby="timeline-title" className="space-y-3">
      <h2 id="timeline-title" className="text-xl font-semibold">{t("compliance.timeline")}</h2>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {months.map((month) => (
          <li key={month.key} className="min-h-24 rounded-lg border bg-card p-2">
            <p className="text-xs font-semibold uppercase text-muted-foreground">{month.label}</p>
            <ul className="mt-1 space-y-1">
              {month.items.map((f) => (
                <li key={f.id} className="text-xs">
                  <Link to={`/compliance/${f.kind}`} className={`block truncate rounded px-1 py-0.5 hover:bg-accent ${f.status === "overdue" ? "text-destructive" : f.status === "filed" ? "text-muted-foreground line-through" : ""}`} title={`${f.entityName}: ${f.title}`}>
                    {f.dueDate.slice(8)} · {f.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SourceLine({ filing, locale }: { filing: FilingView; locale: string }) {
  const { t } = useTranslation();
  if (!filing.source) return <Badge variant="outline" title={t("compliance.estimateHint")}>{t("compliance.estimate")}</Badge>;
  return (
    <a href={filing.source.url} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline">
      {t("compliance.source")}: {filing.source.publisher} <ExternalLink className="size-3" aria-hidden />
      <span className="sr-only">({t("compliance.opensNewTab")})</span>
      {filing.source.retrieved ? <span className="text-muted-foreground">· {t("compliance.retrieved", { date: formatDay(filing.source.retrieved, locale) })}</span> : null}
    </a>
  );
}

function MarkFiledForm({ filing, documents }: { filing: FilingView; documents: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ComplianceActionResult>();
  const [open, setOpen] = useState(false);
  const id = useId();
  const error = fetcher.data && !fetcher.data.ok ? (fetcher.data.formError ?? Object.values(fetcher.data.fieldErrors ?? {}).flat()[0]) : null;
  if (!open) {
    return (
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`${t("compliance.markFiled")}: ${filing.title}`}>
        {t("compliance.markFiled")}
      </Button>
    );
  }
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="w-full space-y-2 rounded-md border bg-muted/40 p-3" onSubmit={() => undefined}>
      <input type="hidden" name="intent" value="mark-filed" />
      <input type="hidden" name="id" value={filing.id} />
      <div className="space-y-1">
        <Label htmlFor={`${id}-doc`}>{t("compliance.attachExisting")}</Label>
        <NativeSelect id={`${id}-doc`} name="documentId" defaultValue="">
          <option value="">{t("compliance.noDocument")}</option>
          {documents.map((d) => (
            <option key={d.id} value={d.id}>{d.name}</option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-file`}>{t("compliance.uploadDocument")}</Label>
        <FileInput id={`${id}-file`} name="file" accept=".pdf,.jpg,.jpeg,.doc,.docx,.xls,.xlsx,.csv,.txt" />
        <p className="text-xs text-muted-foreground">{t("compliance.uploadHint")}</p>
      </div>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("compliance.saving") : t("compliance.confirmFiled")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t("compliance.cancel")}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function ReopenButton({ filing }: { filing: FilingView }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ComplianceActionResult>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="reopen" />
      <input type="hidden" name="id" value={filing.id} />
      <Button type="submit" size="sm" variant="outline" aria-label={`${t("compliance.reopen")}: ${filing.title}`}>{t("compliance.reopen")}</Button>
    </fetcher.Form>
  );
}

export function FilingList({ filings, documents, locale, showEntity = true, emptyText }: { filings: FilingView[]; documents: { id: string; name: string }[]; locale: string; showEntity?: boolean; emptyText: string }) {
  const { t } = useTranslation();
  if (filings.length === 0) return <p className="rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="divide-y rounded-lg border bg-card" data-testid="filing-list">
      {filings.map((f) => (
        <li key={f.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-filing-id={f.id} data-status={f.status}>
          <div className="min-w-0 space-y-1">
            <p className="font-medium">{f.title}</p>
            {showEntity ? (
              <p className="text-sm text-muted-foreground">
                <Link to={`/compliance/entities/${f.entityId}`} className="underline-offset-4 hover:underline">{f.entityName}</Link> · {f.jurisdiction}
              </p>
            ) : null}
            <p className="text-sm">
              {t("compliance.due")} <time dateTime={f.dueDate}>{formatDay(f.dueDate, locale)}</time>
              {f.fee ? ` · ${t("compliance.fee")} ${formatMoney(f.fee.amount, f.fee.currency, locale)}` : ` · ${t("compliance.noGovernmentFee")}`}
              {f.filedAt ? ` · ${t("compliance.filedOn", { date: formatDay(f.filedAt, locale) })}` : ""}
            </p>
            {f.penalty ? (
              <p className="text-xs text-muted-foreground" data-testid="filing-penalty">
                {t("compliance.latePenalty")}: {f.penalty}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={f.status} />
              <SourceLine filing={f} locale={locale} />
            </div>
            {f.documents.length > 0 ? (
              <ul className="flex flex-wrap gap-2 pt-1" aria-label={t("compliance.attached")}>
                {f.documents.map((d) => (
                  <li key={d.id}>
                    <a href={`/resources/documents?download=${encodeURIComponent(d.id)}`} className="inline-flex items-center gap-1 rounded border px-2 py-0.5 text-xs hover:bg-accent">
                      <Paperclip className="size-3" aria-hidden /> {d.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="flex shrink-0 sm:w-80 sm:justify-end">{f.status === "filed" ? <ReopenButton filing={f} /> : <MarkFiledForm filing={f} documents={documents} />}</div>
        </li>
      ))}
    </ul>
  );
}

export function EntityForm({ entity, options, result, submitLabel }: { entity?: EntityView; options: { jurisdictions: Option[]; structures: Option[] }; result?: ComplianceActionResult; submitLabel: string }) {
  const { t } = useTranslation();
  const errors = result && !result.ok && (result.intent === "create-entity" || result.intent === "update-entity") ? (result.fieldErrors ?? {}) : {};
  const formError = result && !result.ok && (result.intent === "create-entity" || result.intent === "update-entity") ? result.formError : undefined;
  const selectError = (name: string) => (errors[name]?.[0] ? <p className="text-sm font-medium text-destructive" id={`field-${name}-error`}>{errors[name][0]}</p> : null);
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-label={submitLabel}>
      <input type="hidden" name="intent" value={entity ? "update-entity" : "create-entity"} />
      {entity ? <input type="hidden" name="id" value={entity.id} /> : null}
      <FormField name="name" label={t("compliance.entity.name")} defaultValue={entity?.name} required maxLength={120} errors={errors.name} />
      <div className="space-y-2">
        <Label htmlFor="field-jurisdiction">{t("compliance.entity.jurisdiction")}</Label>
        <NativeSelect id="field-jurisdiction" name="jurisdiction" defaultValue={entity?.jurisdiction ?? "CYP"} required aria-invalid={errors.jurisdiction ? true : undefined}>
          {options.jurisdictions.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </NativeSelect>
        {selectError("jurisdiction")}
      </div>
      <div className="space-y-2">
        <Label htmlFor="field-structure">{t("compliance.entity.structure")}</Label>
        <NativeSelect id="field-structure" name="structure" defaultValue={entity?.structure ?? "holding-company"} required aria-invalid={errors.structure ? true : undefined}>
          {options.structures.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </NativeSelect>
        {selectError("structure")}
      </div>
      <FormField name="incorporationDate" type="date" label={t("compliance.entity.incorporationDate")} defaultValue={entity?.incorporationDate} required errors={errors.incorporationDate} />
      <FormField name="fiscalYearEnd" label={t("compliance.entity.fiscalYearEnd")} placeholder="12-31" pattern="\d{2}-\d{2}" defaultValue={entity?.fiscalYearEnd ?? "12-31"} required errors={errors.fiscalYearEnd} />
      <FormField name="registeredAgent" label={t("compliance.entity.registeredAgent")} defaultValue={entity?.registeredAgent ?? ""} maxLength={200} errors={errors.registeredAgent} />
      <div className="flex items-center gap-2 sm:col-span-2">
        <input id="field-nomineeDirector" name="nomineeDirector" type="checkbox" defaultChecked={entity?.nomineeDirector} className="size-4" />
        <Label htmlFor="field-nomineeDirector">{t("compliance.entity.nomineeDirector")}</Label>
      </div>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input id="field-foreignOwned" name="foreignOwned" type="checkbox" defaultChecked={entity?.foreignOwned} className="size-4" />
        <Label htmlFor="field-foreignOwned">{t("compliance.entity.foreignOwned")}</Label>
      </div>
      {formError ? <p role="alert" className="text-sm text-destructive sm:col-span-2">{formError}</p> : null}
      <div className="sm:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}

export function FeedCard({ feed, result }: { feed: { active: boolean; createdAt: string | null }; result?: ComplianceActionResult }) {
  const { t } = useTranslation();
  const url = result && result.ok && result.intent === "rotate-feed" ? result.feedUrl : undefined;
  const active = url ? true : result && result.ok && result.intent === "revoke-feed" ? false : feed.active;
  return (
    <Card className="space-y-3 p-4">
      <h2 className="flex items-center gap-2 font-semibold"><FileText className="size-4" aria-hidden /> {t("compliance.feed.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("compliance.feed.body")}</p>
      {url ? (
        <div className="space-y-1">
          <Label htmlFor="feed-url">{t("compliance.feed.url")}</Label>
          <input id="feed-url" readOnly value={url} className="w-full rounded-md border bg-muted px-2 py-1 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
          <p className="text-xs text-muted-foreground">{t("compliance.feed.once")}</p>
        </div>
      ) : active ? (
        <p className="text-sm">{t("compliance.feed.active")}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="rotate-feed" />
          <Button type="submit" size="sm" variant={active ? "outline" : "default"}>{active ? t("compliance.feed.rotate") : t("compliance.feed.create")}</Button>
        </Form>
        {active ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-feed" />
            <Button type="submit" size="sm" variant="ghost">{t("compliance.feed.revoke")}</Button>
          </Form>
        ) : null}
      </div>
    </Card>
  );
}

export function SectionNav({ current }: { current?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("compliance.sections")} className="flex gap-2 overflow-x-auto pb-1">
      <Link to="/compliance" aria-current={current === undefined ? "page" : undefined} className={`shrink-0 rounded-full border px-3 py-1 text-sm ${current === undefined ? "bg-primary text-primary-foreground" : "hover:bg-accent"}`}>
        {t("compliance.overview")}
      </Link>
      {FILING_KINDS.map((k) => (
        <Link key={k} to={`/compliance/${k}`} aria-current={current === k ? "page" : undefined} className={`shrink-0 rounded-full border px-3 py-1 text-sm ${current === k ? "bg-primary text-primary-foreground" : "hover:bg-accent"}`}>
          {t(`pages.complianceSection.${k}`)}
        </Link>
      ))}
    </nav>
  );
}
