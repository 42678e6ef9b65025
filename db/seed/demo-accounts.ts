import type { PasswordHash } from "#worker/auth/password.server";
import type { Role } from "#db/schema";

/** Local development and tests only (PRODUCT.md); created by the seed, never by a migration. */
export const DEMO_PASSWORD = "taxatlas-demo-2026";

/**
 * PBKDF2 hashes of DEMO_PASSWORD (100,000 iterations, own salt per account), computed once with
 * `hashPassword` and kept here so seeding costs no key derivation (tests seed every vitest worker).
 * test/unit/demo-accounts.test.ts verifies each one; regenerate them if the password changes.
 */
export const DEMO_ACCOUNTS: { id: string; email: string; name: string; role: Role; password: PasswordHash }[] = [
  {
    id: "usr_demo_user",
    email: "user@taxatlas.test",
    name: "Alex Morgan",
    role: "user",
    password: { hash: "uThdWAfx/TJyXTtnFQThoAYCwL17hzs5MxJ5rDHLyOM=", salt: "1WKnRkW/deWP59aW9/z6Aw==", iterations: 100_000 },
  },
  {
    id: "usr_demo_advisor",
    email: "advisor@taxatlas.test",
    name: "Elif Kaya",
    role: "advisor",
    password: { hash: "74fxkfDpcctDH/7Of/K4U/jdt60Mo4VvXrt3FEKAyAM=", salt: "oK//mAYTDScD2XZhuNsrQg==", iterations: 100_000 },
  },
  {
    id: "usr_demo_admin",
    email: "admin@taxatlas.test",
    name: "Sam Whitaker",
    role: "admin",
    password: { hash: "gQ+x/a2y55T5zYjcuXduGu7keuZYUkcRg3FLGZuW+cQ=", salt: "IEO54kd7ZQT8EPtRO89o9w==", iterations: 100_000 },
  },
];

export const demoIds = {
  user: DEMO_ACCOUNTS.find((a) => a.role === "user")!.id,
  advisor: DEMO_ACCOUNTS.find((a) => a.role === "advisor")!.id,
  admin: DEMO_ACCOUNTS.find((a) => a.role === "admin")!.id,
};

/**
 * Issue 30: admins must have a second factor before any admin action, so the demo admin has TOTP
 * on from the seed. Local development and tests only: add this secret to an authenticator app
 * (or run `npx tsx -e "import('./worker/auth/totp.server.ts').then(m => console.log(m.totpCode('<secret>')))"`)
 * to sign in as admin@taxatlas.test. Never used outside the local seed.
 */
export const DEMO_ADMIN_TOTP_SECRET = "KRQXQQLUNRQXGRDFNVXUCZDNNFXFIT3U";
