import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetchers,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { appName } from "#worker/env.server";
import { BoundedMap } from "#worker/bounded-map";
import { toPublicUser, userByIdRead } from "#worker/domain/users.server";
import { localeOf } from "./i18next.server";
import catalogueUrls from "virtual:i18n-catalogue-urls";
import { catalogueSubset, I18N_RESOURCES_ID, keysUsedBy } from "./i18n";
import { ErrorReference, RequestIdMeta } from "./components/request-id";
import { activeMembershipRead } from "#worker/domain/billing/memberships.server";
import { effectiveSettings, shellSettingsRead } from "#worker/domain/shell-settings.server";
import { useQueuedSettings } from "#app/components/layout/settings-queue";
import { DEFAULT_SHELL_SETTINGS, htmlAppearance, SETTINGS_FETCHER_KEY, withPending } from "#worker/domain/shell-settings";
import { useNonce } from "./lib/nonce";
import { useRootHydrationMark } from "./lib/hydration-mark";
import stylesheet from "./tailwind.css?url";
import { revalidateAfterSubmissionOrLanguage } from "./lib/revalidate";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context.app;
  const locale = ctx.locale;
  // In the request's one D1 batch with the layout's and the page's reads (decision 057).
  const [rows, vipRows, settingsRows] =
    ctx.isSignedIn && ctx.session
      ? await Promise.all([
          userByIdRead(ctx, { id: ctx.session.userId }),
          activeMembershipRead(ctx, ctx.session.userId),
          shellSettingsRead(ctx, { userId: ctx.session.userId }),
        ])
      : [[], [], []];
  const row = rows[0];
  const vip = vipRows[0];
  return {
    locale,
    appName: appName(ctx.env),
    user: row ? toPublicUser(row) : null,
    role: ctx.role,
    /** active VIP membership end (billing, issue 9), shown in the user menu */
    vipUntil: vip ? vip.endsAt.toISOString() : null,
    /** layout, theme and scheme (issue 14), drawn during SSR so there is no flash */
    settings: effectiveSettings({ signedIn: !!row, row: settingsRows[0], cookieHeader: request.headers.get("Cookie") }),
  };
}

export const shouldRevalidate = revalidateAfterSubmissionOrLanguage;

export type RootData = Awaited<ReturnType<typeof loader>>;
export const useRootData = () => useRouteLoaderData<typeof loader>("root");

// The catalogues never change while an isolate lives, and a page kind mostly uses the same keys:
// serialise each (language, keys) once, not per page. Bounded, since keys can depend on the data.
// Server only: in the browser the element keeps the server's text (entry.client read it once,
// before hydrating), and none of this code is in the browser build.
const inlinedCatalogues = import.meta.env.SSR ? new BoundedMap<string, string>(1000) : undefined;

/**
 * The catalogue entries this page's HTML was rendered with, inline, so hydration renders the same
 * text without waiting for a request (issue 15); the whole catalogue (menus, dialogs and pages not
 * yet rendered) follows from its hashed file, preloaded in the head (decision 117). Rendered after
 * the page, so every key the page translated has been noted. `<` is escaped so no string can close
 * the script element.
 */
function InlineTranslations({ locale, catalogueUrl, nonce }: { locale: string; catalogueUrl: string; nonce: string }) {
  const { i18n } = useTranslation();
  const keys = inlinedCatalogues ? keysUsedBy(i18n) : undefined;
  const cacheKey = `${locale}:${keys?.join(",") ?? "*"}`;
  let html = inlinedCatalogues ? inlinedCatalogues.get(cacheKey) : "";
  if (html === undefined) {
    const bundle = i18n.getResourceBundle(locale, "common") as Record<string, unknown> | undefined;
    html = JSON.stringify((bundle && keys ? catalogueSubset(bundle, keys) : bundle) ?? {}).replace(/</g, "\\u003c");
    if (bundle) inlinedCatalogues?.set(cacheKey, html);
  }
  return (
    <script
      id={I18N_RESOURCES_ID}
      type="application/json"
      nonce={nonce}
      data-catalogue={catalogueUrl}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The layout, theme and scheme the shell is drawn with: the settings drawer's choice waiting to be
 * saved or being saved (so the change shows at once), else the root loader's.
 */
export function useShellSettings() {
  const data = useRootData();
  const queued = useQueuedSettings();
  const pending = useFetchers().find((f) => f.key === SETTINGS_FETCHER_KEY && f.formData)?.formData;
  return queued ?? withPending(data?.settings ?? DEFAULT_SHELL_SETTINGS, pending);
}

/**
 * The page's `<title>` in the reader's language: the deepest route's `handle.titleKey` (set with
 * `titled()` in app/lib/seo.ts), then the product name. Pages whose loader returns an `seo` title
 * (already translated) leave `titleKey` out and keep their meta title.
 */
function RouteTitle({ appName }: { appName: string }) {
  const { t } = useTranslation();
  const key = useMatches().reduce<string | null>((found, m) => (m.handle as { titleKey?: string } | undefined)?.titleKey ?? found, null);
  return key ? <title>{`${t(key)} · ${appName}`}</title> : null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const locale = data?.locale ?? "en";
  // The whole catalogue's hashed file: preloaded here, fetched by entry.client (decision 117).
  const catalogueUrl = catalogueUrls[locale];
  const appearance = htmlAppearance(useShellSettings());
  // Marks the document interactive once it and its deferred widgets have hydrated (decision 212).
  useRootHydrationMark();
  return (
    <html lang={locale} dir="ltr" {...appearance}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <RouteTitle appName={data?.appName ?? "TaxAtlas"} />
        <Meta />
        <RequestIdMeta />
        <Links />
        <link rel="preload" as="fetch" href={catalogueUrl} crossOrigin="anonymous" />
      </head>
      <body className="min-h-screen">
        {children}
        <InlineTranslations locale={locale} catalogueUrl={catalogueUrl} nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  useChangeLanguage(data?.locale ?? "en");
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? t("errors.notFoundTitle") : t("errors.genericTitle")}</h1>
      <p className="text-muted-foreground">{notFound ? t("errors.notFoundBody") : t("errors.genericBody")}</p>
      {notFound ? null : <ErrorReference />}
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        {t("errors.goHome")}
      </Link>
    </main>
  );
}
