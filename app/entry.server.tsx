import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { I18nextProvider } from "react-i18next";
import { localeOf, trackingI18n } from "./i18next.server";
import { NonceProvider } from "./lib/nonce";
import { RequestIdProvider } from "./components/request-id";
import { currentRequestId } from "#worker/request-log";
import { renderToStream } from "#worker/runtime/render-stream";
import { isStorageFailure } from "#worker/errors";
import type { HandleErrorFunction } from "@remix-run/cloudflare";

/** Remembers that D1 or KV failed, so worker/index.ts answers 503 (retry later) rather than 500 (our bug). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isStorageFailure(error) && context?.app) context.app.storageFailed = true;
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The root loader already detected the language for this load context. The language's shared
  // instance, seen through a view that notes which catalogue keys the page uses (root Layout).
  const instance = trackingI18n(loadContext.app?.locale ?? (await localeOf(request)));

  let status = responseStatusCode;

  const body = await renderToStream(
    <NonceProvider value={loadContext.app?.cspNonce ?? ""}>
      <RequestIdProvider value={currentRequestId() ?? ""}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} nonce={loadContext.app?.cspNonce} />
        </I18nextProvider>
      </RequestIdProvider>
    </NonceProvider>,
    {
      nonce: loadContext.app?.cspNonce,
      signal: request.signal,
      onError(error: unknown) {
        console.error(error);
        status = 500;
      },
    },
  );
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
