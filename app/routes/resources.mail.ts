import { mailAction } from "#app/features/mail/mail.server";

/** Writes of the mail screen (/advisor/mail, /apps/mailbox): JSON in, the API's JSON out. */
export const action = mailAction;
