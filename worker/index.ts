import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "#remix-build";
import { api } from "./api";
import { errorBody } from "./api/errors";
import { clearSessionCookie } from "./auth/cookie.server";
import { applyCachePolicy, type ResponseKind } from "./cache-control";
import { createRequestContext } from "./context.server";
import { withD1Session } from "./d1-replication";
import { createDb } from "#db/client";
import { paymentProvider } from "./domain/billing/provider.server";
import { payoutRails, reconcilePayouts, runPayouts } from "./domain/billing/payouts.server";
import { BILLING_RECONCILE_CRON, reconcileBilling } from "./domain/billing/reconcile.server";
import { runComplianceReminders } from "./domain/compliance/reminders.server";
import { runMarketplaceClocks } from "./domain/marketplace/clocks.server";
import { scheduledRuleChanges } from "./domain/rules/notify.server";
import { eraseDueAccounts } from "./domain/account/erasure.server";
import { dispatchAfterResponse, mailQueue, scheduledMail } from "./domain/mail/worker.server";
import { isStorageFailure } from "./errors";
import { acceptFormBody } from "./form-body";
import { currentRequestId, instrumentEnv, withRequestLog } from "./request-log";
import { applySecurityHeaders, isSameOrigin } from "./security-headers";

/**
 * The request enters here. `/api/*` → Hono (bearer tokens); a path with a file extension →
 * static assets; everything else → Remix (cookie session). Every response leaves through
 * withSecurityHeaders.
 */
const handleRemix = createRequestHandler(build as unknown as ServerBuild);
const STATIC_FILE = /\/[^/]+\.[a-z0-9]+$/i;

async function route(request: Request, env: Env, execution: ExecutionContext, url: URL, nonce: { value: string }, kind: { value: ResponseKind }) {
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    kind.value = "api";
    return api.fetch(request, env, execution);
  }

  // Hashed /assets/* normally never get here (wrangler.toml run_worker_first excludes them).
  if ((request.method === "GET" || request.method === "HEAD") && STATIC_FILE.test(url.pathname) && env.ASSETS) {
    const asset = await env.ASSETS.fetch(request);
    if (asset.status !== 404) {
      kind.value = "asset";
      return asset;
    }
  }

  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request, url)) {
    return new Response("Cross-origin form posts are not accepted.", { status: 403 });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    const accepted = await acceptFormBody(request, url.pathname);
    if (accepted instanceof Response) return accepted;
    request = accepted;
  }

  let context;
  try {
    context = await createRequestContext(request, env, execution, "page");
  } catch (error) {
    const requestId = currentRequestId() ?? crypto.randomUUID();
    console.error(`[${requestId}] could not build the page context`, error);
    const status = isStorageFailure(error) ? 503 : 500;
    return new Response(`TaxAtlas is temporarily unavailable (request ${requestId}). Please retry.`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" },
    });
  }
  nonce.value = context.cspNonce;
  let response = await handleRemix(request, { app: context });
  if (context.storageFailed && response.status === 500) {
    response = new Response(response.body, { status: 503, headers: response.headers });
    response.headers.set("Retry-After", "5");
  }
  // Rejected credentials on a page sign the browser out (spec §8: any 401 signs out).
  if (context.rejectedCredentials) {
    const res = new Response(response.body, response);
    res.headers.append("Set-Cookie", await clearSessionCookie(url));
    return res;
  }
  return response;
}

export default {
  // One JSON log line per request, with its id and D1 statement count (worker/request-log.ts).
  fetch: (request: Request, env: Env, execution: ExecutionContext): Promise<Response> =>
    withRequestLog(request, async ({ requestId }) => {
      const url = new URL(request.url);
      const nonce = { value: "" };
      const kind: { value: ResponseKind } = { value: "page" };
      let response: Response;
      try {
        const d1 = withD1Session(request, instrumentEnv(env), url);
        response = d1.finish(await route(request, d1.env, execution, url, nonce, kind));
        dispatchAfterResponse(env, execution, url.origin);
      } catch (error) {
        console.error(`[${requestId}] unhandled error`, error);
        response = Response.json(errorBody("INTERNAL", "Something went wrong on our side.", { requestId }), { status: 500 });
      }
      // One copy of the response (those from fetch()/ASSETS can be immutable), then every header of
      // ours on it: each copy duplicates the headers and re-wraps the body stream.
      const out = new Response(response.body, response);
      applyCachePolicy(out, request, url, kind.value);
      applySecurityHeaders(out.headers, url, nonce.value || "none", env.PAYMENT_PROVIDER === "stripe");
      out.headers.set("X-Request-Id", requestId);
      return out;
    }),

  /**
   * Cron Triggers (wrangler.toml): compliance reminders and marketplace clocks once a day (the same function backs POST
   * /api/compliance/admin/run-reminders); billing reconciliation every 15 minutes (issue 26 item 2,
   * the same function backs POST /api/admin/billing/reconcile).
   */
  async scheduled(controller: ScheduledController, env: Env, execution: ExecutionContext): Promise<void> {
    const now = new Date(controller.scheduledTime);
    if (controller.cron === BILLING_RECONCILE_CRON) {
      execution.waitUntil(
        reconcileBilling({ db: createDb(env.DB), now, provider: paymentProvider(env) }).then((run) => console.log(JSON.stringify({ event: "billing-reconcile", ...run }))),
      );
      // Payouts whose transfer answer was lost are resolved first (decision 251), then released
      // advisor shares go out to enabled connected accounts (issue 29, decision 160).
      const pc = { db: createDb(env.DB), now, rails: payoutRails(env) };
      execution.waitUntil(
        reconcilePayouts(pc)
          .then(async (reconciled) => ({ reconciled, ...(await runPayouts(pc)) }))
          .then((run) => console.log(JSON.stringify({ event: "advisor-payouts", ...run }))),
      );
      return;
    }
    execution.waitUntil(runComplianceReminders(createDb(env.DB), now).then((run) => console.log(JSON.stringify({ event: "compliance-reminders", ...run }))));
    execution.waitUntil(runMarketplaceClocks(createDb(env.DB), now).then((run) => console.log(JSON.stringify({ event: "marketplace-clocks", ...run }))));
    execution.waitUntil(scheduledMail(env, now).then((run) => console.log(JSON.stringify({ event: "mail", ...run }))));
    execution.waitUntil(scheduledRuleChanges(env, now));
    // Issue 30 (decision 231): accounts whose 30-day grace period is over are erased.
    execution.waitUntil(eraseDueAccounts({ db: createDb(env.DB), files: env.FILES, kv: env.KV }, now).then((run) => console.log(JSON.stringify({ event: "account-erasure", ...run }))));
  },

  /** The mail Queue and its dead-letter queue (wrangler.toml, worker/domain/mail/consumer.server.ts). */
  queue: (batch: MessageBatch<unknown>, env: Env) => mailQueue(batch, env),
} satisfies ExportedHandler<Env>;
