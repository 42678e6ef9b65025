ALTER TABLE `contract_milestones` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `contract_milestones` ADD `reminders_sent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `contract_milestones_status_submitted_idx` ON `contract_milestones` (`status`,`submitted_at`);--> statement-breakpoint
ALTER TABLE `marketplace_requests` ADD `expires_at` integer;--> statement-breakpoint
CREATE INDEX `marketplace_requests_expiry_idx` ON `marketplace_requests` (`status`,`expires_at`);--> statement-breakpoint
-- Issue 31 clocks: open requests get 30 days from now (or from posting, if later); work already submitted starts its 14 days at its last change.
UPDATE `marketplace_requests` SET `expires_at` = MAX(`created_at`, CAST(unixepoch('subsec') * 1000 AS INTEGER)) + 2592000000 WHERE `status` = 'open';--> statement-breakpoint
UPDATE `contract_milestones` SET `submitted_at` = `updated_at` WHERE `status` = 'submitted';
