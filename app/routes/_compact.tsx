import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useMatches, useSearchParams } from "@remix-run/react";
import { allowEveryone } from "#worker/auth/permissions.server";
import { chatUnreadRead, toChatUnread } from "#worker/domain/chat.server";
import { inboxUnreadRead, toInboxUnread } from "#worker/domain/inbox.server";
import { navigationTreesFor } from "#worker/domain/navigation-trees";
import { resolveLayout, type LayoutName } from "#worker/domain/shell-settings";
import { Shell } from "#app/components/layout/shell";
import { useRootData, useShellSettings } from "#app/root";
import { revalidateAfterSubmissionOrLanguage } from "#app/lib/revalidate";

/**
 * The compact layout (and, through `_shell.tsx`, the configurable one). Each child route applies its own guard (spec §2); the layout itself is open
 * and loads what the closed header shows: the unread badges of messages, notifications and quick
 * chat (spec §1) — one aggregate statement for both inbox kinds and one for the chats, in the
 * request's one D1 batch with the root's user row and the page's own batched queries
 * (worker/db-batch.server.ts, decision 057). A panel's content loads from its resource route when
 * it is first opened (decision 136). The navigation is the role's (root data), drawn from the same
 * module on both sides, so it is not in the page's data (decision 125).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context.app;
  allowEveryone(ctx);
  if (!ctx.isSignedIn || !ctx.session) return { badges: null };
  const userId = ctx.session.userId;
  const [inbox, chats] = await Promise.all([inboxUnreadRead(ctx, { userId }), chatUnreadRead(ctx, { userId })]);
  const { message: messages, notification: notifications } = toInboxUnread(inbox);
  return { badges: { messages, notifications, chats: toChatUnread(chats) } };
}

export const shouldRevalidate = revalidateAfterSubmissionOrLanguage;

export type CompactLayoutData = Awaited<ReturnType<typeof loader>>;

/** A route's own layout (spec §2): the product's routes under this layout route are drawn compact. */
export interface ShellHandle {
  layout?: LayoutName;
}
export const handle: ShellHandle = { layout: "compact" };

/**
 * The shell around every page of this layout route and of `_shell` (the template routes, which
 * have no layout of their own): the deepest route's layout data > `?layout=` > the configured
 * layout (docs/decisions/097).
 */
export default function ShellRoute() {
  const { badges } = useLoaderData<typeof loader>();
  // All four trees: the layout that draws the page picks one (docs/decisions/060, 097).
  const trees = navigationTreesFor(useRootData()?.role ?? "guest");
  const matches = useMatches();
  const [params] = useSearchParams();
  const configured = useShellSettings().layout;
  const routeLayout = matches.reduce<LayoutName | null>((found, m) => (m.handle as ShellHandle | undefined)?.layout ?? found, null);
  return (
    <Shell layout={resolveLayout({ routeLayout, query: params.get("layout"), configured })} trees={trees} badges={badges}>
      <Outlet />
    </Shell>
  );
}
