/**
 * The shell's appearance (spec §2 "Layouts", §9 themes): which of the 11 layouts draws a page, the
 * colour theme, and the light/dark scheme. Pure rules shared by the Worker (SSR, the settings
 * endpoint) and the browser (the settings drawer), so the page is drawn right on first paint.
 */

export const LAYOUTS = ["empty", "centered", "enterprise", "material", "modern", "classic", "classy", "compact", "dense", "futuristic", "thin"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const THEMES = ["default", "brand", "teal", "rose", "purple", "amber"] as const;
export type ThemeName = (typeof THEMES)[number];

export const SCHEMES = ["light", "dark", "system"] as const;
export type SchemeName = (typeof SCHEMES)[number];

export interface ShellSettings {
  layout: LayoutName;
  theme: ThemeName;
  scheme: SchemeName;
}

/** The app shell's configured appearance (spec §2): classy, light scheme, default theme. */
export const DEFAULT_SHELL_SETTINGS: ShellSettings = { layout: "classy", theme: "default", scheme: "light" };

export const isLayout = (v: unknown): v is LayoutName => typeof v === "string" && (LAYOUTS as readonly string[]).includes(v);
export const isTheme = (v: unknown): v is ThemeName => typeof v === "string" && (THEMES as readonly string[]).includes(v);
export const isScheme = (v: unknown): v is SchemeName => typeof v === "string" && (SCHEMES as readonly string[]).includes(v);


/** Stored values are read leniently: anything unknown (an old or hand-edited value) falls back to the default. */
export function normaliseSettings(stored: Partial<Record<keyof ShellSettings, unknown>> | null | undefined): ShellSettings {
  return {
    layout: isLayout(stored?.layout) ? stored.layout : DEFAULT_SHELL_SETTINGS.layout,
    theme: isTheme(stored?.theme) ? stored.theme : DEFAULT_SHELL_SETTINGS.theme,
    scheme: isScheme(stored?.scheme) ? stored.scheme : DEFAULT_SHELL_SETTINGS.scheme,
  };
}

export const SETTINGS_COOKIE = "ta_shell";

/** Cookie value `layout.theme.scheme`: short, no characters that need escaping. */
export const settingsCookieValue = (s: ShellSettings) => `${s.layout}.${s.theme}.${s.scheme}`;

/** A guest's settings from the Cookie header; null when there is no (readable) settings cookie. */
export function settingsFromCookie(cookieHeader: string | null): ShellSettings | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SETTINGS_COOKIE) continue;
    const [layout, theme, scheme] = rest.join("=").split(".");
    return normaliseSettings({ layout, theme, scheme });
  }
  return null;
}

/** One year; the cookie only carries appearance, so it is readable by nothing sensitive. */
export const settingsCookieHeader = (s: ShellSettings, secure: boolean) =>
  `${SETTINGS_COOKIE}=${settingsCookieValue(s)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;

/**
 * Which layout draws a page (spec §2): a route's own layout data wins, then a `?layout=` query
 * parameter, then the configured layout. Unknown query values are ignored rather than erroring,
 * so a mistyped link still shows the page.
 */
export function resolveLayout(input: { routeLayout?: LayoutName | null; query?: string | null; configured: LayoutName }): LayoutName {
  if (input.routeLayout) return input.routeLayout;
  if (isLayout(input.query)) return input.query;
  return input.configured;
}

/**
 * How a layout differs from the others: the shell is one component, these are its variants.
 * - navigation: vertical sidebar or horizontal bar (or none for `empty`);
 * - tree: which of the four navigation trees it draws (decision 060);
 * - sidebar: width of a vertical sidebar (wide with labels, dense = icons + short labels, thin = icons);
 * - header: plain bar, a primary-coloured band, or the compact two-row header;
 * - container: content width.
 */
export interface LayoutVariant {
  navigation: "vertical" | "horizontal" | "none";
  tree: "default" | "compact" | "futuristic" | "horizontal";
  sidebar: "wide" | "dense" | "thin" | null;
  header: "plain" | "band" | "compact" | "none";
  container: "full" | "boxed" | "centered";
}

export const LAYOUT_VARIANTS: Record<LayoutName, LayoutVariant> = {
  empty: { navigation: "none", tree: "default", sidebar: null, header: "none", container: "full" },
  centered: { navigation: "horizontal", tree: "horizontal", sidebar: null, header: "plain", container: "centered" },
  enterprise: { navigation: "horizontal", tree: "horizontal", sidebar: null, header: "band", container: "full" },
  material: { navigation: "horizontal", tree: "horizontal", sidebar: null, header: "band", container: "boxed" },
  modern: { navigation: "horizontal", tree: "horizontal", sidebar: null, header: "plain", container: "full" },
  classic: { navigation: "vertical", tree: "default", sidebar: "wide", header: "plain", container: "full" },
  classy: { navigation: "vertical", tree: "default", sidebar: "wide", header: "plain", container: "boxed" },
  compact: { navigation: "horizontal", tree: "compact", sidebar: null, header: "compact", container: "boxed" },
  dense: { navigation: "vertical", tree: "default", sidebar: "dense", header: "plain", container: "full" },
  futuristic: { navigation: "vertical", tree: "futuristic", sidebar: "wide", header: "plain", container: "full" },
  thin: { navigation: "vertical", tree: "compact", sidebar: "thin", header: "plain", container: "full" },
};

/**
 * The attributes `<html>` carries so CSS picks the colours during SSR (no flash): the theme, the
 * scheme, and for an explicit dark scheme the `dark` class. `system` is left to the
 * `prefers-color-scheme` media query in tailwind.css, which the server cannot know.
 */
export function htmlAppearance(s: Pick<ShellSettings, "theme" | "scheme">) {
  return {
    "data-theme": s.theme,
    "data-scheme": s.scheme,
    className: s.scheme === "dark" ? "dark" : undefined,
  } as const;
}

/** The settings drawer's fetcher key, so the shell can apply a choice while it is being saved. */
export const SETTINGS_FETCHER_KEY = "shell-settings";

/** A choice being saved (the drawer's form data) drawn at once over the saved settings. */
export function withPending(saved: ShellSettings, pending: { get(name: string): unknown } | null | undefined): ShellSettings {
  if (!pending) return saved;
  const layout = pending.get("layout");
  const theme = pending.get("theme");
  const scheme = pending.get("scheme");
  return {
    layout: isLayout(layout) ? layout : saved.layout,
    theme: isTheme(theme) ? theme : saved.theme,
    scheme: isScheme(scheme) ? scheme : saved.scheme,
  };
}
