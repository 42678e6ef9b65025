import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "../../../worker/auth/permissions.server";
import { listActivities } from "../../../worker/domain/activities.server";

/** The caller's activity feed: newest first, at most 100, descriptions sanitized by the domain module. */
export async function activitiesLoader({ context }: LoaderFunctionArgs) {
  const { userId } = requireUser(context.app);
  return { activities: await listActivities(context.app.db, userId) };
}
