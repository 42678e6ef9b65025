import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { requireRole } from "#worker/auth/permissions.server";
import { AppError } from "#worker/errors";
import { adminMailQuery, getMailMessage, listMail, replayMail } from "#worker/domain/mail/admin.server";
import { mailSite } from "#worker/domain/mail/outbox.server";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/**
 * Outgoing mail and its delivery (admins only, on the server). With the local provider this is the
 * mail viewer: the selected message as it would arrive, HTML in a sandboxed frame (no scripts, no
 * same-origin) and the text part beside it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "mail.admin");
  const params = Object.fromEntries(context.app.url.searchParams);
  const query = adminMailQuery.safeParse(params);
  const status = query.success ? (query.data.status ?? null) : null;
  const messages = await listMail(context.app, status ?? undefined);
  const id = typeof params.id === "string" ? params.id : messages[0]?.id;
  let selected = null;
  if (id) {
    try {
      selected = await getMailMessage(context.app.db, mailSite(context.app.env, context.app.url.origin), id);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  return { seo, locale, status, messages, selected, provider: context.app.env.MAIL_PROVIDER || "local" };
}

const MAIL_STATUSES = ["queued", "sent", "failed", "dead"] as const;
const replayForm = z.object({ intent: z.literal("replay"), id: z.string().min(1).max(100) });

export async function action({ request, context }: ActionFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const form = replayForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { ok: false as const };
  try {
    await replayMail(context.app.db, form.data.id);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false as const };
    throw error;
  }
  return { ok: true as const };
}

const STATUS_TONE: Record<string, string> = {
  queued: "bg-muted text-foreground",
  sent: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  failed: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  dead: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`inline-flex rounded px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status] ?? ""}`}>{t(`mail.status.${status}`)}</span>;
}

export default function AdminMail() {
  const { t } = useTranslation();
  const { messages, selected, status, locale, provider } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const when = (iso: string) => new Intl.DateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
  const link = (id: string) => `/admin/mail?${new URLSearchParams({ ...(status ? { status } : {}), id })}`;
  return (
    <div className="space-y-6">
      <PageHeader title={t("mail.admin.title")} description={t("mail.admin.description", { provider })} />
      {result?.ok ? <Alert>{t("mail.admin.replayed")}</Alert> : null}
      {result && !result.ok ? <Alert variant="destructive">{t("mail.admin.replayFailed")}</Alert> : null}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor="mail-status">{t("mail.admin.filter")}</Label>
          <NativeSelect id="mail-status" name="status" defaultValue={status ?? ""} className="w-44">
            <option value="">{t("mail.admin.all")}</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`mail.status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          {t("mail.admin.apply")}
        </Button>
      </Form>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{t("mail.admin.none")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <ul className="max-h-[70vh] divide-y overflow-y-auto rounded-lg border bg-card" data-testid="mail-list" aria-label={t("mail.admin.listLabel")}>
            {messages.map((m) => (
              <li key={m.id}>
                <Link
                  to={link(m.id)}
                  aria-current={selected?.id === m.id ? "true" : undefined}
                  className={`block space-y-1 p-3 text-sm hover:bg-accent focus-visible:outline-2 ${selected?.id === m.id ? "bg-accent" : ""}`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium">{m.subject}</span>
                    <StatusBadge status={m.status} />
                  </span>
                  <span className="block truncate text-muted-foreground">{m.to}</span>
                  <span className="block text-xs text-muted-foreground">
                    {m.template} · {when(m.createdAt)} · {t("mail.admin.attempts", { count: m.attempts })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {selected ? (
            <section className="min-w-0 space-y-4" aria-labelledby="mail-subject" data-testid="mail-viewer">
              <div className="space-y-2 rounded-lg border bg-card p-4 text-sm">
                <h2 id="mail-subject" className="text-lg font-semibold break-words">
                  {selected.subject}
                </h2>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">{t("mail.admin.to")}</dt>
                  <dd className="break-all">{selected.to}</dd>
                  <dt className="text-muted-foreground">{t("mail.admin.template")}</dt>
                  <dd>
                    {selected.template} · {selected.locale}
                  </dd>
                  <dt className="text-muted-foreground">{t("mail.admin.status")}</dt>
                  <dd className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={selected.status} /> {t("mail.admin.attempts", { count: selected.attempts })}
                  </dd>
                  {selected.lastError ? (
                    <>
                      <dt className="text-muted-foreground">{t("mail.admin.lastError")}</dt>
                      <dd className="break-words">{selected.lastError}</dd>
                    </>
                  ) : null}
                  {Object.entries(selected.headers).map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt className="text-muted-foreground">{name}</dt>
                      <dd className="break-all font-mono text-xs">{value}</dd>
                    </div>
                  ))}
                </dl>
                {selected.status === "dead" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={selected.id} />
                    <Button type="submit" name="intent" value="replay" disabled={busy}>
                      {t("mail.admin.replay")}
                    </Button>
                  </Form>
                ) : null}
              </div>
              <div className="grid gap-4 xl:grid-cols-2">
                <figure className="space-y-2">
                  <figcaption className="text-sm font-medium">{t("mail.admin.html")}</figcaption>
                  {selected.html ? (
                    <iframe title={t("mail.admin.htmlFrame", { subject: selected.subject })} sandbox="" srcDoc={selected.html} className="h-[36rem] w-full rounded-lg border bg-white" />
                  ) : (
                    <p className="text-sm text-muted-foreground">{t("mail.admin.noHtml")}</p>
                  )}
                </figure>
                <figure className="min-w-0 space-y-2">
                  <figcaption className="text-sm font-medium">{t("mail.admin.text")}</figcaption>
                  <pre className="max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border bg-card p-4 font-mono text-xs" data-testid="mail-text">
                    {selected.text}
                  </pre>
                </figure>
              </div>
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
