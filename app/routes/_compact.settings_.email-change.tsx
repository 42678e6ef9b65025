import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { confirmEmailChange, confirmEmailChangeSchema } from "#worker/domain/account/email-change.server";
import { FormAlert } from "#app/components/form-alert";
import { PageHeader } from "#app/components/page-header";
import { Button } from "#app/components/ui/button";
import { formFailureFrom, type FormFailure } from "#app/lib/forms.server";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/**
 * The link mailed to the new address (decision 233): signed in as the account that asked, one
 * click confirms (a POST, so a mail scanner that opens the link changes nothing).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(context.app);
  const { seo } = await pageBasics(request, context.app, "emailChange");
  return { seo };
}

export async function action({ request, context }: ActionFunctionArgs): Promise<{ failure: FormFailure } | Response> {
  requireUser(context.app);
  const form = await request.formData();
  const parsed = confirmEmailChangeSchema.safeParse({ token: form.get("token") });
  if (!parsed.success) return { failure: { formError: { key: "emailChange.invalid" } } };
  try {
    await confirmEmailChange(context.app, parsed.data);
  } catch (error) {
    const failure = formFailureFrom(error, form);
    return { failure: failure.formError?.key === "auth.reset.invalidLink" ? { formError: { key: "emailChange.invalid" } } : failure };
  }
  return redirect("/settings/security?emailChanged=1");
}

export default function ConfirmEmailChange() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>() as { failure: FormFailure } | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="max-w-xl space-y-6">
      <PageHeader title={t("emailChange.confirmTitle")} />
      <FormAlert failure={result?.failure} />
      <Form method="post" className="rounded-lg border bg-card p-6">
        <input type="hidden" name="token" value={params.get("token") ?? ""} />
        <Button type="submit" disabled={busy}>
          {t("emailChange.confirm")}
        </Button>
      </Form>
    </div>
  );
}
