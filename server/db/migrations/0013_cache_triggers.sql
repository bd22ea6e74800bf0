-- Cache invalidation inside the writing transaction (issue 19, "Invalidation in the database").
-- Every table whose rows feed an in-memory cache (server/cache) announces what a statement changed on the
-- 'portal_cache' channel, as the scopes of server/cache/scopes.ts. NOTIFY is delivered at commit only, so a
-- rolled-back write says nothing and a committed one cannot go unannounced, whoever wrote it.

-- Sends one message per statement; PostgreSQL also folds identical messages of one transaction into one.
CREATE FUNCTION portal_cache_notify(scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF coalesce(cardinality(scopes), 0) = 0 THEN
    RETURN;
  END IF;
  payload := json_build_object('from', 'database', 'scopes', scopes)::text;
  -- NOTIFY payloads stay under 8000 bytes; a statement touching that many keys drops every cache.
  IF octet_length(payload) > 7000 THEN
    payload := '{"from":"database","scopes":["everything"]}';
  END IF;
  PERFORM pg_notify('portal_cache', payload);
END
$$;
--> statement-breakpoint

-- Gives a table its trigger function and the four statement triggers that call it. `scopes_of_row` is an expression
-- over one changed row `r` giving its text[] of scopes; the function reads them from the statement's transition
-- tables (changed_before / changed_after), so a bulk write costs one query and one message. Each table gets its own
-- function with its queries written out, so PL/pgSQL plans them once per connection.
CREATE FUNCTION portal_cache_watch(target regclass, scopes_of_row text) RETURNS void LANGUAGE plpgsql AS $watch$
DECLARE
  name text := 'portal_cache_' || (SELECT relname FROM pg_class WHERE oid = target);
  pick text := 'SELECT array_agg(DISTINCT s ORDER BY s) FROM (SELECT unnest(' || scopes_of_row
    || ') AS s FROM %s AS r) x WHERE s IS NOT NULL';
BEGIN
  EXECUTE format($f$CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM portal_cache_notify((%s));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM portal_cache_notify((%s));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM portal_cache_notify((%s));
  ELSE
    -- TRUNCATE has no rows to read: everything goes.
    PERFORM portal_cache_notify(ARRAY['everything']);
  END IF;
  RETURN NULL;
END
$body$$f$, name, format(pick, 'changed_after'), format(pick, 'changed_before'),
    format(pick, '(SELECT * FROM changed_before UNION ALL SELECT * FROM changed_after)'));
  -- A trigger with transition tables serves one event only.
  EXECUTE format('CREATE TRIGGER portal_cache_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS changed_after '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target, name);
  EXECUTE format('CREATE TRIGGER portal_cache_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS changed_before '
    'NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION %I()', target, name);
  EXECUTE format('CREATE TRIGGER portal_cache_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS changed_before '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()', target, name);
  EXECUTE format('CREATE TRIGGER portal_cache_truncate AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
    target, name);
END
$watch$;
--> statement-breakpoint

-- Sessions behind tokens.
SELECT portal_cache_watch('sessions', $$ARRAY['session:' || r.token_hash]$$);--> statement-breakpoint
-- A user's row (status, names, organisation), roles and tenant grants.
SELECT portal_cache_watch('users', $$ARRAY['user:' || r.user_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('user_roles', $$ARRAY['user:' || r.user_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('merchant_auths', $$ARRAY['user:' || r.user_id]$$);--> statement-breakpoint
-- A tenant: its row, theme, roles and their menus, organisations.
SELECT portal_cache_watch('merchants', $$ARRAY['tenant:' || r.merchant_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('themes', $$ARRAY['tenant:' || r.merchant_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('organizations', $$ARRAY['tenant:' || r.merchant_id]$$);--> statement-breakpoint
SELECT portal_cache_watch('roles', $$ARRAY['tenant:' || r.merchant_id]$$);--> statement-breakpoint
-- A grant row names no tenant: its role's, or everything when the role is gone already.
SELECT portal_cache_watch('role_menus', $$ARRAY[coalesce(
  (SELECT 'tenant:' || roles.merchant_id FROM roles WHERE roles.role_id = r.role_id), 'everything')]$$);--> statement-breakpoint
-- Data every session reads.
SELECT portal_cache_watch('menus', $$ARRAY['everything']$$);--> statement-breakpoint
SELECT portal_cache_watch('sys_apps', $$ARRAY['everything']$$);--> statement-breakpoint
-- getInfo counters: to-dos of the assignee and the claim candidates, running applications of the initiator.
SELECT portal_cache_watch('wf_tasks', $$ARRAY['tasks:' || nullif(r.assignee_id, '')]
  || ARRAY(SELECT 'tasks:' || c FROM jsonb_array_elements_text(r.candidate_ids) AS c)$$);--> statement-breakpoint
SELECT portal_cache_watch('wf_instances', $$ARRAY['tasks:' || r.create_by]$$);
