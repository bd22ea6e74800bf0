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
CREATE UNIQUE INDEX "message_templates_code_uq" ON "message_templates" USING btree ("merchant_id","template_code");--> statement-breakpoint
CREATE INDEX "message_templates_category_idx" ON "message_templates" USING btree ("merchant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_code_uq" ON "template_categories" USING btree ("merchant_id","category_code");