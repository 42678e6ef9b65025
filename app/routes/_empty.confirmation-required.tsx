import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAnonymous } from "#worker/auth/permissions.server";
import { AuthLayout } from "#app/components/layout/auth-layout";
import { Button } from "#app/components/ui/button";

export const handle = titled("auth.confirmation.title");
export const meta: MetaFunction = () => titledMeta();

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context.app);
  return null;
}

export default function ConfirmationRequired() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get("email");
  return (
    <AuthLayout title={t("auth.confirmation.title")}>
      <p className="text-muted-foreground">{email ? t("auth.confirmation.body", { email }) : t("auth.confirmation.bodyNoEmail")}</p>
      <Button asChild className="mt-8 w-full">
        <Link to="/sign-in">{t("auth.confirmation.toSignIn")}</Link>
      </Button>
    </AuthLayout>
  );
}
