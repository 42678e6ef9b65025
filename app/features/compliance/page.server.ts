import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "#worker/auth/permissions.server";
import type { RequestContext } from "#worker/context.server";
import { feedStatusRead, revokeFeed, rotateFeed } from "#worker/domain/compliance/feed.server";
import { entityFormOptions } from "#worker/domain/compliance/options";
import {
  assertFilingCanBeFiled,
  createEntity,
  deleteEntity,
  entityInputSchema,
  eventSchema,
  compliancePageRead,
  complianceSummaryRead,
  recordEvent,
  updateEntity,
  updateFiling,
  type Locale,
} from "#worker/domain/compliance/tracker.server";
import { trackFromReport, trackInputSchema } from "#worker/domain/compliance/track.server";
import { deleteItem, listRecentFiles, topLevelFolderId, uploadFile } from "#worker/domain/file-manager.server";
import { AppError } from "#worker/errors";
import { zodFieldErrors } from "#worker/api/errors";
import { ZodError } from "zod";
import type { FilingKind } from "#worker/domain/compliance/calendar";

/** Loader and action of the compliance pages (dashboard, the 8 sections, entity page). */

/**
 * One D1 batch for the whole page, with the root's and the layout's reads: the filings, entities
 * and attachable files every compliance page shows.
 */
async function compliancePageData(ctx: RequestContext, filter: { kind?: FilingKind; entityId?: string }) {
  const { userId } = requireUser(ctx);
  const locale: Locale = ctx.locale;
  const [page, documents] = await Promise.all([compliancePageRead(ctx, userId, { filter, locale }), listRecentFiles(ctx, userId)]);
  return { locale, ...page, documents };
}

/** A section (one kind of filing across the person's entities): the filings, and whether there is any entity. */
export async function complianceSection(ctx: RequestContext, kind: FilingKind) {
  const { entities, ...data } = await compliancePageData(ctx, { kind });
  return { ...data, hasEntities: entities.length > 0 };
}

/** An entity's page: its filings, the entity (404 when it is not the person's) and the form's choices. */
export async function complianceEntityPage(ctx: RequestContext, entityId: string) {
  const { entities, ...data } = await compliancePageData(ctx, { entityId });
  const entity = entities.find((e) => e.id === entityId);
  if (!entity) throw new Response("Not Found", { status: 404 });
  return { ...data, entity, options: entityFormOptions(data.locale), today: new Date().toISOString().slice(0, 10) };
}

/**
 * The dashboard: the filings, entities and files plus the summary cards and the calendar feed,
 * which only it shows, in the same batch. The summary's entity count is the entity list's length.
 */
export async function complianceDashboard(ctx: RequestContext) {
  const { userId } = requireUser(ctx);
  const page = compliancePageData(ctx, {});
  const [data, summary, feed] = await Promise.all([page, complianceSummaryRead(ctx, userId, page.then((p) => p.entities)), feedStatusRead(ctx, userId)]);
  return { ...data, options: entityFormOptions(data.locale), today: new Date().toISOString().slice(0, 10), summary, feed };
}

export type ComplianceActionResult =
  | { ok: true; intent: string; feedUrl?: string }
  | { ok: false; intent: string; fieldErrors?: Record<string, string[]>; formError?: string };

/** Uploads go into the owner's "Compliance filings" folder so they show up in /documents too. */
const FILINGS_FOLDER = "Compliance filings";

function entityFields(form: FormData) {
  const text = (k: string) => (typeof form.get(k) === "string" ? (form.get(k) as string) : undefined);
  return {
    name: text("name"),
    jurisdiction: text("jurisdiction"),
    structure: text("structure"),
    incorporationDate: text("incorporationDate"),
    fiscalYearEnd: text("fiscalYearEnd"),
    registeredAgent: text("registeredAgent"),
    nomineeDirector: form.get("nomineeDirector") === "on",
    foreignOwned: form.get("foreignOwned") === "on",
  };
}

function failure(intent: string, error: unknown): ComplianceActionResult {
  if (error instanceof AppError) {
    const details = error.details as { fieldErrors?: Record<string, string[]> } | undefined;
    return { ok: false, intent, fieldErrors: details?.fieldErrors, formError: details?.fieldErrors ? undefined : error.message };
  }
  if (error instanceof ZodError) return { ok: false, intent, fieldErrors: zodFieldErrors(error) };
  throw error;
}

export async function complianceAction(ctx: RequestContext, request: Request): Promise<ComplianceActionResult | Response> {
  const { userId } = requireUser(ctx);
  const locale: Locale = ctx.locale;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  try {
    switch (intent) {
      case "create-entity": {
        const entity = await createEntity(ctx.db, userId, entityInputSchema.parse(entityFields(form)));
        return redirect(`/compliance/entities/${entity.id}`);
      }
      case "track-option": {
        // "Track this" from a report option: the new company's page is its calendar.
        const text = (k: string) => (typeof form.get(k) === "string" && form.get(k) !== "" ? (form.get(k) as string) : undefined);
        const input = trackInputSchema.parse({ reportId: text("reportId"), optionJurisdiction: text("optionJurisdiction"), optionStructure: text("optionStructure"), fiscalYearEnd: text("fiscalYearEnd") });
        const { entity } = await trackFromReport(ctx.db, userId, input, locale);
        return redirect(`/compliance/entities/${entity.id}?tracked=1`);
      }
      case "update-entity":
        await updateEntity(ctx.db, userId, id, entityInputSchema.parse(entityFields(form)));
        return { ok: true, intent };
      case "delete-entity":
        await deleteEntity(ctx.db, userId, id);
        return redirect("/compliance");
      case "record-event":
        await recordEvent(ctx.db, userId, id, eventSchema.parse({ kind: "ownership_change", date: form.get("date") }), new Date(), locale);
        return { ok: true, intent };
      case "mark-filed": {
        const documentIds = form.getAll("documentId").filter((v): v is string => typeof v === "string" && v.length > 0);
        const file = form.get("file");
        let uploaded: string | null = null;
        if (file instanceof File && file.size > 0) {
          // Validate before storing: an unknown, foreign or filed filing stores no file, creates no folder.
          await assertFilingCanBeFiled(ctx.db, userId, id);
          uploaded = (await uploadFile(ctx, userId, file, { folderId: await topLevelFolderId(ctx, userId, FILINGS_FOLDER), description: null })).id;
          documentIds.push(uploaded);
        }
        try {
          await updateFiling(ctx.db, userId, id, { status: "filed", documentIds }, new Date(), locale);
        } catch (error) {
          // Filed by a parallel request meanwhile: the file stored for this one goes again.
          if (uploaded) await deleteItem(ctx, userId, uploaded, false).catch(() => undefined);
          throw error;
        }
        return { ok: true, intent };
      }
      case "reopen":
        await updateFiling(ctx.db, userId, id, { status: "open" }, new Date(), locale);
        return { ok: true, intent };
      case "rotate-feed":
        return { ok: true, intent, feedUrl: (await rotateFeed(ctx.db, userId, ctx.url.origin)).url };
      case "revoke-feed":
        await revokeFeed(ctx.db, userId);
        return { ok: true, intent };
      default:
        return { ok: false, intent, formError: "Unknown action." };
    }
  } catch (error) {
    return failure(intent, error);
  }
}
