-- An application the applicant did not name used to store its default name in the applicant's language
-- ("张三的请假", "Zhang San - Leave"). It is now stored empty and each reader sees the default in their own language.
-- Names that are exactly a default of any locale (approval:defaultItemName) are emptied; names people typed stay.
UPDATE "wf_instances" SET "item_name" = ''
WHERE "item_name" IN (
  "create_by_name" || '的' || "process_name",
  "create_by_name" || ' - ' || "process_name",
  "create_by_name" || ' – ' || "process_name",
  "create_by_name" || ' — ' || "process_name"
);
