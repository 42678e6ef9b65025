import { createElement, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it, vi } from "vitest";
import { i18nFor } from "~/i18next.server";
import { ClosedInboxPanel, ClosedNavigationDrawer, ClosedQuickChat, ClosedSearchBar, ClosedShortcutsPanel, ClosedUserMenu } from "~/components/shell/closed-widgets";
import { InboxPanel } from "~/components/shell/inbox-panel";
import { QuickChat } from "~/components/shell/quick-chat";
import { SearchBar } from "~/components/shell/search";
import { ShortcutsPanel } from "~/components/shell/shortcuts-panel";
import { UserMenu } from "~/components/shell/user-menu";
import { NavigationDrawer } from "~/components/layout/navigation-drawer";
import type { ChatSummary } from "../../worker/domain/chat.server";
import type { InboxItem } from "../../worker/domain/inbox.server";
import type { Shortcut } from "../../worker/domain/shortcuts.server";

/**
 * The Worker renders the header widgets' closed state from closed-widgets.tsx and the browser
 * hydrates the real widgets over it (decision 124), so both must give the same HTML: each pair is
 * rendered at the same place of the same tree (a data router with the root's data, i18next) in
 * both languages and compared. `bench/ssr-diff.ts` compares whole pages.
 */
// root.tsx imports the build's virtual modules; the widgets only need its loader data.
vi.mock("~/root", async () => {
  const { useRouteLoaderData } = await import("@remix-run/react");
  return { useRootData: () => useRouteLoaderData("root") };
});

const item = (id: string, read: boolean): InboxItem => ({ id, title: `<strong>${id}</strong>`, description: "A &amp; B", icon: "bell", image: null, link: "/billing", useRouter: true, read, seen: read, time: "2026-11-20T10:00:00.000Z" });
const shortcut: Shortcut = { id: "sc_1", label: "Reports", description: "Tax reports", icon: "file-text", link: "/tax/reports", useRouter: true };
const chats: ChatSummary[] = [{ id: "chat_1", contactId: "usr_a", contactSlug: null, unreadCount: 2, lastMessage: "Hello", contact: { id: "usr_a", name: "Elif Kaya", avatar: null, about: "Advisor" } }];
const user = { id: "usr_demo_user", email: "user@taxatlas.test", name: "Alex Morgan", avatar: null, status: "busy", role: "user", currentRole: "user" };

async function render(node: ReactElement, lng: "en" | "tr", signedIn: boolean): Promise<string> {
  // Siblings before and after, so the widget sits at a tree position with forks (useId paths).
  const element = createElement("header", null, createElement("span", null, "before"), node, createElement("span", null, "after"));
  const routes = [{ id: "root", path: "/", loader: () => ({ user: signedIn ? user : null, role: signedIn ? "user" : "guest", locale: lng, vipUntil: null }), element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = createElement(I18nextProvider, { i18n: i18nFor(lng) }, createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return new Response(await renderToReadableStream(app)).text();
}

describe("closed header widgets render what the widgets render closed", () => {
  const pairs: [string, ReactElement, ReactElement][] = [
    ["notifications", createElement(InboxPanel, { kind: "notification", items: [item("n1", false), item("n2", true)] }), createElement(ClosedInboxPanel, { kind: "notification", items: [item("n1", false), item("n2", true)] })],
    ["messages, none unread", createElement(InboxPanel, { kind: "message", items: [item("m1", true)] }), createElement(ClosedInboxPanel, { kind: "message", items: [item("m1", true)] })],
    ["shortcuts", createElement(ShortcutsPanel, { shortcuts: [shortcut] }), createElement(ClosedShortcutsPanel, { shortcuts: [shortcut] })],
    ["quick chat", createElement(QuickChat, { chats }), createElement(ClosedQuickChat, { chats })],
    ["search", createElement(SearchBar), createElement(ClosedSearchBar)],
    ["navigation drawer", createElement(NavigationDrawer, { navigation: [], className: "md:hidden" }), createElement(ClosedNavigationDrawer, { navigation: [], className: "md:hidden" })],
    ["user menu", createElement(UserMenu), createElement(ClosedUserMenu)],
  ];
  for (const [name, real, closed] of pairs) {
    it(name, async () => {
      for (const lng of ["en", "tr"] as const) {
        for (const signedIn of [true, false]) {
          const byWidget = await render(real, lng, signedIn);
          expect(byWidget).toContain("<button");
          expect(await render(closed, lng, signedIn)).toBe(byWidget);
        }
      }
    });
  }
});
