import type { LucideIcon } from "lucide-react";
import { cn } from "#app/lib/utils";

type IconProps = { className?: string; "aria-label"?: string };

/**
 * The icons a page repeats (a row's icon, a sort arrow, a star per mail), drawn once per page as SVG
 * `<symbol>`s (lucide's own icon inside) and shown by reference (`<use>`) wherever they appear.
 * Lucide builds an icon's elements and merges its classes on every render, and the server writes
 * every attribute of every path again: with one icon per row that was a tenth of a list page's
 * render (decisions 284, 293). The use-site keeps lucide's box and classes (`lucide lucide-<name>`),
 * so sizes and colours apply as before; the drawing is lucide's, unchanged.
 *
 * Keys are lucide's kebab-case names (its class: `ellipsis` for MoreHorizontal). `<Sprite />` goes
 * once into the component that shows the icons (a `<use>` finds its symbol anywhere in the document).
 */
export function iconSprite<K extends string>(
  prefix: string,
  icons: Record<K, LucideIcon>
) {
  const names = Object.keys(icons) as K[];
  function Sprite() {
    return (
      <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
        {names.map((name) => {
          const Icon: LucideIcon = icons[name];
          return (
            <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
              {/* the fill comes from the use-site, so a class like fill-amber-400 there fills it as before */}
              <Icon fill="inherit" />
            </symbol>
          );
        })}
      </svg>
    );
  }
  function Icon({
    name,
    className,
    "aria-label": label,
  }: IconProps & { name: K }) {
    return (
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        className={cn("lucide", `lucide-${name}`, className)}
        {...(label ? { "aria-label": label } : { "aria-hidden": true })}
      >
        <use href={`#${prefix}-${name}`} />
      </svg>
    );
  }
  return { Sprite, Icon };
}
