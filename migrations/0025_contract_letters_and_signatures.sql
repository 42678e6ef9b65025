CREATE TABLE `contract_letters` (
	`contract_id` text PRIMARY KEY NOT NULL,
	`locale` text NOT NULL,
	`content` text NOT NULL,
	`pdf` text NOT NULL,
	`sha256` text NOT NULL,
	`signed_pdf` text,
	`signed_sha256` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_letters_sha256_idx` ON `contract_letters` (`sha256`);--> statement-breakpoint
CREATE INDEX `contract_letters_signed_sha256_idx` ON `contract_letters` (`signed_sha256`);--> statement-breakpoint
CREATE TABLE `contract_signatures` (
	`id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`party` text NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`method` text DEFAULT 'typed' NOT NULL,
	`ip` text,
	`user_agent` text,
	`document_sha256` text,
	`signed_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_signatures_party_unique` ON `contract_signatures` (`contract_id`,`party`);--> statement-breakpoint
ALTER TABLE `contracts` ADD `locale` text DEFAULT 'en' NOT NULL;