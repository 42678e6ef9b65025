CREATE TABLE `contract_events` (
	`id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`milestone_id` text,
	`actor_id` text,
	`kind` text NOT NULL,
	`amount` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_events_contract_idx` ON `contract_events` (`contract_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contract_milestones` (
	`id` text PRIMARY KEY NOT NULL,
	`contract_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'unfunded' NOT NULL,
	`payment_id` text,
	`to_advisor` integer,
	`to_client` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_milestones_position_unique` ON `contract_milestones` (`contract_id`,`position`);--> statement-breakpoint
CREATE TABLE `contracts` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`bid_id` text NOT NULL,
	`client_id` text NOT NULL,
	`advisor_id` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`commission_bp` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `marketplace_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bid_id`) REFERENCES `marketplace_bids`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advisor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_request_id_unique` ON `contracts` (`request_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_bid_id_unique` ON `contracts` (`bid_id`);--> statement-breakpoint
CREATE INDEX `contracts_client_idx` ON `contracts` (`client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `contracts_advisor_idx` ON `contracts` (`advisor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `marketplace_bids` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`advisor_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`timeline_days` integer NOT NULL,
	`message` text NOT NULL,
	`service_id` text,
	`milestones` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `marketplace_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`advisor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `inventory_products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `marketplace_bids_active_unique` ON `marketplace_bids` (`request_id`,`advisor_id`) WHERE status IN ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX `marketplace_bids_advisor_idx` ON `marketplace_bids` (`advisor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `marketplace_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`jurisdiction` text NOT NULL,
	`structure` text,
	`report_id` text,
	`kind` text NOT NULL,
	`budget_min` integer NOT NULL,
	`budget_max` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`deadline` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`jurisdiction`) REFERENCES `jurisdictions`(`iso3`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`structure`) REFERENCES `structures`(`slug`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`report_id`) REFERENCES `tax_reports`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `marketplace_requests_status_idx` ON `marketplace_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `marketplace_requests_owner_idx` ON `marketplace_requests` (`owner_id`,`created_at`);