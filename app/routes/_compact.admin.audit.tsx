import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRole } from "#worker/auth/permissions.server";
import { AUDIT_ACTIONS } from "#worker/domain/account/audit-actions";
import { auditQuerySchema, searchAudit } from "#worker/domain/account/audit.server";
import { PageHeader } from "#app/components/page-header";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Issue 30: admins search the append-only audit trail (the same query as `GET /api/admin/audit`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo, locale } = await pageBasics(request, context.app, "account.audit");
  const params = Object.fromEntries([...context.app.url.searchParams].filter(([, v]) => v !== ""));
  const parsed = auditQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : auditQuerySchema.parse({});
  return { seo, locale, q: query.q ?? "", action: query.action ?? "", events: await searchAudit(context.app, query) };
}

export default function AdminAudit() {
  const { t } = useTranslation();
  const { locale, q, action, events } = useLoaderData<typeof loader>();
  const format = new Intl.DateTimeFormat(locale === "tr" ? "tr-TR" : "en-GB", { dateStyle: "short", timeStyle: "medium", timeZone: "UTC" });
  return (
    <div className="space-y-6">
      <PageHeader title={t("account.audit.title")} description={t("account.audit.description")} />
      <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
        <div className="space-y-2 sm:w-72">
          <Label htmlFor="audit-q">{t("account.audit.search")}</Label>
          <Input id="audit-q" name="q" defaultValue={q} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="audit-action">{t("account.audit.action")}</Label>
          <select id="audit-action" name="action" defaultValue={action} className="flex h-10 w-full rounded-md border border-input bg-card px-3 text-sm">
            <option value="">{t("account.audit.allActions")}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`account.actions.${a.replace(/\./g, "_")}`, { defaultValue: a })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t("account.audit.filter")}</Button>
      </Form>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th className="p-2">{t("account.audit.at")}</th>
              <th className="p-2">{t("account.audit.actor")}</th>
              <th className="p-2">{t("account.audit.action")}</th>
              <th className="p-2">{t("account.audit.subject")}</th>
              <th className="p-2">{t("account.audit.ip")}</th>
              <th className="p-2">{t("account.audit.requestId")}</th>
            </tr>
          </thead>
          <tbody>
            {events.length === 0 ? (
              <tr>
                <td className="p-2 text-muted-foreground" colSpan={6}>
                  {t("account.audit.none")}
                </td>
              </tr>
            ) : (
              events.map((e) => (
                <tr key={e.id} className="border-t" data-testid="audit-row">
                  <td className="whitespace-nowrap p-2">{format.format(new Date(e.at))}</td>
                  <td className="p-2">{e.actorEmail ?? e.actorId ?? "—"}</td>
                  <td className="p-2">{t(`account.actions.${e.action.replace(/\./g, "_")}`, { defaultValue: e.action })}</td>
                  <td className="break-all p-2 font-mono text-xs">{e.subject ?? "—"}</td>
                  <td className="p-2 font-mono text-xs">{e.ip ?? "—"}</td>
                  <td className="break-all p-2 font-mono text-xs">{e.requestId ?? "—"}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
