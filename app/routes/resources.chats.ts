import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listChatSummaries } from "#worker/domain/chat.server";
import { requireUserForFetcher, respond } from "#app/lib/resource.server";

/**
 * The quick-chat drawer's list of the caller's own chats, loaded when the drawer is first opened
 * and again after each submission (a message sent, a chat marked read), so its unread counts and
 * last messages follow (decision 136). A thread and its contact load from `/resources/chat`.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    return listChatSummaries(context.app, userId, context.app.locale);
  });
}
