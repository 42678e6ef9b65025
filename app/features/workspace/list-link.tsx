import { useLocation, useNavigate } from "@remix-run/react";
import * as React from "react";

type Follow = (event: React.MouseEvent<HTMLAnchorElement>, to: string) => void;

/**
 * How a list's links are followed inside the app: what Remix's `<Link>` does on a click — a plain
 * left click (no modifier, no other target) navigates client-side, replacing the history entry when
 * the address is the current one; anything else is the browser's — for links whose `to` is already
 * an absolute path with its query (`/advisor/services?edit=…`). One hook per list instead of one
 * `<Link>` per row: a Link resolves its path twice (href and click handler), builds a URL and runs
 * the navigate and prefetch hooks on every render, which on the server was the largest part of a
 * row's cost (issue 28, decision 301).
 */
export function useFollowLink({ preventScrollReset = false }: { preventScrollReset?: boolean } = {}): Follow {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return React.useCallback(
    (event, to) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const target = event.currentTarget.getAttribute("target");
      if (target && target !== "_self") return;
      event.preventDefault();
      navigate(to, { replace: to === here, preventScrollReset });
    },
    [navigate, here, preventScrollReset],
  );
}

/**
 * A row's link followed by `useFollowLink`: the `<a>` a Remix `<Link>` renders (with
 * `data-discover`, so Remix still discovers its route ahead of the click), with the list's one
 * follow handler. `onClick` runs first and may `preventDefault()` to handle the click itself.
 */
export function ListLink({ to, follow, onClick, ...props }: Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; follow: Follow }) {
  return (
    <a
      {...props}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        follow(event, to);
      }}
    />
  );
}
