import { titled, titledMeta } from "~/lib/seo";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { serializeSessionCookie } from "../../worker/auth/cookie.server";
import { requireAnonymous, safeRedirectPath } from "../../worker/auth/permissions.server";
import { signInSchema } from "../../worker/domain/auth-schemas";
import { authenticatorFor } from "~/auth.server";
import { AuthLayout } from "~/components/layout/auth-layout";
import { EmailField, SubmitButton, TextLink } from "~/components/auth-form-parts";
import { FormAlert } from "~/components/form-alert";
import { Alert } from "~/components/ui/alert";
import { FormField } from "~/components/ui/form-field";
import { formFailureResponse, retryAfterHeaders, parseForm } from "~/lib/forms.server";

export const handle = titled("auth.signIn.title");
export const meta: MetaFunction = () => titledMeta();

export const headers = retryAfterHeaders;

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context.app);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context.app);
  const form = await request.clone().formData();
  const parsed = parseForm(signInSchema, form);
  if (!parsed.ok) return parsed.failure;
  try {
    const { accessToken } = await authenticatorFor(context.app).authenticate("password", request);
    return redirect(safeRedirectPath(form.get("redirectURL")), {
      headers: { "Set-Cookie": await serializeSessionCookie(accessToken, context.app.url) },
    });
  } catch (error) {
    return formFailureResponse(error, form);
  }
}

export default function SignIn() {
  const { t } = useTranslation();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout
      title={t("auth.signIn.title")}
      subtitle={
        <>
          {t("auth.signIn.noAccount")}{" "}
          <TextLink to="/sign-up">
            {t("auth.signIn.signUpLink")}
          </TextLink>
        </>
      }
    >
      {params.get("signedOut") ? <Alert variant="success" className="mb-4">{t("auth.signIn.signedOut")}</Alert> : null}
      {params.get("passwordChanged") ? <Alert variant="success" className="mb-4">{t("auth.signIn.passwordChanged")}</Alert> : null}
      <FormAlert failure={failure} />
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="redirectURL" value={params.get("redirectURL") ?? ""} />
        <EmailField failure={failure} />
        <FormField
          name="password"
          type="password"
          label={t("auth.password")}
          autoComplete="current-password"
          required
          errors={failure?.fieldErrors?.password}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.signIn.forgot")}
          </Link>
        </div>
        <SubmitButton busy={busy} label={t("auth.signIn.submit")} busyLabel={t("auth.signIn.submitting")} />
      </Form>
    </AuthLayout>
  );
}
