import { and, desc, eq } from "drizzle-orm";
import { academyCourses, advisorProfiles, complianceEntities, complianceFilings, jurisdictions, marketplaceRequests, structures, taxReports, type Role } from "#db/schema";
import { ruleById } from "./compliance/rules";
import type { RequestContext } from "#worker/context.server";
import { searchContacts } from "./contacts.server";
import { navigationFor } from "./navigation";
import { searchTasks } from "./tasks.server";
import { toContentLocale, twin } from "./locale";
import { SEARCH_MIN_LENGTH } from "./shell-schemas";

/**
 * The header search (spec §2 "Search", §5, §7 `POST api/common/search`): result sets
 * `{id, label, results}` for Contacts, Pages and Tasks, only the caller's own data plus the pages
 * their role may open. Contacts and tasks come from their own domain modules through
 * `SearchSources`, so each group is one function (docs/decisions/016).
 */

export interface ContactHit {
  id: string;
  name: string;
  avatar: string | null;
  link: string;
}
export interface TaskHit {
  id: string;
  title: string;
  completed: boolean;
  link: string;
}
export interface PageHit {
  id: string;
  title: string;
  link: string;
}
export interface JurisdictionHit {
  id: string;
  name: string;
  iso3: string;
  link: string;
}
/** A catalogue entry other than a jurisdiction: a structure, a professional or an Academy course. */
export interface CatalogueHit {
  id: string;
  title: string;
  link: string;
}
export type SearchResult =
  | { id: "structures" | "professionals" | "courses" | MineGroup; label: string; results: (CatalogueHit & { value: string })[] }
  | { id: "jurisdictions"; label: string; results: (JurisdictionHit & { value: string })[] }
  | { id: "contacts"; label: string; results: (ContactHit & { value: string })[] }
  | { id: "pages"; label: string; results: (PageHit & { value: string })[] }
  | { id: "tasks"; label: string; results: (TaskHit & { value: string })[] };

