import type { PathLine, TaxSide, V2Option } from "./engine-v2";

export type StepKind = "profit" | TaxSide | "net";

/** Colours by side of the path (the table beside the chart names each step, so colour is never the only cue). */
export const STEP_COLOURS: Record<StepKind, string> = {
  profit: "#475569",
  company: "#1d4ed8",
  withholding: "#b45309",
  owner: "#7c3aed",
  "top-up": "#b91c1c",
  net: "#15803d",
};

/** One bar of the waterfall: what it takes (or holds), and the running total before and after it. */
export interface PathStep {
  kind: StepKind;
  /** Whole USD: the profit, a tax taken, or what is left. */
  amount: number;
  /** The bar spans [low, high] on the axis (a tax hangs from the running total). */
  low: number;
  high: number;
  /** The states that collect this step (from its breakdown lines), in order of first appearance. */
  collectedBy: string[];
  /** The breakdown lines of this side of the path. */
  lines: PathLine[];
}

const TAX_KEY: Record<TaxSide, keyof V2Option["taxes"]> = { company: "company", withholding: "withholding", owner: "owner", "top-up": "topUp" };

/**
 * The path of the money for one option: profit → company tax → withholding → owner's tax
 * (→ top-up, only when there is one) → net to the owner. The taxes come from `taxes` (the engine's
 * totals per side), the collectors and lines from the breakdown, so the table and the chart show
 * the same figures as the ranking.
 */
export function moneyPath(option: V2Option, profit: number): PathStep[] {
  const steps: PathStep[] = [{ kind: "profit", amount: profit, low: 0, high: profit, collectedBy: [], lines: [] }];
  let running = profit;
  for (const side of ["company", "withholding", "owner", "top-up"] as const) {
    const amount = option.taxes[TAX_KEY[side]];
    if (side === "top-up" && amount === 0) continue;
    const lines = option.breakdown.filter((l) => l.side === side);
    const collectedBy = [...new Set(lines.flatMap((l) => (l.amount !== 0 && l.collectedBy ? [l.collectedBy] : [])))];
    // A refund can make a side negative in theory; the bar then rises instead of falling.
    const after = running - amount;
    steps.push({ kind: side, amount, low: Math.min(running, after), high: Math.max(running, after), collectedBy, lines });
    running = after;
  }
  steps.push({ kind: "net", amount: option.netToOwner, low: 0, high: option.netToOwner, collectedBy: [], lines: [] });
  return steps;
}

/** Codes the option's breakdown lines cite as collectors, for the page's country names. */
export const collectors = (options: V2Option[]) => new Set(options.flatMap((o) => o.breakdown.flatMap((l) => (l.collectedBy ? [l.collectedBy] : []))));

/** The first line of the company side collected by the company's residence state: the rule that makes it resident there. */
export const residenceLine = (option: V2Option): PathLine | undefined =>
  option.breakdown.find((l) => l.side === "company" && l.collectedBy === option.companyResidence) ?? option.breakdown.find((l) => l.side === "company");

/** What the "no saving while you stay" banner cites: the rule that makes a company managed at home resident at home. */
export interface NoSaving {
  title: string;
  url: string;
}

/** The rule that makes the option's company resident where it is: engine v2's finding, else the company-side line collected there. */
export function residenceRule(option: V2Option): NoSaving | undefined {
  if (option.residence) return { title: option.residence.source.title, url: option.residence.source.url };
  const line = residenceLine(option);
  return line ? { title: line.source.title, url: line.source.url } : undefined;
}

/**
 * "No saving while you stay" is the answer when some option is flagged so by the engine and no
 * other option saves anything without a move or real management abroad. The rule cited is what
 * makes the first flagged option's company resident at home.
 */
export function noSavingWhileYouStay(options: V2Option[], residence: string): NoSaving | null {
  const flagged = options.filter((o) => o.flags.includes("no-saving-while-you-stay"));
  if (!flagged.length) return null;
  const savesAtHome = options.some(
    (o) => o.jurisdiction !== residence && o.savingVsBaseline.amount > 0 && !o.flags.includes("no-saving-while-you-stay") && !(o.requires ?? []).some((r) => r === "relocation" || r === "management-abroad"),
  );
  if (savesAtHome) return null;
  return flagged.map(residenceRule).find((r) => r !== undefined) ?? { title: "", url: "" };
}
