import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { INBOX_KINDS } from "#db/schema";
import { deleteInboxItem, markAllInboxRead, toggleInboxRead } from "#worker/domain/inbox.server";
import { idSchema } from "#worker/domain/shell-schemas";
import { formObject, requireUserForFetcher, respond } from "#app/lib/resource.server";

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
