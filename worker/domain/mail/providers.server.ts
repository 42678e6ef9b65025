/**
 * The provider boundary (decision 152). `MAIL_PROVIDER=local` (the default) keeps every message
 * in mail_outbox, where /admin/mail shows it as it would arrive; `MAIL_PROVIDER=resend` sends it
 * with Resend's HTTP API (RESEND_API_KEY secret, MAIL_FROM var). Both behind one interface, so
 * the Queue consumer neither knows nor cares which one it talks to.
 */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string | null;
  text: string;
  headers: Record<string, string>;
}

export interface MailProvider {
  readonly name: string;
  /** resolves with the provider's message id; throws MailProviderError */
  send(mail: OutgoingMail): Promise<{ id: string }>;
}

/** `permanent`: retrying cannot help (a refused address, a bad request); the mail goes dead at once. */
export class MailProviderError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = "MailProviderError";
  }
}

/** The embedded default: delivery is the row itself, kept for the local mail viewer. */
export const localProvider: MailProvider = {
  name: "local",
  send: async (mail) => ({ id: `local-${mail.id}` }),
};

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

/**
 * Resend (https://resend.com/docs/api-reference/emails/send-email). Our message id is the
 * Idempotency-Key, so a retry after a lost answer is not a second mail. 429 and 5xx are retried;
 * any other 4xx is permanent.
 */
export function resendProvider(options: { apiKey: string; from: string; fetch?: typeof fetch }): MailProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: "resend",
    async send(mail) {
      let response: Response;
      try {
        response = await doFetch(RESEND_ENDPOINT, {
          method: "POST",
          headers: { Authorization: `Bearer ${options.apiKey}`, "Content-Type": "application/json", "Idempotency-Key": mail.id },
          body: JSON.stringify({ from: options.from, to: [mail.to], subject: mail.subject, html: mail.html ?? undefined, text: mail.text, headers: mail.headers }),
        });
      } catch (error) {
        throw new MailProviderError(`Resend unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { id?: string };
        return { id: body.id ?? "" };
      }
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new MailProviderError(`Resend answered ${response.status}: ${detail}`, response.status >= 400 && response.status < 500 && response.status !== 429);
    },
  };
}

export const MAIL_PROVIDERS = ["local", "resend"] as const;

/** The provider the environment names; a misconfigured one fails loudly at the first message. */
export function providerFromEnv(env: Pick<Env, "MAIL_PROVIDER" | "RESEND_API_KEY" | "MAIL_FROM">): MailProvider {
  const name = env.MAIL_PROVIDER || "local";
  if (name === "local") return localProvider;
  if (name === "resend") {
    if (!env.RESEND_API_KEY || !env.MAIL_FROM) throw new Error("MAIL_PROVIDER=resend needs the RESEND_API_KEY secret and the MAIL_FROM var");
    return resendProvider({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM });
  }
  throw new Error(`Unknown MAIL_PROVIDER "${name}" (one of ${MAIL_PROVIDERS.join(", ")})`);
}
