CREATE TABLE `contract_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`uploader_id` text NOT NULL,
	`message_id` text,
	`evidence_for` text,
	`name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `contract_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contract_attachments_contract_idx` ON `contract_attachments` (`contract_id`);--> statement-breakpoint
CREATE INDEX `contract_attachments_message_idx` ON `contract_attachments` (`message_id`);--> statement-breakpoint
CREATE TABLE `contract_disputes` (
	`milestone_id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`opened_by` text NOT NULL,
	`reason` text NOT NULL,
	`evidence` text NOT NULL,
	`opened_at` integer NOT NULL,
	`respond_by` integer NOT NULL,
	`responded_by` text,
	`statement` text,
	`response_evidence` text,
	`responded_at` integer,
	`decision` text,
	`to_advisor` integer,
	`to_client` integer,
	`reasoning` text,
	`decided_by` text,
	`decided_at` integer,
	FOREIGN KEY (`milestone_id`) REFERENCES `contract_milestones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_disputes_contract_idx` ON `contract_disputes` (`contract_id`);--> statement-breakpoint
CREATE TABLE `contract_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_messages_contract_idx` ON `contract_messages` (`contract_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contract_reads` (
	`contract_id` text NOT NULL,
	`user_id` text NOT NULL,
	`read_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_reads_unique` ON `contract_reads` (`contract_id`,`user_id`);