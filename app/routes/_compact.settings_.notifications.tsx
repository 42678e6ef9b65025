import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { getMailPreferences, updateMailPreferences } from "#worker/domain/mail/preferences.server";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";
import { SettingsPage } from "#app/features/account/settings-layout";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Same topics as worker/domain/mail/catalog.ts MAIL_TOPICS (kept here so the page bundle carries no server code). */
const TOPICS = ["bids", "escrow", "complianceReminders", "ruleChanges"] as const;

/** Which notifications also come by e-mail (in-app always), and the language of mail. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { seo } = await pageBasics(request, context.app, "mail.preferences");
  return { seo, preferences: await getMailPreferences(context.app.db, userId) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = await request.formData();
  const locale = form.get("locale") === "tr" ? "tr" : "en";
  // A checkbox sends its name only when ticked: every topic on the form is set, on or off.
  const email = Object.fromEntries(TOPICS.map((topic) => [topic, form.get(topic) === "on"]));
  await updateMailPreferences(context.app.db, userId, { locale, email });
  return { ok: true as const };
}

export default function NotificationSettings() {
  const { t } = useTranslation();
  const { preferences } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <SettingsPage
      title={t("mail.preferences.title")}
      description={t("mail.preferences.description")}
      actions={
        <Link to="/settings" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("mail.preferences.back")}
        </Link>
      }
    >
      {result?.ok ? <Alert>{t("mail.preferences.saved")}</Alert> : null}
      <Form method="post" className="space-y-6 rounded-lg border bg-card p-6">
        <fieldset className="space-y-4">
          <legend className="mb-2 font-medium">{t("mail.preferences.byEmail")}</legend>
          {TOPICS.map((topic) => (
            <div key={topic} className="flex items-start gap-3">
              <input id={`topic-${topic}`} type="checkbox" name={topic} defaultChecked={preferences.email[topic]} className="mt-1 h-4 w-4 accent-primary" aria-describedby={`topic-${topic}-hint`} />
              <div>
                <Label htmlFor={`topic-${topic}`}>{t(`mail.topics.${topic}.label`)}</Label>
                <p id={`topic-${topic}-hint`} className="text-sm text-muted-foreground">
                  {t(`mail.topics.${topic}.hint`)}
                </p>
              </div>
            </div>
          ))}
          <p className="text-sm text-muted-foreground">{t("mail.preferences.essential")}</p>
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="mail-locale">{t("mail.preferences.language")}</Label>
          <NativeSelect id="mail-locale" name="locale" defaultValue={preferences.locale ?? "en"} className="w-full">
            <option value="en">English</option>
            <option value="tr">Türkçe</option>
          </NativeSelect>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("settings.saving") : t("settings.save")}
        </Button>
      </Form>
    </SettingsPage>
  );
}
