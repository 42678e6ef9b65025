import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it, vi } from "vitest";
import { i18nFor } from "#app/i18next.server";
import { InboxPanel } from "#app/components/shell/inbox-panel";
import { QuickChat } from "#app/components/shell/quick-chat";
import { SearchBar } from "#app/components/shell/search";
import { ShortcutsPanel } from "#app/components/shell/shortcuts-panel";
import { UserMenu } from "#app/components/shell/user-menu";
import { NavigationDrawer } from "#app/components/layout/navigation-drawer";
import type { ChatSummary } from "#worker/domain/chat.server";
import type { InboxItem } from "#worker/domain/inbox.server";
import type { Shortcut } from "#worker/domain/shortcuts.server";

/**
 * A header widget renders, closed, only its trigger — with the attributes its Radix trigger has
 * while closed — and mounts its Radix parts on the first open (issue 28: one implementation, no
 * server stand-in). Rendered as the server does, in both languages, signed in and out. Opening is
 * covered in the browser (test/browser/shell.browser.ts).
 */
// Counts the Radix roots rendered (popover, dialog = sheet, dropdown menu): a closed widget renders none.
const radixRoots = vi.hoisted(() => ({ rendered: 0 }));
vi.mock("radix-ui", async (importOriginal) => {
  const radix = await importOriginal<typeof import("radix-ui")>();
  const counted = <T extends { Root: unknown }>(parts: T): T => ({
    ...parts,
    Root: (props: object) => {
      radixRoots.rendered++;
      return createElement(parts.Root as ComponentType, props);
    },
  });
  return { ...radix, Popover: counted(radix.Popover), Dialog: counted(radix.Dialog), DropdownMenu: counted(radix.DropdownMenu) };
});
// root.tsx imports the build's virtual modules; the widgets only need its loader data.
vi.mock("#app/root", async () => {
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

describe("a closed header widget is its trigger alone", () => {
  const widgets: [string, ReactElement, string | null][] = [
    ["notifications", createElement(InboxPanel, { kind: "notification", items: [item("n1", false), item("n2", true)] }), "dialog"],
    ["messages", createElement(InboxPanel, { kind: "message", items: [item("m1", true)] }), "dialog"],
    ["shortcuts", createElement(ShortcutsPanel, { shortcuts: [shortcut] }), "dialog"],
    ["quick chat", createElement(QuickChat, { chats }), "dialog"],
    ["navigation drawer", createElement(NavigationDrawer, { navigation: [], className: "md:hidden" }), "dialog"],
    ["user menu", createElement(UserMenu), "menu"],
    ["search", createElement(SearchBar), null],
  ];
  for (const [name, widget, popup] of widgets) {
    it(name, async () => {
      for (const lng of ["en", "tr"] as const) {
        for (const signedIn of [true, false]) {
          radixRoots.rendered = 0;
          const html = await render(widget, lng, signedIn);
          expect(radixRoots.rendered).toBe(0);
          const body = html.replace(/^<header><span>before<\/span>/, "").replace(/<span>after<\/span><\/header>$/, "");
          // One button, nothing else: no panel, menu, portal or hidden content.
          expect(body).toMatch(/^<button [^>]*>.*<\/button>$/s);
          expect(body.match(/<button/g)).toHaveLength(1);
          expect(body).not.toMatch(/role="(dialog|menu)"/);
          if (popup) {
            expect(body).toContain(`aria-haspopup="${popup}" aria-expanded="false" data-state="closed"`);
          } else {
            expect(body).not.toContain("aria-haspopup");
          }
        }
      }
    });
  }
});
