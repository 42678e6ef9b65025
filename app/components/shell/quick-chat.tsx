import { MessagesSquare } from "lucide-react";
import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ClosedTrigger, FirstOpen, HeaderButton, useFirstOpen } from "./header-button";
import { lazyPart } from "#app/lib/lazy-part";

const { Lazy: Opened, preload } = lazyPart(() => import("./quick-chat-opened").then((m) => m.QuickChatSheet));

/**
 * The quick-chat drawer "Team Chat" (spec §2, §4): a right-side sheet with the caller's chats,
 * a thread with date separators and times, and an input. Selecting a chat loads it by id and
 * marks it read. Closed, it is its button with the unread count of the layout's data; the list
 * loads from `/resources/chats` on the first open (decision 136).
 */
export function QuickChat({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const { open, setOpen, mounted } = useFirstOpen();
  // `?chat=` opens the drawer (QuickChatSheet then selects the conversation).
  const [params] = useSearchParams();
  const wantedContact = params.get("chat");
  useEffect(() => {
    if (wantedContact) setOpen(true);
  }, [wantedContact, setOpen]);
  const trigger = (
    <HeaderButton label={t("chat.open")} badge={unread} data-panel="chat">
      <MessagesSquare aria-hidden="true" />
    </HeaderButton>
  );
  const closed = (
    <ClosedTrigger popup="dialog" onOpen={() => setOpen(true)} preload={preload}>
      {trigger}
    </ClosedTrigger>
  );
  return (
    <FirstOpen mounted={mounted} closed={closed}>
      <Opened open={open} setOpen={setOpen} trigger={trigger} wantedContact={wantedContact} />
    </FirstOpen>
  );
}
