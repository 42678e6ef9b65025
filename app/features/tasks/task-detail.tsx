import { Link } from "@remix-run/react";
import { ArrowLeft, Plus, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Task } from "#worker/domain/tasks.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import type { useMutation } from "#app/features/workspace/mutation";
import { ConfirmDialog } from "#app/features/workspace/states";
import { TagPicker } from "#app/features/workspace/tag-picker";
import { isAllDay } from "./due";
import type { TasksData } from "./types";

const newSubId = () => `sub_${crypto.randomUUID()}`;

/**
 * One task (or section) in full: title, done, notes, due date (UTC, time optional), priority,
 * tags, assignee (a contact) and sub-tasks. Saved in one PATCH; the list updates from the answer.
 */
export function TaskDetail({
  task,
  data,
  run,
  closeHref,
  onDeleted,
}: {
  task: Task;
  data: TasksData;
  run: ReturnType<typeof useMutation>["run"];
  closeHref: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const section = task.type === "section";
  const [form, setForm] = useState(() => ({
    title: task.title,
    notes: task.notes ?? "",
    completed: task.completed,
    dueDay: task.dueDate ? task.dueDate.slice(0, 10) : "",
    dueTime: task.dueDate && !isAllDay(task.dueDate) ? task.dueDate.slice(11, 16) : "",
    priority: task.priority as 0 | 1 | 2,
    tags: task.tags,
    assignedTo: task.assignedTo ?? "",
    subTasks: task.subTasks,
  }));
  const [tags, setTags] = useState(data.tags);
  const [newSub, setNewSub] = useState("");
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };

  // A new (blank) task gets the focus in its title; others announce themselves by their heading.
  useEffect(() => {
    if (!task.title) titleRef.current?.focus();
  }, [task.title]);

  const save = async () => {
    setBusy(true);
    const dueDate = form.dueDay ? (form.dueTime ? `${form.dueDay}T${form.dueTime}Z` : form.dueDay) : null;
    const result = await run<Task>({
      intent: "update",
      id: task.id,
      task: section
        ? { title: form.title }
        : {
            title: form.title,
            notes: form.notes || null,
            completed: form.completed,
            dueDate,
            priority: form.priority,
            tags: form.tags,
            assignedTo: form.assignedTo || null,
            subTasks: form.subTasks.filter((s) => s.title.trim()),
          },
    });
    setBusy(false);
    if (result) setSaved(true);
  };


  const remove = async () => {
    if (await run({ intent: "delete", id: task.id })) onDeleted();
  };

  return (
    <section aria-labelledby="task-detail-title" className="min-w-0 rounded-lg border bg-card">
      <div className="flex items-center justify-between border-b px-4 py-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to={closeHref} preventScrollReset>
            <ArrowLeft aria-hidden="true" />
            {t("workspace.common.back")}
          </Link>
        </Button>
        <h2 id="task-detail-title" className="font-semibold">
          {t(section ? "workspace.tasks.sectionDetail" : "workspace.tasks.detail")}
        </h2>
        <Button variant="ghost" size="icon" onClick={() => setConfirm(true)}>
          <Trash2 aria-hidden="true" />
          <span className="sr-only">{t("workspace.common.delete")}</span>
        </Button>
      </div>
      <form
        className="space-y-4 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="task-title">{t("workspace.tasks.fields.title")}</Label>
          <Input id="task-title" ref={titleRef} value={form.title} onChange={(e) => set("title", e.target.value)} maxLength={500} />
        </div>
        {section ? null : (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={form.completed} onChange={(e) => set("completed", e.target.checked)} className="size-4 accent-primary" />
              {t("workspace.tasks.fields.completed")}
            </label>
            <div className="space-y-1">
              <Label htmlFor="task-notes">{t("workspace.tasks.fields.notes")}</Label>
              <Textarea id="task-notes" value={form.notes} onChange={(e) => set("notes", e.target.value)} rows={4} maxLength={10000} />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1">
                <Label htmlFor="task-due">{t("workspace.tasks.fields.dueDate")}</Label>
                <Input id="task-due" type="date" value={form.dueDay} onChange={(e) => set("dueDay", e.target.value)} />
              </div>
              <div className="space-y-1">
                <Label htmlFor="task-due-time">{t("workspace.tasks.fields.dueTime")}</Label>
                <Input id="task-due-time" type="time" value={form.dueTime} onChange={(e) => set("dueTime", e.target.value)} disabled={!form.dueDay} />
              </div>
            </div>
            <fieldset>
              <legend className="mb-1 text-sm font-medium">{t("workspace.tasks.fields.priority")}</legend>
              <div className="flex gap-2">
                {([0, 1, 2] as const).map((p) => (
                  <label key={p} className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                    <input type="radio" name="task-priority" checked={form.priority === p} onChange={() => set("priority", p)} className="accent-primary" />
                    {t(`workspace.tasks.priority.${p}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="space-y-1">
              <Label htmlFor="task-assignee">{t("workspace.tasks.fields.assignee")}</Label>
              <NativeSelect id="task-assignee" value={form.assignedTo} onChange={(e) => set("assignedTo", e.target.value)}>
                <option value="">{t("workspace.tasks.unassigned")}</option>
                {data.assignees.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <TagPicker
              legend={t("workspace.tasks.fields.tags")}
              tags={tags}
              selected={form.tags}
              onChange={(ids) => set("tags", ids)}
              maxLength={100}
              onCreate={async (title) => {
                const tag = await run<{ id: string; title: string }>({ intent: "tagCreate", tag: { title } }, { revalidate: false });
                if (tag) setTags((ts) => [...ts, tag]);
                return tag;
              }}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("workspace.tasks.fields.subTasks")}</legend>
              <ul className="space-y-1">
                {form.subTasks.map((sub, i) => (
                  <li key={sub.id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={sub.completed}
                      onChange={(e) => set("subTasks", form.subTasks.map((s) => (s.id === sub.id ? { ...s, completed: e.target.checked } : s)))}
                      className="size-4 accent-primary"
                      aria-label={t("workspace.tasks.subTaskDone", { n: i + 1 })}
                    />
                    <Input
                      value={sub.title}
                      onChange={(e) => set("subTasks", form.subTasks.map((s) => (s.id === sub.id ? { ...s, title: e.target.value } : s)))}
                      className={sub.completed ? "h-8 text-muted-foreground line-through" : "h-8"}
                      aria-label={t("workspace.tasks.subTaskN", { n: i + 1 })}
                      maxLength={500}
                    />
                    <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => set("subTasks", form.subTasks.filter((s) => s.id !== sub.id))}>
                      <X aria-hidden="true" />
                      <span className="sr-only">{t("workspace.tasks.removeSubTask", { n: i + 1 })}</span>
                    </Button>
                  </li>
                ))}
              </ul>
              <div className="flex gap-2">
                <Input
                  value={newSub}
                  onChange={(e) => setNewSub(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" && newSub.trim()) {
                      e.preventDefault();
                      set("subTasks", [...form.subTasks, { id: newSubId(), title: newSub.trim(), completed: false }]);
                      setNewSub("");
                    }
                  }}
                  placeholder={t("workspace.tasks.newSubTask")}
                  aria-label={t("workspace.tasks.newSubTask")}
                  maxLength={500}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  onClick={() => {
                    if (!newSub.trim()) return;
                    set("subTasks", [...form.subTasks, { id: newSubId(), title: newSub.trim(), completed: false }]);
                    setNewSub("");
                  }}
                >
                  <Plus aria-hidden="true" />
                  <span className="sr-only">{t("workspace.tasks.newSubTask")}</span>
                </Button>
              </div>
            </fieldset>
          </>
        )}
        <div className="flex items-center justify-end gap-3 border-t pt-4">
          <span role="status" className="text-sm text-muted-foreground">
            {saved ? t("workspace.tasks.saved") : ""}
          </span>
          <Button type="submit" disabled={busy}>
            {busy ? t("workspace.common.saving") : t("workspace.common.save")}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t("workspace.tasks.deleteTitle", { title: task.title || t("workspace.tasks.untitled") })}
        body={t("workspace.tasks.deleteBody")}
        confirmLabel={t("workspace.common.delete")}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
