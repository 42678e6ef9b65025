import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { turnTopicOff } from "#worker/domain/mail/preferences.server";
import { verifyUnsubscribe } from "#worker/domain/mail/tokens.server";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { pageBasics } from "#app/lib/page.server";
import { seoMeta } from "#app/lib/seo";

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/**
 * A person who clicks the unsubscribe link lands here (GET never unsubscribes: mail scanners
 * follow links); the button confirms. Mail clients use the one-click POST of RFC 8058 instead
 * (POST /api/mail/unsubscribe). No session needed: the link is signed.
 */
async function linkOf(request: Request, secret: string) {
  const q = new URL(request.url).searchParams;
  return verifyUnsubscribe(secret, { u: q.get("u"), t: q.get("t"), s: q.get("s") });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seo } = await pageBasics(request, context.app, "mail.unsubscribe");
  const link = await linkOf(request, context.app.env.JWT_SECRET);
  return { seo, topic: link?.topic ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const link = await linkOf(request, context.app.env.JWT_SECRET);
  if (!link) return { ok: false as const };
  const exists = await context.app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, link.userId), columns: { id: true } });
  if (exists) await turnTopicOff(context.app.db, link.userId, link.topic);
  return { ok: true as const };
}

export default function Unsubscribe() {
  const { t } = useTranslation();
  const { topic } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-md space-y-6 p-6">
      <h1 className="text-2xl font-semibold">{t("mail.unsubscribe.title")}</h1>
      {!topic ? (
        <Alert variant="destructive">{t("mail.unsubscribe.invalid")}</Alert>
      ) : result?.ok ? (
        <Alert>{t("mail.unsubscribe.done", { topic: t(`mail.topics.${topic}.label`) })}</Alert>
      ) : (
        <Form method="post" className="space-y-4">
          <p>{t("mail.unsubscribe.confirm", { topic: t(`mail.topics.${topic}.label`) })}</p>
          <Button type="submit">{t("mail.unsubscribe.button")}</Button>
        </Form>
      )}
      <p className="text-sm">
        <Link to="/settings/notifications" className="text-primary underline-offset-4 hover:underline">
          {t("mail.unsubscribe.manage")}
        </Link>
      </p>
    </main>
  );
}
