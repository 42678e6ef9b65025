/**
 * What the Worker bundle gets for `import "react-remove-scroll"` (wrangler.toml [alias], decision
 * 114). Radix wraps open modal content (dialogs, modal menus and popovers) in RemoveScroll, whose
 * work — locking the page's scroll, hiding the scrollbar — is done by a side car in effects after
 * mount; on the server the side car renders nothing. This is RemoveScroll's own render
 * (react-remove-scroll/dist/es2015/UI.js: the same fragment of two children, so React's useId
 * gives the content the same ids, and the same props on the container) with a side car that
 * renders nothing, without bundling the scroll-locking code (≈ 12 KB minified with its
 * dependencies). The browser bundle and vitest use the real package.
 */
import { cloneElement, Children, createElement, forwardRef, Fragment, type ElementType, type ReactElement, type ReactNode, type Ref } from "react";

const nothing = () => {};
const callbacks = { onScrollCapture: nothing, onWheelCapture: nothing, onTouchMoveCapture: nothing };
const SideCar = () => null;

interface RemoveScrollProps {
  forwardProps?: boolean;
  children?: ReactNode;
  className?: string;
  removeScrollBar?: boolean;
  enabled?: boolean;
  shards?: unknown;
  sideCar?: unknown;
  noRelative?: boolean;
  noIsolation?: boolean;
  inert?: boolean;
  allowPinchZoom?: boolean;
  as?: ElementType;
  gapMode?: string;
  [prop: string]: unknown;
}

const RemoveScrollImpl = forwardRef(function RemoveScroll(props: RemoveScrollProps, ref: Ref<unknown>) {
  const {
    forwardProps,
    children,
    className,
    removeScrollBar: _removeScrollBar,
    enabled = true,
    shards: _shards,
    sideCar: _sideCar,
    noRelative: _noRelative,
    noIsolation: _noIsolation,
    inert: _inert,
    allowPinchZoom: _allowPinchZoom,
    as: Container = "div",
    gapMode: _gapMode,
    ...rest
  } = props;
  const containerProps = { ...rest, ...callbacks };
  return createElement(
    Fragment,
    null,
    enabled && createElement(SideCar),
    forwardProps
      ? cloneElement(Children.only(children) as ReactElement, { ...containerProps, ref })
      : createElement(Container, { ...containerProps, className, ref }, children),
  );
});

export const RemoveScroll = Object.assign(RemoveScrollImpl, {
  classNames: { fullWidth: "width-before-scroll-bar", zeroRight: "right-scroll-bar-position" },
});
