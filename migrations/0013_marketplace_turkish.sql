ALTER TABLE `contract_milestones` ADD `title_tr` text;--> statement-breakpoint
ALTER TABLE `marketplace_bids` ADD `message_tr` text;--> statement-breakpoint
ALTER TABLE `marketplace_bids` ADD `milestone_titles_tr` text;--> statement-breakpoint
ALTER TABLE `marketplace_requests` ADD `title_tr` text;--> statement-breakpoint
ALTER TABLE `marketplace_requests` ADD `description_tr` text;