ALTER TABLE "menus" ADD COLUMN "title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_apps" ADD COLUMN "status" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_apps" ADD COLUMN "app_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;