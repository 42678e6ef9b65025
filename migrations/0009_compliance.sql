CREATE TABLE `compliance_entities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`jurisdiction` text NOT NULL,
	`structure` text NOT NULL,
	`incorporation_date` text NOT NULL,
	`fiscal_year_end` text NOT NULL,
	`registered_agent` text,
	`nominee_director` integer DEFAULT false NOT NULL,
	`contract_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `compliance_entities_user_idx` ON `compliance_entities` (`user_id`);--> statement-breakpoint
CREATE TABLE `compliance_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_feeds_token_hash_unique` ON `compliance_feeds` (`token_hash`);--> statement-breakpoint
CREATE TABLE `compliance_filings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`entity_id` text NOT NULL,
	`rule_id` text NOT NULL,
	`occurrence_key` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`period` text NOT NULL,
	`due_date` text NOT NULL,
	`fee_amount` integer,
	`fee_currency` text,
	`filed_at` text,
	`document_ids` text DEFAULT '[]' NOT NULL,
	`due_soon_notified_at` integer,
	`overdue_notified_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entity_id`) REFERENCES `compliance_entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_filings_occurrence_unique` ON `compliance_filings` (`entity_id`,`occurrence_key`);--> statement-breakpoint
CREATE INDEX `compliance_filings_user_due_idx` ON `compliance_filings` (`user_id`,`due_date`);--> statement-breakpoint
CREATE TABLE `document_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`folder_id` text NOT NULL,
	`advisor_id` text NOT NULL,
	`access` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`folder_id`) REFERENCES `file_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advisor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_shares_folder_advisor_unique` ON `document_shares` (`folder_id`,`advisor_id`);--> statement-breakpoint
CREATE INDEX `document_shares_advisor_idx` ON `document_shares` (`advisor_id`);