CREATE TABLE "message_templates" (
	"template_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"category_id" text NOT NULL,
	"template_code" text NOT NULL,
	"template_name" text NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "template_categories" (
	"category_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"category_code" text NOT NULL,
	"category_name" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "dict_types" (
	"dict_type_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"dict_code" text NOT NULL,
	"dict_name" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "tenant_security" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"password_min_length" integer,
	"require_upper" boolean,
	"require_lower" boolean,
	"require_digit" boolean,
	"require_special" boolean,
	"login_max_failures" integer,
	"login_failure_window_minutes" integer,
	"login_lock_minutes" integer,
	"session_ttl_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_attr_code_unique";--> statement-breakpoint
DROP INDEX "dict_data_code_value_idx";--> statement-breakpoint
ALTER TABLE "language_messages" DROP CONSTRAINT "language_messages_locale_msg_key_pk";--> statement-breakpoint
ALTER TABLE "languages" DROP CONSTRAINT "languages_pkey";--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "merchant_id" text;--> statement-breakpoint
-- Rows from before tenants had their own copy belong to the platform tenant.
UPDATE "dict_data" SET "merchant_id" = (SELECT "merchant_id" FROM "merchants" WHERE "parent_id" = '' ORDER BY "merchant_id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "dict_data" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "language_messages" ADD COLUMN "merchant_id" text;--> statement-breakpoint
-- Rows from before tenants had their own copy belong to the platform tenant.
UPDATE "language_messages" SET "merchant_id" = (SELECT "merchant_id" FROM "merchants" WHERE "parent_id" = '' ORDER BY "merchant_id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "language_messages" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "language_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "merchant_id" text;--> statement-breakpoint
-- Rows from before tenants had their own copy belong to the platform tenant.
UPDATE "languages" SET "merchant_id" = (SELECT "merchant_id" FROM "merchants" WHERE "parent_id" = '' ORDER BY "merchant_id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "languages" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "merchant_id" text;--> statement-breakpoint
-- Rows from before tenants had their own copy belong to the platform tenant.
UPDATE "properties" SET "merchant_id" = (SELECT "merchant_id" FROM "merchants" WHERE "parent_id" = '' ORDER BY "merchant_id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_apps" ADD COLUMN "status" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_apps" ADD COLUMN "app_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "language_messages" ADD CONSTRAINT "language_messages_merchant_id_locale_msg_key_pk" PRIMARY KEY("merchant_id","locale","msg_key");--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_merchant_id_locale_pk" PRIMARY KEY("merchant_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_code_uq" ON "message_templates" USING btree ("merchant_id","template_code");--> statement-breakpoint
CREATE INDEX "message_templates_category_idx" ON "message_templates" USING btree ("merchant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_code_uq" ON "template_categories" USING btree ("merchant_id","category_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_types_tenant_code_idx" ON "dict_types" USING btree ("merchant_id","dict_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_tenant_code_value_idx" ON "dict_data" USING btree ("merchant_id","dict_code","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_tenant_code_idx" ON "properties" USING btree ("merchant_id","attr_code");--> statement-breakpoint
INSERT INTO "dict_types" ("dict_type_id", "merchant_id", "dict_code", "dict_name")
SELECT DISTINCT "merchant_id" || ':' || "dict_code", "merchant_id", "dict_code", "dict_code" FROM "dict_data";
