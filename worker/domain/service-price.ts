/**
 * The price rule of spec §9: basePrice plus taxPercent percent, in integer cents, rounded half up
 * to a cent (decision 323). The percent is taken in thousandths (a rate such as 8.875 % is exact),
 * so the whole rule is integer arithmetic: base × (100 000 + ‰‰) / 100 000 stays below 2^53 for
 * every allowed base (≤ 10^10 cents). Pure and free of server imports so the services editor
 * shows the same figure the server will store.
 */
export function priceOf(basePriceCents: number, taxPercent: number): number {
  const taxThousandths = Math.round(taxPercent * 1000);
  return Math.floor((basePriceCents * (100_000 + taxThousandths) + 50_000) / 100_000);
}

/** The most decimals a tax percent may have (the rule above is exact to them). */
export const TAX_PERCENT_DECIMALS = 3;
