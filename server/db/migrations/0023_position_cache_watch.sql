-- Positions give their holders the roles linked to them and the permissions in their JSON (console spec §7.3), so
-- a change to a holder list, a position or its roles drops the cached profiles (menus, permissions) it touches.
SELECT portal_cache_watch('user_positions', $$ARRAY['user:' || r.user_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('positions', $$ARRAY['tenant:' || r.merchant_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('position_roles', $$ARRAY['tenant:' || r.merchant_id]$$);
