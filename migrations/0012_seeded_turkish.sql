ALTER TABLE `shortcuts` ADD `label_tr` text;--> statement-breakpoint
ALTER TABLE `shortcuts` ADD `description_tr` text;--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `value_tr` text;--> statement-breakpoint
ALTER TABLE `chats` ADD `last_message_tr` text;--> statement-breakpoint
ALTER TABLE `inventory_brands` ADD `name_tr` text;--> statement-breakpoint
ALTER TABLE `inventory_categories` ADD `name_tr` text;--> statement-breakpoint
ALTER TABLE `inventory_products` ADD `name_tr` text;--> statement-breakpoint
ALTER TABLE `inventory_products` ADD `description_tr` text;--> statement-breakpoint
ALTER TABLE `inventory_vendors` ADD `name_tr` text;--> statement-breakpoint
ALTER TABLE `note_labels` ADD `title_tr` text;--> statement-breakpoint
ALTER TABLE `notes` ADD `title_tr` text;--> statement-breakpoint
ALTER TABLE `notes` ADD `content_tr` text;--> statement-breakpoint
ALTER TABLE `task_tags` ADD `title_tr` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `title_tr` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `notes_tr` text;