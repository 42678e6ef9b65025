-- Custom SQL migration file, put your code below! --
-- Decision 241: a milestone disputed before disputes carried a reason and evidence gets its dispute
-- row, its response window already closed, so an admin can decide it as before.
INSERT INTO contract_disputes (milestone_id, contract_id, opened_by, reason, evidence, opened_at, respond_by)
SELECT m.id, m.contract_id, c.client_id, 'Opened before disputes carried a reason.', '[]', m.updated_at, m.updated_at
FROM contract_milestones m JOIN contracts c ON c.id = m.contract_id
WHERE m.status = 'disputed' AND NOT EXISTS (SELECT 1 FROM contract_disputes d WHERE d.milestone_id = m.id);
