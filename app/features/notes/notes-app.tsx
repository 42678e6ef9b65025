import { Link } from "@remix-run/react";
import { Archive, ArchiveRestore, Bell, ImagePlus, NotebookPen, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Note, NoteLabel } from "#worker/domain/notes.server";
import { Button } from "#app/components/ui/button";
import { DialogActions } from "#app/features/workspace/dialog-actions";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { ModalDialog } from "#app/features/workspace/dialog";
import { useMutation, useSynced } from "#app/features/workspace/mutation";
import { ConfirmDialog, EmptyState, MutationAlert } from "#app/features/workspace/states";
import { TagPicker } from "#app/features/workspace/tag-picker";
import { cn } from "#app/lib/utils";
import type { notesLoader } from "./notes.server";
import { formatDate } from "#app/lib/dates";

type Data = Awaited<ReturnType<typeof notesLoader>>;

/** Note label references, read tolerantly: ids (documented) or `{id, title}` objects (a newer API). */
export const labelIds = (labels: (string | { id: string })[]) => labels.map((l) => (typeof l === "string" ? l : l.id));

const IMAGE_MAX_BYTES = 512 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

interface Draft {
  id?: string;
  title: string;
  content: string;
  tasks: { id?: string; content: string; completed: boolean }[];
  image: string | null;
  reminder: string;
  labels: string[];
  archived: boolean;
}

const draftOf = (note?: Note): Draft =>
  note
    ? { id: note.id, title: note.title, content: note.content, tasks: note.tasks, image: note.image, reminder: note.reminder ? note.reminder.slice(0, 16) : "", labels: labelIds(note.labels), archived: note.archived }
    : { title: "", content: "", tasks: [], image: null, reminder: "", labels: [], archived: false };

