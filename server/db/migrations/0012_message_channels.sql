CREATE TABLE "message_channels" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"kind" text NOT NULL,
	"vendor" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text DEFAULT '' NOT NULL,
	"rate_limit" integer DEFAULT 20 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_rules" (
	"rule_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"flow_id" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"template_id" text NOT NULL,
	"channel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_recipients" (
	"recipient_id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"task_id" text NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_owner" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "send_tasks" (
	"task_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"task_name" text NOT NULL,
	"kind" text NOT NULL,
	"channel_id" text DEFAULT '' NOT NULL,
	"template_id" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "message_channels_kind_idx" ON "message_channels" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_rules_event_uq" ON "notify_rules" USING btree ("merchant_id","flow_id","event");--> statement-breakpoint
CREATE INDEX "send_recipients_due_idx" ON "send_recipients" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "send_recipients_task_idx" ON "send_recipients" USING btree ("task_id","status");--> statement-breakpoint
CREATE INDEX "send_tasks_list_idx" ON "send_tasks" USING btree ("merchant_id","created_at");