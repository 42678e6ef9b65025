import { appName } from "#worker/env.server";
import type { RequestContext } from "#worker/context.server";
import type { ContentLocale } from "#worker/domain/locale";
import { fixedT } from "#app/i18next.server";

export interface Seo {
  title: string;
  description: string;
  canonical: string;
}

/**
 * Per-page basics for loaders: the content language (same as the UI language) and the page's
 * translated title/description/canonical for `meta` (SEO basics).
 */
export async function pageBasics(request: Request, ctx: RequestContext, key: string, values?: Record<string, string>) {
  const locale: ContentLocale = ctx.locale;
  const t = fixedT(locale);
  const seo: Seo = {
    title: `${values?.title ?? t(`${key}.title`, values)} · ${appName(ctx.env)}`,
    description: values?.description ?? t(`${key}.description`, values),
    canonical: ctx.url.origin + ctx.url.pathname,
  };
  return { locale, t, seo };
}

export const notFoundResponse = () => new Response("Not Found", { status: 404 });
