import { format, isSameDay, isToday, isYesterday } from "date-fns";
import { ArrowLeft, MessagesSquare, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Chat, ChatMessage, ChatSummary } from "#worker/domain/chat.server";
import { Button } from "#app/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "#app/components/ui/sheet";
import { cn } from "#app/lib/utils";
import { useHydrated } from "#app/lib/use-hydrated";
import { useDateLocale } from "./local-time";
import { PanelStatus, usePanelContent } from "./panel-content";
import { isErrorData, useShellFetcher } from "./use-shell-fetcher";

// The opened part of the quick-chat drawer (quick-chat.tsx): the sheet, the list and the thread, in
// a module the browser loads on the first open (`lazyPart`, #app/lib/lazy-part).

function Avatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  if (src) return <img src={src} alt="" className={cn("size-10 shrink-0 rounded-full object-cover", className)} />;
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .slice(0, 2)
    .join("");
  return (
    <span aria-hidden="true" className={cn("flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary", className)}>
      {initials}
    </span>
  );
}

/** The drawer, mounted on the first open; it keeps its list and selection while closed. */
export function QuickChatSheet({ open, setOpen, trigger, wantedContact }: { open: boolean; setOpen: (open: boolean) => void; trigger: React.ReactElement; wantedContact: string | null }) {
  const { t, i18n } = useTranslation();
  const list = usePanelContent<ChatSummary[]>("/resources/chats");
  const chats = list.data ?? [];
  // The thread is answered in the language on screen (seeded messages have Turkish twins, decision
  // 099); `?lng=` on the page address is not remembered in the cookie, so it is sent along.
  const chatResource = `/resources/chat?${new URLSearchParams({ lng: i18n.language })}`;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [thread, setThread] = useState<Chat | null>(null);
  const loader = useShellFetcher<Chat>();
  const reader = useShellFetcher<Chat>();
  const sender = useShellFetcher<Chat & { sent: string }>();
  const [draft, setDraft] = useState("");

  // A chat with unread messages is marked read once its thread has loaded, not while it loads: an
  // action that completes while a fetcher load is in flight makes the router abort and repeat that
  // load (and the abort could surface as an uncaught AbortError).
  const markReadAfterLoad = useRef<string | null>(null);
  useEffect(() => {
    if (loader.state !== "idle" || !loader.data || isErrorData(loader.data) || loader.data.id !== selectedId) return;
    setThread(loader.data);
    if (markReadAfterLoad.current === loader.data.id) {
      markReadAfterLoad.current = null;
      reader.submit({ intent: "read", chatId: loader.data.id }, { method: "post", action: chatResource });
    }
    // reader and chatResource are read at that moment; the load's result is what triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader.state, loader.data, selectedId]);
  useEffect(() => {
    if (sender.state === "idle" && sender.data && !isErrorData(sender.data) && sender.data.id === selectedId) {
      setThread(sender.data);
      setDraft("");
    }
  }, [sender.state, sender.data, selectedId]);

  const select = (chat: ChatSummary) => {
    setSelectedId(chat.id);
    setThread(null);
    markReadAfterLoad.current = chat.unreadCount > 0 ? chat.id : null;
    loader.load(`${chatResource}&${new URLSearchParams({ id: chat.id })}`);
  };
  // `?chat=<profile slug>` (the professionals' "Message" button, decisions 042 and 053) or a contact id
  // opens the drawer on the conversation with that account, or on the list when there is none yet.
  // Once the list has loaded, and only when the address asks for another contact, not on every
  // refresh of the list.
  const answered = useRef<string | null>(null);
  useEffect(() => {
    if (!wantedContact) answered.current = null;
    if (!wantedContact || !list.data || answered.current === wantedContact) return;
    answered.current = wantedContact;
    const chat = list.data.find((c) => c.contactSlug === wantedContact || c.contactId === wantedContact);
    if (chat) select(chat);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedContact, list.data]);
  const selected = chats.find((c) => c.id === selectedId) ?? null;
  const send = () => {
    const value = draft.trim();
    if (!value || !selectedId) return;
    sender.submit({ intent: "send", chatId: selectedId, value }, { method: "post", action: chatResource });
  };
  const pendingValue = sender.state !== "idle" ? String(sender.formData?.get("value") ?? "") : "";

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right" title={t("chat.title")} closeLabel={t("chat.close")} description={t("chat.select")}>
        <div className="flex min-h-0 flex-1">
          <nav aria-label={t("chat.conversations")} aria-busy={list.loading} className={cn("w-full shrink-0 overflow-y-auto border-r sm:w-64", selectedId && "hidden sm:block")}>
            <PanelStatus loading={list.loading} failed={list.failed} retry={list.retry} />
            {list.data && chats.length === 0 ? <p className="p-4 text-sm text-muted-foreground">{t("chat.noChats")}</p> : null}
            <ul>
              {chats.map((chat) => (
                <li key={chat.id}>
                  <button
                    type="button"
                    onClick={() => select(chat)}
                    aria-current={chat.id === selectedId ? "true" : undefined}
                    className={cn(
                      "flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
                      chat.id === selectedId && "bg-accent",
                    )}
                  >
                    <Avatar name={chat.contact.name} src={chat.contact.avatar} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{chat.contact.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">{chat.lastMessage ?? chat.contact.about}</span>
                    </span>
                    {chat.unreadCount > 0 && chat.id !== selectedId ? (
                      <span className="rounded-full bg-primary px-1.5 text-[11px] font-semibold leading-5 text-primary-foreground" aria-label={t("chat.unread", { count: chat.unreadCount })}>
                        {chat.unreadCount}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className={cn("min-w-0 flex-1 flex-col", selectedId ? "flex" : "hidden sm:flex")} aria-label={selected ? t("chat.thread", { name: selected.contact.name }) : t("chat.select")}>
            {selected ? (
              <>
                <div className="flex items-center gap-3 border-b px-4 py-2">
                  <button type="button" onClick={() => setSelectedId(null)} className="rounded-md p-1.5 hover:bg-accent sm:hidden" aria-label={t("chat.back")}>
                    <ArrowLeft className="size-4" aria-hidden="true" />
                  </button>
                  <Avatar name={selected.contact.name} src={selected.contact.avatar} className="size-8 text-xs" />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold">{selected.contact.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{selected.contact.about}</p>
                  </div>
                </div>
                <Thread messages={thread?.messages ?? []} loading={!thread} pendingValue={pendingValue} />
                <form
                  className="flex items-end gap-2 border-t p-3"
                  onSubmit={(e) => {
                    e.preventDefault();
                    send();
                  }}
                >
                  <label htmlFor="quick-chat-input" className="sr-only">
                    {t("chat.placeholder")}
                  </label>
                  <textarea
                    id="quick-chat-input"
                    rows={1}
                    maxLength={2000}
                    value={draft}
                    onChange={(e) => setDraft(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter" && !e.shiftKey) {
                        e.preventDefault();
                        send();
                      }
                    }}
                    placeholder={t("chat.placeholder")}
                    className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  />
                  <Button type="submit" size="icon" disabled={!draft.trim() || sender.state !== "idle"} aria-label={t("chat.send")}>
                    <Send aria-hidden="true" />
                  </Button>
                </form>
              </>
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
                <MessagesSquare className="size-12" aria-hidden="true" />
                <p className="text-lg font-medium">{t("chat.select")}</p>
              </div>
            )}
          </section>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function Thread({ messages, loading, pendingValue }: { messages: ChatMessage[]; loading: boolean; pendingValue: string }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  useHydrated();
  const end = useRef<HTMLDivElement>(null);
  // Block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [messages.length, pendingValue]);
  const dayLabel = (d: Date) => (isToday(d) ? t("chat.today") : isYesterday(d) ? t("chat.yesterday") : format(d, "PPP", { locale }));
  return (
    <div className="flex-1 overflow-y-auto px-4 py-3" aria-live="polite" aria-busy={loading}>
      {loading ? <p className="py-6 text-center text-sm text-muted-foreground">{t("shell.loading")}</p> : null}
      <ol className="space-y-2">
        {messages.map((m, i) => {
          const date = new Date(m.createdAt);
          const newDay = i === 0 || !isSameDay(new Date(messages[i - 1].createdAt), date);
          return (
            <li key={m.id}>
              {newDay ? (
                <div className="my-3 flex items-center gap-3 text-xs text-muted-foreground" data-testid="date-separator">
                  <span className="h-px flex-1 bg-border" />
                  {dayLabel(date)}
                  <span className="h-px flex-1 bg-border" />
                </div>
              ) : null}
              <div className={cn("flex", m.isMine ? "justify-end" : "justify-start")}>
                <div className={cn("max-w-[80%] rounded-2xl px-3 py-2 text-sm", m.isMine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted")} data-mine={m.isMine}>
                  <p className="whitespace-pre-wrap break-words">{m.value}</p>
                  <time dateTime={m.createdAt} className={cn("mt-0.5 block text-right text-[11px]", m.isMine ? "text-primary-foreground/80" : "text-muted-foreground")}>
                    {format(date, "h:mm a", { locale })}
                  </time>
                </div>
              </div>
            </li>
          );
        })}
        {pendingValue ? (
          <li className="flex justify-end opacity-60">
            <div className="max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground">{pendingValue}</div>
          </li>
        ) : null}
      </ol>
      <div ref={end} />
    </div>
  );
}
