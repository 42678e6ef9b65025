import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ADVISOR_ROLES, requireRole } from "../../worker/auth/permissions.server";

/** Template route from sample data: the mailbox is the advisor inbox. */
export function loader({ context }: LoaderFunctionArgs) {
  requireRole(context.app, ADVISOR_ROLES);
  return redirect("/advisor/mail");
}
