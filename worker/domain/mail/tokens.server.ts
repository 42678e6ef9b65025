import { MAIL_TOPICS, type MailTopic } from "./catalog";

/**
 * One-click unsubscribe links (RFC 8058): `/api/mail/unsubscribe?u=<user>&t=<topic>&s=<signature>`,
 * the signature an HMAC-SHA256 of user and topic under JWT_SECRET (its own purpose prefix, so it
 * can never stand for a session token). The link does not expire: a mail client may POST to it
 * months later; it can only turn one topic off for one account.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string) {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"])));
  return k;
}

const payload = (userId: string, topic: MailTopic) => new TextEncoder().encode(`taxatlas-unsubscribe:${userId}:${topic}`);

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    const raw = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export async function unsubscribeSignature(secret: string, userId: string, topic: MailTopic): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await key(secret), payload(userId, topic)));
}

export async function unsubscribeUrl(site: { origin: string; secret: string }, userId: string, topic: MailTopic): Promise<string> {
  const params = new URLSearchParams({ u: userId, t: topic, s: await unsubscribeSignature(site.secret, userId, topic) });
  return `${site.origin}/api/mail/unsubscribe?${params}`;
}

/** The user and topic a link stands for, or null when it was not signed by us. */
export async function verifyUnsubscribe(secret: string, params: { u?: string | null; t?: string | null; s?: string | null }): Promise<{ userId: string; topic: MailTopic } | null> {
  const { u, t, s } = params;
  if (!u || !t || !s || u.length > 100 || !(MAIL_TOPICS as readonly string[]).includes(t)) return null;
  const signature = fromBase64Url(s);
  if (!signature) return null;
  const ok = await crypto.subtle.verify("HMAC", await key(secret), signature, payload(u, t as MailTopic));
  return ok ? { userId: u, topic: t as MailTopic } : null;
}
