CREATE TABLE `billing_guard` (
	`reason` text,
	CONSTRAINT "billing_guard_refused" CHECK("billing_guard"."reason" IS NULL)
);
--> statement-breakpoint
CREATE TABLE `payment_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`requested_by` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`provider_ref` text,
	`failure_code` text,
	`idempotency_key` text,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_refunds_live_unique` ON `payment_refunds` (`payment_id`) WHERE "payment_refunds"."status" IN ('processing', 'succeeded');--> statement-breakpoint
CREATE INDEX `payment_refunds_status_created_idx` ON `payment_refunds` (`status`,`created_at`);--> statement-breakpoint
DROP INDEX `payments_live_ref_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_live_ref_unique` ON `payments` (`purpose`,`ref_id`) WHERE "payments"."status" IN ('processing', 'pending', 'succeeded') AND "payments"."purpose" <> 'vip';--> statement-breakpoint
CREATE UNIQUE INDEX `file_items_name_unique` ON `file_items` (`user_id`,coalesce("folder_id", ''),lower("name"));