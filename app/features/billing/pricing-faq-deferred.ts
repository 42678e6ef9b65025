import { deferred } from "#app/lib/deferred";
import type { PricingFaqList as PricingFaqListType } from "./pricing-faq";

/**
 * The FAQ accordion of /pricing outside the page's first-load JS (the Radix accordion, collapsible,
 * collection and presence are ≈ 9 KiB gzip that only a click on a question needs; decision 281).
 * The server's HTML is the accordion's, unchanged.
 */
export const PricingFaq = deferred<typeof PricingFaqListType>("PricingFaq", () => import("./pricing-faq").then((m) => m.PricingFaqList), { placeholder: "none" });
