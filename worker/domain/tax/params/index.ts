import { ARE } from "./are";
import { CYP } from "./cyp";
import type { CountryRules } from "./country";
import { DEU } from "./deu";
import { EST } from "./est";
import { GBR } from "./gbr";
import { GEO } from "./geo";
import { BGR } from "./bgr";
import { MLT } from "./mlt";
import { HUN } from "./hun";
import { IRL } from "./irl";
import { NLD } from "./nld";
import { USA } from "./usa";
import { TUR } from "./tur";
import { BMU, CYM, PAN, VGB } from "./havens";
import { HKG, SGP } from "./asia";
import { LUX } from "./lux";
import { CHE } from "./che";
import { PRT } from "./prt";
import { MNE } from "./mne";
import { FRA } from "./fra";
import { ESP } from "./esp";
import { ITA } from "./ita";
import { AUT } from "./aut";
import { BEL } from "./bel";
import { POL } from "./pol";
import { SWE } from "./swe";
import { CAN } from "./can";
import { AUS } from "./aus";
import { LVA } from "./lva";
/** Every state the engine models beyond the headline rate. */
export const COUNTRIES: Record<string, CountryRules> = Object.fromEntries(
  [ARE, AUS, AUT, BEL, BGR, BMU, CAN, CHE, CYM, CYP, DEU, ESP, EST, FRA, GBR, GEO, HKG, HUN, IRL, ITA, LUX, LVA, MLT, MNE, NLD, PAN, POL, PRT, SGP, SWE, TUR, USA, VGB].map((c) => [c.iso3, c]),
);

/** Owner residences modelled in full (issue 27). */
export const FULL_RESIDENCES = ["DEU", "GBR", "USA", "FRA", "NLD", "ESP", "ITA", "TUR", "CHE", "AUT", "BEL", "POL", "SWE", "CAN", "AUS", "IRL", "ARE", "CYP"] as const;

/** Moving (issue 32): destination regimes, exit taxes, trailing liabilities, residence tests (every Param reachable for the rules explorer). */
export { CHE_FEDERAL_TARIFF, DESTINATION_INCOME_TAX, DESTINATION_REGIMES, DEU_EXTENDED_LIABILITY, DEU_INCOME_TAX, ESP_TAX_HAVEN_RULE, EU_EEA, EXIT_TAXES, MLT_GRP, RESIDENCE_TESTS } from "./relocation";
