import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadIconNames } from "#worker/domain/icon-names.server";
import { idSchema, shortcutInput } from "#worker/domain/shell-schemas";
import { createShortcut, deleteShortcut, listShortcuts, updateShortcut } from "#worker/domain/shortcuts.server";
import { formObject, requireUserForFetcher, respond } from "#app/lib/resource.server";

/**
 * The panel's shortcuts, loaded when it is first opened and again after each submission (decision
 * 135): the caller's own, the same list as `GET api/common/shortcuts`.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    return listShortcuts(context.app, userId, context.app.locale);
  });
}

/** The shortcuts panel's writes (same rules as `api/common/shortcuts`). */
export async function action({ request, context }: ActionFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    const { intent, id, ...fields } = formObject(await request.formData(), ["useRouter"]);
    const db = context.app.db;
    if (intent === "delete") return deleteShortcut(db, userId, idSchema.parse(id));
    await loadIconNames(context.app.env, request.url);
    const shortcut = shortcutInput.parse(fields);
    if (intent === "update") return updateShortcut(db, userId, idSchema.parse(id), shortcut);
    return createShortcut(db, userId, shortcut);
  });
}
