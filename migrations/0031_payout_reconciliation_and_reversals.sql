ALTER TABLE `advisor_payouts` ADD `reversed_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `advisor_payouts_status_created_idx` ON `advisor_payouts` (`status`,`created_at`);