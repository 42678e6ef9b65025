import type { Currency, Param } from "./types";
import { param, ref } from "./types";

const ecb = ref("European Central Bank", "Euro foreign exchange reference rates, 2024 annual averages (USD 1.0824, GBP 0.84662, CHF 0.9526, PLN 4.3058, SEK 11.4325, HUF 395.30, TRY 35.5734, CAD 1.4821, AUD 1.6397, SGD 1.4458, HKD 8.4454, BGN 1.95583 per EUR)", "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html");
const cbuae = ref("Central Bank of the UAE", "AED pegged to the US dollar at AED 3.6725 per USD", "https://www.centralbank.ae/en/our-operations/monetary-policy/");
const nbg = ref("National Bank of Georgia", "Official exchange rates, 2024 average (about GEL 2.72 per USD)", "https://nbg.gov.ge/en/monetary-policy/currency");

const EUR_USD = 1.0824;
/** USD per unit of the currency, from the ECB's per-EUR rates (USD 1.0824 per EUR). */
const viaEur = (perEur: number) => EUR_USD / perEur;

/** USD per unit; one dated value (the 2024 average is used for 2025 and 2026 until a later average is added). */
export const FX: Record<Currency, Param<number>> = {
  USD: param("fx:USD", ecb, "US dollar.", [["2025-01-01", 1]]),
  EUR: param("fx:EUR", ecb, "USD 1.0824 per EUR.", [["2025-01-01", EUR_USD]]),
  GBP: param("fx:GBP", ecb, "GBP 0.84662 per EUR.", [["2025-01-01", viaEur(0.84662)]]),
  CHF: param("fx:CHF", ecb, "CHF 0.9526 per EUR.", [["2025-01-01", viaEur(0.9526)]]),
  PLN: param("fx:PLN", ecb, "PLN 4.3058 per EUR.", [["2025-01-01", viaEur(4.3058)]]),
  SEK: param("fx:SEK", ecb, "SEK 11.4325 per EUR.", [["2025-01-01", viaEur(11.4325)]]),
  HUF: param("fx:HUF", ecb, "HUF 395.30 per EUR.", [["2025-01-01", viaEur(395.3)]]),
  TRY: param("fx:TRY", ecb, "TRY 35.5734 per EUR.", [["2025-01-01", viaEur(35.5734)]]),
  CAD: param("fx:CAD", ecb, "CAD 1.4821 per EUR.", [["2025-01-01", viaEur(1.4821)]]),
  AUD: param("fx:AUD", ecb, "AUD 1.6397 per EUR.", [["2025-01-01", viaEur(1.6397)]]),
  SGD: param("fx:SGD", ecb, "SGD 1.4458 per EUR.", [["2025-01-01", viaEur(1.4458)]]),
  HKD: param("fx:HKD", ecb, "HKD 8.4454 per EUR.", [["2025-01-01", viaEur(8.4454)]]),
  BGN: param("fx:BGN", ecb, "BGN 1.95583 per EUR (fixed).", [["2025-01-01", viaEur(1.95583)]]),
  AED: param("fx:AED", cbuae, "AED 3.6725 per USD (peg).", [["2025-01-01", 1 / 3.6725]]),
  GEL: param("fx:GEL", nbg, "GEL 2.72 per USD.", [["2025-01-01", 1 / 2.72]]),
};
