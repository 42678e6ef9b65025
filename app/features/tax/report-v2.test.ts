import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { TaxReportView } from "#worker/domain/tax/report-access";
import type { BreakdownLabel, BreakdownLine, CompanyResidenceFinding } from "#worker/domain/tax/types";
import type { V2Option } from "./engine-v2";
import { hasPath } from "./engine-v2";
import { moneyPath, noSavingWhileYouStay } from "./money-path";
import { rerunHref } from "./no-saving";
import { TaxReport, type ReportNames } from "./report";
import { renderHtml } from "#test/render-html";

// A German consultant who stays (residence DEU, consulting, profit 600,000, paid out), as engine v2
// reports it: every foreign company is managed from Germany, so Germany taxes it as its own.
const AO10 = { publisher: "Bundesministerium der Justiz", title: "Abgabenordnung §10 (Geschäftsleitung)", url: "https://www.gesetze-im-internet.de/ao_1977/__10.html", asOf: 2025 };
const EST = { publisher: "Bundesministerium der Justiz", title: "Einkommensteuergesetz §32d", url: "https://www.gesetze-im-internet.de/estg/__32d.html", asOf: 2025 };
const line = (side: BreakdownLine["side"], collectedBy: string, amount: number, label: BreakdownLabel, rule: string, source = AO10): BreakdownLine => ({
  label,
  ruleId: `${label}:${collectedBy}`,
  side,
  collectedBy,
  amount,
  rule,
  source,
});
const managedAtHome: CompanyResidenceFinding = { country: "DEU", reason: "management-at-home", alsoClaimedBy: null, tieBreaker: null, text: "Managed from Germany", source: AO10 };

function option(jurisdiction: string, structure: string, extra: Partial<V2Option>): V2Option {
  const company = 178_950;
  const owner = 111_052;
  return {
    jurisdiction,
    structure,
    headlineRate: 29.9,
    effectiveRate: 29.83,
    annualTax: company + owner,
    setupCost: { min: 1000, max: 3000 },
    annualCost: { min: 2000, max: 4000 },
    firstYearTotal: 295_002,
    steadyStateTotal: 293_002,
    savingVsBaseline: { amount: 0, percent: 0 },
    companyResidence: "DEU",
    residence: managedAtHome,
    taxes: { company, withholding: 0, owner, topUp: 0, exit: 0 },
    allInTax: company + owner,
    allInRate: 48.33,
    netToOwner: 600_000 - company - owner,
    requires: [],
    obligations: [],
    exitTax: null,
    personalRegime: null,
    leaving: null,
    flags: [],
    breakdown: [
      line("company", "DEU", company, "corporate-tax", "Resident by place of management in Germany: corporation tax 15% + solidarity surcharge and trade tax"),
      line("withholding", "DEU", 0, "dividend-withholding", "Withholding credited against the owner's final tax"),
      line("owner", "DEU", owner, "personal-dividend-tax", "Abgeltungsteuer 25% + solidarity surcharge on dividends", EST),
    ],
    ...extra,
  };
}

const baseline = option("DEU", "private-limited-company", { flags: ["residence-baseline"], residence: { ...managedAtHome, reason: "incorporation" } });
const stays = [
  baseline,
  option("VGB", "international-business-company", {
    steadyStateTotal: 294_502,
    savingVsBaseline: { amount: -1500, percent: -0.51 },
    flags: ["managed-at-home", "no-saving-while-you-stay"],
    requires: ["relocation", "management-abroad", "local-director"],
  }),
  option("USA", "llc", {
    residence: {
      country: "DEU",
      reason: "management-at-home",
      alsoClaimedBy: "USA",
      tieBreaker: "mli-map",
      text: "Managed from Germany",
      source: { ...AO10, title: "Abgabenordnung §10 and KStG §1" },
    },
    steadyStateTotal: 294_002,
    savingVsBaseline: { amount: -1000, percent: -0.34 },
    flags: ["managed-at-home", "no-saving-while-you-stay"],
    requires: ["relocation", "management-abroad"],
    obligations: [
      {
        name: "Form 5472 with pro forma Form 1120",
        due: "15 April",
        penalty: "USD 25,000 per form",
        source: { title: "IRS: Instructions for Form 5472", url: "https://www.irs.gov/forms-pubs/about-form-5472" },
      },
    ],
  }),
];

function view(options: V2Option[], engineVersion = "2026.1"): TaxReportView {
  return {
    id: "r1",
    createdAt: "2026-11-27T05:00:00.000Z",
    status: "paid",
    full: true,
    optionCount: options.length,
    inputs: { residence: "DEU", activity: "consulting", revenue: 700_000, profit: 600_000, employees: 1, distribute: true, relocate: false, groupRevenueEur: 0, candidates: ["VGB", "USA:llc"], taxYear: 2025, owner: "individual", managedFrom: "home", customers: "mixed" },
    baseline: options[0],
    options,
    assumptions: [],
    sources: [AO10],
    disclaimer: "not legal or tax advice",
    engineVersion,
  } as unknown as TaxReportView;
}

const names: ReportNames = {
  jurisdictions: { DEU: "Germany", VGB: "British Virgin Islands", USA: "United States" },
  structures: { "private-limited-company": "Private limited company", "international-business-company": "International business company (IBC)", llc: "LLC" },
};

