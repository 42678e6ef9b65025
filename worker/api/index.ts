import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestContext } from "#worker/context.server";
import { AppError } from "#worker/errors";
import { academyRoutes } from "./academy";
import { adminApplicationRoutes, advisorApplicationRoutes } from "./advisor-applications";
import { authRoutes } from "./auth";
import { accountRoutes, adminAuditRoutes } from "./account";
import { adminBillingRoutes } from "./admin-billing";
import { billingRoutes } from "./billing";
import { chatRoutes } from "./chat";
import { commonRoutes } from "./common";
import { complianceRoutes, documentSharingRoutes, SHARED_UPLOAD_PATH } from "./compliance";
import { contactsRoutes } from "./contacts";
import { fileManagerRoutes, UPLOAD_PATH } from "./file-manager";
import { inventoryRoutes } from "./inventory";
import { marketplaceRoutes } from "./marketplace";
import { adminContractRoutes, contractRoutes } from "./contracts";
import { mailboxRoutes } from "./mailbox";
import { adminMailRoutes, mailRoutes } from "./mail";
import { dashboardsRoutes, iconsRoutes, pagesRoutes } from "./dashboards";
import { notesRoutes } from "./notes";
import { scrumboardRoutes } from "./scrumboard";
import { adminPayoutRoutes, advisorPayoutRoutes, webhookRoutes } from "./stripe";
import { tasksRoutes } from "./tasks";
import { taxRoutes } from "./tax";
import { rulesRoutes } from "./rules";
import { jurisdictionRoutes, professionalRoutes, structureRoutes } from "./catalog";
import { helpCenterRoutes, supportRoutes } from "./help-center";
import { currentRequestId } from "#worker/request-log";
import { errorBody, renderApiError } from "./errors";
import type { ApiEnv } from "./types";

/** JSON bodies above this are refused with 413 before they are read. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export const api = new Hono<ApiEnv>().basePath("/api");

api.use("*", async (c, next) => {
  c.set("requestId", currentRequestId() ?? c.req.header("cf-ray") ?? crypto.randomUUID());
  await next();
});
const jsonBodyLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${API_BODY_LIMIT_BYTES} bytes.`);
  },
});
// File uploads carry their own, larger limit (worker/api/file-manager.ts).
api.use("*", (c, next) => (c.req.path === UPLOAD_PATH || c.req.path === SHARED_UPLOAD_PATH ? next() : jsonBodyLimit(c, next)));
api.use("*", async (c, next) => {
  let execution: ExecutionContext | undefined;
  try {
    execution = c.executionCtx as ExecutionContext;
  } catch {
    execution = undefined; // under the dev server's splat route there may be none
  }
  c.set("ctx", await createRequestContext(c.req.raw, c.env, execution, "api"));
  await next();
});

api.get("/health", (c) => c.json({ ok: true }));
api.route("/auth", authRoutes);
api.route("/common", commonRoutes);
api.route("/apps/chat", chatRoutes);
api.route("/apps/contacts", contactsRoutes);
api.route("/apps/ecommerce/inventory", inventoryRoutes);
api.route("/apps/file-manager", fileManagerRoutes);
api.route("/apps/mailbox", mailboxRoutes);
api.route("/apps/notes", notesRoutes);
api.route("/apps/scrumboard", scrumboardRoutes);
api.route("/apps/tasks", tasksRoutes);
api.route("/dashboards", dashboardsRoutes);
api.route("/pages", pagesRoutes);
api.route("/ui/icons", iconsRoutes);
api.route("/jurisdictions", jurisdictionRoutes);
api.route("/structures", structureRoutes);
api.route("/professionals", professionalRoutes);
api.route("/apps/academy", academyRoutes);
api.route("/apps/help-center", helpCenterRoutes);
api.route("/support", supportRoutes);
api.route("/advisor-applications", advisorApplicationRoutes);
api.route("/admin/advisor-applications", adminApplicationRoutes);
api.route("/billing", billingRoutes);
api.route("/admin/mail", adminMailRoutes);
api.route("/admin", adminBillingRoutes);
api.route("/mail", mailRoutes);

api.route("/tax", taxRoutes);
api.route("/rules", rulesRoutes);
api.route("/compliance", complianceRoutes);
api.route("/documents", documentSharingRoutes);

api.route("/marketplace", marketplaceRoutes);
api.route("/contracts", contractRoutes);
api.route("/admin/contracts", adminContractRoutes);

api.route("/webhooks", webhookRoutes);
api.route("/advisor/payouts", advisorPayoutRoutes);
api.route("/admin/payouts", adminPayoutRoutes);

api.route("/account", accountRoutes);
api.route("/admin/audit", adminAuditRoutes);

api.notFound((c) => c.json(errorBody("NOT_FOUND", "NOT FOUND"), 404));
api.onError((error, c) => renderApiError(error, c));
