import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { requireRole } from "#worker/auth/permissions.server";
import { requireAdminAction } from "#worker/auth/step-up.server";
import { approveApplication, listApplications, rejectApplication, rejectSchema } from "#worker/domain/advisor-applications.server";
import { AppError } from "#worker/errors";
import { PageHeader } from "#app/components/page-header";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { TextareaField } from "#app/components/ui/textarea-field";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { formatDate } from "#app/lib/dates";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Admin only, enforced here on the server (advisor/user → /for-advisors, signed out → sign-in). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireRole(context.app, ["admin"]);
  const { seo } = await pageBasics(request, context.app, "public.admin");
  return { seo, applications: await listApplications(context.app) };
}

const decisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.string().min(1) }),
  z.object({ intent: z.literal("reject"), id: z.string().min(1) }).merge(rejectSchema),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = await requireAdminAction(context.app);
  const parsed = decisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const id = (parsed.error.issues[0]?.path[0] === "reason" ? "reason" : "form") as "reason" | "form";
    return { error: id === "reason" ? "public.admin.reasonRequired" : "errors.genericBody", id: null as string | null };
  }
  try {
    if (parsed.data.intent === "approve") await approveApplication(context.app, userId, parsed.data.id);
    else await rejectApplication(context.app, userId, parsed.data.id, parsed.data.reason);
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 409)) return { error: "public.admin.alreadyDecided", id: parsed.data.id };
    throw error;
  }
  return redirect("/admin/advisor-applications");
}

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export default function AdminApplications() {
  const { t, i18n } = useTranslation();
  const { applications } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const date = (iso: string) => formatDate(iso, i18n.language, "day");
  return (
    <div className="space-y-6">
      <PageHeader title={t("public.admin.title")} description={t("public.admin.description")} />
      {result?.error ? <Alert variant="destructive">{t(result.error)}</Alert> : null}
      {applications.length === 0 ? <p className="text-muted-foreground">{t("public.admin.none")}</p> : null}
      <ul className="space-y-4">
        {applications.map((a) => (
          <li key={a.id}>
            <Card className="space-y-3 p-5" data-testid={`application-${a.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  {a.applicant.name} <span className="text-sm font-normal text-muted-foreground">({a.applicant.email})</span>
                </h2>
                <Badge variant={STATUS_VARIANT[a.status]}>{t(`public.applicationStatus.${a.status}`)}</Badge>
              </div>
              <dl className="grid gap-2 text-sm sm:grid-cols-2">
                <div><dt className="text-muted-foreground">{t("public.forAdvisors.firm")}</dt><dd>{a.firm}</dd></div>
                <div><dt className="text-muted-foreground">{t("public.forAdvisors.yearsExperience")}</dt><dd>{a.yearsExperience}</dd></div>
                <div><dt className="text-muted-foreground">{t("public.forAdvisors.jurisdictions")}</dt><dd data-user-content>{a.jurisdictions}</dd></div>
                <div><dt className="text-muted-foreground">{t("public.forAdvisors.languages")}</dt><dd>{a.languages}</dd></div>
                <div className="sm:col-span-2"><dt className="text-muted-foreground">{t("public.forAdvisors.services")}</dt><dd data-user-content>{a.services}</dd></div>
                {a.website ? <div className="sm:col-span-2"><dt className="text-muted-foreground">{t("public.forAdvisors.website")}</dt><dd className="break-all">{a.website}</dd></div> : null}
                <div className="sm:col-span-2"><dt className="text-muted-foreground">{t("public.forAdvisors.message")}</dt><dd className="whitespace-pre-line">{a.message}</dd></div>
                <div><dt className="text-muted-foreground">{t("public.admin.submitted")}</dt><dd>{date(a.createdAt)}</dd></div>
                {a.reason ? <div><dt className="text-muted-foreground">{t("public.forAdvisors.reason")}</dt><dd>{a.reason}</dd></div> : null}
              </dl>
              {a.status === "pending" ? (
                <div className="grid gap-3 border-t pt-3 md:grid-cols-[auto_1fr] md:items-end">
                  <Form method="post">
                    <input type="hidden" name="id" value={a.id} />
                    <Button type="submit" name="intent" value="approve" disabled={busy}>
                      {t("public.admin.approve")}
                    </Button>
                  </Form>
                  <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
                    <input type="hidden" name="id" value={a.id} />
                    <div className="flex-1">
                      <TextareaField name="reason" id={`reason-${a.id}`} rows={2} label={t("public.admin.reasonLabel")} errors={result?.error === "public.admin.reasonRequired" ? ["public.admin.reasonRequired"] : undefined} />
                    </div>
                    <Button type="submit" name="intent" value="reject" variant="destructive" disabled={busy}>
                      {t("public.admin.reject")}
                    </Button>
                  </Form>
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
