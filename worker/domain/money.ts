/**
 * Money is integer minor units — cents — in D1 and in every sum (decisions 045, 323). The spec's
 * product and dashboard shapes show dollars on the wire, so those two convert here, once, at the
 * boundary. Client-safe and free of dependencies: the services editor previews with the same rules.
 */
export const toDollars = (cents: number) => cents / 100;

/** A typed dollar amount ("5,000.50", "$ 120") as a number; NaN when it is not one. */
export const parseDollars = (text: string) => Number(text.replace(/[\s,$]/g, ""));

/** Cents of a dollar amount that has at most two decimals (the wire's input is checked for that first). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** True when `n` has at most `places` decimals (within float noise: 19.99 * 100 is 1998.9999999999998). */
export const hasAtMostDecimals = (n: number, places: number) => {
  const scaled = n * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

