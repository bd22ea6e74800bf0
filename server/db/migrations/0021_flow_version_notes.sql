ALTER TABLE "wf_process_versions" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_process_versions" ADD COLUMN "published_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_process_versions" ADD COLUMN "published_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_process_versions" ADD COLUMN "republished_from" integer;