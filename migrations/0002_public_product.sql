CREATE TABLE `jurisdiction_rates` (
	`iso3` text NOT NULL,
	`year` integer NOT NULL,
	`rate` real NOT NULL,
	PRIMARY KEY(`iso3`, `year`),
	FOREIGN KEY (`iso3`) REFERENCES `jurisdictions`(`iso3`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `jurisdictions` (
	`iso3` text PRIMARY KEY NOT NULL,
	`iso2` text NOT NULL,
	`slug` text NOT NULL,
	`name_en` text NOT NULL,
	`name_tr` text NOT NULL,
	`region` text NOT NULL,
	`continent_code` text NOT NULL,
	`rate_2023` real NOT NULL,
	`summary_en` text NOT NULL,
	`summary_tr` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`tax_authority` text NOT NULL,
	`later_changes_json` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jurisdictions_slug_unique` ON `jurisdictions` (`slug`);--> statement-breakpoint
CREATE INDEX `jurisdictions_region_idx` ON `jurisdictions` (`region`);--> statement-breakpoint
CREATE TABLE `structure_jurisdictions` (
	`structure_slug` text NOT NULL,
	`iso3` text NOT NULL,
	PRIMARY KEY(`structure_slug`, `iso3`),
	FOREIGN KEY (`structure_slug`) REFERENCES `structures`(`slug`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`iso3`) REFERENCES `jurisdictions`(`iso3`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `structure_jurisdictions_iso3_idx` ON `structure_jurisdictions` (`iso3`);--> statement-breakpoint
CREATE TABLE `structures` (
	`slug` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`name_en` text NOT NULL,
	`name_tr` text NOT NULL,
	`summary_en` text NOT NULL,
	`summary_tr` text NOT NULL,
	`used_for_json` text NOT NULL,
	`pros_json` text NOT NULL,
	`cons_json` text NOT NULL,
	`substance_en` text NOT NULL,
	`substance_tr` text NOT NULL,
	`setup_cost_min_usd` integer NOT NULL,
	`setup_cost_max_usd` integer NOT NULL,
	`annual_cost_min_usd` integer NOT NULL,
	`annual_cost_max_usd` integer NOT NULL,
	`setup_weeks_min` integer NOT NULL,
	`setup_weeks_max` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `advisor_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`firm` text NOT NULL,
	`jurisdictions` text NOT NULL,
	`services` text NOT NULL,
	`languages` text NOT NULL,
	`years_experience` integer NOT NULL,
	`website` text,
	`message` text NOT NULL,
	`reason` text,
	`reviewed_by` text,
	`created_at` integer NOT NULL,
	`reviewed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `advisor_applications_user_idx` ON `advisor_applications` (`user_id`);--> statement-breakpoint
CREATE INDEX `advisor_applications_status_idx` ON `advisor_applications` (`status`);--> statement-breakpoint
CREATE TABLE `advisor_jurisdictions` (
	`user_id` text NOT NULL,
	`iso3` text NOT NULL,
	PRIMARY KEY(`user_id`, `iso3`),
	FOREIGN KEY (`user_id`) REFERENCES `advisor_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`iso3`) REFERENCES `jurisdictions`(`iso3`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `advisor_jurisdictions_iso3_idx` ON `advisor_jurisdictions` (`iso3`);--> statement-breakpoint
CREATE TABLE `advisor_languages` (
	`user_id` text NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`user_id`, `language`),
	FOREIGN KEY (`user_id`) REFERENCES `advisor_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `advisor_languages_language_idx` ON `advisor_languages` (`language`);--> statement-breakpoint
CREATE TABLE `advisor_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`firm` text NOT NULL,
	`title_en` text NOT NULL,
	`title_tr` text NOT NULL,
	`bio_en` text NOT NULL,
	`bio_tr` text NOT NULL,
	`location_en` text NOT NULL,
	`location_tr` text NOT NULL,
	`rating` real NOT NULL,
	`review_count` integer NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`years_experience` integer NOT NULL,
	`response_time_hours` integer NOT NULL,
	`fictional` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `advisor_profiles_slug_unique` ON `advisor_profiles` (`slug`);--> statement-breakpoint
CREATE TABLE `advisor_services` (
	`user_id` text NOT NULL,
	`position` integer NOT NULL,
	`name_en` text NOT NULL,
	`name_tr` text NOT NULL,
	PRIMARY KEY(`user_id`, `position`),
	FOREIGN KEY (`user_id`) REFERENCES `advisor_profiles`(`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `academy_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title_en` text NOT NULL,
	`title_tr` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `academy_categories_slug_unique` ON `academy_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `academy_courses` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`category_id` text NOT NULL,
	`title_en` text NOT NULL,
	`title_tr` text NOT NULL,
	`description_en` text NOT NULL,
	`description_tr` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`total_steps` integer NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `academy_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `academy_courses_slug_unique` ON `academy_courses` (`slug`);--> statement-breakpoint
CREATE INDEX `academy_courses_category_idx` ON `academy_courses` (`category_id`);--> statement-breakpoint
CREATE TABLE `academy_progress` (
	`user_id` text NOT NULL,
	`course_id` text NOT NULL,
	`current_step` integer NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `course_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `academy_courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `academy_steps` (
	`course_id` text NOT NULL,
	`step_order` integer NOT NULL,
	`title_en` text NOT NULL,
	`title_tr` text NOT NULL,
	`subtitle_en` text NOT NULL,
	`subtitle_tr` text NOT NULL,
	`content_en` text NOT NULL,
	`content_tr` text NOT NULL,
	PRIMARY KEY(`course_id`, `step_order`),
	FOREIGN KEY (`course_id`) REFERENCES `academy_courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `faq_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`position` integer NOT NULL,
	`title_en` text NOT NULL,
	`title_tr` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `faq_categories_slug_unique` ON `faq_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `faqs` (
	`id` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`position` integer NOT NULL,
	`question_en` text NOT NULL,
	`question_tr` text NOT NULL,
	`answer_en` text NOT NULL,
	`answer_tr` text NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `faq_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `faqs_category_idx` ON `faqs` (`category_id`);--> statement-breakpoint
CREATE TABLE `guide_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`position` integer NOT NULL,
	`title_en` text NOT NULL,
	`title_tr` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guide_categories_slug_unique` ON `guide_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `guides` (
	`id` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`slug` text NOT NULL,
	`position` integer NOT NULL,
	`title_en` text NOT NULL,
	`title_tr` text NOT NULL,
	`subtitle_en` text NOT NULL,
	`subtitle_tr` text NOT NULL,
	`content_en` text NOT NULL,
	`content_tr` text NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `guide_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guides_category_slug_unique` ON `guides` (`category_id`,`slug`);--> statement-breakpoint
CREATE TABLE `support_tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`topic` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`user_id`);