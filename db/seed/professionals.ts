import { PROFESSIONALS } from "./data/professionals";
import { insertManyOrIgnore, insertOrIgnore, localizedColumns } from "./sql";

const randomHex = (bytes: number) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A fictional sample applicant so the admin review page has something to review on first run. */
export const SAMPLE_APPLICANT = { id: "usr_sample_applicant", email: "applicant@sample.taxatlas.test", name: "Deniz Arslan" };

/**
 * Advisor profiles belong to users rows (docs/decisions/041). The fictional advisors get accounts
 * with role advisor and a random hash/salt pair no password derives to, so nobody can sign in as them.
 */
export function professionalsSeedStatements(now: number): string[] {
  const statements: string[] = [];
  const unusableUser = (id: string, email: string, name: string, role: "advisor" | "user") =>
    insertOrIgnore("users", {
      id,
      email,
      name,
      avatar: null,
      status: "online",
      role,
      current_role: null,
      password_hash: randomHex(32),
      password_salt: randomHex(16),
      password_iterations: 100_000,
      created_at: now,
      updated_at: now,
    });
  for (const p of PROFESSIONALS) {
    if (p.userId.startsWith("usr_demo_")) continue; // demo accounts are seeded with a real password
    statements.push(unusableUser(p.userId, `${p.slug}@advisors.sample.taxatlas.test`, p.name, "advisor"));
  }
  statements.push(unusableUser(SAMPLE_APPLICANT.id, SAMPLE_APPLICANT.email, SAMPLE_APPLICANT.name, "user"));
  statements.push(
    ...insertManyOrIgnore(
      "advisor_profiles",
      PROFESSIONALS.map((p) => ({
        user_id: p.userId,
        slug: p.slug,
        name: p.name,
        firm: p.firm,
        ...localizedColumns("title", p.title),
        ...localizedColumns("bio", p.bio),
        ...localizedColumns("location", p.location),
        rating: p.rating,
        review_count: p.reviewCount,
        verified: p.verified,
        years_experience: p.yearsExperience,
        response_time_hours: p.responseTimeHours,
        fictional: true,
      })),
      5,
    ),
    ...insertManyOrIgnore("advisor_jurisdictions", PROFESSIONALS.flatMap((p) => p.jurisdictions.map((iso3) => ({ user_id: p.userId, iso3 }))), 100),
    ...insertManyOrIgnore(
      "advisor_services",
      PROFESSIONALS.flatMap((p) => p.services.map((s, position) => ({ user_id: p.userId, position, ...localizedColumns("name", s) }))),
      40,
    ),
    ...insertManyOrIgnore("advisor_languages", PROFESSIONALS.flatMap((p) => p.languages.map((language) => ({ user_id: p.userId, language }))), 100),
    insertOrIgnore("advisor_applications", {
      id: "app_sample_pending",
      user_id: SAMPLE_APPLICANT.id,
      status: "pending",
      firm: "Arslan Vergi Danışmanlık (sample)",
      jurisdictions: "Türkiye, Georgia, United Arab Emirates",
      services: "Company formation, Turkish CFC reviews, annual compliance",
      languages: "tr, en",
      years_experience: 8,
      website: null,
      message: "Fictional sample application: certified public accountant (SMMM) in Izmir helping Turkish founders set up abroad.",
      reason: null,
      reviewed_by: null,
      created_at: now,
      reviewed_at: null,
    }),
  );
  return statements;
}
