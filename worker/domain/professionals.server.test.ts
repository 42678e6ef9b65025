import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { env } from "#test/helpers";
import { listActiveServices } from "./inventory.server";
import { advisorStats } from "./marketplace/reviews.server";
import { listProfessionals, professionalPage } from "./professionals.server";

/**
 * A profile page's reads are prepared once per isolate with the slug as a placeholder: profile
 * after profile in one isolate, each page has its own advisor's row, places, services, languages,
 * track record, reviews and catalogue — as the directory's reads, the services by id and the
 * track record by value give them.
 */
const db = () => createDb(env.DB);
const scope = () => ({ db: db() });

describe("professionalPage (reads prepared once per isolate)", () => {
  it("each slug's page is that advisor's, one after another, in both languages", async () => {
    const slugs = ["elif-kaya", "andreas-georgiou", "elif-kaya"];
    for (const locale of ["en", "tr"] as const) {
      const directory = new Map((await listProfessionals(db(), locale, {})).map((p) => [p.slug, p]));
      for (const slug of slugs) {
        const page = (await professionalPage(scope(), locale, slug))!;
        expect(page.profile.slug).toBe(slug);
        const summary = directory.get(slug)!;
        expect({ languages: page.profile.languages, jurisdictions: page.profile.jurisdictions, services: page.profile.services, name: page.profile.name, title: page.profile.title }).toEqual({
          languages: summary.languages,
          jurisdictions: summary.jurisdictions,
          services: summary.services,
          name: summary.name,
          title: summary.title,
        });
        expect(page.catalogue).toEqual(await listActiveServices(scope(), page.ownerId, locale));
        const track = (await advisorStats(db(), [page.ownerId])).get(page.ownerId)!;
        expect(page.profile.completedContracts).toBe(track.completedContracts);
        expect(page.profile.onTimeRate).toBe(track.onTimeRate);
        expect(page.profile.reviews).toHaveLength(Math.min(track.reviewCount, 50));
      }
    }
  });

  it("the demo advisor has a catalogue and a track record; an unknown slug has no page", async () => {
    const page = (await professionalPage(scope(), "en", "elif-kaya"))!;
    expect(page.ownerId).toBe("usr_demo_advisor");
    expect(page.catalogue.length).toBeGreaterThan(0);
    expect(page.profile.completedContracts).toBeGreaterThan(0);
    expect(await professionalPage(scope(), "en", "nobody-by-this-name")).toBeNull();
  });
});
