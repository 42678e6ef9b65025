import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "#app/features/workspace/dialog-actions";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { RadixModalDialog as ModalDialog } from "#app/features/workspace/modal-dialog-content";
import type { BoardData } from "./types";

export type BoardDialogProps = { open: boolean; onOpenChange: (o: boolean) => void; board: BoardData; onSave: (patch: { title: string; description: string | null }) => void };

/** Edit a board's title and description (its own chunk: board-page.tsx mounts it on the first open). */
export function BoardDialog({ open, onOpenChange, board, onSave }: BoardDialogProps) {
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
        <DialogActions onCancel={() => onOpenChange(false)} />
      </form>
    </ModalDialog>
  );
}
