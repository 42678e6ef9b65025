import { Link, useNavigate } from "@remix-run/react";
import { KanbanSquare, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Board } from "#worker/domain/scrumboard.server";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { RelativeTime } from "#app/features/workspace/relative-time";
import { ModalDialog } from "#app/features/workspace/dialog";
import { useMutation } from "#app/features/workspace/mutation";
import { Avatar, EmptyState, MutationAlert } from "#app/features/workspace/states";
import type { boardsLoader } from "./scrumboard.server";

type Data = Awaited<ReturnType<typeof boardsLoader>>;

/** The caller's boards, most recently active first, and a way to start a new one. */
export function BoardsPage({ data }: { data: Data }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, error, clearError, busy } = useMutation("/resources/scrumboard");
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");

  const create = async () => {
    const board = await run<Board>({ intent: "boardCreate", board: { title, description: description || null } }, { revalidate: false });
    if (board) navigate(`/apps/scrumboard/${board.id}`);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("workspace.scrumboard.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("workspace.scrumboard.description")}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t("workspace.scrumboard.newBoard")}
        </Button>
      </div>
      <MutationAlert error={error} onDismiss={clearError} />
      {data.boards.length === 0 ? (
        <EmptyState title={t("workspace.scrumboard.noBoards")} body={t("workspace.scrumboard.noBoardsBody")} icon={KanbanSquare} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.boards.map((b) => (
            <li key={b.id}>
              <Link
                to={`/apps/scrumboard/${b.id}`}
                className="flex h-full flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm transition hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <KanbanSquare className="size-5 text-primary" aria-hidden="true" />
                  <span data-user-content>{b.title}</span>
                </span>
                {b.description ? <span className="line-clamp-3 text-sm text-muted-foreground" data-user-content>{b.description}</span> : null}
                <span className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span>{t("workspace.scrumboard.lastActivity")} <RelativeTime iso={b.lastActivity} /></span>
                  <span className="flex -space-x-2" aria-label={t("workspace.scrumboard.membersCount", { count: b.members.length })}>
                    {b.members.slice(0, 4).map((m) => (
                      <Avatar key={m.id} name={m.name} src={m.avatar} className="size-7 border-2 border-card" />
                    ))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ModalDialog open={creating} onOpenChange={setCreating} title={t("workspace.scrumboard.newBoard")}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (title.trim()) void create();
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="board-title">{t("workspace.scrumboard.boardTitle")}</Label>
            <Input id="board-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={300} autoFocus />
          </div>
          <div className="space-y-1">
            <Label htmlFor="board-description">{t("workspace.scrumboard.boardDescription")}</Label>
            <Textarea id="board-description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setCreating(false)}>
              {t("workspace.common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {t("workspace.common.create")}
            </Button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
