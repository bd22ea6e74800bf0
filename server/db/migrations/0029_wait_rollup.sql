-- The efficiency diagnosis over long periods reads rollups of a flow's task waits instead of every task (issue 31,
-- "Big tenants"): the refresh worker fills them from instances that finished, found by their end time.
CREATE TABLE "analytics_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"mark" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_wait_rollup" (
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"grain" smallint NOT NULL,
	"day" integer NOT NULL,
	"node_id" text NOT NULL,
	"tasks" integer NOT NULL,
	"overtime" integer NOT NULL,
	"rejections" integer NOT NULL,
	"fallbacks" integer NOT NULL,
	"first_start" bigint NOT NULL,
	"buckets" smallint[] NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "wf_wait_rollup_merchant_id_process_id_grain_day_node_id_pk" PRIMARY KEY("merchant_id","process_id","grain","day","node_id")
);
--> statement-breakpoint
CREATE INDEX "wf_instances_end_idx" ON "wf_instances" USING btree ("end_time");