import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { PBKDF2_MAX_ITERATIONS, verifyPassword } from "#worker/auth/password.server";

// The seed stores precomputed hashes (no key derivation per seeding): they must stay real ones.
describe("demo account password hashes", () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))("%s verifies the demo password and nothing else", async (_email, account) => {
    expect(account.password.iterations).toBeGreaterThan(0);
    expect(account.password.iterations).toBeLessThanOrEqual(PBKDF2_MAX_ITERATIONS);
    expect(await verifyPassword(DEMO_PASSWORD, account.password)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, account.password)).toBe(false);
  });

  it("each account has its own salt", () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.password.salt)).size).toBe(DEMO_ACCOUNTS.length);
  });
});
