import { titled, titledMeta } from "#app/lib/seo";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "#worker/auth/permissions.server";
import { getOwnUser } from "#worker/domain/user-profile.server";
import { PageHeader } from "#app/components/page-header";
import { StatusDot } from "#app/components/shell/status-dot";
import { Button } from "#app/components/ui/button";
import { useRootData } from "#app/root";

export const handle = titled("profile.title");
export const meta: MetaFunction = () => titledMeta();

export async function loader({ context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  return { user: await getOwnUser(context.app, userId) };
}

/** The signed-in user's account at a glance; editing happens in /settings. */
export default function Profile() {
  const { t } = useTranslation();
  const { user } = useLoaderData<typeof loader>();
  const role = useRootData()?.role ?? user.role;
  return (
    <div className="max-w-xl space-y-8">
      <PageHeader title={t("profile.title")} description={t("profile.description")} />
      <div className="flex items-center gap-4 rounded-lg border bg-card p-6">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-16 rounded-full object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-primary/15 text-xl font-semibold text-primary">{user.name.slice(0, 1)}</span>
        )}
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="sr-only">{t("settings.name")}</dt>
          <dd className="col-span-2 text-lg font-semibold">{user.name}</dd>
          <dt className="text-muted-foreground">{t("profile.email")}</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-muted-foreground">{t("profile.role")}</dt>
          <dd>{t(`roles.${role}`)}</dd>
          <dt className="text-muted-foreground">{t("profile.status")}</dt>
          <dd className="flex items-center gap-2">
            <StatusDot status={user.status} />
            {t(`status.${user.status}`)}
          </dd>
        </dl>
      </div>
      <Button asChild variant="outline">
        <Link to="/settings">{t("profile.edit")}</Link>
      </Button>
    </div>
  );
}
