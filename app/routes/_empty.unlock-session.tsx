import { titled, titledMeta } from "#app/lib/seo";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser, safeRedirectPath } from "#worker/auth/permissions.server";
import { unlockSessionSchema } from "#worker/domain/auth-schemas";
import { unlockSession } from "#worker/domain/auth.server";
import { findUserById } from "#worker/domain/users.server";
import { AuthLayout } from "#app/components/layout/auth-layout";
import { EmailField, SubmitButton, TextLink } from "#app/components/auth-form-parts";
import { FormAlert } from "#app/components/form-alert";
import { FormField } from "#app/components/ui/form-field";
import { formFailureResponse, retryAfterHeaders, parseForm } from "#app/lib/forms.server";

export const handle = titled("auth.unlock.title");
export const meta: MetaFunction = () => titledMeta();

export const headers = retryAfterHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const user = await findUserById(context.app.db, userId);
  return { email: user?.email ?? "", name: user?.name ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = requireUser(context.app);
  const form = await request.formData();
  const parsed = parseForm(unlockSessionSchema, form);
  if (!parsed.ok) return parsed.failure;
  try {
    await unlockSession(context.app, userId, parsed.data);
    return redirect(safeRedirectPath(form.get("redirectURL")));
  } catch (error) {
    return formFailureResponse(error, form);
  }
}

export default function UnlockSession() {
  const { t } = useTranslation();
  const { email } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout title={t("auth.unlock.title")} subtitle={t("auth.unlock.subtitle")}>
      <FormAlert failure={failure} />
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="redirectURL" value={params.get("redirectURL") ?? ""} />
        <EmailField failure={failure} readOnly value={email} />
        <FormField
          name="password"
          type="password"
          label={t("auth.password")}
          autoComplete="current-password"
          required
          errors={failure?.fieldErrors?.password}
        />
        <SubmitButton busy={busy} label={t("auth.unlock.submit")} busyLabel={t("auth.unlock.submitting")} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <TextLink to="/sign-out">
          {t("auth.unlock.notYou")}
        </TextLink>
      </p>
    </AuthLayout>
  );
}
