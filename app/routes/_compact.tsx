import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { allowEveryone } from "../../worker/auth/permissions.server";
import { batched } from "../../worker/db-batch.server";
import { chatsQuery, toChats } from "../../worker/domain/chat.server";
import { inboxQuery, toInboxItem } from "../../worker/domain/inbox.server";
import { navigationTreesFor } from "../../worker/domain/navigation-trees";
import { languageOf } from "../../worker/domain/shell-i18n.server";
import { shortcutsQuery, toShortcut } from "../../worker/domain/shortcuts.server";
import { CompactLayout } from "~/components/layout/compact-layout";
import { revalidateAfterSubmissionOrLanguage } from "~/lib/revalidate";

/**
 * The compact layout. Each child route applies its own guard (spec §2); the layout itself is open
 * and loads what the header's panels show — navigation, messages, notifications, shortcuts and
 * chats together (spec §1), in the request's one D1 batch with the root's user row and the page's
 * own batched queries (worker/db-batch.server.ts, decision 057).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context.app;
  allowEveryone(ctx);
  // This layout is the template's compact family: it draws the compact tree (docs/decisions/060).
  const navigation = navigationTreesFor(ctx.role).compact;
  if (!ctx.isSignedIn || !ctx.session) return { navigation, panels: null };
  const userId = ctx.session.userId;
  const { lang } = await languageOf(request, ctx);
  const [messages, notifications, shortcuts, chats] = await Promise.all([
    batched(ctx, inboxQuery(ctx.db, "message", userId)),
    batched(ctx, inboxQuery(ctx.db, "notification", userId)),
    batched(ctx, shortcutsQuery(ctx.db, userId)),
    batched(ctx, chatsQuery(ctx.db, userId)),
  ]);
  return {
    navigation,
    panels: { messages: messages.map(toInboxItem), notifications: notifications.map(toInboxItem), shortcuts: shortcuts.map(toShortcut), chats: toChats(chats, lang) },
  };
}

export const shouldRevalidate = revalidateAfterSubmissionOrLanguage;

export type CompactLayoutData = Awaited<ReturnType<typeof loader>>;

export default function CompactRoute() {
  const { navigation, panels } = useLoaderData<typeof loader>();
  return (
    <CompactLayout navigation={navigation} panels={panels}>
      <Outlet />
    </CompactLayout>
  );
}
