import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BoardLabel, Card } from "#worker/domain/scrumboard.server";
import { Button } from "#app/components/ui/button";
import { DialogActions } from "#app/features/workspace/dialog-actions";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { ModalDialog } from "#app/features/workspace/dialog";
import type { useMutation } from "#app/features/workspace/mutation";
import { TagPicker } from "#app/features/workspace/tag-picker";
import type { BoardData } from "./types";

/** A card's details: title, description, the board's labels, due date, its list; delete. */
export function CardDialog({
  card,
  board,
  run,
  onClose,
}: {
  card: Card;
  board: BoardData;
  run: ReturnType<typeof useMutation>["run"];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description ?? "");
  const [labels, setLabels] = useState(card.labels.map((l) => l.id));
  const [boardLabels, setBoardLabels] = useState(board.labels);
  const [due, setDue] = useState(card.dueDate ? card.dueDate.slice(0, 10) : "");
  const [listId, setListId] = useState(card.listId);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = async () => {
    setBusy(true);
    const ok = await run({ intent: "cardUpdate", id: card.id, card: { title: title.trim() || card.title, description: description || null, labels, dueDate: due || null, ...(listId !== card.listId ? { listId } : {}) } });
    setBusy(false);
    // A new list moves the card to that list's end (the keyboard-free alternative to dragging).
    if (ok) onClose();
  };

  return (
    <ModalDialog open onOpenChange={(o) => !o && onClose()} title={t("workspace.scrumboard.cardDetail")} className="w-[min(36rem,94vw)]">
      {confirmDelete ? (
        <div className="space-y-4">
          <p className="text-sm">{t("workspace.scrumboard.deleteCardBody", { title: card.title })}</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              {t("workspace.common.cancel")}
            </Button>
            <Button variant="destructive" onClick={() => void run({ intent: "cardDelete", id: card.id }).then((ok) => ok && onClose())}>
              {t("workspace.common.delete")}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="card-title">{t("workspace.scrumboard.cardTitle")}</Label>
            <Input id="card-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={300} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="card-description">{t("workspace.scrumboard.cardDescription")}</Label>
            <Textarea id="card-description" value={description} onChange={(e) => setDescription(e.target.value)} rows={4} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="card-due">{t("workspace.scrumboard.dueDate")}</Label>
              <Input id="card-due" type="date" value={due} onChange={(e) => setDue(e.target.value)} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="card-list">{t("workspace.scrumboard.list")}</Label>
              <NativeSelect id="card-list" value={listId} onChange={(e) => setListId(e.target.value)}>
                {board.lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <TagPicker
            legend={t("workspace.scrumboard.labels")}
            tags={boardLabels}
            selected={labels}
            onChange={setLabels}
            maxLength={100}
            onCreate={async (labelTitle) => {
              const label = await run<BoardLabel>({ intent: "labelCreate", label: { boardId: board.id, title: labelTitle } }, { revalidate: false });
              if (label) setBoardLabels((ls) => [...ls, label]);
              return label;
            }}
          />
          <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
            <Button type="button" variant="destructive" onClick={() => setConfirmDelete(true)}>
              {t("workspace.common.delete")}
            </Button>
            <DialogActions onCancel={onClose} busy={busy} />
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
