import { Check, Maximize } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LAYOUTS, SCHEMES, SETTINGS_FETCHER_KEY, THEMES, type LayoutName } from "#worker/domain/shell-settings";
import { isErrorData, useShellFetcher } from "#app/components/shell/use-shell-fetcher";
import { Sheet, SheetContent } from "#app/components/ui/sheet";
import { cn } from "#app/lib/utils";
import { queueSetting, settingsSent, useQueuedSettings } from "./settings-queue";
import { useRootData, useShellSettings } from "#app/root";

const SAVE = { method: "post", action: "/resources/settings" } as const;

/** Swatch colours of the theme picker: the themes' primary hue and chroma (app/tailwind.css). */
const THEME_SWATCH: Record<(typeof THEMES)[number], string> = {
  default: "oklch(0.45 0.13 255)",
  brand: "oklch(0.45 0.19 268)",
  teal: "oklch(0.45 0.1 190)",
  rose: "oklch(0.45 0.18 12)",
  purple: "oklch(0.45 0.17 305)",
  amber: "oklch(0.45 0.13 60)",
};

/** One group of choices as native radio buttons: labelled by its legend, arrow keys move within it. */
function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
  swatch,
  columns = 3,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (v: T) => string;
  onChange: (v: T) => void;
  swatch?: (v: T) => string;
  columns?: number;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className={cn("grid gap-2", columns === 2 ? "grid-cols-2" : "grid-cols-3")}>
        {options.map((option) => (
          <label
            key={option}
            htmlFor={`${id}-${option}`}
            className="relative flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input id={`${id}-${option}`} type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            {swatch ? <span aria-hidden="true" className="size-4 shrink-0 rounded-full" style={{ background: swatch(option) }} /> : null}
            <span className="min-w-0 flex-1 truncate">{label(option)}</span>
            {value === option ? <Check aria-hidden="true" className="size-4 shrink-0 text-primary" /> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The settings drawer (shadcn-admin's "theme settings"): scheme, theme and layout, saved as soon as
 * they are picked — to the account when signed in, to a cookie for a guest — and drawn at once
 * from the pending choice (root.tsx useShellSettings). Also the full-screen switch, which the
 * header only shows from md up (decision 098).
 */
export default function SettingsDrawer({ open, onOpenChange, pageLayout }: { open: boolean; onOpenChange: (open: boolean) => void; pageLayout: LayoutName }) {
  const { t } = useTranslation();
  const settings = useShellSettings();
  const signedIn = Boolean(useRootData()?.user);
  const fetcher = useShellFetcher<{ settings: unknown }>(SETTINGS_FETCHER_KEY);
  // One save at a time, each carrying the whole choice: a pick waits in the queue (replacing any
  // earlier waiting pick) and is sent once the fetcher is idle.
  const submit = fetcher.submit;
  const save = (field: "layout" | "theme" | "scheme", value: string) => queueSetting(settings, field, value);
  const queued = useQueuedSettings();
  // The queued choice stays drawn until the fetcher shows it in flight, so nothing flickers back.
  const sent = useRef<typeof queued>(null);
  useEffect(() => {
    if (!queued) return;
    if (fetcher.state === "idle" && sent.current !== queued) {
      sent.current = queued;
      submit({ ...queued }, SAVE);
    } else if (fetcher.state !== "idle" && sent.current === queued) {
      // Not a plain clear: a pick made since this render would be lost (the store may hold a newer one).
      settingsSent(queued);
    }
  }, [fetcher.state, queued, submit]);
  const failed = fetcher.state === "idle" && isErrorData(fetcher.data);
  const fullscreen = typeof document !== "undefined" && document.fullscreenEnabled;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" title={t("appearance.title")} closeLabel={t("appearance.close")} className="sm:max-w-sm" data-testid="settings-drawer">
        <div className="flex flex-1 flex-col gap-6 overflow-y-auto p-4">
          <p className="text-sm text-muted-foreground">{t("appearance.description", { where: t(signedIn ? "appearance.savedAccount" : "appearance.savedBrowser") })}</p>
          {failed ? (
            <p role="alert" className="text-sm text-destructive">
              {t("appearance.saveFailed")}
            </p>
          ) : null}
          <ChoiceGroup legend={t("appearance.scheme")} name="scheme" options={SCHEMES} value={settings.scheme} label={(v) => t(`appearance.schemes.${v}`)} onChange={(v) => save("scheme", v)} />
          <ChoiceGroup
            legend={t("appearance.theme")}
            name="theme"
            options={THEMES}
            value={settings.theme}
            label={(v) => t(`appearance.themes.${v}`)}
            swatch={(v) => THEME_SWATCH[v]}
            onChange={(v) => save("theme", v)}
          />
          <div className="flex flex-col gap-2">
            <ChoiceGroup
              legend={t("appearance.layout")}
              name="layout"
              options={LAYOUTS}
              value={settings.layout}
              label={(v) => t(`appearance.layouts.${v}`)}
              onChange={(v) => save("layout", v)}
              columns={2}
            />
            <p className="text-xs text-muted-foreground">{t("appearance.layoutHint", { layout: t(`appearance.layouts.${pageLayout}`) })}</p>
          </div>
          <div className="border-t pt-4">
            {fullscreen ? (
              <button
                type="button"
                onClick={() => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
                className="flex w-full items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Maximize aria-hidden="true" className="size-4" />
                {t("appearance.fullscreen")}
              </button>
            ) : (
              <p className="text-xs text-muted-foreground">{t("appearance.fullscreenUnavailable")}</p>
            )}
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
