import type { ReactNode } from "react";
import type { i18n } from "i18next";
import { noteKeys } from "~/i18n";
import type { PreparedProps } from "./prepared-markup";

/**
 * Sections of a page that are the same for every request that shows the same data in the same
 * language (the jurisdiction page's rate cards, rate history and Pillar Two status: catalogue data
 * remembered per isolate, decision 120), rendered to HTML once instead of as React elements on
 * every request (issue 15, decision 126). The loader renders them (`prepareSections`,
 * app/lib/prepare-sections.server.tsx) before the page renders; the page writes the string as the
 * inner HTML of the section's element and notes the catalogue keys it used, so the inlined
 * translations stay complete. The browser renders the same elements and hydrates them over that
 * HTML, so the string must be what React renders in place: test/integration/prepared-sections.test.ts
 * and bench/ssr-diff.ts compare them.
 *
 * Entries belong to an owner, an object that lives exactly as long as the data the sections show
 * (for the jurisdiction page, the remembered catalogue read's rate history; a new read is a new
 * owner and renders again, the old entries go with the old owner), and are named by language and
 * section (`sectionKey`).
 */
export interface PreparedSection {
  html: string;
  /** the catalogue keys its render translated */
  keys: string[];
}

// Server only: the browser build never fills or reads it.
const sections = import.meta.env.SSR ? new WeakMap<object, Map<string, PreparedSection>>() : undefined;

export const sectionKey = (language: string, name: string) => `${language}:${name}`;

export const preparedSection = (owner: object, key: string): PreparedSection | undefined => sections?.get(owner)?.get(key);

export function rememberSection(owner: object, key: string, section: PreparedSection) {
  if (!sections) return;
  let entries = sections.get(owner);
  if (!entries) sections.set(owner, (entries = new Map()));
  entries.set(key, section);
}

/**
 * A section element's children: on the server the prepared HTML when there is one in the render's
 * language (its keys noted on the render's i18next view), else, as in the browser, the elements.
 * Spread onto the element:
 *   <section {...sectionChildren(owner, "history", i18n, () => <RateHistory … />)} />
 */
export function sectionChildren(owner: object, name: string, instance: i18n, children: () => ReactNode): PreparedProps {
  const prepared = preparedSection(owner, sectionKey(instance.language, name));
  if (!prepared) return { children: children() };
  noteKeys(instance, prepared.keys);
  return { dangerouslySetInnerHTML: { __html: prepared.html } };
}
