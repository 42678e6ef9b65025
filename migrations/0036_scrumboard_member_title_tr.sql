-- The seeded board members' job titles in Turkish (decision 099's twins): a Turkish reader of the project
-- dashboard saw "Tax advisor". Null for members people add; shown as written.
ALTER TABLE `scrumboard_members` ADD `title_tr` text;