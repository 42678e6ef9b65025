import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { ArrowDown, ArrowUp, CalendarDays, CheckSquare, GripVertical, ListPlus, Plus, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { Task } from "#worker/domain/tasks.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useDebouncedEffect, useMutation, useSynced } from "#app/features/workspace/mutation";
import { sortableLayer, type SortableBits } from "#app/features/workspace/sortable";
import { useLatest } from "#app/features/workspace/use-latest";
import { deferred } from "#app/lib/deferred";
import { EmptyState, MutationAlert } from "#app/features/workspace/states";
import { Highlight } from "#app/components/highlight";
import { iconSprite } from "#app/components/icon-sprite";
import { cn } from "#app/lib/utils";
import { formatDue } from "./due";
import type { TaskDetail as TaskDetailType } from "./task-detail";
import { RestingTaskList, type TaskListProps } from "./task-list";
import type { TasksData } from "./types";

/** The list with dnd-kit (./sortable-task-list.tsx), loaded apart from the page; the server draws it resting. */
const TaskList = sortableLayer<TaskListProps>("TaskList", () => import("./sortable-task-list").then((m) => m.SortableTaskList), RestingTaskList);
/** Drawn only with a task open (/apps/tasks/:id): its code is not in the list's first-load JS. */
const TaskDetail = deferred<typeof TaskDetailType>("TaskDetail", () => import("./task-detail").then((m) => m.TaskDetail), { placeholder: "none" });

type Data = TasksData;

/** The rows' icons, drawn once per list and shown by reference (decision 302). */
const { Sprite, Icon } = iconSprite("tasks", { "grip-vertical": GripVertical, "calendar-days": CalendarDays, "arrow-up": ArrowUp, "arrow-down": ArrowDown });

/**
 * Tasks and sections in one ordered list: drag (pointer or keyboard) to reorder, saved through
 * `tasks/order`; tick to complete; search by title or notes; details beside the list.
 */
export function TasksApp({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { run, error, clearError, busy } = useMutation("/resources/tasks");
  const [tasks, setTasks] = useSynced(data.tasks);
  const [query, setQuery] = useState(data.query);
  const [status, setStatus] = useState("");
  const tagById = useMemo(() => new Map(data.tags.map((tag) => [tag.id, tag.title])), [data.tags]);

  useDebouncedEffect(query, 300, (value) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set("q", value);
    else next.delete("q");
    navigate({ search: next.toString() ? `?${next}` : "" }, { replace: true, preventScrollReset: true });
  });

  const searching = data.hits !== null;
  const visible = searching ? data.hits!.map((id) => tasks.find((task) => task.id === id)).filter((x): x is Task => Boolean(x)) : tasks;
  const remaining = tasks.filter((task) => task.type === "task" && !task.completed).length;
  const suffix = data.query ? `?q=${encodeURIComponent(data.query)}` : "";

  const onMove = async (activeId: string, overId: string) => {
    const from = tasks.findIndex((task) => task.id === activeId);
    const to = tasks.findIndex((task) => task.id === overId);
    const moved = [...tasks];
    moved.splice(to, 0, ...moved.splice(from, 1));
    const ok = await run(
      { intent: "order", tasks: moved.map((task) => task.id) },
      {
        apply: () => {
          const before = tasks;
          setTasks(moved);
          return () => setTasks(before);
        },
      },
    );
    if (ok) setStatus(t("workspace.tasks.moved", { title: tasks[from]?.title || t("workspace.tasks.untitled"), position: to + 1 }));
  };

  const toggle = (task: Task) =>
    run(
      { intent: "update", id: task.id, task: { completed: !task.completed } },
      {
        apply: () => {
          const before = tasks;
          setTasks((list) => list.map((x) => (x.id === task.id ? { ...x, completed: !task.completed } : x)));
          return () => setTasks(before);
        },
      },
    );

  // A stable handler for the deferred detail (#app/features/workspace/use-latest).
  const closeDeleted = useLatest(() => navigate(`/apps/tasks${suffix}`));
  const byId = new Map(visible.map((task) => [task.id, task]));
  const row = (id: string, sortable: SortableBits) => {
    const task = byId.get(id)!;
    return (
      <TaskRow
        key={task.id}
        task={task}
        active={data.open?.id === task.id}
        href={`/apps/tasks/${task.id}${suffix}`}
        query={data.query}
        tagById={tagById}
        canDrag={!searching}
        locale={i18n.language}
        t={t}
        onToggle={() => void toggle(task)}
        sortable={sortable}
      />
    );
  };

  const create = async (type: "task" | "section") => {
    const created = await run<Task>({ intent: "create", type });
    if (created) navigate(`/apps/tasks/${created.id}${suffix}`);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("workspace.tasks.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("workspace.tasks.remaining", { count: remaining })}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void create("section")} disabled={busy}>
            <ListPlus aria-hidden="true" />
            {t("workspace.tasks.addSection")}
          </Button>
          <Button onClick={() => void create("task")} disabled={busy}>
            <Plus aria-hidden="true" />
            {t("workspace.tasks.addTask")}
          </Button>
        </div>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <section aria-labelledby="tasks-list-title" className={cn("min-w-0 space-y-3", data.open && "hidden lg:block")}>
          <h2 id="tasks-list-title" className="sr-only">
            {t("workspace.tasks.list")}
          </h2>
          <Sprite />
          <div className="relative max-w-sm">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("workspace.tasks.search")} aria-label={t("workspace.tasks.search")} className="pl-9" />
          </div>
          {searching ? <p className="text-sm text-muted-foreground">{t("workspace.tasks.searchHint", { count: visible.length })}</p> : null}
          {visible.length === 0 ? (
            <EmptyState
              title={searching ? t("workspace.tasks.noMatch", { query: data.query }) : t("workspace.tasks.empty")}
              body={searching ? undefined : t("workspace.tasks.emptyBody")}
              icon={CheckSquare}
            />
          ) : (
            <TaskList ids={visible.map((task) => task.id)} disabled={searching} onMove={(a, b) => void onMove(a, b)} nameOf={(id) => tasks.find((task) => task.id === id)?.title || t("workspace.tasks.untitled")} renderRow={row} />
          )}
          <p id="tasks-drag-hint" className="text-xs text-muted-foreground">
            {searching ? t("workspace.tasks.noDragWhileSearching") : t("workspace.tasks.dragHint")}
          </p>
        </section>
        {data.open ? (
          <TaskDetail key={data.open.id} task={data.open} data={data} run={run} closeHref={`/apps/tasks${suffix}`} onDeleted={closeDeleted} />
        ) : (
          <div className="hidden lg:block">
            <EmptyState title={t("workspace.tasks.selectTask")} icon={CheckSquare} />
          </div>
        )}
      </div>
    </div>
  );
}

function TaskRow({
  task,
  active,
  href,
  query,
  tagById,
  canDrag,
  locale,
  t,
  onToggle,
  sortable,
}: {
  task: Task;
  active: boolean;
  href: string;
  query: string;
  tagById: Map<string, string>;
  canDrag: boolean;
  locale: string;
  /** the page's translator, passed down rather than asked for in every row */
  t: TFunction;
  onToggle: () => void;
  /** dnd-kit's parts of the row, or the resting ones before it has loaded */
  sortable: SortableBits;
}) {
  const { nodeRef: setNodeRef, style, handleRef: setActivatorNodeRef, handle, isDragging } = sortable;
  const section = task.type === "section";
  const title = task.title || t(section ? "workspace.tasks.untitledSection" : "workspace.tasks.untitled");
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-task-id={task.id}
      className={cn("flex items-center gap-2 border-b px-2 py-2 last:border-b-0", section && "bg-muted/50", active && "bg-accent", isDragging && "relative z-10 shadow-lg")}
    >
      {canDrag ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...handle}
          className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t("workspace.tasks.dragHandle", { title })}
          aria-describedby="tasks-drag-hint"
        >
          <Icon name="grip-vertical" className="size-4" />
        </button>
      ) : null}
      {section ? null : (
        <input type="checkbox" checked={task.completed} onChange={onToggle} className="size-4 accent-primary" aria-label={t("workspace.tasks.complete", { title })} />
      )}
      <Link
        to={href}
        preventScrollReset
        className={cn(
          "min-w-0 flex-1 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          // No text-transform: a section title is what someone wrote, and uppercasing it follows the
          // page's language ("Holdings" became "HOLDİNGS" on Turkish pages).
          section ? "text-sm font-semibold tracking-wide" : "text-sm",
          task.completed && "text-muted-foreground line-through",
        )}
      >
        {/* what people wrote is shown as written (decision 099) */}
        <span className="block truncate" data-user-content>
          <Highlight text={title} query={query} />
        </span>
        {section ? null : (
          <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground no-underline">
            {task.dueDate ? (
              <span className="inline-flex items-center gap-1">
                <Icon name="calendar-days" className="size-3" />
                {formatDue(task.dueDate, locale, t)}
              </span>
            ) : null}
            {task.tags.map((id) => (tagById.get(id) ? <span key={id} className="rounded-full border px-1.5" data-user-content>{tagById.get(id)}</span> : null))}
          </span>
        )}
      </Link>
      {section ? null : task.priority === 2 ? (
        <Icon name="arrow-up" className="size-4 text-red-600" aria-label={t("workspace.tasks.priority.2")} />
      ) : task.priority === 0 ? (
        <Icon name="arrow-down" className="size-4 text-sky-600" aria-label={t("workspace.tasks.priority.0")} />
      ) : null}
    </li>
  );
}
