import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { getChat, sendChatMessage, updateChat } from "#worker/domain/chat.server";
import { chatMessageInput, idQuery, idSchema } from "#worker/domain/shell-schemas";
import { languageOf } from "#worker/domain/shell-i18n.server";
import { formObject, requireUserForFetcher, respond } from "#app/lib/resource.server";

/** The quick-chat drawer: load a chat by id, send a message, mark a chat read. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    const { id } = idQuery.parse({ id: new URL(request.url).searchParams.get("id") ?? "" });
    return getChat(context.app.db, userId, id, (await languageOf(request)).lang);
  });
}

/**
 * The open thread is not fetched again after every submission: sending answers with the new thread
 * (the drawer shows that), and marking read changes nothing the thread shows.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export async function action({ request, context }: ActionFunctionArgs) {
  return respond(async () => {
    const { userId } = requireUserForFetcher(context.app);
    const { intent, ...fields } = formObject(await request.formData());
    const { lang } = await languageOf(request);
    if (intent === "read") return updateChat(context.app.db, userId, idSchema.parse(fields.chatId), { unreadCount: 0 }, lang);
    const message = await sendChatMessage(context.app.db, userId, chatMessageInput.parse(fields));
    return getChat(context.app.db, userId, message.chatId, lang).then((chat) => ({ ...chat, sent: message.id }));
  });
}
