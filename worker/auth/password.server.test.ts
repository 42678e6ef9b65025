import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashPassword, PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("stays within the production PBKDF2 cap of 100,000 iterations", () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it("hashes with a per-user salt and verifies only the right password", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a.iterations).toBe(PBKDF2_ITERATIONS);
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
  });

  it("refuses to derive above the cap", async () => {
    const stored = await hashPassword("whatever1");
    await expect(verifyPassword("whatever1", { ...stored, iterations: 100_001 })).rejects.toThrow(/cap/);
  });

  it("compares in constant time over the whole length", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
