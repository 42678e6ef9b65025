import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MailLabel } from "#worker/domain/mailbox.server";
import { DialogActions } from "#app/features/workspace/dialog-actions";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { RadixModalDialog as ModalDialog } from "#app/features/workspace/modal-dialog-content";
import { cn } from "#app/lib/utils";
import { LABEL_DOT } from "./label-colors";

const COLORS = Object.keys(LABEL_DOT) as MailLabel["color"][];

export type LabelDialogProps = { open: boolean; label: MailLabel | "new" | null; onClose: () => void; onSave: (input: { title: string; color: MailLabel["color"] }) => void };

/** Create or edit a mail label: title and one of the ten colours (its own chunk: mail-app.tsx mounts it on the first open). */
export function LabelDialog({ open, label, onClose, onSave }: LabelDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState("");
  const [color, setColor] = useState<MailLabel["color"]>("gray");
  useEffect(() => {
    setTitle(label && label !== "new" ? label.title : "");
    setColor(label && label !== "new" ? label.color : "blue");
  }, [label]);
  return (
    <ModalDialog open={open} onOpenChange={(o) => !o && onClose()} title={t(label === "new" ? "workspace.mail.newLabel" : "workspace.mail.editLabel")}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (title.trim()) onSave({ title: title.trim(), color });
        }}
      >
        <div className="space-y-2">
          <Label htmlFor="mail-label-title">{t("workspace.mail.labelTitle")}</Label>
          <Input id="mail-label-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={40} required autoFocus />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("workspace.mail.labelColor")}</legend>
          <div className="flex flex-wrap gap-2">
            {COLORS.map((c) => (
              <label key={c} className="cursor-pointer">
                <input type="radio" name="mail-label-color" value={c} checked={color === c} onChange={() => setColor(c)} className="peer sr-only" />
                <span className={cn("block size-7 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring", LABEL_DOT[c])} />
                <span className="sr-only">{t(`workspace.mail.colors.${c}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <DialogActions onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
