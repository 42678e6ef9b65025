import { z, ZodError } from "zod";
import type { FieldErrors } from "#app/lib/forms.server";
import type { RequestContext } from "#worker/context.server";
import { AppError } from "#worker/errors";
import { parseDollars, toCents } from "#worker/domain/money";
import type { Viewer } from "#worker/domain/marketplace/requests.server";
import { bidInputSchema, requestInputSchema, type BidInput, type RequestInput } from "#worker/domain/marketplace/schemas";

/** Page forms take whole or decimal dollars ("5,000.50"); the domain takes cents. */
export function dollarsToCents(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = parseDollars(value);
  return Number.isFinite(n) ? toCents(n) : Number.NaN;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

export function viewerOfPage(ctx: RequestContext): Viewer {
  return { userId: ctx.isSignedIn && ctx.session ? ctx.session.userId : null, role: ctx.role };
}

export type { FieldErrors };

/** The page's one message per invalid field (`marketplace.invalid.<field>`), in the shared shape. */
function fieldErrorsOf(fields: Iterable<string>): FieldErrors {
  const out: FieldErrors = {};
  for (const field of fields) out[field] ??= [`marketplace.invalid.${field}`];
  return out;
}
const zodFields = (error: ZodError) => error.issues.map((issue) => String(issue.path[0] ?? "form"));

export function parseRequestForm(form: FormData): { ok: true; data: RequestInput } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = requestInputSchema.safeParse({
    title: text(form, "title"),
    description: text(form, "description"),
    jurisdiction: text(form, "jurisdiction"),
    structure: orNull(text(form, "structure")),
    reportId: orNull(text(form, "reportId")),
    kind: text(form, "kind"),
    budgetMin: dollarsToCents(form.get("budgetMin")),
    budgetMax: dollarsToCents(form.get("budgetMax")),
    deadline: orNull(text(form, "deadline")),
  });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(zodFields(parsed.error)) };
}

/** Milestone rows arrive as parallel milestoneTitle / milestoneAmount fields; they must sum to the bid's amount. */
export function parseBidForm(form: FormData): { ok: true; data: BidInput } | { ok: false; fieldErrors: FieldErrors } {
  const titles = form.getAll("milestoneTitle").map(String);
  const amounts = form.getAll("milestoneAmount").map((v) => dollarsToCents(v));
  const milestones = titles
    .map((title, i) => ({ title: title.trim(), amount: amounts[i] }))
    .filter((m) => m.title !== "" || m.amount !== undefined);
  const parsed = bidInputSchema.safeParse({
    amount: dollarsToCents(form.get("amount")),
    timelineDays: Number(text(form, "timelineDays")) || undefined,
    message: text(form, "message"),
    serviceId: orNull(text(form, "serviceId")),
    milestones,
  });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(zodFields(parsed.error)) };
}

export interface ActionFailure {
  /** translation key */
  error: string;
  /** the state the thing is in now, for 409s */
  status?: string;
  fieldErrors?: FieldErrors;
}

/** Domain refusals become a message on the page; anything else goes to the error boundary. */
export function actionFailure(error: unknown): ActionFailure {
  // the domain parses some bodies itself, after its party and state checks (disputes, messages)
  if (error instanceof ZodError) return { error: "marketplace.errors.invalid", fieldErrors: fieldErrorsOf(zodFields(error)) };
  if (error instanceof AppError) {
    const details = (error.details ?? {}) as { status?: string; milestoneStatus?: string; fieldErrors?: Record<string, string[]> };
    if (error.status === 409) return { error: "marketplace.errors.conflict", status: details.milestoneStatus ?? details.status };
    if (error.status === 404) return { error: "marketplace.errors.notFound" };
    if (error.code === "WRONG_PARTY") return { error: `marketplace.errors.wrongParty.${(error.details as { party: string }).party}` };
    if (error.status === 403) return { error: "marketplace.errors.forbidden" };
    if (error.status === 400) return { error: "marketplace.errors.invalid", fieldErrors: fieldErrorsOf(Object.keys(details.fieldErrors ?? {})) };
  }
  throw error;
}

export const intentSchema = z.object({ intent: z.string().min(1).max(40), id: z.string().max(100).optional(), milestoneId: z.string().max(100).optional() });
