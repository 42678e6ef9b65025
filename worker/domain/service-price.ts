/**
 * The price rule of spec §9: basePrice plus taxPercent percent, rounded to cents. Pure and free of
 * server imports so the services editor shows the same figure the server will store.
 */
export function priceOf(basePrice: number, taxPercent: number): number {
  return Math.round((basePrice * (1 + taxPercent / 100) + Number.EPSILON) * 100) / 100;
}
