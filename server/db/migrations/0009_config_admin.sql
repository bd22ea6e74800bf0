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
);
--> statement-breakpoint
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
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"dict_type_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"dict_code" text NOT NULL,
	"dict_name" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_attr_code_unique";--> statement-breakpoint
DROP INDEX "dict_data_code_value_idx";--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "merchant_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "dict_data" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "merchant_id" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_code_uq" ON "message_templates" USING btree ("merchant_id","template_code");--> statement-breakpoint
CREATE INDEX "message_templates_category_idx" ON "message_templates" USING btree ("merchant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_code_uq" ON "template_categories" USING btree ("merchant_id","category_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_types_tenant_code_idx" ON "dict_types" USING btree ("merchant_id","dict_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_tenant_code_value_idx" ON "dict_data" USING btree ("merchant_id","dict_code","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_tenant_code_idx" ON "properties" USING btree ("merchant_id","attr_code");