import { createElement, type ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import type { RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { i18nFor } from "#app/i18next.server";
import { renderToStream } from "#worker/runtime/render-stream";

/**
 * The server's HTML of a component (as the only route, at `path`) or of `routes` (with loaders),
 * under a static router and the language's i18n instance, without a Worker: for tests of what a
 * component writes into a page. Rendered by the pages' renderer (worker/runtime/render-stream.ts).
 */
export async function renderHtml(routesOrElement: RouteObject[] | ReactElement, lng: "en" | "tr", path = "/"): Promise<string> {
  const routes = Array.isArray(routesOrElement) ? routesOrElement : [{ id: "root", path, element: routesOrElement }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = createElement(I18nextProvider, { i18n: i18nFor(lng) }, createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return new Response(await renderToStream(app)).text();
}
