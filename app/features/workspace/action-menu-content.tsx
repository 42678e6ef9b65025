import { DropdownMenu as Menu } from "radix-ui";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "#app/components/ui/dropdown-menu";
import { cn } from "#app/lib/utils";
import type { ActionMenuContentProps } from "./action-menu-types";

/** The Radix menu behind `ActionMenu` (./action-menu.tsx), mounted on its first open. */
export function ActionMenuContent({ open, onOpenChange, trigger, items, align = "end" }: ActionMenuContentProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {items.map((item, i) => {
          const key = item.key ?? i;
          if (item.kind === "label") return <DropdownMenuLabel key={key}>{item.label}</DropdownMenuLabel>;
          if (item.kind === "separator") return <DropdownMenuSeparator key={key} />;
          if (item.kind === "checkbox")
            return (
              <Menu.CheckboxItem
                key={key}
                checked={item.checked}
                // Ticking a box keeps the menu open, so several can be ticked in a row.
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(checked) => item.onCheckedChange(checked === true)}
                className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent"
              >
                <span className={cn("flex size-4 items-center justify-center rounded border", item.checked && "bg-primary text-primary-foreground")} aria-hidden="true">
                  {item.checked ? "✓" : ""}
                </span>
                {item.label}
              </Menu.CheckboxItem>
            );
          return (
            <DropdownMenuItem key={key} onSelect={item.onSelect} className={item.destructive ? "text-destructive" : undefined}>
              {item.label}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
