import { titled, titledMeta } from "#app/lib/seo";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAnonymous } from "#worker/auth/permissions.server";
import { forgotPasswordSchema } from "#worker/domain/auth-schemas";
import { forgotPassword } from "#worker/domain/auth.server";
import { AuthLayout } from "#app/components/layout/auth-layout";
import { EmailField, SubmitButton, TextLink } from "#app/components/auth-form-parts";
import { FormAlert } from "#app/components/form-alert";
import { Alert } from "#app/components/ui/alert";
import { formFailureResponse, retryAfterHeaders, parseForm, type FormFailure } from "#app/lib/forms.server";

export const handle = titled("auth.forgot.title");
export const meta: MetaFunction = () => titledMeta();

export const headers = retryAfterHeaders;

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context.app);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context.app);
  const form = await request.formData();
  const parsed = parseForm(forgotPasswordSchema, form);
  if (!parsed.ok) return parsed.failure;
  try {
    await forgotPassword(context.app, parsed.data);
    return { sent: true };
  } catch (error) {
    return formFailureResponse(error, form);
  }
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as (FormFailure & { sent?: boolean }) | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      {result?.sent ? (
        <Alert variant="success" className="mb-4">
          {t("auth.forgot.sent")}
        </Alert>
      ) : (
        <>
          <FormAlert failure={result} />
          <Form method="post" className="space-y-5" noValidate>
            <EmailField failure={result} />
            <SubmitButton busy={busy} label={t("auth.forgot.submit")} busyLabel={t("auth.forgot.submitting")} />
          </Form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <TextLink to="/sign-in">
          {t("auth.forgot.backToSignIn")}
        </TextLink>
      </p>
    </AuthLayout>
  );
}
