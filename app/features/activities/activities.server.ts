import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";
import { listActivities } from "#worker/domain/activities.server";
import { languageOf } from "#worker/domain/shell-i18n.server";

/** The caller's activity feed: newest first, at most 100, descriptions sanitized by the domain module. */
export async function activitiesLoader({ request, context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  const { lang } = await languageOf(request);
  return { activities: await listActivities(context.app, userId, lang) };
}
