-- The getInfo counters are read from the task rows on every getInfo instead of kept in memory (issue 31, "The server
-- near its limit"), so the task and instance tables stop announcing their changes. A transaction that sends NOTIFY
-- holds PostgreSQL's notification lock from its commit until its commit record is flushed, so every approval
-- (which writes both tables) committed behind the previous one, one disk flush at a time, however many clients.
DROP TRIGGER portal_cache_insert ON wf_tasks;--> statement-breakpoint
DROP TRIGGER portal_cache_update ON wf_tasks;--> statement-breakpoint
DROP TRIGGER portal_cache_delete ON wf_tasks;--> statement-breakpoint
DROP TRIGGER portal_cache_truncate ON wf_tasks;--> statement-breakpoint
DROP FUNCTION portal_cache_wf_tasks();--> statement-breakpoint
DROP TRIGGER portal_cache_insert ON wf_instances;--> statement-breakpoint
DROP TRIGGER portal_cache_update ON wf_instances;--> statement-breakpoint
DROP TRIGGER portal_cache_delete ON wf_instances;--> statement-breakpoint
DROP TRIGGER portal_cache_truncate ON wf_instances;--> statement-breakpoint
DROP FUNCTION portal_cache_wf_instances();
--> statement-breakpoint
-- Every approval step words its letters in each reader's language, else the tenant's default, and routes them by the
-- tenant's notification rules: held in memory per tenant, so these tables announce their changes like the others.
SELECT portal_cache_watch('languages', $$ARRAY['tenant:' || r.merchant_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('notify_rules', $$ARRAY['tenant:' || r.merchant_id]$$);
--> statement-breakpoint
-- Every action rewrites its instance row (state JSON and version). Room left on each page lets PostgreSQL keep the
-- new version on the same page without touching the five indexes (a HOT update) while the indexed columns stay
-- (every step short of the last); new pages are filled to 70 %.
ALTER TABLE wf_instances SET (fillfactor = 70);
