-- Issue 31 (decision 200): contracts accepted before the engagement letter existed are active or
-- already ended; they count as signed by both parties at acceptance ("migrated": no typed name, no
-- address, no document hash), so they keep working and their letter shows how they were agreed.
INSERT OR IGNORE INTO contract_signatures (id, contract_id, party, user_id, name, method, ip, user_agent, document_sha256, signed_at)
SELECT 'sig_migrated_client_' || c.id, c.id, 'client', c.client_id, u.name, 'migrated', NULL, NULL, NULL, c.created_at
FROM contracts c JOIN users u ON u.id = c.client_id;
--> statement-breakpoint
INSERT OR IGNORE INTO contract_signatures (id, contract_id, party, user_id, name, method, ip, user_agent, document_sha256, signed_at)
SELECT 'sig_migrated_advisor_' || c.id, c.id, 'advisor', c.advisor_id, u.name, 'migrated', NULL, NULL, NULL, c.created_at
FROM contracts c JOIN users u ON u.id = c.advisor_id;
