CREATE TABLE `contract_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`side` text NOT NULL,
	`reviewer_id` text NOT NULL,
	`subject_id` text NOT NULL,
	`ratings` text NOT NULL,
	`score` real NOT NULL,
	`comment` text NOT NULL,
	`private_note` text,
	`response` text,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subject_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_reviews_side_unique` ON `contract_reviews` (`contract_id`,`side`);--> statement-breakpoint
CREATE INDEX `contract_reviews_subject_idx` ON `contract_reviews` (`subject_id`,`side`);--> statement-breakpoint
ALTER TABLE `contracts` ADD `ended_at` integer;--> statement-breakpoint
-- Contracts that ended before this migration: their last change is when they ended.
UPDATE `contracts` SET `ended_at` = `updated_at` WHERE `status` IN ('completed', 'cancelled');
