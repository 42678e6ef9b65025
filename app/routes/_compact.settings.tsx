import { titled, titledMeta } from "#app/lib/seo";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { STATUS_OPTIONS } from "#worker/domain/user-status";
import { requireUser } from "#worker/auth/permissions.server";
import { userPatch } from "#worker/domain/shell-schemas";
import { getOwnUser, updateOwnUser } from "#worker/domain/user-profile.server";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Label } from "#app/components/ui/label";
import { formFailureFrom, parseForm } from "#app/lib/forms.server";
import { SettingsPage } from "#app/features/account/settings-layout";

export const handle = titled("settings.title");
export const meta: MetaFunction = () => titledMeta();

/** The user's own name, picture and status (same rules as `PATCH api/common/user`). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  return { user: await getOwnUser(context.app, userId) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = await request.formData();
  const parsed = parseForm(userPatch, form);
  if (!parsed.ok) return { ok: false as const, failure: parsed.failure };
  try {
    await updateOwnUser(context.app.db, userId, parsed.data);
  } catch (error) {
    return { ok: false as const, failure: formFailureFrom(error, form) };
  }
  return { ok: true as const, failure: null };
}

export default function Settings() {
  const { t } = useTranslation();
  const { user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = result?.failure?.fieldErrors;
  return (
    <SettingsPage
      title={t("settings.title")}
      description={t("settings.description")}
      actions={
        <Link to="/settings/notifications" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("mail.preferences.link")}
        </Link>
      }
    >
      {result?.ok ? <Alert>{t("settings.saved")}</Alert> : null}
      <Form method="post" className="space-y-5 rounded-lg border bg-card p-6">
        <FormField name="name" label={t("settings.name")} defaultValue={user.name} required maxLength={120} autoComplete="name" errors={errors?.name} />
        <div>
          <FormField name="avatar" label={t("settings.avatar")} defaultValue={user.avatar ?? ""} inputMode="url" errors={errors?.avatar} aria-describedby="avatar-hint" />
          <p id="avatar-hint" className="mt-1 text-xs text-muted-foreground">
            {t("settings.avatarHint")}
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="field-status">{t("settings.status")}</Label>
          <select
            id="field-status"
            name="status"
            defaultValue={user.status}
            className="flex h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {STATUS_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("settings.saving") : t("settings.save")}
        </Button>
      </Form>
    </SettingsPage>
  );
}
