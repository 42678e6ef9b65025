-- Custom SQL migration file, put your code below! ---- A course finished before completions were counted was finished once (docs/decisions/064).
UPDATE `academy_progress` SET `completions` = 1 WHERE `completed` = 1 AND `completions` = 0;
