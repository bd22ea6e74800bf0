-- The approval engine keeps each tenant's people (members, roles, positions, organisations and their leaders) in
-- memory per server instance. A change to a member, their roles or their positions now also announces
-- 'people:<tenant>', so that copy is dropped on every instance when it commits, instead of living on for a while
-- after an administrator moved someone or named a new leader.
DROP TRIGGER portal_cache_insert ON users;--> statement-breakpoint
DROP TRIGGER portal_cache_update ON users;--> statement-breakpoint
DROP TRIGGER portal_cache_delete ON users;--> statement-breakpoint
DROP TRIGGER portal_cache_truncate ON users;--> statement-breakpoint
DROP FUNCTION portal_cache_users();--> statement-breakpoint
SELECT portal_cache_watch('users', $$ARRAY['user:' || r.user_id, 'people:' || r.merchant_id]$$);--> statement-breakpoint
DROP TRIGGER portal_cache_insert ON user_roles;--> statement-breakpoint
DROP TRIGGER portal_cache_update ON user_roles;--> statement-breakpoint
DROP TRIGGER portal_cache_delete ON user_roles;--> statement-breakpoint
DROP TRIGGER portal_cache_truncate ON user_roles;--> statement-breakpoint
DROP FUNCTION portal_cache_user_roles();--> statement-breakpoint
SELECT portal_cache_watch('user_roles', $$ARRAY['user:' || r.user_id, 'people:' || r.merchant_id]$$);--> statement-breakpoint
DROP TRIGGER portal_cache_insert ON user_positions;--> statement-breakpoint
DROP TRIGGER portal_cache_update ON user_positions;--> statement-breakpoint
DROP TRIGGER portal_cache_delete ON user_positions;--> statement-breakpoint
DROP TRIGGER portal_cache_truncate ON user_positions;--> statement-breakpoint
DROP FUNCTION portal_cache_user_positions();--> statement-breakpoint
SELECT portal_cache_watch('user_positions', $$ARRAY['user:' || r.user_id, 'people:' || r.merchant_id]$$);
