import { Bell, MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ClosedTrigger, FirstOpen, HeaderButton, useFirstOpen } from "./header-button";
import { INBOX_NS as NS, type InboxKind as Kind } from "./inbox-kind";
import { lazyPart } from "#app/lib/lazy-part";

const { Lazy: Opened, preload } = lazyPart(() => import("./inbox-panel-opened").then((m) => m.OpenedInbox));

/**
 * The messages and notifications panels (spec §2): HTML title/description (sanitized on the server
 * when stored and again when loaded), icon or image, time "MMM dd, h:mm a", read toggle, delete,
 * mark-all-as-read (disabled at 0) and the badge. Closed, the panel is its button with the unread
 * count of the layout's data; its items load from `/resources/inbox` on the first open (decision 136).
 */
export function InboxPanel({ kind, unread }: { kind: Kind; unread: number }) {
  const { t } = useTranslation();
  const { open, setOpen, mounted } = useFirstOpen();
  const ns = NS[kind];
  const TriggerIcon = kind === "message" ? MessageSquare : Bell;
  const trigger = (
    <HeaderButton label={t(`${ns}.title`)} badge={unread} data-panel={ns}>
      <TriggerIcon aria-hidden="true" />
    </HeaderButton>
  );
  const closed = (
    <ClosedTrigger popup="dialog" onOpen={() => setOpen(true)} preload={preload}>
      {trigger}
    </ClosedTrigger>
  );
  return (
    <FirstOpen mounted={mounted} closed={closed}>
      <Opened kind={kind} open={open} setOpen={setOpen} trigger={trigger} />
    </FirstOpen>
  );
}

