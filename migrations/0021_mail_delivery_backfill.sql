-- Mail written before delivery existed (decision 152) is not sent now: a password-reset link in it
-- may be long expired. It is kept as `dead` so an admin sees it in /admin/mail and can replay it.
UPDATE `mail_outbox` SET `status` = 'dead', `enqueued_at` = `created_at`, `last_error` = 'Written before mail delivery existed; replay to send.' WHERE `status` = 'queued' AND `props` IS NULL AND `html` IS NULL;
