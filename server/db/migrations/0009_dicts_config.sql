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
CREATE UNIQUE INDEX "dict_types_tenant_code_idx" ON "dict_types" USING btree ("merchant_id","dict_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_tenant_code_value_idx" ON "dict_data" USING btree ("merchant_id","dict_code","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_tenant_code_idx" ON "properties" USING btree ("merchant_id","attr_code");