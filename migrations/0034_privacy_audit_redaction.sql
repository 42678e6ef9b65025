-- Issue 30 (decision 231): the audit trail stays append-only, with one exception the erasure of an
-- account needs (GDPR Art. 17): an event's IP address and user agent may be set to NULL. Any other
-- change to an event, and every DELETE, is still refused.
DROP TRIGGER IF EXISTS `audit_events_no_update`;
--> statement-breakpoint
CREATE TRIGGER `audit_events_no_update` BEFORE UPDATE ON `audit_events`
WHEN NOT (
  NEW.ip IS NULL AND NEW.user_agent IS NULL
  AND NEW.id IS OLD.id AND NEW.at IS OLD.at AND NEW.actor_id IS OLD.actor_id AND NEW.action IS OLD.action
  AND NEW.subject IS OLD.subject AND NEW.user_id IS OLD.user_id AND NEW.request_id IS OLD.request_id AND NEW.details IS OLD.details
)
BEGIN
  SELECT RAISE(ABORT, 'audit_events is append-only');
END;