/** Notes as a masonry grid: labels and archive as filters (in the URL), checklists, a picture, a reminder. */
export function NotesApp({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const { run, error, clearError } = useMutation("/resources/notes");
  const [notes, setNotes] = useSynced(data.notes);
  const [labels, setLabels] = useSynced(data.labels);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const labelTitle = new Map(labels.map((l) => [l.id, l.title]));

  const shown = notes.filter((n) => n.archived === data.filter.archived && (!data.filter.label || labelIds(n.labels).includes(data.filter.label)));

  const patch = (note: Note, change: Partial<Note>) =>
    run(
      { intent: "update", updatedNote: { id: note.id, ...change } },
      {
        apply: () => {
          const before = notes;
          setNotes((list) => list.map((n) => (n.id === note.id ? { ...n, ...change } : n)));
          return () => setNotes(before);
        },
      },
    );

  const save = async (draft: Draft) => {
    const fields = {
      title: draft.title,
      content: draft.content,
      tasks: draft.tasks.filter((task) => task.content.trim()),
      image: draft.image,
      // The reminder field is UTC, like every date in the workspace (docs/decisions/031).
      reminder: draft.reminder ? `${draft.reminder}:00Z` : null,
      labels: draft.labels,
      archived: draft.archived,
    };
    const ok = draft.id ? await run({ intent: "update", updatedNote: { id: draft.id, ...fields } }) : await run({ intent: "create", note: fields });
    if (ok) setEditing(null);
  };

  const filterLink = (label: string | null, archived: boolean) => {
    const q = new URLSearchParams();
    if (label) q.set("label", label);
    if (archived) q.set("archived", "1");
    return q.toString() ? `?${q}` : "/apps/notes";
  };
  const filters: { key: string; to: string; title: string; active: boolean }[] = [
    { key: "all", to: filterLink(null, false), title: t("workspace.notes.all"), active: !data.filter.label && !data.filter.archived },
    ...labels.map((l) => ({ key: l.id, to: filterLink(l.id, false), title: l.title, active: data.filter.label === l.id && !data.filter.archived })),
    { key: "archived", to: filterLink(null, true), title: t("workspace.notes.archived"), active: data.filter.archived },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("workspace.notes.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("workspace.notes.description")}</p>
        </div>
        <Button onClick={() => setEditing(draftOf())}>
          <Plus aria-hidden="true" />
          {t("workspace.notes.new")}
        </Button>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      <nav aria-label={t("workspace.notes.filters")}>
        <ul className="relative flex gap-2 overflow-x-auto pb-1">
          {filters.map((f) => (
            <li key={f.key}>
              <Link
                to={f.to}
                preventScrollReset
                aria-current={f.active ? "page" : undefined}
                className={cn("inline-flex whitespace-nowrap rounded-full border px-3 py-1 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", f.active && "border-primary bg-primary text-primary-foreground hover:bg-primary")}
              >
                {f.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <EmptyState title={t(data.filter.archived ? "workspace.notes.noArchived" : "workspace.notes.empty")} icon={NotebookPen} />
      ) : (
        <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3 xl:columns-4">
          {shown.map((note) => (
            <li key={note.id} className="mb-4 break-inside-avoid overflow-hidden rounded-lg border bg-card shadow-sm" data-note-id={note.id}>
              {note.image ? <img src={note.image} alt="" className="max-h-56 w-full object-cover" /> : null}
              <div className="space-y-2 p-4">
                <button type="button" onClick={() => setEditing(draftOf(note))} className="block w-full rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  {note.title ? <h2 className="font-semibold" data-user-content>{note.title}</h2> : <span className="sr-only">{t("workspace.notes.untitled")}</span>}
                  {note.content ? <p className="mt-1 line-clamp-6 whitespace-pre-line text-sm text-muted-foreground" data-user-content>{note.content}</p> : null}
                </button>
                {note.tasks.length ? (
                  <ul className="space-y-1">
                    {note.tasks.map((task) => (
                      <li key={task.id}>
                        <label className="flex items-start gap-2 text-sm">
                          <input
                            type="checkbox"
                            checked={task.completed}
                            className="mt-0.5 size-4 accent-primary"
                            onChange={() => void patch(note, { tasks: note.tasks.map((x) => (x.id === task.id ? { ...x, completed: !x.completed } : x)) })}
                          />
                          <span className={cn(task.completed && "text-muted-foreground line-through")} data-user-content>{task.content}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {note.reminder ? (
                  <p className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
                    <Bell className="size-3" aria-hidden="true" />
                    <span className="sr-only">{t("workspace.notes.reminder")}: </span>
                    {t("workspace.notes.reminderAt", { when: formatDate(note.reminder, i18n.language, "dateTime") })}
                  </p>
                ) : null}
                {note.labels.length ? (
                  <p className="flex flex-wrap gap-1">
                    {labelIds(note.labels).map((id) => (
                      <span key={id} className="rounded-full border px-2 text-xs" data-user-content>
                        {labelTitle.get(id) ?? ""}
                      </span>
                    ))}
                  </p>
                ) : null}
                <div className="flex justify-end gap-1 pt-1">
                  <Button variant="ghost" size="icon" className="size-8" onClick={() => void patch(note, { archived: !note.archived })}>
                    {note.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
                    <span className="sr-only">{t(note.archived ? "workspace.notes.unarchive" : "workspace.notes.archive", { title: note.title || t("workspace.notes.untitled") })}</span>
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8" onClick={() => setToDelete(note)}>
                    <Trash2 aria-hidden="true" />
                    <span className="sr-only">{t("workspace.notes.delete", { title: note.title || t("workspace.notes.untitled") })}</span>
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <NoteDialog
          draft={editing}
          labels={labels}
          onClose={() => setEditing(null)}
          onSave={(d) => void save(d)}
          onCreateLabel={async (title) => {
            const all = await run<NoteLabel[]>({ intent: "labelCreate", title }, { revalidate: false });
            if (!all) return null;
            setLabels(all);
            // The API answers every label in creation order: the new one is the last with that title.
            return [...all].reverse().find((l) => l.title === title) ?? null;
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t("workspace.notes.deleteTitle")}
        body={t("workspace.notes.deleteBody")}
        confirmLabel={t("workspace.common.delete")}
        onConfirm={() => {
          const note = toDelete;
          setToDelete(null);
          if (note)
            void run(
              { intent: "delete", id: note.id },
              {
                apply: () => {
                  const before = notes;
                  setNotes((list) => list.filter((n) => n.id !== note.id));
                  return () => setNotes(before);
                },
              },
            );
        }}
      />
    </div>
  );
}

function NoteDialog({ draft, labels, onClose, onSave, onCreateLabel }: { draft: Draft; labels: NoteLabel[]; onClose: () => void; onSave: (d: Draft) => void; onCreateLabel: (title: string) => Promise<NoteLabel | null> }) {
  const { t } = useTranslation();
  const [d, setD] = useState(draft);
  const [item, setItem] = useState("");
  const [imageError, setImageError] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));
  return (
    <ModalDialog open onOpenChange={(o) => !o && onClose()} title={t(draft.id ? "workspace.notes.edit" : "workspace.notes.new")} className="w-[min(36rem,94vw)]">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(item.trim() ? { ...d, tasks: [...d.tasks, { content: item.trim(), completed: false }] } : d);
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="note-title">{t("workspace.notes.fields.title")}</Label>
          <Input id="note-title" value={d.title} onChange={(e) => set("title", e.target.value)} maxLength={500} autoFocus />
        </div>
        <div className="space-y-1">
          <Label htmlFor="note-content">{t("workspace.notes.fields.content")}</Label>
          <Textarea id="note-content" value={d.content} onChange={(e) => set("content", e.target.value)} rows={5} maxLength={50000} />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("workspace.notes.fields.checklist")}</legend>
          <ul className="space-y-1">
            {d.tasks.map((task, i) => (
              <li key={task.id ?? i} className="flex items-center gap-2">
                <input type="checkbox" checked={task.completed} onChange={(e) => set("tasks", d.tasks.map((x, j) => (j === i ? { ...x, completed: e.target.checked } : x)))} className="size-4 accent-primary" aria-label={t("workspace.notes.itemDone", { n: i + 1 })} />
                <Input value={task.content} onChange={(e) => set("tasks", d.tasks.map((x, j) => (j === i ? { ...x, content: e.target.value } : x)))} className="h-8" aria-label={t("workspace.notes.itemN", { n: i + 1 })} maxLength={1000} />
                <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => set("tasks", d.tasks.filter((_, j) => j !== i))}>
                  <X aria-hidden="true" />
                  <span className="sr-only">{t("workspace.notes.removeItem", { n: i + 1 })}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Input
            value={item}
            onChange={(e) => setItem(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && item.trim()) {
                e.preventDefault();
                set("tasks", [...d.tasks, { content: item.trim(), completed: false }]);
                setItem("");
              }
            }}
            placeholder={t("workspace.notes.addItem")}
            aria-label={t("workspace.notes.addItem")}
            maxLength={1000}
          />
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="note-reminder">{t("workspace.notes.reminder")}</Label>
            <Input id="note-reminder" type="datetime-local" value={d.reminder} onChange={(e) => set("reminder", e.target.value)} />
          </div>
          <div className="space-y-1">
            <span className="text-sm font-medium">{t("workspace.notes.fields.image")}</span>
            <div className="flex items-center gap-2">
              <input
                id="note-image"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  if (file.size > IMAGE_MAX_BYTES) return setImageError(true);
                  setImageError(false);
                  set("image", await readAsDataUrl(file));
                }}
              />
              <Button type="button" variant="outline" size="sm" asChild>
                <label htmlFor="note-image" className="cursor-pointer">
                  <ImagePlus aria-hidden="true" />
                  {t("workspace.notes.chooseImage")}
                </label>
              </Button>
              {d.image ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => set("image", null)}>
                  {t("workspace.notes.removeImage")}
                </Button>
              ) : null}
            </div>
            {imageError ? <p className="text-sm text-destructive">{t("workspace.notes.imageTooLarge")}</p> : null}
            {d.image ? <img src={d.image} alt={t("workspace.notes.imagePreview")} className="mt-2 max-h-32 rounded border object-cover" /> : null}
          </div>
        </div>
        <TagPicker legend={t("workspace.notes.fields.labels")} tags={labels} selected={d.labels} onChange={(ids) => set("labels", ids)} onCreate={onCreateLabel} maxLength={100} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={d.archived} onChange={(e) => set("archived", e.target.checked)} className="size-4 accent-primary" />
          {t("workspace.notes.fields.archived")}
        </label>
        <DialogActions onCancel={onClose} className="border-t pt-4" />
      </form>
    </ModalDialog>
  );
}
