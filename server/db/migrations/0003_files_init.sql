CREATE TABLE "oauth_bindings" (
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"project_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"top_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_call_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"method" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"called_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"file_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"create_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_bindings_external_idx" ON "oauth_bindings" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "projects_merchant_idx" ON "projects" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "proxy_call_log_time_idx" ON "proxy_call_log" USING btree ("merchant_id","called_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_name_idx" ON "stored_files" USING btree ("merchant_id","file_name");--> statement-breakpoint
CREATE INDEX "stored_files_time_idx" ON "stored_files" USING btree ("merchant_id","created_at");