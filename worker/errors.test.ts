import { describe, expect, it } from "vitest";
import { isStorageFailure } from "./errors";

// Issue 18 defect 6: only real D1/KV unavailability is "retry later" (503); a query bug is ours (500).
describe("isStorageFailure", () => {
  it("recognises D1 and KV outages", () => {
    for (const message of [
      "D1_ERROR: Network connection lost.",
      "D1_ERROR: D1 DB is overloaded. Requests queued for too long.",
      "D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.",
      "D1_ERROR: Cannot resolve D1 DB due to transient issue on remote node.",
      "D1_ERROR: storage unavailable",
      "KV GET failed: 503 Service Unavailable",
      "KV PUT failed: 429 Too Many Requests",
    ]) {
      expect(isStorageFailure(new Error(message)), message).toBe(true);
      expect(isStorageFailure(new Error("Failed query: select 1", { cause: new Error(message) })), message).toBe(true);
    }
  });

  it("does not label query bugs or other errors as outages", () => {
    for (const message of [
      "D1_ERROR: too many SQL variables at offset 412: SQLITE_ERROR",
      "D1_ERROR: no such table: no_such_table: SQLITE_ERROR",
      "D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT",
      "No values to set",
      "Cannot read properties of undefined (reading 'kv')",
    ]) {
      expect(isStorageFailure(new Error(message)), message).toBe(false);
      expect(isStorageFailure(new Error("Failed query: insert …", { cause: new Error(message) })), message).toBe(false);
    }
  });
});
