import { Link, useSubmit } from "@remix-run/react";
import { Banknote, BookOpenCheck, Crown, LayoutGrid, LogIn, LogOut, Receipt, Scale, Settings, User, UserPlus, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UserStatus } from "#db/schema/users";
import { STATUS_OPTIONS } from "#worker/domain/user-status";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu";
import { useRootData } from "#app/root";
import { StatusDot } from "./status-dot";
import { useShellFetcher } from "./use-shell-fetcher";
import { formatDate } from "#app/lib/dates";

// The opened part of the user menu (user-menu.tsx): the Radix dropdown and its items, in a module
// the browser loads on the first open (`lazyPart`, #app/lib/lazy-part).

const WORKSPACE_LINKS = [
  ["/apps/mailbox", "mail"],
  ["/apps/contacts", "contacts"],
  ["/apps/tasks", "tasks"],
  ["/apps/notes", "notes"],
  ["/apps/scrumboard", "scrumboard"],
  ["/dashboards/project", "dashboards"],
  ["/pages/activities", "activities"],
  ["/docs/guides/getting-started/introduction", "guide"],
] as const;

/** The menu itself, mounted on the first open. */
export function UserDropdown({ open, setOpen, trigger }: { open: boolean; setOpen: (open: boolean) => void; trigger: (status: UserStatus | "guest") => React.ReactElement }) {
  const { t } = useTranslation();
  const root = useRootData();
  const user = root?.user;
  const submit = useSubmit();
  const statusFetcher = useShellFetcher<unknown>();
  // Optimistic: the pending status shows at once.
  const pending = statusFetcher.formData?.get("status");
  const status: UserStatus | "guest" = user ? ((typeof pending === "string" ? pending : user.status) as UserStatus) : "guest";
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger(status)}</DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        {user ? (
          <>
            <DropdownMenuLabel className="break-words font-normal" data-testid="signed-in-as">
              {t("shell.signedInAs", { email: user.email, role: t(`roles.${root?.role ?? "user"}`) })}
            </DropdownMenuLabel>
            {root?.vipUntil ? (
              <DropdownMenuLabel className="flex items-center gap-2 font-medium text-amber-700 dark:text-amber-400" data-testid="vip-badge">
                <Crown className="size-4" aria-hidden="true" />
                {t("billing.nav.vipUntil", { date: formatDate(root.vipUntil, root.locale, "long") })}
              </DropdownMenuLabel>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <User aria-hidden="true" />
                {t("user.profile")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/settings">
                <Settings aria-hidden="true" />
                {t("user.settings")}
              </Link>
            </DropdownMenuItem>
            {/* issue 13: the workspace apps (no other navigation leads to them) */}
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <LayoutGrid aria-hidden="true" />
                {t("workspace.nav.title")}
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                {WORKSPACE_LINKS.map(([to, key]) => (
                  <DropdownMenuItem key={to} asChild>
                    <Link to={to}>{t(`workspace.nav.${key}`)}</Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
            {/* billing (issue 9): receipts for everyone, money admin for admins */}
            <DropdownMenuItem asChild>
              <Link to="/billing">
                <Receipt aria-hidden="true" />
                {t("billing.nav.billing")}
              </Link>
            </DropdownMenuItem>
            {root?.role === "admin" ? (
              <>
                <DropdownMenuItem asChild>
                  <Link to="/admin/payments">
                    <Wallet aria-hidden="true" />
                    {t("billing.nav.adminPayments")}
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to="/admin/ledger">
                    <BookOpenCheck aria-hidden="true" />
                    {t("billing.nav.adminLedger")}
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to="/admin/payouts">
                    <Banknote aria-hidden="true" />
                    {t("billing.nav.adminPayouts")}
                  </Link>
                </DropdownMenuItem>
                {/* marketplace (issue 11): disputed escrow milestones to split */}
                <DropdownMenuItem asChild>
                  <Link to="/admin/disputes">
                    <Scale aria-hidden="true" />
                    {t("marketplace.nav.disputes")}
                  </Link>
                </DropdownMenuItem>
              </>
            ) : null}
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <StatusDot status={status} />
                {t("user.status")}
                <span className="ml-auto text-xs text-muted-foreground">{t(`status.${status}`)}</span>
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                <DropdownMenuRadioGroup value={status} onValueChange={(value) => statusFetcher.submit({ status: value }, { method: "post", action: "/resources/user" })}>
                  {STATUS_OPTIONS.map((s) => (
                    <DropdownMenuRadioItem key={s} value={s}>
                      <StatusDot status={s} />
                      {t(`status.${s}`)}
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
              </DropdownMenuSubContent>
            </DropdownMenuSub>
            <DropdownMenuSeparator />
            {/* A POST to the sign-out page (no page changes state on GET). */}
            <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/sign-out" })}>
              <LogOut aria-hidden="true" />
              {t("shell.signOut")}
            </DropdownMenuItem>
          </>
        ) : (
          <>
            <DropdownMenuLabel className="font-medium">{t("shell.browsingAsGuest")}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/sign-up">
                <UserPlus aria-hidden="true" />
                {t("shell.signUp")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/sign-in">
                <LogIn aria-hidden="true" />
                {t("shell.signIn")}
              </Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
