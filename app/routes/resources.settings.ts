import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowEveryone } from "#worker/auth/permissions.server";
import { shellSettingsPatch } from "#worker/domain/shell-settings-schema";
import { saveSettings } from "#worker/domain/shell-settings.server";
import { formObject, respond } from "#app/lib/resource.server";

/**
 * The settings drawer's write (layout, theme, scheme). Open to guests too: their choice lives in a
 * cookie, a signed-in person's in D1 (worker/domain/shell-settings.server.ts). The root loader
 * revalidates after the submission, so the page redraws with the new choice.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context.app;
  allowEveryone(ctx);
  const userId = ctx.isSignedIn && ctx.session ? ctx.session.userId : null;
  const form = formObject(await request.formData());
  return respond(async () => {
    const { settings, setCookie } = await saveSettings({ db: ctx.db, userId, request }, shellSettingsPatch.parse(form));
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    if (setCookie) headers.set("Set-Cookie", setCookie);
    return Response.json({ settings }, { headers });
  });
}
