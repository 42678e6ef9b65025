import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { INBOX_KINDS } from "#db/schema";
import { deleteInboxItem, listInbox, markAllInboxRead, toggleInboxRead } from "#worker/domain/inbox.server";
import { idSchema } from "#worker/domain/shell-schemas";
import { formObject, requireUserForFetcher, respond } from "#app/lib/resource.server";

const kindQuery = z.object({ kind: z.enum(INBOX_KINDS) });

/**
 * A panel's items, loaded when the panel is first opened and again after each submission (decision
 * 135): the caller's own, the same list as `GET api/common/messages|notifications`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    const { kind } = kindQuery.parse({ kind: new URL(request.url).searchParams.get("kind") ?? "" });
    return listInbox(context.app, kind, userId, context.app.locale);
  });
}

/** The messages and notifications panels' writes (same rules as `api/common/messages|notifications`). */
const input = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), kind: z.enum(INBOX_KINDS), id: idSchema }),
  z.object({ intent: z.literal("delete"), kind: z.enum(INBOX_KINDS), id: idSchema }),
  z.object({ intent: z.literal("markAll"), kind: z.enum(INBOX_KINDS) }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    const body = input.parse(formObject(await request.formData()));
    const db = context.app.db;
    if (body.intent === "toggle") return toggleInboxRead(db, body.kind, userId, body.id);
    if (body.intent === "delete") return deleteInboxItem(db, body.kind, userId, body.id);
    return markAllInboxRead(db, body.kind, userId);
  });
}
