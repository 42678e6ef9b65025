import type { DragEndEvent, DragOverEvent, DragStartEvent } from "@dnd-kit/core";
import { Link, useNavigate } from "@remix-run/react";
import { ArrowLeft, CalendarDays, MoreHorizontal, Plus, Settings } from "lucide-react";
import { Suspense, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "#worker/domain/scrumboard.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { ActionMenu } from "#app/features/workspace/action-menu";
import { lazyPart } from "#app/lib/lazy-part";
import { onFirstOpen } from "#app/features/workspace/on-first-open";
import { useMutation, useSynced } from "#app/features/workspace/mutation";
import { sortableLayer, type SortableBits } from "#app/features/workspace/sortable";
import { Avatar, ConfirmDialog, MutationAlert } from "#app/features/workspace/states";
import { cn } from "#app/lib/utils";
import type { BoardDialogProps } from "./board-dialog";
import { RestingBoard, type BoardLayerProps, type CardList } from "./card-list";
import type { BoardData, BoardPageData } from "./types";
import { formatDate } from "#app/lib/dates";

type Data = BoardPageData;
type Columns = Record<string, Card[]>;

/** The board's edit dialog, loaded apart from the page and mounted on its first open. */
const BoardDialog = onFirstOpen<BoardDialogProps>("BoardDialog", () => import("./board-dialog").then((m) => m.BoardDialog));
/** A card's dialog is drawn only while a card is open: its code loads once the page is interactive. */
const CardDialog = lazyPart(() => import("./card-dialog").then((m) => m.CardDialog));
/** The board with dnd-kit (./sortable-board.tsx), loaded apart from the page; the server draws it resting. */
const BoardLayer = sortableLayer<BoardLayerProps>("Board", () => import("./sortable-board").then((m) => m.SortableBoard), RestingBoard);

const columnsOf = (board: BoardData): Columns => Object.fromEntries(board.lists.map((l) => [l.id, l.cards]));

export function formatCardDue(iso: string, locale: string) {
  return formatDate(iso, locale, "dayMonth");
}

/**
 * A board: lists side by side, cards dragged within and across lists (pointer or keyboard). The
 * dropped list's order is sent to `card/positions`, which renumbers it 65536, 131072, … on the
 * server; on failure the cards go back where they were.
 */
export function BoardPage({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { run, error, clearError } = useMutation("/resources/scrumboard");
  CardDialog.usePrefetch();
  const board = data.board;
  const [columns, setColumns] = useSynced(useMemo(() => columnsOf(board), [board]));
  const [dragging, setDragging] = useState<Card | null>(null);
  const [startColumns, setStartColumns] = useState<Columns | null>(null);
  const [openCard, setOpenCard] = useState<Card | null>(null);
  const [addingCardTo, setAddingCardTo] = useState<string | null>(null);
  const [newCard, setNewCard] = useState("");
  const [newList, setNewList] = useState("");
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "list" | "board"; id: string; title: string } | null>(null);
  const [editingBoard, setEditingBoard] = useState(false);
  const [status, setStatus] = useState("");
  const justDragged = useRef(false);
  const listTitle = useMemo(() => new Map(board.lists.map((l) => [l.id, l.title])), [board.lists]);

  const columnOf = (id: string, cols: Columns) => (id in cols ? id : Object.keys(cols).find((k) => cols[k]!.some((c) => c.id === id)));

  const onDragStart = ({ active }: DragStartEvent) => {
    const from = columnOf(String(active.id), columns);
    setDragging(from ? (columns[from]!.find((c) => c.id === active.id) ?? null) : null);
    setStartColumns(columns);
  };

  // Moving over another list moves the card into it at once, so the list opens a gap.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setColumns((cols) => {
      const from = columnOf(String(active.id), cols);
      const to = columnOf(String(over.id), cols);
      if (!from || !to || from === to) return cols;
      const card = cols[from]!.find((c) => c.id === active.id)!;
      const target = cols[to]!;
      const overIndex = target.findIndex((c) => c.id === over.id);
      const index = overIndex === -1 ? target.length : overIndex;
      return { ...cols, [from]: cols[from]!.filter((c) => c.id !== active.id), [to]: [...target.slice(0, index), { ...card, listId: to }, ...target.slice(index)] };
    });
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    // The pointer-up that ends a drag also clicks the card: do not open it.
    justDragged.current = true;
    setTimeout(() => (justDragged.current = false), 0);
    const before = startColumns ?? columns;
    setDragging(null);
    setStartColumns(null);
    if (!over) {
      setColumns(before);
      return;
    }
    const to = columnOf(String(over.id), columns);
    if (!to) return;
    let list = columns[to]!;
    const oldIndex = list.findIndex((c) => c.id === active.id);
    const newIndex = list.findIndex((c) => c.id === over.id);
    if (oldIndex !== -1 && newIndex !== -1 && oldIndex !== newIndex) {
      list = [...list];
      list.splice(newIndex, 0, ...list.splice(oldIndex, 1));
    }
    const next = { ...columns, [to]: list };
    const from = columnOf(String(active.id), before);
    if (from === to && before[to]!.map((c) => c.id).join() === list.map((c) => c.id).join()) return;
    const ok = await run(
      { intent: "cardPositions", cards: list.map((c) => ({ id: c.id, listId: to })) },
      {
        apply: () => {
          setColumns(next);
          return () => setColumns(before);
        },
      },
    );
    if (ok) setStatus(t("workspace.scrumboard.cardMoved", { card: dragging?.title ?? "", list: listTitle.get(to) ?? "", position: list.findIndex((c) => c.id === active.id) + 1 }));
  };

  const addCard = async (listId: string) => {
    const title = newCard.trim();
    if (!title) return;
    const created = await run<Card>({ intent: "cardCreate", card: { boardId: board.id, listId, title } });
    if (created) setNewCard("");
  };

  // The lists side by side; `cards` draws a list's cards (resting, or sortable once dnd-kit is there).
  const lists = (cards: CardList) => (
      <div className="relative flex gap-4 overflow-x-auto pb-4">
        {board.lists.map((list) => (
          <section key={list.id} aria-labelledby={`list-${list.id}`} className="flex w-72 shrink-0 flex-col rounded-lg border bg-muted/40" data-list-id={list.id}>
            <div className="flex items-center justify-between gap-2 px-3 py-2">
              {renaming?.id === list.id ? (
                <form
                  className="flex-1"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (renaming.title.trim()) void run({ intent: "listUpdate", list: { id: list.id, title: renaming.title.trim() } });
                    setRenaming(null);
                  }}
                >
                  <Input value={renaming.title} onChange={(e) => setRenaming({ id: list.id, title: e.target.value })} onBlur={() => setRenaming(null)} aria-label={t("workspace.scrumboard.listTitle")} autoFocus className="h-8" />
                </form>
              ) : (
                <h2 id={`list-${list.id}`} className="font-semibold">
                  <span data-user-content>{list.title}</span> <span className="text-sm font-normal text-muted-foreground">({columns[list.id]?.length ?? 0})</span>
                </h2>
              )}
              <ActionMenu
                trigger={
                  <Button variant="ghost" size="icon" className="size-8">
                    <MoreHorizontal aria-hidden="true" />
                    <span className="sr-only">{t("workspace.scrumboard.listActions", { list: list.title })}</span>
                  </Button>
                }
                items={[
                  { label: t("workspace.scrumboard.renameList"), onSelect: () => setRenaming({ id: list.id, title: list.title }) },
                  { label: t("workspace.scrumboard.deleteList"), onSelect: () => setConfirm({ kind: "list", id: list.id, title: list.title }), destructive: true },
                ]}
              />
            </div>
            {cards(list.id, columns[list.id] ?? [], (card, sortable) => (
              <CardItem key={card.id} card={card} locale={i18n.language} onOpen={() => !justDragged.current && setOpenCard(card)} sortable={sortable} />
            ))}
            <div className="p-2">
              {addingCardTo === list.id ? (
                <form
                  className="space-y-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void addCard(list.id);
                  }}
                >
                  <Textarea value={newCard} onChange={(e) => setNewCard(e.target.value)} rows={2} aria-label={t("workspace.scrumboard.cardTitle")} autoFocus maxLength={300}
                    onKeyDown={(e) => {
                      if (e.key === "Enter" && !e.shiftKey) {
                        e.preventDefault();
                        void addCard(list.id);
                      } else if (e.key === "Escape") setAddingCardTo(null);
                    }}
                  />
                  <div className="flex gap-2">
                    <Button type="submit" size="sm">
                      {t("workspace.scrumboard.addCard")}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setAddingCardTo(null)}>
                      {t("workspace.common.cancel")}
                    </Button>
                  </div>
                </form>
              ) : (
                <Button variant="ghost" size="sm" className="w-full justify-start" onClick={() => (setAddingCardTo(list.id), setNewCard(""))}>
                  <Plus aria-hidden="true" />
                  {t("workspace.scrumboard.addCard")}
                </Button>
              )}
            </div>
          </section>
        ))}
        <form
          className="w-72 shrink-0 space-y-2 rounded-lg border border-dashed p-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (newList.trim()) void run({ intent: "listCreate", list: { boardId: board.id, title: newList.trim() } }).then((ok) => ok && setNewList(""));
          }}
        >
          {/* A plain label with ui/label's classes: Radix's Label (its only addition: no text selection on a double click) is 0.7 KiB of first-load JS here. */}
          <label htmlFor="new-list" className="text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70">
            {t("workspace.scrumboard.addList")}
          </label>
          <Input id="new-list" value={newList} onChange={(e) => setNewList(e.target.value)} maxLength={300} placeholder={t("workspace.scrumboard.listTitle")} />
          <Button type="submit" size="sm" variant="outline">
            <Plus aria-hidden="true" />
            {t("workspace.scrumboard.addList")}
          </Button>
        </form>
      </div>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to="/apps/scrumboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("workspace.scrumboard.allBoards")}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight" data-user-content>{board.title}</h1>
          {board.description ? <p className="max-w-3xl text-sm text-muted-foreground" data-user-content>{board.description}</p> : null}
        </div>
        <div className="flex items-center gap-3">
          <div>
            <h2 className="sr-only">{t("workspace.scrumboard.members")}</h2>
            <ul className="flex -space-x-2">
              {board.members.map((m) => (
                <li key={m.id} title={m.name}>
                  <Avatar name={m.name} src={m.avatar} className="size-8 border-2 border-background" />
                  <span className="sr-only">{m.name}</span>
                </li>
              ))}
            </ul>
          </div>
          <ActionMenu
            trigger={
              <Button variant="outline" size="icon">
                <Settings aria-hidden="true" />
                <span className="sr-only">{t("workspace.scrumboard.boardSettings")}</span>
              </Button>
            }
            items={[
              { label: t("workspace.scrumboard.editBoard"), onSelect: () => setEditingBoard(true) },
              { label: t("workspace.scrumboard.deleteBoard"), onSelect: () => setConfirm({ kind: "board", id: board.id, title: board.title }), destructive: true },
            ]}
          />
        </div>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p id="board-drag-hint" className="text-xs text-muted-foreground">
        {t("workspace.scrumboard.dragHint")}
      </p>
      <BoardLayer
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={(e) => void onDragEnd(e)}
        onDragCancel={() => startColumns && setColumns(startColumns)}
        nameOf={(id) => listTitle.get(String(id)) ?? Object.values(columns).flat().find((c) => c.id === id)?.title ?? String(id)}
        overlay={dragging ? <CardFace card={dragging} locale={i18n.language} className="rotate-2 shadow-lg" /> : null}
        renderBoard={lists}
      />
      {openCard ? (
        <Suspense fallback={null}>
          <CardDialog.Lazy key={openCard.id} card={openCard} board={board} run={run} onClose={() => setOpenCard(null)} />
        </Suspense>
      ) : null}
      <BoardDialog open={editingBoard} onOpenChange={setEditingBoard} board={board} onSave={(patch) => void run({ intent: "boardUpdate", id: board.id, board: patch }).then((ok) => ok && setEditingBoard(false))} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={t(confirm?.kind === "board" ? "workspace.scrumboard.deleteBoardTitle" : "workspace.scrumboard.deleteListTitle", { title: confirm?.title ?? "" })}
        body={t(confirm?.kind === "board" ? "workspace.scrumboard.deleteBoardBody" : "workspace.scrumboard.deleteListBody")}
        confirmLabel={t("workspace.common.delete")}
        onConfirm={() => {
          if (confirm?.kind === "board") void run({ intent: "boardDelete", id: confirm.id }, { revalidate: false }).then((ok) => ok && navigate("/apps/scrumboard"));
          else if (confirm) void run({ intent: "listDelete", id: confirm.id });
          setConfirm(null);
        }}
      />
    </div>
  );
}

