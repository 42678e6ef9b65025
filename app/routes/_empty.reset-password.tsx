import { titled, titledMeta } from "#app/lib/seo";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAnonymous } from "#worker/auth/permissions.server";
import { resetPasswordSchema } from "#worker/domain/auth-schemas";
import { resetPassword } from "#worker/domain/auth.server";
import { AuthLayout } from "#app/components/layout/auth-layout";
import { SubmitButton, TextLink } from "#app/components/auth-form-parts";
import { FormAlert } from "#app/components/form-alert";
import { Alert } from "#app/components/ui/alert";
import { FormField } from "#app/components/ui/form-field";
import { formFailureFrom, parseForm } from "#app/lib/forms.server";

export const handle = titled("auth.reset.title");
export const meta: MetaFunction = () => titledMeta();

const pageSchema = resetPasswordSchema
  .extend({ passwordConfirm: resetPasswordSchema.shape.password })
  .refine((v) => v.password === v.passwordConfirm, { path: ["passwordConfirm"], message: "validation.passwordsDontMatch" });

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context.app);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context.app);
  const form = await request.formData();
  const parsed = parseForm(pageSchema, form);
  if (!parsed.ok) {
    if (parsed.failure.fieldErrors?.token) return { formError: { key: "auth.reset.invalidLink" } };
    return parsed.failure;
  }
  try {
    await resetPassword(context.app, { token: parsed.data.token, password: parsed.data.password });
    return redirect("/sign-in?passwordChanged=1");
  } catch (error) {
    return formFailureFrom(error, form);
  }
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle")}>
      <FormAlert failure={failure} />
      {/* Opened without the e-mail's link: say so now rather than after the form is filled in. */}
      {token ? (
        <Form method="post" className="space-y-5" noValidate>
          <input type="hidden" name="token" value={token} />
          <FormField
            name="password"
            type="password"
            label={t("auth.reset.newPassword")}
            autoComplete="new-password"
            required
            minLength={8}
            errors={failure && "fieldErrors" in failure ? failure.fieldErrors?.password : undefined}
          />
          <FormField
            name="passwordConfirm"
            type="password"
            label={t("auth.reset.confirmPassword")}
            autoComplete="new-password"
            required
            errors={failure && "fieldErrors" in failure ? failure.fieldErrors?.passwordConfirm : undefined}
          />
          <SubmitButton busy={busy} label={t("auth.reset.submit")} busyLabel={t("auth.reset.submitting")} />
        </Form>
      ) : (
        <Alert variant="destructive" className="mb-4" data-testid="missing-token">
          {t("auth.reset.missingToken")}
        </Alert>
      )}
      <p className="mt-6 text-center text-sm">
        <TextLink to="/forgot-password">{t("auth.reset.requestNew")}</TextLink>
      </p>
    </AuthLayout>
  );
}
