CREATE TABLE `inbox_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`icon` text,
	`image` text,
	`link` text,
	`use_router` integer DEFAULT false NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`seen` integer DEFAULT false NOT NULL,
	`time` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inbox_items_user_kind_time_idx` ON `inbox_items` (`user_id`,`kind`,`time`);--> statement-breakpoint
CREATE TABLE `shortcuts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`icon` text NOT NULL,
	`link` text NOT NULL,
	`use_router` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shortcuts_user_idx` ON `shortcuts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`sender_id` text NOT NULL,
	`value` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_messages_conversation_idx` ON `chat_messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `chats` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`contact_id` text NOT NULL,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`muted` integer DEFAULT false NOT NULL,
	`last_message` text,
	`last_message_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chats_owner_contact_unique` ON `chats` (`owner_id`,`contact_id`);--> statement-breakpoint
CREATE INDEX `chats_conversation_idx` ON `chats` (`conversation_id`);