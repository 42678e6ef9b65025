import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";

/** Template route from sample data: the help centre is /support. */
export function loader({ context }: LoaderFunctionArgs) {
  requireUser(context.app);
  return redirect("/support");
}
