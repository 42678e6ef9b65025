import { redirect } from "@remix-run/cloudflare";
import type { RequestContext } from "#worker/context.server";
import { approveMilestone, submitMilestone } from "#worker/domain/marketplace/contracts.server";
import { cancelContract } from "#worker/domain/marketplace/contract-cancel.server";
import { disputeMilestone, respondToDispute } from "#worker/domain/marketplace/disputes.server";
import { postMessage, uploadAttachment, type Viewer } from "#worker/domain/marketplace/workroom.server";
import { acceptBid, declineBid } from "#worker/domain/marketplace/bids.server";
import { respondToReview, submitReview } from "#worker/domain/marketplace/reviews.server";
import { actionFailure, intentSchema, type ActionFailure } from "./forms.server";
import { paymentProvider } from "#worker/domain/billing/provider.server";

/**
 * The POST actions of /proposals (client) and /advisor/contracts (advisor). Each intent calls the
 * same domain function as the API, so roles, ownership and states are checked in one place.
 */
export async function contractAction(ctx: RequestContext, userId: string, form: FormData, back: string): Promise<ActionFailure | Response> {
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: "marketplace.errors.invalid" };
  const { intent, id = "", milestoneId = "" } = parsed.data;
  const viewer = { userId, role: ctx.role };
  const { db } = ctx;
  const party = { userId, admin: ctx.isAdmin };
  const text = (name: string) => String(form.get(name) ?? "").trim();
  try {
    switch (intent) {
      case "accept":
        // accepting leads to the engagement letter both sign before the contract is active (issue 31)
        return redirect(`/contracts/${(await acceptBid(db, viewer, id, ctx.locale)).id}/letter`);
      case "decline":
        await declineBid(db, viewer, id);
        return redirect(back);
      case "submit":
        await submitMilestone(db, userId, id, milestoneId);
        break;
      case "approve":
        await approveMilestone(db, userId, id, milestoneId);
        break;
      case "dispute":
        await disputeMilestone(db, userId, id, milestoneId, { reason: text("reason"), evidence: await evidenceOf(ctx, party, id, form) });
        break;
      case "disputeResponse":
        await respondToDispute(db, userId, id, milestoneId, { statement: text("statement"), evidence: await evidenceOf(ctx, party, id, form) });
        break;
      case "message": {
        const file = chosenFile(form);
        const attachmentIds = file ? [(await uploadAttachment(ctx, party, id, file)).id] : [];
        await postMessage(db, party, id, { body: text("body"), attachmentIds });
        return redirect(`${back}?contract=${id}#workroom`);
      }
      case "cancel":
        await cancelContract(db, userId, id, undefined, paymentProvider(ctx.env));
        break;
      case "review": {
        // rating.<criterion> fields; the domain checks the criteria of the caller's side
        const ratings = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith("rating.")).map(([k, v]) => [k.slice(7), Number(v)]));
        await submitReview(db, userId, id, { ratings, comment: text("comment"), privateNote: text("privateNote") || null });
        break;
      }
      case "respond":
        await respondToReview(db, userId, id, String(form.get("response") ?? "").trim().slice(0, 2000) || " ");
        break;
      default:
        return { error: "marketplace.errors.invalid" };
    }
  } catch (error) {
    return actionFailure(error);
  }
  return redirect(`${back}?contract=${id}`);
}

/** A file input left empty still posts an unnamed, empty part. */
function chosenFile(form: FormData, field = "file"): File | null {
  const file = form.get(field);
  return file instanceof File && (file.size > 0 || file.name !== "") ? file : null;
}

/** The evidence of a dispute form: its text (if any) and its file (uploaded to the contract first). */
async function evidenceOf(ctx: RequestContext, viewer: Viewer, contractId: string, form: FormData) {
  const evidence: ({ text: string } | { attachmentId: string })[] = [];
  const note = String(form.get("evidenceText") ?? "").trim();
  if (note) evidence.push({ text: note });
  const file = chosenFile(form);
  if (file) evidence.push({ attachmentId: (await uploadAttachment(ctx, viewer, contractId, file)).id });
  return evidence;
}
