import { titled, titledMeta } from "#app/lib/seo";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { clearSessionCookie } from "#worker/auth/cookie.server";
import { requireUser } from "#worker/auth/permissions.server";
import { signOut } from "#worker/domain/auth.server";
import { AuthLayout } from "#app/components/layout/auth-layout";
import { SubmitButton } from "#app/components/auth-form-parts";
import { Button } from "#app/components/ui/button";
import { useRootData } from "#app/root";

export const handle = titled("auth.signOut.title");
export const meta: MetaFunction = () => titledMeta();

/** GET only asks; the POST revokes (no page changes state on GET). */
export function loader({ context }: LoaderFunctionArgs) {
  requireUser(context.app);
  return null;
}

export async function action({ context }: ActionFunctionArgs) {
  requireUser(context.app);
  await signOut(context.app);
  return redirect("/sign-in?signedOut=1", { headers: { "Set-Cookie": await clearSessionCookie(context.app.url) } });
}

export default function SignOut() {
  const { t } = useTranslation();
  const root = useRootData();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout title={t("auth.signOut.title")}>
      <p className="text-muted-foreground">{t("auth.signOut.body", { name: root?.appName ?? "TaxAtlas" })}</p>
      <Form method="post" className="mt-8 space-y-3">
        <SubmitButton busy={busy} label={t("auth.signOut.submit")} busyLabel={t("auth.signOut.submitting")} />
        <Button asChild variant="outline" className="w-full">
          <Link to="/signed-in-redirect">{t("auth.signOut.cancel")}</Link>
        </Button>
      </Form>
    </AuthLayout>
  );
}