function CardItem({ card, locale, onOpen, sortable }: { card: Card; locale: string; onOpen: () => void; sortable: SortableBits }) {
  const { t } = useTranslation();
  const { nodeRef, style, handle, isDragging } = sortable;
  const onKeyDown = handle.onKeyDown as ((e: React.KeyboardEvent) => void) | undefined;
  return (
    <li ref={nodeRef} style={style} className={cn(isDragging && "opacity-40")} data-card-id={card.id}>
      {/* The whole card is the drag handle (pointer, or Space + arrows); Enter opens it. */}
      <div
        {...handle}
        role="button"
        aria-roledescription={t("workspace.scrumboard.draggableCard")}
        aria-describedby="board-drag-hint"
        onKeyDown={(e) => {
          if (e.key === "Enter") onOpen();
          else onKeyDown?.(e);
        }}
        onClick={onOpen}
        className="cursor-grab touch-none rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CardFace card={card} locale={locale} />
      </div>
    </li>
  );
}

function CardFace({ card, locale, className }: { card: Card; locale: string; className?: string }) {
  return (
    <div className={cn("space-y-2 rounded-md border bg-card p-3 text-sm shadow-sm", className)}>
      {card.labels.length ? (
        <div className="flex flex-wrap gap-1">
          {card.labels.map((l) => (
            <span key={l.id} className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary" data-user-content>
              {l.title}
            </span>
          ))}
        </div>
      ) : null}
      <p className="font-medium" data-user-content>{card.title}</p>
      {card.dueDate ? (
        <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <CalendarDays className="size-3" aria-hidden="true" />
          {formatCardDue(card.dueDate, locale)}
        </p>
      ) : null}
    </div>
  );
}
