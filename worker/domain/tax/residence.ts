/**
 * Where the company is resident for tax. A company is claimed by the state of incorporation (where
 * its law says so) and by the state where it is effectively managed. An individual who stays at
 * home and runs the company makes a foreign company resident at home in every modelled residence
 * with a management test (UK central management and control, DEU §10 AO, TUR iş merkezi, …).
 * When both states claim it, the treaty tie-breaker decides: the competent authorities (OECD 2017 /
 * MLI Art. 4), or the place of effective management; without a treaty both tax.
 */
import { cite, dayOf } from "./context";
import type { TaxInput } from "./input";
import { COUNTRIES } from "./params";
import { tieBreaker } from "./params/treaties";
import { at, ref } from "./params/types";
import type { CompanyResidenceFinding } from "./types";

export interface OptionShape {
  jurisdiction: string;
  structure: string;
  isBaseline: boolean;
}

/** The state where the owner lives for this option: the company's state when relocating there. */
export const ownerResidenceFor = (input: TaxInput, o: OptionShape) => (input.relocate && !o.isBaseline && input.owner === "individual" ? o.jurisdiction : input.residence);

const HEADLINE_REF = ref("TaxAtlas", "No residence rule modelled for this state: the company is taken to be resident where it is incorporated", "https://taxfoundation.org/data/all/global/corporate-tax-rates-by-country-2025/");

const claimsByIncorporation = (iso3: string, structure: string, year: number) => {
  if (iso3 === "USA" && structure === "llc") return false;
  const c = COUNTRIES[iso3];
  if (!c) return true;
  if (c.company && at(c.company.regime, dayOf(c, year)).kind === "none") return false;
  return at(c.residence, dayOf(c, year)).incorporation;
};

export function companyResidence(input: TaxInput, o: OptionShape): CompanyResidenceFinding {
  const year = input.taxYear;
  const inc = COUNTRIES[o.jurisdiction];
  const incRule = inc ? { ref: inc.residence.ref, text: inc.residence.text } : { ref: HEADLINE_REF, text: HEADLINE_REF.title };
  const own = (reason: CompanyResidenceFinding["reason"]): CompanyResidenceFinding => ({
    country: o.jurisdiction,
    reason,
    alsoClaimedBy: null,
    tieBreaker: null,
    text: incRule.text,
    source: cite(incRule.ref, year),
  });

  if (o.isBaseline) return own("incorporation");

  const home = COUNTRIES[input.residence];
  const runFromHome = input.owner === "individual" && !input.relocate && input.managedFrom === "home";

  // A disregarded single-member US LLC has no residence of its own: its income is the member's.
  if (o.jurisdiction === "USA" && o.structure === "llc" && (!runFromHome || input.residence === "USA")) {
    return {
      country: input.relocate ? "USA" : input.residence,
      reason: "disregarded",
      alsoClaimedBy: null,
      tieBreaker: null,
      text: "A single-member LLC is disregarded for US income tax (Treas. Reg. §301.7701-3): its income is the member's, taxed in the US only if effectively connected with a US trade or business.",
      source: cite(ref("eCFR", "26 CFR §301.7701-3 (classification of certain business entities)", "https://www.ecfr.gov/current/title-26/chapter-I/subchapter-F/part-301/subject-group-ECFR6e2e5a0b5e1b4c7/section-301.7701-3"), year),
    };
  }

  if (!runFromHome) return own(input.relocate || input.owner === "company" ? "incorporation" : "management-abroad");

  // The owner stays and takes the decisions at home.
  const homeManages = home ? at(home.residence, dayOf(home, year)).management : false;
  if (!home || !homeManages || o.jurisdiction === input.residence) return own("incorporation");

  const claimed = claimsByIncorporation(o.jurisdiction, o.structure, year) ? o.jurisdiction : null;
  const tb = claimed ? tieBreaker(input.residence, o.jurisdiction) : null;
  const tbText =
    tb === "mli-map"
      ? ` ${o.jurisdiction} also claims it by incorporation; under the treaty (MLI Art. 4 / OECD Model 2017 Art. 4(3)) the competent authorities decide by mutual agreement, having regard to the place of effective management — here ${input.residence}. Until they agree, no treaty relief: the figures credit the foreign tax at home.`
      : tb === "poem"
        ? ` ${o.jurisdiction} also claims it by incorporation; the treaty's tie-breaker (place of effective management) makes it resident in ${input.residence} only.`
        : tb === "none"
          ? ` ${o.jurisdiction} also claims it by incorporation and no treaty settles the conflict: both states tax, the foreign tax credited at home where the home state allows it.`
          : "";
  return {
    country: input.residence,
    reason: "management-at-home",
    alsoClaimedBy: claimed,
    tieBreaker: tb,
    text: `You stay in ${input.residence} and run the company from there: ${home.residence.text}${tbText}`,
    source: cite(home.residence.ref, year),
  };
}

/** The home state's rule, for the report's sources list. */
export const residenceRefOf = (iso3: string) => COUNTRIES[iso3]?.residence.ref;
