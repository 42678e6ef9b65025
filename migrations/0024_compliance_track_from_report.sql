ALTER TABLE `compliance_entities` ADD `foreign_owned` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `compliance_entities` ADD `source_report_id` text;--> statement-breakpoint
ALTER TABLE `compliance_entities` ADD `source_option` text;--> statement-breakpoint
CREATE UNIQUE INDEX `compliance_entities_source_unique` ON `compliance_entities` (`user_id`,`source_report_id`,`source_option`);