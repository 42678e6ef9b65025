import { User } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UserStatus } from "#db/schema/users";
import { useRootData } from "#app/root";
import { ClosedTrigger, FirstOpen, HeaderButton, useFirstOpen } from "./header-button";
import { StatusDot } from "./status-dot";
import { lazyPart } from "#app/lib/lazy-part";

const { Lazy: Opened, preload } = lazyPart(() => import("./user-menu-opened").then((m) => m.UserDropdown));

/** The user menu (spec §2 "User menu"). */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const { open, setOpen, mounted } = useFirstOpen();
  // The opened menu draws the trigger with the status it shows (a pending change at once).
  const trigger = (status: UserStatus | "guest") => userTrigger(t("user.menu"), user?.avatar, status);
  const closed = (
    <ClosedTrigger popup="menu" onOpen={() => setOpen(true)} preload={preload}>
      {trigger(user ? user.status : "guest")}
    </ClosedTrigger>
  );
  return (
    <FirstOpen mounted={mounted} closed={closed}>
      <Opened open={open} setOpen={setOpen} trigger={trigger} />
    </FirstOpen>
  );
}

function userTrigger(label: string, avatar: string | null | undefined, status: UserStatus | "guest") {
  return (
    <HeaderButton label={label} data-panel="user" className="bg-muted">
      {avatar ? <img src={avatar} alt="" className="size-9 rounded-full object-cover" /> : <User aria-hidden="true" />}
      <StatusDot status={status} className="absolute bottom-0 right-0" />
    </HeaderButton>
  );
}
