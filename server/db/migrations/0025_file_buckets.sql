CREATE TABLE "file_buckets" (
	"bucket_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_buckets_bucket_id_merchant_id_pk" PRIMARY KEY("bucket_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "file_folders" (
	"folder_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"bucket_id" text NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_folders_folder_id_merchant_id_pk" PRIMARY KEY("folder_id","merchant_id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "bucket_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "folder_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "file_buckets_name_uq" ON "file_buckets" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "file_folders_name_uq" ON "file_folders" USING btree ("merchant_id","bucket_id","parent_id","name");--> statement-breakpoint
CREATE INDEX "stored_files_folder_idx" ON "stored_files" USING btree ("merchant_id","bucket_id","folder_id");--> statement-breakpoint
-- Hand-written (issue 29): every tenant gets its default bucket; the new column already put every existing file
-- into it (bucket 'default', top level), so no file is lost or hidden.
INSERT INTO "file_buckets" ("bucket_id", "merchant_id", "name", "is_default")
SELECT 'default', m."merchant_id", '', true FROM "merchants" AS m
UNION
SELECT DISTINCT 'default', f."merchant_id", '', true FROM "stored_files" AS f
ON CONFLICT DO NOTHING;
