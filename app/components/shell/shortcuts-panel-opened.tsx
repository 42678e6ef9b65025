import { Link } from "@remix-run/react";
import { Check, Circle, LayoutGrid, Link as LinkIcon, Pencil, Plus, type LucideIcon } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Shortcut } from "#worker/domain/shortcuts.server";
import { SHORTCUT_ICONS } from "#worker/domain/shortcut-icons";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "#app/components/ui/popover";
import { initialShortcutsState, isShortcutFormValid, shortcutsReducer, type ShortcutFormValues } from "#app/lib/shortcuts-mode";
import { cn } from "#app/lib/utils";
import { iconFor, SHORTCUT_ICON_COMPONENTS } from "./icons";
import { PanelStatus, usePanelContent, type PanelContent } from "./panel-content";
import { isErrorData, useShellFetcher } from "./use-shell-fetcher";

// The opened part of the shortcuts panel (shortcuts-panel.tsx): the popover, the grid and the form,
// in a module the browser loads on the first open (`lazyPart`, #app/lib/lazy-part).

/** The popover, mounted on the first open; it keeps the loaded shortcuts while closed. */
export function OpenedShortcuts({ open, setOpen, trigger }: { open: boolean; setOpen: (open: boolean) => void; trigger: React.ReactElement }) {
  const content = usePanelContent<Shortcut[]>("/resources/shortcuts");
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      {/* Unmounted when closed (as PopoverContent is), so the mode machine starts in "view" on every open. */}
      {open ? <ShortcutsContent content={content} /> : null}
    </Popover>
  );
}

/** The panel itself, mounted while open. */
function ShortcutsContent({ content }: { content: PanelContent<Shortcut[]> }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(shortcutsReducer, initialShortcutsState);
  const shortcuts = content.data;
  // Keyed by the chosen id (not the found row): a delete must not remount the form before it reports back.
  const editing = state.mode === "edit" ? shortcuts?.find((s) => s.id === state.editingId) : undefined;
  return (
    <PopoverContent aria-label={t("shortcuts.title")} aria-busy={content.loading} className="flex max-h-[min(40rem,85vh)] flex-col p-0" data-mode={state.mode}>
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <h2 className="mr-auto text-base font-semibold">{state.mode === "add" ? t("shortcuts.add") : state.mode === "edit" ? t("shortcuts.edit") : t("shortcuts.title")}</h2>
        {state.mode === "view" && shortcuts ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "enterEditMode" })}>
              <Pencil aria-hidden="true" />
              {t("shortcuts.enterEditMode")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "add" })}>
              <Plus aria-hidden="true" />
              {t("shortcuts.add")}
            </Button>
          </>
        ) : null}
        {state.mode === "modify" ? (
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "exitEditMode" })}>
            <Check aria-hidden="true" />
            {t("shortcuts.exitEditMode")}
          </Button>
        ) : null}
      </div>
      <div className="overflow-y-auto">
        {!shortcuts ? (
          <PanelStatus loading={content.loading} failed={content.failed} retry={content.retry} />
        ) : state.mode === "view" || state.mode === "modify" ? (
          <ShortcutGrid shortcuts={shortcuts} modify={state.mode === "modify"} onChoose={(id) => dispatch({ type: "choose", id })} />
        ) : (
          <ShortcutForm
            key={state.editingId ?? "new"}
            shortcut={editing}
            onCancel={() => dispatch({ type: "cancel" })}
            onSaved={() => dispatch({ type: "saved" })}
            onDeleted={() => dispatch({ type: "deleted" })}
          />
        )}
      </div>
    </PopoverContent>
  );
}

