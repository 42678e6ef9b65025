-- Issue 26 item 7: before the unique index on (user, folder, lower(name)), rename what an earlier
-- race left twice in one folder. The oldest keeps its name; a later copy gets " (<its id>)".
UPDATE `file_items` SET `name` = `name` || ' (' || `id` || ')'
WHERE EXISTS (
  SELECT 1 FROM `file_items` AS `o`
  WHERE `o`.`user_id` = `file_items`.`user_id`
    AND coalesce(`o`.`folder_id`, '') = coalesce(`file_items`.`folder_id`, '')
    AND lower(`o`.`name`) = lower(`file_items`.`name`)
    AND (`o`.`created_at` < `file_items`.`created_at` OR (`o`.`created_at` = `file_items`.`created_at` AND `o`.`id` < `file_items`.`id`))
);