export interface SearchSources {
  contacts: (ctx: RequestContext, userId: string, query: string) => Promise<ContactHit[]>;
  /** found in either language, titled in `locale` (a seeded task's Turkish twin, decision 099) */
  tasks: (ctx: RequestContext, userId: string, query: string, locale: string) => Promise<TaskHit[]>;
  /** The public catalogue (jurisdictions, structures, professionals, courses); left out when absent. */
  catalogue?: (ctx: RequestContext, query: string, locale: string) => Promise<CatalogueGroups>;
  /** The signed-in person's own reports, marketplace requests and compliance filings; left out when absent. */
  mine?: (ctx: RequestContext, userId: string, query: string, locale: string, t: Translate) => Promise<Record<MineGroup, CatalogueHit[]>>;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** Groups of the person's own records (issue 14), after Contacts / Pages / Tasks. */
export const MINE_GROUPS = ["reports", "requests", "filings"] as const;
export type MineGroup = (typeof MINE_GROUPS)[number];

export interface CatalogueGroups {
  jurisdictions: JurisdictionHit[];
  structures: CatalogueHit[];
  professionals: CatalogueHit[];
  courses: CatalogueHit[];
}

/** A group shows at most this many results; the full lists live in the contacts and tasks apps. */
export const SEARCH_GROUP_LIMIT = 10;

/** Contacts from the contacts app, tasks (title or notes, sections left out) from the tasks app. */
export const searchSources: SearchSources = {
  contacts: async (ctx, userId, query) =>
    (await searchContacts(ctx, userId, query))
      .slice(0, SEARCH_GROUP_LIMIT)
      .map((c) => ({ id: c.id, name: c.name, avatar: c.avatar, link: `/apps/contacts/${c.id}` })),
  tasks: async (ctx, userId, query, locale) =>
    (await searchTasks(ctx.db, userId, query, toContentLocale(locale)))
      .filter((task) => task.type === "task")
      .slice(0, SEARCH_GROUP_LIMIT)
      .map((task) => ({ id: task.id, title: task.title, completed: task.completed, link: `/apps/tasks/${task.id}` })),
  catalogue: async (ctx, query, locale) => {
    const [jurisdictionHits, rest] = await Promise.all([searchJurisdictions(ctx, query, locale), searchCatalogue(ctx, query, locale)]);
    return { jurisdictions: jurisdictionHits, ...rest };
  },
  mine: searchMine,
};

/** Pages anyone may open besides the role's navigation (spec §2 open routes). */
const OPEN_PAGES: PageHit[] = [
  { id: "pages.for-advisors", title: "pages.forAdvisors.title", link: "/for-advisors" },
  { id: "pages.pricing", title: "pages.pricing.title", link: "/pricing" },
  { id: "pages.tax", title: "pages.tax.title", link: "/tax" },
];
/** Pages a signed-in account may open (spec §2 signed-in guard). */
const SIGNED_IN_PAGES: PageHit[] = [
  { id: "pages.documents", title: "pages.documents.title", link: "/documents" },
  { id: "pages.compliance", title: "pages.compliance.title", link: "/compliance" },
  { id: "pages.support", title: "pages.support.title", link: "/support" },
  { id: "pages.support.faqs", title: "pages.supportFaqs.title", link: "/support/faqs" },
  { id: "pages.settings", title: "settings.title", link: "/settings" },
];

/** The pages (titles translated by `t`) the role may open. */
export function pagesFor(role: Role, t: (key: string) => string): PageHit[] {
  const nav = navigationFor(role).map((item) => ({ id: item.id, title: t(item.titleKey), link: item.link }));
  const extra = [...OPEN_PAGES, ...(role === "guest" ? [] : SIGNED_IN_PAGES)].map((p) => ({ ...p, title: t(p.title) }));
  const seen = new Set(nav.map((p) => p.link));
  return [...nav, ...extra.filter((p) => !seen.has(p.link))];
}

/**
 * Accent- and case-insensitive form for matching in English and Turkish: "Kıbrıs", "KIBRIS" and
 * "kibris" all fold to "kibris". Turkish dotted/dotless i are mapped before NFD strips the marks,
 * because `toLowerCase` alone turns "I" into "i" but leaves "ı" distinct.
 */
export function fold(text: string): string {
  return text
    .replace(/[İIı]/g, "i")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

const contains = (text: string, query: string) => fold(text).includes(fold(query));

/** The jurisdiction catalogue rows search needs; small (a few dozen rows), read once per isolate. */
type CatalogueRow = { iso3: string; iso2: string; slug: string; nameEn: string; nameTr: string };
let catalogueRows: Promise<CatalogueRow[]> | null = null;
function jurisdictionCatalogue(ctx: RequestContext): Promise<CatalogueRow[]> {
  catalogueRows ??= ctx.db
    .select({ iso3: jurisdictions.iso3, iso2: jurisdictions.iso2, slug: jurisdictions.slug, nameEn: jurisdictions.nameEn, nameTr: jurisdictions.nameTr })
    .from(jurisdictions)
    .all()
    .catch((error: unknown) => {
      catalogueRows = null; // a failed read is retried by the next search, not cached
      throw error;
    });
  return catalogueRows;
}

/** Jurisdictions whose English or Turkish name or ISO code matches; names shown in the UI language. */
async function searchJurisdictions(ctx: RequestContext, query: string, locale: string): Promise<JurisdictionHit[]> {
  const q = fold(query);
  return (await jurisdictionCatalogue(ctx))
    .filter((j) => fold(j.nameEn).includes(q) || fold(j.nameTr).includes(q) || fold(j.iso3) === q || fold(j.iso2) === q)
    .slice(0, SEARCH_GROUP_LIMIT)
    .map((j) => ({ id: j.iso3, iso3: j.iso3, name: locale === "tr" ? j.nameTr : j.nameEn, link: `/jurisdictions/${j.slug}` }));
}

/**
 * Structures, professionals and courses in one D1 round trip (`db.batch`); read per search rather
 * than cached because advisor profiles change when applications are approved.
 */
async function searchCatalogue(ctx: RequestContext, query: string, locale: string) {
  const [structureRows, professionalRows, courseRows] = await ctx.db.batch([
    ctx.db.select({ slug: structures.slug, en: structures.nameEn, tr: structures.nameTr }).from(structures),
    ctx.db.select({ slug: advisorProfiles.slug, name: advisorProfiles.name, en: advisorProfiles.titleEn, tr: advisorProfiles.titleTr }).from(advisorProfiles),
    ctx.db.select({ slug: academyCourses.slug, en: academyCourses.titleEn, tr: academyCourses.titleTr }).from(academyCourses),
  ]);
  const q = fold(query);
  const pick = <T,>(rows: T[], texts: (row: T) => string[], hit: (row: T) => CatalogueHit) =>
    rows.filter((row) => texts(row).some((text) => fold(text).includes(q))).slice(0, SEARCH_GROUP_LIMIT).map(hit);
  const named = (en: string, tr: string) => (locale === "tr" ? tr : en);
  return {
    structures: pick(structureRows, (r) => [r.en, r.tr], (r) => ({ id: r.slug, title: named(r.en, r.tr), link: `/structures/${r.slug}` })),
    professionals: pick(professionalRows, (r) => [r.name, r.en, r.tr], (r) => ({ id: r.slug, title: r.name, link: `/professionals/${r.slug}` })),
    courses: pick(courseRows, (r) => [r.en, r.tr], (r) => ({ id: r.slug, title: named(r.en, r.tr), link: `/academy/${r.slug}` })),
  };
}

/** How far back each own group looks: enough for anyone's working set, bounded per search. */
const MINE_SCAN_LIMIT = 200;

/**
 * The person's own records in one D1 round trip, matched on what the UI shows for them in either
 * language: a report by its residence and best option (names in en and tr, ISO codes), a request by
 * its title, a filing by its rule's en/tr title, its company's name and its period.
 */
async function searchMine(ctx: RequestContext, userId: string, query: string, locale: string, t: Translate): Promise<Record<MineGroup, CatalogueHit[]>> {
  const [[reportRows, requestRows, filingRows], catalogue] = await Promise.all([
    ctx.db.batch([
      ctx.db.select({ id: taxReports.id, result: taxReports.result }).from(taxReports).where(eq(taxReports.userId, userId)).orderBy(desc(taxReports.createdAt)).limit(MINE_SCAN_LIMIT),
      ctx.db
        .select({ id: marketplaceRequests.id, title: marketplaceRequests.title, titleTr: marketplaceRequests.titleTr })
        .from(marketplaceRequests)
        .where(eq(marketplaceRequests.ownerId, userId))
        .orderBy(desc(marketplaceRequests.createdAt))
        .limit(MINE_SCAN_LIMIT),
      ctx.db
        .select({ id: complianceFilings.id, ruleId: complianceFilings.ruleId, kind: complianceFilings.kind, title: complianceFilings.title, period: complianceFilings.period, entity: complianceEntities.name, structure: complianceEntities.structure })
        .from(complianceFilings)
        .innerJoin(complianceEntities, and(eq(complianceEntities.id, complianceFilings.entityId), eq(complianceEntities.userId, userId)))
        .where(eq(complianceFilings.userId, userId))
        .orderBy(complianceFilings.dueDate)
        .limit(MINE_SCAN_LIMIT),
    ]),
    jurisdictionCatalogue(ctx),
  ]);
  const q = fold(query);
  const byIso = new Map(catalogue.map((j) => [j.iso3, j]));
  const names = (iso: string | undefined) => {
    const j = iso ? byIso.get(iso) : undefined;
    return j ? [j.nameEn, j.nameTr, j.iso3] : iso ? [iso] : [];
  };
  const shown = (iso: string | undefined) => {
    const j = iso ? byIso.get(iso) : undefined;
    return j ? (locale === "tr" ? j.nameTr : j.nameEn) : (iso ?? "");
  };
  const matches = (texts: string[]) => texts.some((text) => fold(text).includes(q));
  const pick = <T,>(rows: T[], texts: (row: T) => string[], hit: (row: T) => CatalogueHit) => rows.filter((r) => matches(texts(r))).slice(0, SEARCH_GROUP_LIMIT).map(hit);

  type ReportResult = { inputs?: { residence?: string }; options?: { jurisdiction?: string }[] };
  return {
    reports: pick(
      reportRows.map((r) => ({ id: r.id, residence: (r.result as ReportResult).inputs?.residence, top: (r.result as ReportResult).options?.[0]?.jurisdiction })),
      (r) => [...names(r.residence), ...names(r.top), t("search.reports")],
      (r) => ({ id: r.id, title: t(r.top ? "search.reportTitle" : "search.reportTitleNoOption", { residence: shown(r.residence), top: shown(r.top) }), link: `/tax/reports/${r.id}` }),
    ),
    // a seeded request is found by either language and titled in the reader's (decision 107)
    requests: pick(
      requestRows,
      (r) => [r.title, r.titleTr ?? ""],
      (r) => ({ id: r.id, title: twin(toContentLocale(locale), r.title, r.titleTr), link: `/marketplace/${r.id}` }),
    ),
    filings: pick(
      filingRows.map((f) => ({ ...f, local: ruleById(f.ruleId, f.structure)?.title })),
      (f) => [f.title, f.local?.tr ?? "", f.entity, f.period],
      (f) => ({ id: f.id, title: `${(locale === "tr" ? f.local?.tr : f.local?.en) ?? f.title} · ${f.entity} (${f.period})`, link: `/compliance/${f.kind}` }),
    ),
  };
}

export async function search(
  deps: { ctx: RequestContext; userId: string | null; role: Role; t: Translate; locale?: string; sources?: SearchSources },
  rawQuery: string,
): Promise<SearchResult[]> {
  const query = rawQuery.trim();
  if (query.length < SEARCH_MIN_LENGTH) return [];
  const sources = deps.sources ?? searchSources;
  const locale = deps.locale ?? "en";
  // The person's data and the catalogue are read at the same time.
  const [[contacts, tasks], catalogue, mine] = await Promise.all([
    deps.userId ? Promise.all([sources.contacts(deps.ctx, deps.userId, query), sources.tasks(deps.ctx, deps.userId, query, locale)]) : Promise.resolve([[], []] as [ContactHit[], TaskHit[]]),
    sources.catalogue ? sources.catalogue(deps.ctx, query, locale) : null,
    deps.userId && sources.mine ? sources.mine(deps.ctx, deps.userId, query, locale, deps.t) : null,
  ]);
  const pages = pagesFor(deps.role, deps.t).filter((p) => contains(p.title, query));
  const results: SearchResult[] = [];
  if (contacts.length) results.push({ id: "contacts", label: deps.t("search.contacts"), results: contacts.map((c) => ({ ...c, value: c.name })) });
  if (pages.length) results.push({ id: "pages", label: deps.t("search.pages"), results: pages.map((p) => ({ ...p, value: p.title })) });
  if (tasks.length) results.push({ id: "tasks", label: deps.t("search.tasks"), results: tasks.map((x) => ({ ...x, value: x.title })) });
  for (const id of MINE_GROUPS) {
    const hits = mine?.[id] ?? [];
    if (hits.length) results.push({ id, label: deps.t(`search.${id}`), results: hits.map((h) => ({ ...h, value: h.title })) });
  }
  // the catalogue follows the person's own data and the pages
  if (catalogue?.jurisdictions.length) results.push({ id: "jurisdictions", label: deps.t("search.jurisdictions"), results: catalogue.jurisdictions.map((j) => ({ ...j, value: j.name })) });
  for (const id of ["structures", "professionals", "courses"] as const) {
    const hits = catalogue?.[id] ?? [];
    if (hits.length) results.push({ id, label: deps.t(`search.${id}`), results: hits.map((h) => ({ ...h, value: h.title })) });
  }
  return results;
}
