import { count, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { mailKnownDevices } from "#db/schema";
import type { ContentLocale } from "#worker/domain/locale";
import { describeDevice } from "#worker/domain/account/devices";
import { mailStatement } from "./outbox.server";

/**
 * "A new device signed in" (issue 29). A device is a digest of the browser's User-Agent (no
 * fingerprinting beyond what every request sends). The first sign-in of an account only learns
 * its device; a later sign-in from an unknown one writes the mail. Returns the statements for the
 * sign-in's own batch (the device row and, when it is news, the mail).
 */
export interface SignInDevice {
  userAgent: string | null | undefined;
  ip: string | null;
  locale?: ContentLocale;
}

async function digest(value: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`taxatlas-device:${value}`)));
  return [...bytes.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function newDeviceStatements(db: Database, user: { id: string; email: string }, device: SignInDevice, origin: string, now = new Date()) {
  if (!device.userAgent) return [];
  const hash = await digest(device.userAgent);
  const [known, [{ n }]] = await Promise.all([
    db.query.mailKnownDevices.findFirst({ where: (d, { and, eq }) => and(eq(d.userId, user.id), eq(d.device, hash)), columns: { device: true } }),
    db.select({ n: count() }).from(mailKnownDevices).where(eq(mailKnownDevices.userId, user.id)),
  ]);
  if (known) return [];
  const remember = db.insert(mailKnownDevices).values({ userId: user.id, device: hash, firstSeenAt: now }).onConflictDoNothing();
  if (n === 0) return [remember];
  const mail = mailStatement(db, {
    template: "new-device",
    to: user.email,
    userId: user.id,
    locale: device.locale,
    props: { device: describeDevice(device.userAgent)[device.locale === "tr" ? "tr" : "en"], ip: device.ip && !device.ip.startsWith("client:") ? device.ip : null, at: now.toISOString(), resetUrl: `${origin}/forgot-password` },
  }, now);
  return [remember, mail];
}
