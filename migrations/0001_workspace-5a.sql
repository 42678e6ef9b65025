CREATE TABLE `contact_tags` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_tags_user_idx` ON `contact_tags` (`user_id`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`avatar` text,
	`background` text,
	`emails` text DEFAULT '[]' NOT NULL,
	`phone_numbers` text DEFAULT '[]' NOT NULL,
	`job_title` text,
	`company` text,
	`birthday` text,
	`address` text,
	`notes` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_new` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contacts_user_name_idx` ON `contacts` (`user_id`,`name`);--> statement-breakpoint
CREATE TABLE `inventory_brands` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inventory_brands_slug_unique` ON `inventory_brands` (`slug`);--> statement-breakpoint
CREATE TABLE `inventory_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`parent_id` text,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inventory_categories_slug_unique` ON `inventory_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `inventory_products` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`category` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`sku` text DEFAULT '' NOT NULL,
	`barcode` text DEFAULT '' NOT NULL,
	`brand` text,
	`vendor` text,
	`stock` integer DEFAULT 0 NOT NULL,
	`reserved` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	`base_price` real DEFAULT 0 NOT NULL,
	`tax_percent` real DEFAULT 0 NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`weight` real DEFAULT 0 NOT NULL,
	`thumbnail` text,
	`images` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inventory_products_user_idx` ON `inventory_products` (`user_id`,`name`);--> statement-breakpoint
CREATE TABLE `inventory_tags` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inventory_tags_user_idx` ON `inventory_tags` (`user_id`);--> statement-breakpoint
CREATE TABLE `inventory_vendors` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inventory_vendors_slug_unique` ON `inventory_vendors` (`slug`);--> statement-breakpoint
CREATE TABLE `file_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`folder_id` text,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`mime_type` text,
	`size` integer DEFAULT 0 NOT NULL,
	`description` text,
	`created_by` text NOT NULL,
	`storage_key` text,
	`inline_content` blob,
	`created_at` integer NOT NULL,
	`modified_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `file_items_user_folder_idx` ON `file_items` (`user_id`,`folder_id`);--> statement-breakpoint
CREATE TABLE `mail_labels` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`color` text DEFAULT 'gray' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_labels_user_slug_unique` ON `mail_labels` (`user_id`,`slug`);--> statement-breakpoint
CREATE TABLE `mailbox_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mails` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`folder` text NOT NULL,
	`from_name` text NOT NULL,
	`from_email` text NOT NULL,
	`from_avatar` text,
	`to_addresses` text DEFAULT '[]' NOT NULL,
	`cc_addresses` text DEFAULT '[]' NOT NULL,
	`bcc_addresses` text DEFAULT '[]' NOT NULL,
	`subject` text NOT NULL,
	`content` text NOT NULL,
	`attachments` text DEFAULT '[]' NOT NULL,
	`labels` text DEFAULT '[]' NOT NULL,
	`starred` integer DEFAULT false NOT NULL,
	`important` integer DEFAULT false NOT NULL,
	`unread` integer DEFAULT false NOT NULL,
	`date` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mails_user_folder_date_idx` ON `mails` (`user_id`,`folder`,`date`);