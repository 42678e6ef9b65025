/**
 * Tax treaties between the covered pairs, as far as the engine uses them: whether a treaty exists
 * (for the residence tie-breaker and for treaty withholding rates), whether the dual-residence
 * tie-breaker is the competent-authority procedure (OECD Model 2017 / MLI Art. 4) or the place of
 * effective management, and the treaty dividend rates that are lower than domestic law.
 */
import type { Ref } from "./types";
import { ref } from "./types";

export const TREATY_REF: Ref = ref("OECD", "Model Tax Convention on Income and on Capital 2017, Art. 4(3) (dual-resident companies: mutual agreement) and Art. 10(2) (dividends: 5 % / 15 %); Multilateral Instrument (MLI) Art. 4 and its matching database", "https://www.oecd.org/en/topics/sub-issues/mli-multilateral-instrument.html");

const key = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** States without comprehensive income tax treaties (beyond exchange-of-information agreements). */
const NO_TREATIES = new Set(["VGB", "CYM", "BMU"]);

/**
 * Covered pairs without a treaty in force (the engine's reading of the national treaty lists). Not
 * here because a treaty is in force: the US with Latvia and Estonia (in force 2000), Bulgaria (2008)
 * and Malta (2010), IRS Publication 901's table; Germany with Montenegro, which applies the 1987
 * treaty with Yugoslavia (BMF, Stand der Doppelbesteuerungsabkommen).
 */
const NO_TREATY_PAIRS = new Set(
  [
    ["DEU", "ARE"], // the Germany–UAE treaty expired on 31 Dec 2021
    ["USA", "ARE"], ["USA", "HKG"], ["USA", "SGP"], ["USA", "PAN"], ["USA", "HUN"], // US–Hungary treaty terminated 2024
    ["DEU", "HKG"], ["DEU", "PAN"], ["GBR", "HKG"], ["AUS", "HKG"], ["SWE", "HKG"], ["POL", "HKG"], ["TUR", "HKG"],
    ["CAN", "PAN"], ["AUS", "PAN"], ["SWE", "PAN"], ["TUR", "PAN"], ["CHE", "PAN"], ["BEL", "PAN"], ["AUT", "PAN"], ["POL", "PAN"],
    // The US–USSR treaty of 1973 still applies to Georgia but has no dividend article: no treaty rate.
    ["AUS", "GEO"], ["CAN", "GEO"], ["USA", "GEO"], ["USA", "MNE"], ["CYP", "PAN"], ["CYP", "HKG"], ["CYP", "AUS"],
  ].map(([a, b]) => key(a, b)),
);

export function hasTreaty(a: string, b: string): boolean {
  if (a === b) return false;
  if (NO_TREATIES.has(a) || NO_TREATIES.has(b)) return false;
  return !NO_TREATY_PAIRS.has(key(a, b));
}

/** States that apply MLI Art. 4 (or have OECD 2017 wording): a dual-resident company's residence is settled by the competent authorities. */
const MAP_TIE_BREAKER = new Set(["GBR", "AUS", "NLD", "IRL", "CAN", "ARE", "CYP", "MLT", "LUX", "POL", "SGP", "TUR", "HUN", "BGR", "GEO", "PRT", "ESP", "ITA", "FRA", "BEL", "AUT", "SWE", "DEU"]);

/** How the treaty between the home state and the state of incorporation settles dual residence. */
export function tieBreaker(home: string, incorporation: string): "mli-map" | "poem" | "none" {
  if (!hasTreaty(home, incorporation)) return "none";
  // The US treaties leave a dual-resident company without treaty residence (US Model Art. 4(4)); both tax.
  if (home === "USA" || incorporation === "USA") return "none";
  return MAP_TIE_BREAKER.has(home) && MAP_TIE_BREAKER.has(incorporation) ? "mli-map" : "poem";
}

/** Source states whose treaties cut dividend withholding on individuals to 15 % (OECD Art. 10(2)(b)); Türkiye–US 20 %, Bulgaria–US 10 %. */
const PORTFOLIO_15 = new Set(["USA", "CHE", "PRT", "DEU", "AUT", "BEL", "ESP", "ITA", "POL", "SWE", "CAN", "AUS"]);

/** Treaty rate on dividends to an individual resident in `residence`, or null when no lower treaty rate applies. */
export function treatyDividendRateIndividual(source: string, residence: string): number | null {
  if (!hasTreaty(source, residence) || !PORTFOLIO_15.has(source)) return null;
  if (source === "USA" && residence === "TUR") return 20;
  // US–Bulgaria treaty (2007) Art. 10(2)(b): 10 % on other dividends.
  if (source === "USA" && residence === "BGR") return 10;
  return 15;
}

/** Treaty rate on dividends to a company holding 10 % or more (OECD Art. 10(2)(a)). */
export function treatyDividendRateCompany(source: string, residence: string): number | null {
  return hasTreaty(source, residence) ? 5 : null;
}
