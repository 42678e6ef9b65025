import { titled, titledMeta } from "#app/lib/seo";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAnonymous } from "#worker/auth/permissions.server";
import { signUpSchema } from "#worker/domain/auth-schemas";
import { signUp } from "#worker/domain/auth.server";
import { AuthLayout } from "#app/components/layout/auth-layout";
import { EmailField, SubmitButton, TextLink } from "#app/components/auth-form-parts";
import { FormAlert } from "#app/components/form-alert";
import { FormField } from "#app/components/ui/form-field";
import { formFailureResponse, retryAfterHeaders, parseForm } from "#app/lib/forms.server";

export const handle = titled("auth.signUp.title");
export const meta: MetaFunction = () => titledMeta();

export const headers = retryAfterHeaders;

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context.app);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context.app);
  const form = await request.formData();
  const parsed = parseForm(signUpSchema, form);
  if (!parsed.ok) return parsed.failure;
  try {
    const user = await signUp(context.app, parsed.data);
    return redirect(`/confirmation-required?${new URLSearchParams({ email: user.email })}`);
  } catch (error) {
    return formFailureResponse(error, form);
  }
}

export default function SignUp() {
  const { t } = useTranslation();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout
      title={t("auth.signUp.title")}
      subtitle={
        <>
          {t("auth.signUp.haveAccount")}{" "}
          <TextLink to="/sign-in">
            {t("auth.signUp.signInLink")}
          </TextLink>
        </>
      }
    >
      <FormAlert failure={failure} />
      <Form method="post" className="space-y-5" noValidate>
        <FormField name="name" label={t("auth.signUp.name")} autoComplete="name" required defaultValue={failure?.values?.name} errors={failure?.fieldErrors?.name} />
        <EmailField failure={failure} />
        <FormField name="company" label={t("auth.signUp.company")} autoComplete="organization" defaultValue={failure?.values?.company} errors={failure?.fieldErrors?.company} />
        <div className="space-y-1">
          <FormField
            name="password"
            type="password"
            label={t("auth.password")}
            autoComplete="new-password"
            required
            minLength={8}
            errors={failure?.fieldErrors?.password}
          />
          {failure?.fieldErrors?.password ? null : <p className="text-xs text-muted-foreground">{t("auth.signUp.passwordHint")}</p>}
        </div>
        <SubmitButton busy={busy} label={t("auth.signUp.submit")} busyLabel={t("auth.signUp.submitting")} />
      </Form>
    </AuthLayout>
  );
}
