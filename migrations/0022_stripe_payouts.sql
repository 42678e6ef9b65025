CREATE TABLE `advisor_payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`advisor_id` text NOT NULL,
	`contract_id` text NOT NULL,
	`milestone_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`transfer_group` text NOT NULL,
	`provider_ref` text,
	`failure_code` text,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`advisor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "advisor_payouts_amount_positive" CHECK("advisor_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `advisor_payouts_live_unique` ON `advisor_payouts` (`milestone_id`) WHERE "advisor_payouts"."status" IN ('processing', 'paid');--> statement-breakpoint
CREATE INDEX `advisor_payouts_advisor_idx` ON `advisor_payouts` (`advisor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payout_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`account_ref` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_ref_unique` ON `payout_accounts` (`account_ref`);--> statement-breakpoint
CREATE TABLE `processed_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
