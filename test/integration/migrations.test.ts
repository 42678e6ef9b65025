import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * A migration that rewrites rows is tested on rows as the migrations before it left them, in an
 * empty database of its own (MIGRATION_DB): the shared test database is already at the latest schema.
 */
const upTo = (prefix: string) => env.TEST_MIGRATIONS.filter((m) => m.name < prefix);
const only = (prefix: string) => env.TEST_MIGRATIONS.filter((m) => m.name.startsWith(prefix));

describe("0035: money in integer cents (decision 323)", () => {
  it("turns the services' and the ledger's float dollars into integer cents, and keeps every bid's service", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(db, upTo("0035"));
    const now = Date.now();
    await db.batch([
      db.prepare("INSERT INTO users (id, email, name, password_hash, password_salt, password_iterations, created_at, updated_at) VALUES ('u1', 'a@example.test', 'A', 'h', 's', 1, ?1, ?1)").bind(now),
      db
        .prepare("INSERT INTO jurisdictions (iso3, iso2, slug, name_en, name_tr, region, continent_code, rate_2023, summary_en, summary_tr, tax_authority) VALUES ('CYP', 'CY', 'cyprus', 'Cyprus', 'Kıbrıs', 'europe', 'EU', 12.5, '', '', '')"),
      db.prepare("INSERT INTO inventory_products (id, user_id, name, cost, base_price, tax_percent, price, created_at, updated_at) VALUES ('p1', 'u1', 'Formation', 900.1, 812.5, 18, 958.75, ?1, ?1)").bind(now),
      db.prepare("INSERT INTO inventory_products (id, user_id, name, cost, base_price, tax_percent, price, created_at, updated_at) VALUES ('p2', 'u1', 'Hour', 0, 19.99, 8, 21.59, ?1, ?1)").bind(now),
      db.prepare("INSERT INTO marketplace_requests (id, owner_id, title, description, jurisdiction, kind, budget_min, budget_max, created_at, updated_at) VALUES ('r1', 'u1', 'T', 'D', 'CYP', 'implementation', 100, 200, ?1, ?1)").bind(now),
      db
        .prepare("INSERT INTO marketplace_bids (id, request_id, advisor_id, amount, timeline_days, message, milestones, service_id, created_at, updated_at) VALUES ('b1', 'r1', 'u1', 150, 10, 'm', '[]', 'p1', ?1, ?1)")
        .bind(now),
      db.prepare("INSERT INTO ledger_entries (id, user_id, transaction_id, name, kind, category, amount, status, date) VALUES ('l1', 'u1', 'T1', 'Fee', 'income', 'Income', 9200.37, 'completed', ?1)").bind(now),
      db.prepare("INSERT INTO ledger_entries (id, user_id, transaction_id, name, kind, category, amount, status, date) VALUES ('l2', 'u1', 'T2', 'Courier', 'expense', 'Legal', -120.5, 'pending', ?1)").bind(now),
      db.prepare("INSERT INTO ledger_budgets (user_id, key, amount) VALUES ('u1', 'expenses', 4500), ('u1', 'savings', 0.07)"),
    ]);

    await applyD1Migrations(db, only("0035"));

    const products = await db.prepare("SELECT id, cost, base_price, price, typeof(cost) AS t1, typeof(base_price) AS t2, typeof(price) AS t3 FROM inventory_products ORDER BY id").all();
    expect(products.results).toEqual([
      { id: "p1", cost: 90010, base_price: 81250, price: 95875, t1: "integer", t2: "integer", t3: "integer" },
      { id: "p2", cost: 0, base_price: 1999, price: 2159, t1: "integer", t2: "integer", t3: "integer" },
    ]);
    // Rebuilding inventory_products would have run ON DELETE SET NULL on the bid.
    expect(await db.prepare("SELECT service_id FROM marketplace_bids WHERE id = 'b1'").first("service_id")).toBe("p1");
    const entries = await db.prepare("SELECT id, amount, typeof(amount) AS t, status FROM ledger_entries ORDER BY id").all();
    expect(entries.results).toEqual([
      { id: "l1", amount: 920037, t: "integer", status: "completed" },
      { id: "l2", amount: -12050, t: "integer", status: "pending" },
    ]);
    const budgets = await db.prepare("SELECT key, amount FROM ledger_budgets ORDER BY key").all();
    expect(budgets.results).toEqual([
      { key: "expenses", amount: 450000 },
      { key: "savings", amount: 7 },
    ]);
    // The index the dashboards read by survived the rebuild.
    expect(await db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'ledger_entries_user_date_idx'").first("name")).toBe("ledger_entries_user_date_idx");
    // A new row keeps the NOT NULL rule and the default.
    await db.prepare("INSERT INTO inventory_products (id, user_id, name, created_at, updated_at) VALUES ('p3', 'u1', 'New', ?1, ?1)").bind(now).run();
    expect(await db.prepare("SELECT price FROM inventory_products WHERE id = 'p3'").first("price")).toBe(0);
  });
});
