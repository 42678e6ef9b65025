import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { jurisdictions, structures, taxReports } from "#db/schema";
import type { ContentLocale } from "#worker/domain/locale";

/**
 * "Post a request" coming from a tax report (/marketplace/new?reportId=…): the report's best
 * option becomes the jurisdiction, structure and budget (its set-up cost range). The report JSON
 * belongs to the tax domain, so it is read defensively: anything missing just is not prefilled.
 */
const optionShape = z.object({
  jurisdiction: z.string(),
  structure: z.string().optional(),
  setupCost: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).optional(),
});
const resultShape = z.object({ options: z.array(z.unknown()).optional() }).passthrough();

export interface RequestPrefill {
  reportId: string;
  title: string;
  description: string;
  jurisdiction: string | null;
  structure: string | null;
  kind: "implementation";
  /** minor units */
  budgetMin: number | null;
  budgetMax: number | null;
}

export async function prefillFromReport(db: Database, userId: string, reportId: string, locale: ContentLocale): Promise<RequestPrefill | null> {
  const report = await db.select({ id: taxReports.id, result: taxReports.result }).from(taxReports).where(and(eq(taxReports.id, reportId), eq(taxReports.userId, userId))).get();
  if (!report) return null;
  const result = resultShape.safeParse(report.result);
  const first = result.success ? optionShape.safeParse(result.data.options?.[0]) : null;
  const option = first?.success ? first.data : null;
  const [j, s] = await db.batch([
    db.select({ iso3: jurisdictions.iso3, en: jurisdictions.nameEn, tr: jurisdictions.nameTr }).from(jurisdictions).where(eq(jurisdictions.iso3, option?.jurisdiction ?? "")).limit(1),
    db.select({ slug: structures.slug, en: structures.nameEn, tr: structures.nameTr }).from(structures).where(eq(structures.slug, option?.structure ?? "")).limit(1),
  ]);
  const place = j[0]?.[locale] ?? null;
  const form = s[0]?.[locale] ?? null;
  const what = [form, place].filter(Boolean).join(locale === "tr" ? " – " : " in ");
  return {
    reportId: report.id,
    title: what ? (locale === "tr" ? `Uygulama: ${what}` : `Implement: ${what}`) : locale === "tr" ? "Vergi raporumu uygulayın" : "Implement my tax report",
    description:
      locale === "tr"
        ? "Vergi optimizasyon raporumdaki önerilen yapının kurulmasını istiyorum. Rapor bu talebe ekli."
        : "I would like the recommended structure from my tax optimisation report set up. The report is attached to this request.",
    jurisdiction: j[0]?.iso3 ?? null,
    structure: s[0]?.slug ?? null,
    kind: "implementation",
    // the report's costs are whole USD (decision 045); requests are cents
    budgetMin: option?.setupCost ? Math.round(option.setupCost.min) * 100 : null,
    budgetMax: option?.setupCost ? Math.round(option.setupCost.max) * 100 : null,
  };
}
