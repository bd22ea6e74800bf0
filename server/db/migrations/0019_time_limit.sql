CREATE TABLE "wf_timers" (
	"id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text NOT NULL,
	"kind" text NOT NULL,
	"due_at" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lease_owner" text DEFAULT '' NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_timers_id_merchant_id_pk" PRIMARY KEY("id","merchant_id")
);
--> statement-breakpoint
ALTER TABLE "wf_tasks" ADD COLUMN "overdue_at" bigint;--> statement-breakpoint
CREATE INDEX "wf_timers_due_idx" ON "wf_timers" USING btree ("due_at") WHERE "wf_timers"."status" <> 'done';