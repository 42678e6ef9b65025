import { createElement, type ComponentType, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderHtml } from "#test/render-html";
import { InboxPanel } from "#app/components/shell/inbox-panel";
import { QuickChat } from "#app/components/shell/quick-chat";
import { SearchBar } from "#app/components/shell/search";
import { ShortcutsPanel } from "#app/components/shell/shortcuts-panel";
import { UserMenu } from "#app/components/shell/user-menu";
import { NavigationDrawer } from "#app/components/layout/navigation-drawer";

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

const user = { id: "usr_demo_user", email: "user@taxatlas.test", name: "Alex Morgan", avatar: null, status: "busy", role: "user", currentRole: "user" };

async function render(node: ReactElement, lng: "en" | "tr", signedIn: boolean): Promise<string> {
  // Siblings before and after, so the widget sits at a tree position with forks (useId paths).
  const element = createElement("header", null, createElement("span", null, "before"), node, createElement("span", null, "after"));
  const routes = [{ id: "root", path: "/", loader: () => ({ user: signedIn ? user : null, role: signedIn ? "user" : "guest", locale: lng, vipUntil: null }), element }];
  return renderHtml(routes, lng);
}

describe("a closed header widget is its trigger alone", () => {
  const widgets: [string, ReactElement, string | null][] = [
    // Closed, a panel is drawn from its badge count alone: its content loads on the first open (decision 136).
    ["notifications", createElement(InboxPanel, { kind: "notification", unread: 1 }), "dialog"],
    ["messages", createElement(InboxPanel, { kind: "message", unread: 0 }), "dialog"],
    ["shortcuts", createElement(ShortcutsPanel), "dialog"],
    ["quick chat", createElement(QuickChat, { unread: 2 }), "dialog"],
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

describe("a closed panel's badge is the count the layout read (decision 136)", () => {
  const badge = (html: string) => html.match(/data-testid="badge"[^>]*>([^<]*)</)?.[1] ?? null;
  it("draws the unread count, none at 0, 99+ above 99, and names it for screen readers", async () => {
    const notifications = await render(createElement(InboxPanel, { kind: "notification", unread: 3 }), "en", true);
    expect(badge(notifications)).toBe("3");
    expect(notifications).toContain("Notifications (3)");
    expect(badge(await render(createElement(InboxPanel, { kind: "message", unread: 0 }), "en", true))).toBeNull();
    expect(badge(await render(createElement(QuickChat, { unread: 120 }), "tr", true))).toBe("99+");
    expect(badge(await render(createElement(ShortcutsPanel), "en", true))).toBeNull();
  });
});
