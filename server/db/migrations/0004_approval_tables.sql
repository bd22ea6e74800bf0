CREATE TABLE "wf_callbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"url" text NOT NULL,
	"method" text DEFAULT 'POST' NOT NULL,
	"data_format" text DEFAULT 'json' NOT NULL,
	"field_mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_field_aliases" (
	"form_id" text NOT NULL,
	"field_key" text NOT NULL,
	"merchant_id" text NOT NULL,
	"alias" text NOT NULL,
	CONSTRAINT "wf_field_aliases_form_id_field_key_pk" PRIMARY KEY("form_id","field_key")
);
--> statement-breakpoint
CREATE TABLE "wf_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"form_name" text NOT NULL,
	"json_content" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"version_id" text NOT NULL,
	"process_name" text NOT NULL,
	"process_type" text NOT NULL,
	"item_name" text NOT NULL,
	"degree" integer DEFAULT 1 NOT NULL,
	"state" integer NOT NULL,
	"create_by" text NOT NULL,
	"create_by_name" text NOT NULL,
	"create_time" bigint NOT NULL,
	"end_time" bigint,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_process_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"version" integer NOT NULL,
	"model_content" text NOT NULL,
	"settings" jsonb NOT NULL,
	"forms" jsonb NOT NULL,
	"display_mode" text DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"process_name" text NOT NULL,
	"process_key" text NOT NULL,
	"process_type" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"form_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_mode" text DEFAULT '1' NOT NULL,
	"managers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"model_content" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"is_dirty" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_push_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"process_id" text NOT NULL,
	"config_id" text NOT NULL,
	"instance_id" text DEFAULT '' NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"http_status" integer DEFAULT 0 NOT NULL,
	"request_body" text DEFAULT '' NOT NULL,
	"response_body" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_requests" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text NOT NULL,
	"action" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_requests_merchant_id_user_id_request_id_pk" PRIMARY KEY("merchant_id","user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "wf_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"task_type" integer NOT NULL,
	"assignee_id" text DEFAULT '' NOT NULL,
	"assignee_name" text DEFAULT '' NOT NULL,
	"candidate_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"task_state" integer NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint,
	"comment" text DEFAULT '' NOT NULL,
	"handled_by" text DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wf_callbacks_process_idx" ON "wf_callbacks" USING btree ("merchant_id","process_id");--> statement-breakpoint
CREATE INDEX "wf_forms_merchant_idx" ON "wf_forms" USING btree ("merchant_id","updated_at");--> statement-breakpoint
CREATE INDEX "wf_instances_creator_idx" ON "wf_instances" USING btree ("merchant_id","create_by","create_time");--> statement-breakpoint
CREATE INDEX "wf_instances_merchant_idx" ON "wf_instances" USING btree ("merchant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_process_versions_idx" ON "wf_process_versions" USING btree ("process_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_processes_key_idx" ON "wf_processes" USING btree ("merchant_id","process_key");--> statement-breakpoint
CREATE INDEX "wf_processes_merchant_idx" ON "wf_processes" USING btree ("merchant_id","process_type");--> statement-breakpoint
CREATE INDEX "wf_push_logs_process_idx" ON "wf_push_logs" USING btree ("merchant_id","process_id","created_at");--> statement-breakpoint
CREATE INDEX "wf_tasks_assignee_idx" ON "wf_tasks" USING btree ("merchant_id","assignee_id","task_state");--> statement-breakpoint
CREATE INDEX "wf_tasks_instance_idx" ON "wf_tasks" USING btree ("instance_id");