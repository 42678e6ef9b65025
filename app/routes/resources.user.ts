import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { roleSwitchInput, userPatch } from "#worker/domain/shell-schemas";
import { roleSwitchDestination, switchRole, updateOwnUser } from "#worker/domain/user-profile.server";
import { formObject, requireUserForFetcher, respond } from "#app/lib/resource.server";

/** The user menu's writes: status, and the advisor-view switch (`intent=role`, answered with a redirect). */
export async function action({ request, context }: ActionFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    const { intent, ...fields } = formObject(await request.formData());
    if (intent === "role") {
      const { role } = roleSwitchInput.parse(fields);
      await switchRole(context.app, userId, role);
      // Redirecting (rather than answering JSON and navigating on the client) makes Remix go straight
      // to the destination instead of first revalidating a page the new role may not open.
      return redirect(roleSwitchDestination(role));
    }
    return { user: await updateOwnUser(context.app.db, userId, userPatch.parse(fields)) };
  });
}
