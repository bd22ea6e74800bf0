-- The efficiency diagnosis over long periods also reads the flows' instance figures (states, time to finish, starts
-- per day) from rollups (issue 31, "Big tenants"). The refresh fills it in the same pass as the wait rollup, under
-- the same mark: the mark starts again from nothing so both hold the same instances.
CREATE TABLE "wf_end_rollup" (
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"hours" smallint NOT NULL,
	"slot" integer NOT NULL,
	"finished" integer NOT NULL,
	"first_create" bigint NOT NULL,
	"last_create" bigint NOT NULL,
	"buckets" smallint[] NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "wf_end_rollup_merchant_id_process_id_hours_slot_pk" PRIMARY KEY("merchant_id","process_id","hours","slot")
);
--> statement-breakpoint
CREATE TABLE "wf_finish_rollup" (
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"grain" smallint NOT NULL,
	"day" integer NOT NULL,
	"kind" text NOT NULL,
	"key" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "wf_finish_rollup_merchant_id_process_id_grain_day_kind_key_pk" PRIMARY KEY("merchant_id","process_id","grain","day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "wf_start_rollup" (
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"day" integer NOT NULL,
	"quarters" integer[] NOT NULL,
	CONSTRAINT "wf_start_rollup_merchant_id_process_id_day_pk" PRIMARY KEY("merchant_id","process_id","day")
);
--> statement-breakpoint
DELETE FROM "analytics_marks" WHERE "name" = 'wait_rollup';--> statement-breakpoint
TRUNCATE "wf_wait_rollup";--> statement-breakpoint
-- A rolled-up instance whose state changes (an approved one voided) moves its state counter in every grain, in the
-- same transaction. It waits for a refresh pass in progress (which holds the lock exclusively), so the mark it
-- reads is the one the rollup's rows hold. The grains are daySpans.ts's GRAINS. A finished instance's end time
-- never changes (the engine sets it once, when the instance ends).
CREATE FUNCTION wf_finish_rollup_restate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('wait_rollup'));
  IF NEW.end_time < coalesce((SELECT mark FROM analytics_marks WHERE name = 'wait_rollup'), 0) THEN
    INSERT INTO wf_finish_rollup AS r (merchant_id, process_id, grain, day, kind, key, n)
    SELECT NEW.merchant_id, NEW.process_id, g.grain, (floor(NEW.create_time::float8 / 86400000)::int / g.grain) * g.grain,
      's', s.key, s.n
    FROM unnest(ARRAY[64, 16, 4, 1]) AS g(grain), (VALUES (OLD.state, -1), (NEW.state, 1)) AS s(key, n)
    ON CONFLICT (merchant_id, process_id, grain, day, kind, key) DO UPDATE SET n = r.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER wf_finish_rollup_restate AFTER UPDATE OF state ON wf_instances FOR EACH ROW
  WHEN (OLD.end_time IS NOT NULL AND NEW.end_time IS NOT DISTINCT FROM OLD.end_time AND NEW.state IS DISTINCT FROM OLD.state)
  EXECUTE FUNCTION wf_finish_rollup_restate();
