import { createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { JURISDICTION_SUMMARY_NOTE } from "../../db/seed/data/jurisdictions";
import { getJurisdiction } from "../../worker/domain/jurisdictions.server";
import { PILLAR_TWO_2025 } from "../../worker/domain/tax/data/headline-rates.generated";
import { catalogueSections } from "~/features/jurisdictions/detail-sections";
import { trackingI18n } from "~/i18next.server";
import { keysUsedBy } from "~/i18n";
import { prepareSections } from "~/lib/prepare-sections.server";
import { preparedSection, sectionChildren, sectionKey } from "~/lib/prepared-sections";
import { env, page, signInAs } from "../helpers";

/**
 * The jurisdiction page writes its catalogue sections from HTML rendered once per catalogue read
 * (decision 126); the browser renders the elements and hydrates them over it. So the prepared HTML
 * must be what the elements render in place, and the translations the section used must still be
 * noted for the page's inlined catalogue.
 */
const html = (node: ReactNode) => renderToReadableStream(node as never).then((s) => new Response(s).text());

async function sectionsOf(slug: string, locale: "en" | "tr") {
  const detail = (await getJurisdiction(createDb(env.DB), locale, slug))!;
  const pillarTwo = PILLAR_TWO_2025[detail.iso3] ?? { joined: false, iir: false, utpr: false, qdmtt: false };
  return { detail, sections: catalogueSections({ detail, locale, summaryNote: JURISDICTION_SUMMARY_NOTE[locale], pillarTwo }) };
}

describe("prepared jurisdiction sections", () => {
  // Cyprus (rate history), Estonia and Bermuda (later changes)
  it.each([
    ["cyprus", "en"],
    ["cyprus", "tr"],
    ["estonia", "en"],
    ["estonia", "tr"],
    ["bermuda", "en"],
  ] as const)("%s (%s): each prepared section is the HTML its elements render, with the same translation keys", async (slug, locale) => {
    const { detail, sections } = await sectionsOf(slug, locale);
    const owner = {};
    await prepareSections(locale, owner, sections);
    for (const [name, element] of Object.entries(sections)) {
      // in place: the elements inside their section, as the browser renders them
      const live = trackingI18n(locale);
      const expected = await html(createElement(I18nextProvider, { i18n: live }, createElement("section", { className: "space-y-3" }, element())));
      // prepared: the same section element with the remembered HTML as its content
      const written = trackingI18n(locale);
      const props = sectionChildren(owner, name, written, element);
      expect("dangerouslySetInnerHTML" in props, name).toBe(true);
      expect(await html(createElement(I18nextProvider, { i18n: written }, createElement("section", { className: "space-y-3", ...props })))).toBe(expected);
      expect(keysUsedBy(written), name).toEqual(keysUsedBy(live));
      expect(keysUsedBy(live)!.length, name).toBeGreaterThan(0);
    }
    if (detail.laterChanges.length) expect(preparedSection(owner, sectionKey(locale, "later"))!.html).toContain(detail.laterChanges[0].note.slice(0, 20));
  });

  it("renders the elements where nothing is prepared in the language, and a new owner (a new catalogue read) renders again", async () => {
    const { sections } = await sectionsOf("cyprus", "en");
    const first = {};
    await prepareSections("en", first, { headline: sections.headline });
    expect(preparedSection(first, sectionKey("en", "headline"))?.html).toContain("12.5%");
    // another language is another entry
    expect("children" in sectionChildren(first, "headline", trackingI18n("tr"), sections.headline)).toBe(true);
    const second = {};
    expect(preparedSection(second, sectionKey("en", "headline"))).toBeUndefined();
    expect("children" in sectionChildren(second, "headline", trackingI18n("en"), sections.headline)).toBe(true);
  });

  it("the request that prepares the sections and the next one that reuses them send the same page", async () => {
    const { token } = await signInAs("user");
    const normalise = (s: string) => s.replace(/nonce="[^"]*"|nonce-[^']*'|"[0-9a-f]{8}-[0-9a-f-]{27}"|content="[0-9a-f-]{36}"/g, "");
    const bodies: string[] = [];
    for (const path of ["/jurisdictions/estonia?lng=tr", "/jurisdictions/estonia?lng=tr"]) {
      const res = await page(path, { token });
      expect(res.status).toBe(200);
      bodies.push(normalise(await res.text()));
    }
    expect(bodies[0]).toContain('aria-labelledby="later"');
    expect(bodies[1]).toBe(bodies[0]);
  });
});
