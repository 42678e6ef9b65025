CREATE TABLE `rule_change_entity_notices` (
	`user_id` text NOT NULL,
	`param_id` text NOT NULL,
	`fingerprint` text NOT NULL,
	`entity_id` text NOT NULL,
	`effective` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `param_id`, `fingerprint`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entity_id`) REFERENCES `compliance_entities`(`id`) ON UPDATE no action ON DELETE cascade
);
