import { useTranslation } from "react-i18next";
import { Popover, PopoverContent, PopoverTrigger } from "#app/components/ui/popover";
import type { PopupPartProps } from "#app/features/workspace/on-first-open";

const KEYS: [string, string][] = [
  ["c", "compose"],
  ["j / k", "nextPrev"],
  ["r", "reply"],
  ["f", "forward"],
  ["s", "star"],
  ["!", "important"],
  ["u", "unread"],
  ["#", "trash"],
  ["Esc", "close"],
];

/** The mail client's keyboard shortcuts, in a popover mounted on its first open (mail-app.tsx). */
export function ShortcutHelpContent({ open, onOpenChange, trigger }: PopupPartProps) {
  const { t } = useTranslation();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" className="w-64">
        <h2 className="mb-2 text-sm font-semibold">{t("workspace.mail.shortcuts.title")}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {KEYS.map(([k, name]) => (
            <div key={name} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 text-xs">{k}</kbd>
              </dt>
              <dd>{t(`workspace.mail.shortcuts.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </PopoverContent>
    </Popover>
  );
}
