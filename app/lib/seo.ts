import type { MetaDescriptor } from "@remix-run/cloudflare";
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

export const formatUsd = (n: number, locale: string) =>
  new Intl.NumberFormat(locale === "tr" ? "tr-TR" : "en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

/** 12.5 → "12.5%" (en) / "%12,5" (tr). */
export const formatPercent = (n: number, locale: string) =>
  new Intl.NumberFormat(locale === "tr" ? "tr-TR" : "en-US", { style: "percent", maximumFractionDigits: 2 }).format(n / 100);

/** ISO 639-1 code → language name in the UI language; computed on the server so hydration matches. */
export function languageNames(codes: string[], locale: string): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return Object.fromEntries(codes.map((c) => [c, names.of(c) ?? c]));
}
