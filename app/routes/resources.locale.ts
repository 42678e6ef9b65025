import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { allowEveryone, safeRedirectPath } from "#worker/auth/permissions.server";
import { i18nConfig } from "#app/i18n";
import { localeCookie } from "#app/i18next.server";

const schema = z.object({ locale: z.enum(i18nConfig.supportedLngs), redirectTo: z.string().optional() });

/** Stores the chosen language in a cookie and returns to the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  allowEveryone(context.app);
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ error: { code: "VALIDATION_FAILED", message: "Unknown language." } }, { status: 400 });
  return redirect(safeRedirectPath(parsed.data.redirectTo, "/"), {
    headers: { "Set-Cookie": await localeCookie.serialize(parsed.data.locale) },
  });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
