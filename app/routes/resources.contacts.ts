import { contactsAction } from "#app/features/contacts/contacts.server";

/** Writes of the contacts app (JSON intents and the multipart avatar upload). */
export const action = contactsAction;