function ShortcutGrid({ shortcuts, modify, onChoose }: { shortcuts: Shortcut[]; modify: boolean; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  if (shortcuts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted">
          <LayoutGrid className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="font-semibold">{t("shortcuts.empty")}</p>
        <p className="text-sm text-muted-foreground">{t("shortcuts.emptyBody")}</p>
      </div>
    );
  }
  const cell =
    "flex min-h-28 flex-col items-center justify-center gap-1.5 p-3 text-center hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring";
  return (
    <>
      {modify ? <p className="border-b px-4 py-2 text-sm text-muted-foreground">{t("shortcuts.chooseToEdit")}</p> : null}
      <ul className="grid grid-cols-2 [&>li:nth-child(odd)]:border-r [&>li]:border-b" data-testid="shortcut-grid">
        {shortcuts.map((s) => {
          const Icon = iconFor(s.icon, LinkIcon);
          const body = (
            <>
              <span className="flex size-10 items-center justify-center rounded-full bg-muted">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-medium">{s.label}</span>
              {s.description ? <span className="line-clamp-2 text-xs text-muted-foreground">{s.description}</span> : null}
            </>
          );
          return (
            <li key={s.id}>
              {modify ? (
                <button type="button" className={cn(cell, "w-full")} onClick={() => onChoose(s.id)} aria-label={`${t("shortcuts.edit")}: ${s.label}`}>
                  {body}
                  <Pencil className="size-3 text-muted-foreground" aria-hidden="true" />
                </button>
              ) : s.useRouter ? (
                <Link to={s.link} className={cell}>
                  {body}
                </Link>
              ) : (
                <a href={s.link} target="_blank" rel="noopener noreferrer" className={cell}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function ShortcutForm({ shortcut, onCancel, onSaved, onDeleted }: { shortcut?: Shortcut; onCancel: () => void; onSaved: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const fetcher = useShellFetcher<Shortcut | true>();
  const [values, setValues] = useState<ShortcutFormValues>({
    label: shortcut?.label ?? "",
    description: shortcut?.description ?? "",
    icon: shortcut?.icon ?? "",
    link: shortcut?.link ?? "",
    useRouter: shortcut?.useRouter ?? true,
  });
  const lastIntent = useRef<string | null>(null);
  const valid = isShortcutFormValid(values);
  const busy = fetcher.state !== "idle";
  const error = isErrorData(fetcher.data) ? fetcher.data.error : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || isErrorData(fetcher.data) || !lastIntent.current) return;
    const intent = lastIntent.current;
    lastIntent.current = null;
    if (intent === "delete") onDeleted();
    else onSaved();
  }, [fetcher.state, fetcher.data, onDeleted, onSaved]);

  const set = <K extends keyof ShortcutFormValues>(key: K, value: ShortcutFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (intent: "create" | "update" | "delete") => {
    lastIntent.current = intent;
    const data: Record<string, string> = { intent };
    if (shortcut) data.id = shortcut.id;
    if (intent !== "delete") Object.assign(data, { ...values, useRouter: String(values.useRouter) });
    fetcher.submit(data, { method: "post", action: "/resources/shortcuts" });
  };
  const fieldError = (name: string) => error?.fieldErrors?.[name]?.map((k) => t(k)).join(" ");

  return (
    <form
      className="space-y-4 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submit(shortcut ? "update" : "create");
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="shortcut-label">{t("shortcuts.label")}</Label>
        <Input id="shortcut-label" required maxLength={60} value={values.label} onChange={(e) => set("label", e.target.value)} aria-invalid={Boolean(fieldError("label"))} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="shortcut-description">{t("shortcuts.description")}</Label>
        <Input id="shortcut-description" maxLength={200} value={values.description} onChange={(e) => set("description", e.target.value)} />
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">{t("shortcuts.icon")}</legend>
        <div className="grid grid-cols-6 gap-1" role="radiogroup" aria-label={t("shortcuts.icon")}>
          {/* an icon stored through the API (e.g. heroicons_outline:document) stays selectable next to the picker's own */}
          {[...(values.icon && !(SHORTCUT_ICONS as readonly string[]).includes(values.icon) ? [values.icon] : []), ...SHORTCUT_ICONS].map((name) => {
            const Icon = (SHORTCUT_ICON_COMPONENTS as Record<string, LucideIcon>)[name] ?? iconFor(name, Circle);
            const checked = values.icon === name;
            return (
              <label
                key={name}
                title={name}
                className={cn(
                  "flex h-9 cursor-pointer items-center justify-center rounded-md border border-transparent hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  checked && "border-primary bg-primary/10 text-primary",
                )}
              >
                <input type="radio" name="icon" value={name} checked={checked} onChange={() => set("icon", name)} className="sr-only" aria-label={name} />
                <Icon className="size-4" aria-hidden="true" />
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="shortcut-link">{t("shortcuts.link")}</Label>
        <Input
          id="shortcut-link"
          required
          value={values.link}
          onChange={(e) => set("link", e.target.value)}
          aria-describedby="shortcut-link-hint"
          aria-invalid={Boolean(fieldError("link"))}
          placeholder="/compliance"
        />
        <p id="shortcut-link-hint" className="text-xs text-muted-foreground">
          {t("shortcuts.linkHint")}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.useRouter} onChange={(e) => set("useRouter", e.target.checked)} className="size-4 accent-[var(--color-primary)]" />
        {t("shortcuts.useRouter")}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {Object.values(error.fieldErrors ?? {}).flat().map((k) => t(k)).join(" ") || t("header.actionFailed")}
        </p>
      ) : null}
      <div className="flex items-center gap-2 pt-1">
        {shortcut ? (
          <Button type="button" variant="ghost" size="sm" className="text-destructive" disabled={busy} onClick={() => submit("delete")}>
            {t("shortcuts.delete")}
          </Button>
        ) : null}
        <Button type="button" variant="outline" size="sm" className="ml-auto" onClick={onCancel} disabled={busy}>
          {t("shortcuts.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={!valid || busy}>
          {shortcut ? t("shortcuts.submitUpdate") : t("shortcuts.submitAdd")}
        </Button>
      </div>
    </form>
  );
}
