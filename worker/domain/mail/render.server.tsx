import { renderToStream } from "#worker/runtime/render-stream";
import type { ContentLocale } from "#worker/domain/locale";
import { topicOf, type MailTemplate } from "./catalog";
import { BrandedEmail } from "./templates/brand";
import { COPY, FOOTER, type MailContent, type MailProps } from "./templates/content";
import { unsubscribeUrl } from "./tokens.server";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailSite {
  /** https://taxatlas.example: links in mail are absolute */
  origin: string;
  app: string;
  /** signs unsubscribe links (JWT_SECRET) */
  secret: string;
}

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** React's streaming renderer (the pages' one), read to the end. */
async function renderHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToStream(element);
  await stream.allReady;
  return DOCTYPE + (await new Response(stream).text());
}

/** The plain-text part, from the same content as the HTML part. */
export function toText(content: MailContent, locale: ContentLocale, links: { preferences: string; unsubscribe: string | null }, app: string): string {
  const footer = FOOTER[locale];
  const lines = [content.heading, "", ...content.paragraphs.flatMap((p) => [p, ""])];
  if (content.details?.length) lines.push(...content.details.map(([label, value]) => `${label}: ${value}`), "");
  if (content.action) lines.push(`${content.action.label}:`, content.action.href, "");
  if (content.note) lines.push(content.note, "");
  lines.push("—", app, links.unsubscribe ? `${footer.unsubscribe}: ${links.unsubscribe}` : footer.essential, `${footer.preferences}: ${links.preferences}`);
  return lines.join("\n");
}

/**
 * Subject, HTML and text of one mail in one language, with the RFC 8058 one-click unsubscribe
 * headers when the mail is optional and to an account (decision 153).
 */
export async function renderMail<T extends MailTemplate>(site: MailSite, template: T, locale: ContentLocale, props: MailProps[T], userId: string | null): Promise<RenderedMail> {
  const composed = (COPY[locale][template] as (p: MailProps[T], app: string) => MailContent)(props, site.app);
  // Links in props are paths of the app or absolute; mail needs them absolute.
  const content = composed.action ? { ...composed, action: { ...composed.action, href: new URL(composed.action.href, `${site.origin}/`).toString() } } : composed;
  const topic = topicOf(template);
  const unsubscribe = topic && userId ? await unsubscribeUrl(site, userId, topic) : null;
  const links = { preferences: `${site.origin}/settings/notifications`, unsubscribe };
  const html = await renderHtml(<BrandedEmail content={content} locale={locale} app={site.app} links={links} />);
  const headers: Record<string, string> = unsubscribe ? { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {};
  return { subject: content.subject, html, text: toText(content, locale, links, site.app), headers };
}
