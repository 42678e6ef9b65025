CREATE TABLE `compliance_mail_reminders` (
	`filing_id` text NOT NULL,
	`days_before` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`filing_id`, `days_before`)
);
--> statement-breakpoint
CREATE TABLE `mail_known_devices` (
	`user_id` text NOT NULL,
	`device` text NOT NULL,
	`first_seen_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `device`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mail_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`locale` text,
	`email_off` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `html` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `props` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `locale_fixed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `status` text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `enqueued_at` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `lease_until` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_pending_idx` ON `mail_outbox` (`status`,`enqueued_at`);