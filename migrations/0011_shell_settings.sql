CREATE TABLE `shell_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`layout` text NOT NULL,
	`theme` text NOT NULL,
	`scheme` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `inbox_items` ADD `title_tr` text;--> statement-breakpoint
ALTER TABLE `inbox_items` ADD `description_tr` text;--> statement-breakpoint
ALTER TABLE `activities` ADD `description_tr` text;--> statement-breakpoint
ALTER TABLE `activities` ADD `linked_content_tr` text;