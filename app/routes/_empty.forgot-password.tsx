import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAnonymous } from "../../worker/auth/permissions.server";
import { forgotPasswordSchema } from "../../worker/domain/auth-schemas";
import { forgotPassword } from "../../worker/domain/auth.server";
import { AuthLayout } from "~/components/layout/auth-layout";
import { FormAlert } from "~/components/form-alert";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { formFailureFrom, parseForm, type FormFailure } from "~/lib/forms.server";

export const meta: MetaFunction = () => [{ title: "Forgot password · TaxAtlas" }];

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context.app);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs): Promise<FormFailure & { sent?: boolean }> {
  requireAnonymous(context.app);
  const form = await request.formData();
  const parsed = parseForm(forgotPasswordSchema, form);
  if (!parsed.ok) return parsed.failure;
  try {
    await forgotPassword(context.app, parsed.data);
    return { sent: true };
  } catch (error) {
    return formFailureFrom(error, form);
  }
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
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
            <FormField
              name="email"
              type="email"
              label={t("auth.email")}
              autoComplete="email"
              required
              defaultValue={result?.values?.email}
              errors={result?.fieldErrors?.email}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("auth.forgot.backToSignIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}
