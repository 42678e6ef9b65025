import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { clearSessionCookie } from "#worker/auth/cookie.server";
import { requireUser } from "#worker/auth/permissions.server";
import { isSteppedUp } from "#worker/auth/step-up.server";
import { deleteAccountSchema, deletionState, requestDeletion, type DeletionBlocker } from "#worker/domain/account/deletion.server";
import { AppError } from "#worker/errors";
import { FormAlert } from "#app/components/form-alert";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { formFailureFrom, parseForm, type FormFailure } from "#app/lib/forms.server";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { SettingsPage, SettingsSection } from "#app/features/account/settings-layout";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Issue 30 (GDPR Art. 15, 17, 20; KVKK Art. 11): what is kept and why, the export, the deletion. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { seo } = await pageBasics(request, context.app, "privacy");
  const deletion = await deletionState(context.app.db, userId);
  return { seo, deletion, steppedUp: isSteppedUp(context.app) };
}

type Result = { failure: FormFailure | null; blockers?: DeletionBlocker[] };

export async function action({ request, context }: ActionFunctionArgs): Promise<Result | Response> {
  const ctx = context.app;
  requireUser(ctx);
  const form = await request.formData();
  const parsed = parseForm(deleteAccountSchema, form);
  if (!parsed.ok) return { failure: parsed.failure };
  try {
    await requestDeletion(ctx, parsed.data);
  } catch (error) {
    const blockers = error instanceof AppError && error.code === "DELETION_BLOCKED" ? (error.details as { blockers: DeletionBlocker[] }).blockers : undefined;
    return { failure: formFailureFrom(error, form), blockers };
  }
  // Every session ended with the lock: this browser is signed out too.
  return redirect("/sign-in?deletionRequested=1", { headers: { "Set-Cookie": await clearSessionCookie(ctx.url) } });
}

const CATEGORIES = ["account", "security", "reports", "workspace", "marketplace", "money"] as const;
const PROCESSORS = ["payments", "email", "hosting"] as const;
const RIGHTS = ["access", "erasure", "portability", "kvkk"] as const;

function blockerLink(b: DeletionBlocker): string {
  if (b.kind === "payment") return `/billing/payments/${b.id}`;
  if (b.kind === "payout") return "/advisor/payouts";
  return b.side === "advisor" ? "/advisor/contracts" : `/marketplace/${b.requestId}`;
}

export default function PrivacySettings() {
  const { t } = useTranslation();
  const { deletion, steppedUp } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const blockers = result?.blockers ?? deletion.blockers;
  const needsStepUp = result?.failure?.formError?.key === "account.errors.stepUpRequired" || !steppedUp;
  return (
    <SettingsPage wide title={t("privacy.title")} description={t("privacy.description")}>
      {params.get("deletionCancelled") ? <Alert variant="success">{t("privacy.deletion.cancelled")}</Alert> : null}

      <SettingsSection id="privacy-stored" title={t("privacy.stored.title")} description={t("privacy.stored.description")}>
        {/* Phones: one block per kind of record (three columns are unreadable at 390 px). */}
        <ul className="divide-y text-sm sm:hidden">
          {CATEGORIES.map((c) => (
            <li key={c} className="space-y-1 py-3">
              <p className="font-medium">{t(`privacy.stored.${c}.what`)}</p>
              <p>
                <span className="text-muted-foreground">{t("privacy.stored.why")}: </span>
                {t(`privacy.stored.${c}.why`)}
              </p>
              <p>
                <span className="text-muted-foreground">{t("privacy.stored.howLong")}: </span>
                {t(`privacy.stored.${c}.howLong`)}
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pe-3 font-medium">{t("privacy.stored.what")}</th>
                <th scope="col" className="py-2 pe-3 font-medium">{t("privacy.stored.why")}</th>
                <th scope="col" className="py-2 font-medium">{t("privacy.stored.howLong")}</th>
              </tr>
            </thead>
            <tbody className="divide-y align-top">
              {CATEGORIES.map((c) => (
                <tr key={c}>
                  <th scope="row" className="py-2 pe-3 font-medium">{t(`privacy.stored.${c}.what`)}</th>
                  <td className="py-2 pe-3">{t(`privacy.stored.${c}.why`)}</td>
                  <td className="py-2">{t(`privacy.stored.${c}.howLong`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SettingsSection>

      <SettingsSection id="privacy-processors" title={t("privacy.processors.title")} description={t("privacy.processors.description")}>
        <ul className="space-y-2 text-sm">
          {PROCESSORS.map((p) => (
            <li key={p}>
              <span className="font-medium">{t(`privacy.processors.${p}.name`)}</span> — {t(`privacy.processors.${p}.what`)}
            </li>
          ))}
        </ul>
      </SettingsSection>

      <SettingsSection id="privacy-rights" title={t("privacy.rights.title")} description={t("privacy.rights.description")}>
        <ul className="list-disc space-y-2 ps-5 text-sm">
          {RIGHTS.map((r) => (
            <li key={r}>{t(`privacy.rights.${r}`)}</li>
          ))}
        </ul>
      </SettingsSection>

      <SettingsSection id="privacy-export" title={t("privacy.export.title")} description={t("privacy.export.description")}>
        <Button asChild variant="outline">
          <a href="/resources/account-export" download data-testid="export-link">
            {t("privacy.export.download")}
          </a>
        </Button>
      </SettingsSection>

      <SettingsSection id="privacy-deletion" title={t("privacy.deletion.title")} description={t("privacy.deletion.description")}>
        {blockers.length > 0 ? (
          <div className="space-y-2" data-testid="deletion-blockers">
            <Alert variant="destructive">{t("privacy.deletion.blocked")}</Alert>
            <ul className="divide-y rounded border text-sm">
              {blockers.map((b) => (
                <li key={`${b.kind}-${b.id}`} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <span>{t(`privacy.blockers.${b.kind}`, { side: b.side ? t(`privacy.blockers.side.${b.side}`) : "", status: t(`privacy.blockers.status.${b.status}`, { defaultValue: b.status }) })}</span>
                  <Link to={blockerLink(b)} className="text-primary underline-offset-4 hover:underline">
                    {t("privacy.blockers.open")}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            {needsStepUp ? (
              <Alert>
                {t("privacy.deletion.stepUp")}{" "}
                <Link to="/settings/security" className="font-medium underline underline-offset-4">
                  {t("settingsNav.security")}
                </Link>
              </Alert>
            ) : null}
            <FormAlert failure={result?.failure?.formError?.key === "account.errors.stepUpRequired" ? null : result?.failure} />
            <Form method="post" className="space-y-3" data-testid="delete-form">
              <FormField name="confirmEmail" type="email" label={t("privacy.deletion.confirmEmail")} autoComplete="off" required errors={result?.failure?.fieldErrors?.confirmEmail} />
              <Button type="submit" variant="destructive" disabled={busy}>
                {t("privacy.deletion.submit")}
              </Button>
            </Form>
          </>
        )}
      </SettingsSection>
    </SettingsPage>
  );
}
