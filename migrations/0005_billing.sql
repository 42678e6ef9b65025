CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`scope` text NOT NULL,
	`request_hash` text NOT NULL,
	`state` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ledger_accounts` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`owner_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_accounts_owner_idx` ON `ledger_accounts` (`owner_id`);--> statement-breakpoint
CREATE TABLE `ledger_overdraft_guard` (
	`account` text,
	CONSTRAINT "ledger_no_overdraft" CHECK("ledger_overdraft_guard"."account" IS NULL)
);
--> statement-breakpoint
CREATE TABLE `ledger_postings` (
	`id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`account` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account`) REFERENCES `ledger_accounts`(`key`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_postings_amount_nonzero" CHECK("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_postings_account_idx` ON `ledger_postings` (`account`,`currency`);--> statement-breakpoint
CREATE INDEX `ledger_postings_transaction_idx` ON `ledger_postings` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `ledger_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`memo` text NOT NULL,
	`ref_type` text NOT NULL,
	`ref_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_once` ON `ledger_transactions` (`kind`,`ref_type`,`ref_id`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_created_idx` ON `ledger_transactions` (`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`ref_id` text NOT NULL,
	`description` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`status` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text,
	`card_brand` text,
	`last4` text,
	`reference` text,
	`instructions` text,
	`failure_code` text,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`succeeded_at` integer,
	`refunded_at` integer,
	`received_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payments_amount_positive" CHECK("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `payments_user_created_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_user_idem_unique` ON `payments` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_live_ref_unique` ON `payments` (`purpose`,`ref_id`) WHERE "payments"."status" IN ('pending', 'succeeded') AND "payments"."purpose" <> 'vip';