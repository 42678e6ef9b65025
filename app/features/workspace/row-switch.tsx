import { cn } from "#app/lib/utils";
import { switchClass, switchThumbClass } from "#app/components/ui/switch";

/**
 * An on/off control for a table row: the markup of the Radix Switch (#app/components/ui/switch) —
 * a `<button role="switch" aria-checked>` with its thumb, the same classes and `data-state` — drawn
 * as a plain button. Radix's Switch also renders, on the server, a hidden form `<input>` with an
 * inline style (it cannot know yet whether it sits in a form) and runs its hooks per row; a row's
 * switch is never in a form, so that was work for nothing on every row (issue 28, decision 301).
 * A button toggles on a click, Enter and Space, as Radix's does; its name comes from `aria-label`.
 */
export function RowSwitch({ checked, onCheckedChange, className, "aria-label": label }: { checked: boolean; onCheckedChange: (checked: boolean) => void; className?: string; "aria-label": string }) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} data-state={state} value="on" className={className ? cn(switchClass, className) : switchClass} onClick={() => onCheckedChange(!checked)}>
      <span data-state={state} className={switchThumbClass} />
    </button>
  );
}
