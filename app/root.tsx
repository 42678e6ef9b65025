import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { appName } from "../worker/env.server";
import { findUserById, toPublicUser } from "../worker/domain/users.server";
import { activeMembershipQuery } from "../worker/domain/billing/memberships.server";
import { i18next } from "./i18next.server";
import { useNonce } from "./lib/nonce";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context.app;
  const locale = await i18next.getLocale(request);
  const [row, vip] =
    ctx.isSignedIn && ctx.session
      ? await Promise.all([findUserById(ctx.db, ctx.session.userId), activeMembershipQuery(ctx.db, ctx.session.userId).get()])
      : [undefined, undefined];
  return {
    locale,
    appName: appName(ctx.env),
    user: row ? toPublicUser(row) : null,
    role: ctx.role,
    /** active VIP membership end (billing, issue 9), shown in the user menu */
    vipUntil: vip ? vip.endsAt.toISOString() : null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;
export const useRootData = () => useRouteLoaderData<typeof loader>("root");

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const locale = data?.locale ?? "en";
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
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
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        {t("errors.goHome")}
      </Link>
    </main>
  );
}
