import { complianceSeed } from "./seed/compliance";
import { contactsSeed } from "./seed/contacts";
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, demoIds } from "./seed/demo-accounts";
import { buildShellSeed } from "./seed/shell";
import { fileManagerSeed } from "./seed/file-manager";
import { inventorySeed } from "./seed/inventory";
import { mailboxSeed } from "./seed/mailbox";
import { marketplaceSeed } from "./seed/marketplace";
import { buildDashboardsSeed } from "./seed/dashboards";
import { buildNotesSeed } from "./seed/notes";
import { buildScrumboardSeed } from "./seed/scrumboard";
import { buildTaskSeed } from "./seed/tasks";
import { academySeedStatements } from "./seed/academy";
import { catalogSeedStatements } from "./seed/catalog";
import { helpCenterSeedStatements } from "./seed/help-center";
import { professionalsSeedStatements } from "./seed/professionals";
import { insertOrIgnore } from "./seed/sql";

/**
 * The idempotent seed as SQL statements (INSERT … ON CONFLICT DO NOTHING), so the same source
 * feeds `wrangler d1 execute` locally and `env.DB.batch` in tests. Runs in Node and workerd
 * (WebCrypto in both).
 */
export async function buildSeedStatements(now = Date.now()): Promise<string[]> {
  const statements: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const { password } = account;
    statements.push(
      insertOrIgnore("users", {
        id: account.id,
        email: account.email,
        name: account.name,
        avatar: null,
        status: "online",
        role: account.role,
        current_role: null,
        password_hash: password.hash,
        password_salt: password.salt,
        password_iterations: password.iterations,
        created_at: now,
        updated_at: now,
      }),
    );
  }
  // The demo admin signs in with a second factor (issue 30: admins must have one).
  statements.push(insertOrIgnore("user_totp", { user_id: demoIds.admin, secret: DEMO_ADMIN_TOTP_SECRET, enabled_at: now, last_step: null, created_at: now }));
  // Public catalogue and advisor profiles first: workspace rows may reference those accounts.
  statements.push(
    ...catalogSeedStatements(),
    ...professionalsSeedStatements(now),
    ...academySeedStatements(now),
    ...helpCenterSeedStatements(),
  );
  statements.push(...buildShellSeed(now));
  // Workspace data of the demo accounts (after the users: every row references one).
  statements.push(...contactsSeed(now), ...inventorySeed(now), ...fileManagerSeed(now), ...mailboxSeed(now));
  statements.push(...buildTaskSeed(now), ...buildNotesSeed(now), ...buildScrumboardSeed(now), ...buildDashboardsSeed(now));
  statements.push(...complianceSeed(now));
  statements.push(...marketplaceSeed(now));
  return statements;
}
