import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { ModalDialog } from "#app/features/workspace/dialog";
import type { useMutation } from "#app/features/workspace/mutation";
import { ConfirmDialog } from "#app/features/workspace/states";

type Tag = { id: string; title: string };

/** Rename or delete the address book's tags (deleting strips the tag from every contact). */
export function ManageTags({ open, onOpenChange, tags, run }: { open: boolean; onOpenChange: (o: boolean) => void; tags: Tag[]; run: ReturnType<typeof useMutation>["run"] }) {
  const { t } = useTranslation();
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<Tag | null>(null);
  return (
    <>
      <ModalDialog open={open} onOpenChange={onOpenChange} title={t("workspace.contacts.manageTags")}>
        {tags.length === 0 ? <p className="text-sm text-muted-foreground">{t("workspace.contacts.noTags")}</p> : null}
        <ul className="space-y-2">
          {tags.map((tag) => {
            const value = titles[tag.id] ?? tag.title;
            return (
              <li key={tag.id}>
                <form
                  className="flex gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (value.trim() && value.trim() !== tag.title) void run({ intent: "tagUpdate", id: tag.id, tag: { title: value.trim() } });
                  }}
                >
                  <Input value={value} onChange={(e) => setTitles((x) => ({ ...x, [tag.id]: e.target.value }))} maxLength={60} aria-label={t("workspace.contacts.tagName", { tag: tag.title })} />
                  <Button type="submit" variant="outline" disabled={!value.trim() || value.trim() === tag.title}>
                    {t("workspace.common.save")}
                  </Button>
                  <Button type="button" variant="ghost" size="icon" onClick={() => setToDelete(tag)}>
                    <Trash2 aria-hidden="true" />
                    <span className="sr-only">{t("workspace.contacts.deleteTag", { tag: tag.title })}</span>
                  </Button>
                </form>
              </li>
            );
          })}
        </ul>
      </ModalDialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t("workspace.contacts.deleteTag", { tag: toDelete?.title ?? "" })}
        body={t("workspace.contacts.deleteTagBody")}
        confirmLabel={t("workspace.common.delete")}
        onConfirm={() => {
          if (toDelete) void run({ intent: "tagDelete", id: toDelete.id });
          setToDelete(null);
        }}
      />
    </>
  );
}
