-- Decision 323: the advisor's priced services and the dashboards' ledger held money as floating-point
-- dollars; money is integer minor units (cents) everywhere in D1, as decision 045 says.
-- ROUND(x * 100) is exact for amounts that had at most two decimals, the nearest cent otherwise.
-- inventory_products is converted column by column (add an integer twin, fill it, drop the old,
-- take its name), not rebuilt as drizzle-kit proposes: dropping the table would run its ON DELETE
-- SET NULL on every bid's service_id. Nothing references the two ledger tables: they are rebuilt.
ALTER TABLE `inventory_products` ADD `cost_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `inventory_products` SET `cost_cents` = CAST(ROUND(`cost` * 100) AS INTEGER);
--> statement-breakpoint
ALTER TABLE `inventory_products` DROP COLUMN `cost`;
--> statement-breakpoint
ALTER TABLE `inventory_products` RENAME COLUMN `cost_cents` TO `cost`;
--> statement-breakpoint
ALTER TABLE `inventory_products` ADD `base_price_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `inventory_products` SET `base_price_cents` = CAST(ROUND(`base_price` * 100) AS INTEGER);
--> statement-breakpoint
ALTER TABLE `inventory_products` DROP COLUMN `base_price`;
--> statement-breakpoint
ALTER TABLE `inventory_products` RENAME COLUMN `base_price_cents` TO `base_price`;
--> statement-breakpoint
ALTER TABLE `inventory_products` ADD `price_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `inventory_products` SET `price_cents` = CAST(ROUND(`price` * 100) AS INTEGER);
--> statement-breakpoint
ALTER TABLE `inventory_products` DROP COLUMN `price`;
--> statement-breakpoint
ALTER TABLE `inventory_products` RENAME COLUMN `price_cents` TO `price`;
--> statement-breakpoint
CREATE TABLE `__new_ledger_budgets` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_ledger_budgets`("user_id", "key", "amount") SELECT "user_id", "key", CAST(ROUND("amount" * 100) AS INTEGER) FROM `ledger_budgets`;
--> statement-breakpoint
DROP TABLE `ledger_budgets`;
--> statement-breakpoint
ALTER TABLE `__new_ledger_budgets` RENAME TO `ledger_budgets`;
--> statement-breakpoint
CREATE TABLE `__new_ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`transaction_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`date` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_ledger_entries`("id", "user_id", "transaction_id", "name", "kind", "category", "amount", "status", "date") SELECT "id", "user_id", "transaction_id", "name", "kind", "category", CAST(ROUND("amount" * 100) AS INTEGER), "status", "date" FROM `ledger_entries`;
--> statement-breakpoint
DROP TABLE `ledger_entries`;
--> statement-breakpoint
ALTER TABLE `__new_ledger_entries` RENAME TO `ledger_entries`;
--> statement-breakpoint
CREATE INDEX `ledger_entries_user_date_idx` ON `ledger_entries` (`user_id`,`date`);
