import type { MetaDescriptor } from "@remix-run/cloudflare";
import { displayNames, numberFormat } from "./intl";
import type { Seo } from "./page.server";

/** title, description and canonical link from a loader's `seo` field. */
export function seoMeta(data: { seo?: Seo } | undefined): MetaDescriptor[] {
  if (!data?.seo) return [{ title: "TaxAtlas" }];
  return [
    { title: data.seo.title },
    { name: "description", content: data.seo.description },
    { tagName: "link", rel: "canonical", href: data.seo.canonical },
    { property: "og:title", content: data.seo.title },
    { property: "og:description", content: data.seo.description },
  ];
}

// Rate tables format hundreds of cells per page: each (locale, options) formatter is built once (app/lib/intl.ts).
export { numberFormat };

const intlLocale = (locale: string) => (locale === "tr" ? "tr-TR" : "en-US");

// Frozen constants: the formatter cache finds them by the object (tables format a value per row).
const USD: Intl.NumberFormatOptions = Object.freeze({ style: "currency", currency: "USD", maximumFractionDigits: 0 });
const PERCENT: Intl.NumberFormatOptions = Object.freeze({ style: "percent", maximumFractionDigits: 2 });

export const formatUsd = (n: number, locale: string) => numberFormat(intlLocale(locale), USD).format(n);

/** 12.5 → "12.5%" (en) / "%12,5" (tr). */
export const formatPercent = (n: number, locale: string) => numberFormat(intlLocale(locale), PERCENT).format(n / 100);

/** ISO 639-1 code → language name in the UI language; computed on the server so hydration matches. */
export function languageNames(codes: string[], locale: string): Record<string, string> {
  const names = displayNames(locale, { type: "language" });
  return Object.fromEntries(codes.map((c) => [c, names.of(c) ?? c]));
}

/** The meta description of pages without one of their own (sign-in and the other account pages). */
export const DEFAULT_DESCRIPTION =
  "TaxAtlas compares tax jurisdictions and corporate structures with sourced rates, sells sourced reports and connects you with vetted advisors.";
/**
 * The description of a page whose `<title>` is translated: the title itself comes from the route's
 * `handle` (`titled(key)`), rendered by the root in the reader's language (`RouteTitle`).
 */
export const titledMeta = (): MetaDescriptor[] => [{ name: "description", content: DEFAULT_DESCRIPTION }];

/** A route's translated `<title>` (issue 14): `export const handle = titled("pages.documents.title")`. */
export const titled = (titleKey: string) => ({ titleKey });
