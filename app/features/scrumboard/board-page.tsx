import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link, useNavigate } from "@remix-run/react";
import { ArrowLeft, CalendarDays, MoreHorizontal, Plus, Settings } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "#worker/domain/scrumboard.server";
import { Button } from "#app/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "#app/components/ui/dropdown-menu";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { ModalDialog } from "#app/features/workspace/dialog";
import { useMutation, useSynced } from "#app/features/workspace/mutation";
import { useDndAccessibility } from "#app/features/workspace/dnd-a11y";
import { Avatar, ConfirmDialog, MutationAlert } from "#app/features/workspace/states";
import { cn } from "#app/lib/utils";
import { CardDialog } from "./card-dialog";
import type { BoardData, BoardPageData } from "./types";
import { formatDate } from "#app/lib/dates";

type Data = BoardPageData;
type Columns = Record<string, Card[]>;

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
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const justDragged = useRef(false);
  const dndA11y = useDndAccessibility((id) => listTitle.get(String(id)) ?? Object.values(columns).flat().find((c) => c.id === id)?.title ?? String(id));
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
    if (oldIndex !== -1 && newIndex !== -1 && oldIndex !== newIndex) list = arrayMove(list, oldIndex, newIndex);
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
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon">
                <Settings aria-hidden="true" />
                <span className="sr-only">{t("workspace.scrumboard.boardSettings")}</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setEditingBoard(true)}>{t("workspace.scrumboard.editBoard")}</DropdownMenuItem>
              <DropdownMenuItem className="text-destructive" onSelect={() => setConfirm({ kind: "board", id: board.id, title: board.title })}>
                {t("workspace.scrumboard.deleteBoard")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p id="board-drag-hint" className="text-xs text-muted-foreground">
        {t("workspace.scrumboard.dragHint")}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={(e) => void onDragEnd(e)} onDragCancel={() => startColumns && setColumns(startColumns)} accessibility={dndA11y}>
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
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" className="size-8">
                      <MoreHorizontal aria-hidden="true" />
                      <span className="sr-only">{t("workspace.scrumboard.listActions", { list: list.title })}</span>
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => setRenaming({ id: list.id, title: list.title })}>{t("workspace.scrumboard.renameList")}</DropdownMenuItem>
                    <DropdownMenuItem className="text-destructive" onSelect={() => setConfirm({ kind: "list", id: list.id, title: list.title })}>
                      {t("workspace.scrumboard.deleteList")}
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </div>
              <ListCards listId={list.id} cards={columns[list.id] ?? []} locale={i18n.language} onOpen={(card) => !justDragged.current && setOpenCard(card)} />
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
            <Label htmlFor="new-list">{t("workspace.scrumboard.addList")}</Label>
            <Input id="new-list" value={newList} onChange={(e) => setNewList(e.target.value)} maxLength={300} placeholder={t("workspace.scrumboard.listTitle")} />
            <Button type="submit" size="sm" variant="outline">
              <Plus aria-hidden="true" />
              {t("workspace.scrumboard.addList")}
            </Button>
          </form>
        </div>
        <DragOverlay>{dragging ? <CardFace card={dragging} locale={i18n.language} className="rotate-2 shadow-lg" /> : null}</DragOverlay>
      </DndContext>
      {openCard ? (
        <CardDialog
          key={openCard.id}
          card={openCard}
          board={board}
          run={run}
          onClose={() => setOpenCard(null)}
        />
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

function ListCards({ listId, cards, locale, onOpen }: { listId: string; cards: Card[]; locale: string; onOpen: (card: Card) => void }) {
  const { setNodeRef } = useDroppable({ id: listId });
  return (
    <SortableContext id={listId} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
      <ul ref={setNodeRef} className="flex min-h-[3rem] flex-col gap-2 px-2">
        {cards.map((card) => (
          <SortableCard key={card.id} card={card} locale={locale} onOpen={() => onOpen(card)} />
        ))}
      </ul>
    </SortableContext>
  );
}

function SortableCard({ card, locale, onOpen }: { card: Card; locale: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: card.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={cn(isDragging && "opacity-40")} data-card-id={card.id}>
      {/* The whole card is the drag handle (pointer, or Space + arrows); Enter opens it. */}
      <div
        {...attributes}
        {...listeners}
        role="button"
        aria-roledescription={t("workspace.scrumboard.draggableCard")}
        aria-describedby="board-drag-hint"
        onKeyDown={(e) => {
          if (e.key === "Enter") onOpen();
          else listeners?.onKeyDown?.(e);
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

function BoardDialog({ open, onOpenChange, board, onSave }: { open: boolean; onOpenChange: (o: boolean) => void; board: BoardData; onSave: (patch: { title: string; description: string | null }) => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(board.title);
  const [description, setDescription] = useState(board.description ?? "");
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t("workspace.scrumboard.editBoard")}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (title.trim()) onSave({ title: title.trim(), description: description.trim() || null });
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="edit-board-title">{t("workspace.scrumboard.boardTitle")}</Label>
          <Input id="edit-board-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={300} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="edit-board-description">{t("workspace.scrumboard.boardDescription")}</Label>
          <Textarea id="edit-board-description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("workspace.common.cancel")}
          </Button>
          <Button type="submit">{t("workspace.common.save")}</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
