import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";

/** The guide categories are listed on the help centre's home: a trimmed guide URL lands there, not on a 404. */
export function loader({ context }: LoaderFunctionArgs) {
  requireUser(context.app);
  return redirect("/support#guides");
}
