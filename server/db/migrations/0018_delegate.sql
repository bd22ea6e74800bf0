CREATE TABLE "wf_delegations" (
	"id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"delegate_id" text NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"all_flows" boolean DEFAULT true NOT NULL,
	"process_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_delegations_id_merchant_id_pk" PRIMARY KEY("id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "wf_reminder_runs" (
	"id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"reminder_id" text NOT NULL,
	"period" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_reminder_runs_id_merchant_id_pk" PRIMARY KEY("id","merchant_id")
);
--> statement-breakpoint
ALTER TABLE "wf_tasks" ADD COLUMN "on_behalf_of_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_tasks" ADD COLUMN "on_behalf_of_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "wf_delegations_user_idx" ON "wf_delegations" USING btree ("merchant_id","user_id","end_time");--> statement-breakpoint
CREATE INDEX "wf_tasks_on_behalf_idx" ON "wf_tasks" USING btree ("merchant_id","on_behalf_of_id") WHERE "wf_tasks"."on_behalf_of_id" <> '' and "wf_tasks"."task_state" = 0;