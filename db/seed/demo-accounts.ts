import type { Role } from "../schema";

/** Local development and tests only (PRODUCT.md); created by the seed, never by a migration. */
export const DEMO_PASSWORD = "taxatlas-demo-2026";

export const DEMO_ACCOUNTS: { id: string; email: string; name: string; role: Role }[] = [
  { id: "usr_demo_user", email: "user@taxatlas.test", name: "Alex Morgan", role: "user" },
  { id: "usr_demo_advisor", email: "advisor@taxatlas.test", name: "Elif Kaya", role: "advisor" },
  { id: "usr_demo_admin", email: "admin@taxatlas.test", name: "Sam Whitaker", role: "admin" },
];

export const demoIds = {
  user: DEMO_ACCOUNTS.find((a) => a.role === "user")!.id,
  advisor: DEMO_ACCOUNTS.find((a) => a.role === "advisor")!.id,
  admin: DEMO_ACCOUNTS.find((a) => a.role === "admin")!.id,
};
