CREATE TABLE `rule_change_notices` (
	`report_id` text NOT NULL,
	`param_id` text NOT NULL,
	`fingerprint` text NOT NULL,
	`user_id` text NOT NULL,
	`tax_year` integer NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	PRIMARY KEY(`report_id`, `param_id`, `fingerprint`),
	FOREIGN KEY (`report_id`) REFERENCES `tax_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rule_change_notices_user_idx` ON `rule_change_notices` (`user_id`);--> statement-breakpoint
CREATE TABLE `rule_fingerprints` (
	`param_id` text PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL,
	`values` text NOT NULL,
	`updated_at` integer NOT NULL
);