async function render(report: TaxReportView, lng: "en" | "tr", links = {}) {
  const element = createElement(TaxReport, { report, names, locale: lng, links });
  const html = await renderHtml(element, lng);
  return html.replace(/<!-- -->/g, "");
}

describe("the path of the money", () => {
  it("runs profit → company tax → withholding → owner's tax → net, each tax hanging from the running total", () => {
    const steps = moneyPath(stays[1], 600_000);
    expect(steps.map((s) => s.kind)).toEqual(["profit", "company", "withholding", "owner", "net"]);
    expect(steps.map((s) => [s.low, s.high])).toEqual([
      [0, 600_000],
      [421_050, 600_000],
      [421_050, 421_050],
      [309_998, 421_050],
      [0, 309_998],
    ]);
    expect(steps[1].collectedBy).toEqual(["DEU"]);
    // No withholding is taken, so nobody collects it.
    expect(steps[2].collectedBy).toEqual([]);
  });

  it("adds the top-up step only when there is one", () => {
    const topped = option("IRL", "private-limited-company", { taxes: { company: 75_000, withholding: 0, owner: 0, topUp: 15_000, exit: 0 }, netToOwner: 510_000 });
    expect(moneyPath(topped, 600_000).map((s) => s.kind)).toEqual(["profit", "company", "withholding", "owner", "top-up", "net"]);
  });

  it("says 'no saving while you stay' only when no option saves without a move or management abroad", () => {
    expect(noSavingWhileYouStay(stays, "DEU")).toEqual({ title: AO10.title, url: AO10.url });
    const holding = option("NLD", "holding-company", { savingVsBaseline: { amount: 5000, percent: 1.7 }, requires: ["substance"] });
    expect(noSavingWhileYouStay([...stays, holding], "DEU")).toBeNull();
    // A saving that needs a move does not change the answer for someone who stays.
    const moving = option("ARE", "free-zone-company", { savingVsBaseline: { amount: 90_000, percent: 30 }, requires: ["relocation"] });
    expect(noSavingWhileYouStay([...stays, moving], "DEU")).not.toBeNull();
    expect(noSavingWhileYouStay([baseline], "DEU")).toBeNull();
  });

  it("a report from engine 2025.1 has no path", () => {
    const { companyResidence: _c, taxes: _t, allInTax: _a, allInRate: _r, netToOwner: _n, ...old } = stays[1];
    expect(hasPath(old)).toBe(false);
    expect(hasPath(stays[1])).toBe(true);
  });

  it("'compare again as if you move' keeps every input and changes the one asked", () => {
    const href = rerunHref(view(stays).inputs as never, { relocate: "yes", managedFrom: "abroad" });
    const q = new URLSearchParams(href.split("?")[1]);
    expect(href.startsWith("/tax?")).toBe(true);
    expect(Object.fromEntries([...q].filter(([k]) => k !== "candidates"))).toMatchObject({ residence: "DEU", profit: "600000", distribute: "yes", relocate: "yes", managedFrom: "abroad", taxYear: "2025", customers: "mixed" });
    expect(q.getAll("candidates")).toEqual(["VGB", "USA:llc"]);
  });
});

describe("the v2 report page (server render)", () => {
  it("German consultant who stays: 'no saving while you stay' with the rule, the residence and why, the path, filings and flags", async () => {
    const html = await render(view(stays), "en");
    expect(html).toContain('data-testid="no-saving"');
    expect(html).toContain("No saving while you stay");
    expect(html).toContain(`href="${AO10.url}"`);
    expect(html).toContain("Compare again as if you move");
    expect(html).toContain("Resident in Germany: you manage it from Germany.");
    expect(html).toContain("Form 5472 with pro forma Form 1120");
    expect(html).toContain("USD 25,000 per form");
    expect(html).toContain("Managed at home");
    // The engine's finding: its rule, and the treaty tie-breaker when the US also claims the company.
    expect(html).toContain("Abgabenordnung §10 and KStG §1");
    expect(html).toContain("United States also treats it as resident, because it is incorporated there.");
    expect(html).toContain("mutual agreement (MLI)");
    expect(html).toContain("You move your tax residence out of Germany");
    // The path's text alternative: each step, who collects it, what is left.
    expect(html.match(/data-testid="money-path"/g)).toHaveLength(3);
    expect(html).toContain("Net to the owner");
    expect(html).toContain("$309,998");
    expect(html).not.toContain('data-testid="old-engine"');
    expect(html).not.toContain("taxPath.");
  });

  it("Turkish: the same page in Turkish, no key shown raw", async () => {
    const html = await render(view(stays), "tr");
    expect(html).toContain("Kaldığınız sürece tasarruf yok");
    expect(html).toContain("Paranın yolu");
    expect(html).not.toContain("taxPath.");
  });

  it("a report from engine 2025.1 opens with a notice and the free recompute action", async () => {
    const old = stays.map(({ companyResidence: _c, taxes: _t, allInTax: _a, allInRate: _r, netToOwner: _n, ...o }) => o) as V2Option[];
    const html = await render(view(old, "2025.1"), "en", { recompute: "/tax/reports/r1" });
    expect(html).toContain('data-testid="old-engine"');
    expect(html).toContain("Computed by an earlier engine (2025.1)");
    expect(html).toMatch(/<form method="post" action="\/tax\/reports\/r1"[^>]*>.*name="intent" value="recompute"/s);
    expect(html).not.toContain('data-testid="no-saving"');
  });
});
