ALTER TABLE "system_logs" ADD COLUMN "merchant_id" text;--> statement-breakpoint
ALTER TABLE "system_logs" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "system_logs_merchant_idx" ON "system_logs" USING btree ("merchant_id","created_at");