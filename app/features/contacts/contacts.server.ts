import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "#worker/auth/permissions.server";
import {
  CONTACT_TAGS,
  contactUpdateSchema,
  createContact,
  deleteContact,
  getContact,
  searchContacts,
  setContactAvatar,
  updateContact,
} from "#worker/domain/contacts.server";
import { COUNTRIES } from "#worker/domain/countries";
import {
  createTag,
  deleteTag,
  idQuery,
  listTags,
  tagBodySchema,
  tagUpdateSchema,
  updateTag,
} from "#worker/domain/workspace.server";
import { AppError } from "#worker/errors";
import {
  privateResponse,
  workspaceAction,
} from "#app/features/workspace/action.server";
import { requireUserForFetcher, respond } from "#app/lib/resource.server";

/** A phone country as the contact pane shows and picks it. */
export type PhoneCountry = { iso: string; name: string; code: string };
let phoneCountries: PhoneCountry[] | undefined;
const allPhoneCountries = () => (phoneCountries ??= COUNTRIES.map(({ iso, name, code }) => ({ iso, name, code })));

/**
 * Contacts page data: the address book filtered by `?q=` (the API's name search), the tags, the
 * open contact and the countries its pane needs: those of its phone numbers, or every country while
 * it is edited (`?edit=1`, the phone pickers); none without an open contact (decision 293). An
 * unknown or foreign contact id is a 404 page.
 */
export async function contactsLoader({
  request,
  context,
  params,
}: LoaderFunctionArgs) {
  const ctx = context.app;
  const { userId } = requireUser(ctx);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  const [contacts, tags, open] = await Promise.all([
    searchContacts(ctx, userId, query),
    listTags(ctx, CONTACT_TAGS, userId),
    params.id
      ? getContact(ctx, userId, params.id).catch((e) => {
          if (e instanceof AppError && e.status === 404)
            throw new Response("Not Found", { status: 404 });
          throw e;
        })
      : null,
  ]);
  const used = new Set(open?.phoneNumbers.map((p) => p.country));
  const countries = !open ? [] : url.searchParams.get("edit") === "1" ? allPhoneCountries() : allPhoneCountries().filter((c) => used.has(c.iso));
  return { contacts, query, tags, countries, open };
}

const intent = z
  .object({
    intent: z.enum([
      "create",
      "update",
      "delete",
      "tagCreate",
      "tagUpdate",
      "tagDelete",
    ]),
  })
  .passthrough();

const jsonAction = workspaceAction(intent, async (ctx, { userId }, body) => {
  switch (body.intent) {
    case "create":
      return createContact(ctx, userId);
    case "update": {
      const { id, contact } = contactUpdateSchema.parse(body);
      return updateContact(ctx, userId, id, contact);
    }
    case "delete":
      return deleteContact(ctx, userId, idQuery.parse(body).id);
    case "tagCreate":
      return createTag(
        ctx,
        CONTACT_TAGS,
        userId,
        tagBodySchema.parse(body).tag.title
      );
    case "tagUpdate": {
      const { id, tag } = tagUpdateSchema.parse(body);
      return updateTag(ctx, CONTACT_TAGS, userId, id, tag.title);
    }
    case "tagDelete":
      return deleteTag(ctx, CONTACT_TAGS, userId, idQuery.parse(body).id);
  }
});

/**
 * Contacts writes: JSON intents, or a multipart avatar upload (`id`, `avatar`) — a file input
 * posts straight here, and the domain module decides the type by the file's bytes (≤ 512 KiB).
 */
export async function contactsAction(args: ActionFunctionArgs) {
  if (
    !/^multipart\/form-data\b/i.test(
      args.request.headers.get("Content-Type") ?? ""
    )
  )
    return jsonAction(args);
  return privateResponse(
    respond(async () => {
      const { userId } = requireUserForFetcher(args.context.app);
      let form: FormData;
      try {
        form = await args.request.formData();
      } catch {
        throw new AppError(
          400,
          "BAD_REQUEST",
          "The multipart body could not be read."
        );
      }
      const id = form.get("id");
      const file = form.get("avatar");
      if (typeof id !== "string" || !id.trim() || !(file instanceof Blob)) {
        throw new AppError(
          400,
          "VALIDATION_FAILED",
          "The request body is not valid.",
          {
            fieldErrors: {
              [typeof id === "string" && id.trim() ? "avatar" : "id"]: [
                "Required",
              ],
            },
          }
        );
      }
      return setContactAvatar(args.context.app, userId, id.trim(), file);
    })
  );
}
