import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For layout loaders whose data (user, role, language, header panels) only changes through a
 * submission or a language switch: re-run after any POST/PUT/PATCH/DELETE (forms and fetchers,
 * including the redirect that follows), on `revalidate()` / a reload of the same URL, and when
 * `?lng=` changes — not on every client navigation between child pages.
 */
export const revalidateAfterSubmissionOrLanguage: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  if (currentUrl.href === nextUrl.href) return true;
  return currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");
};
