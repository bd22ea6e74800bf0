CREATE TABLE "message_channel_entries" (
	"entry_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"role" text NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_channel_entries_entry_id_merchant_id_pk" PRIMARY KEY("entry_id","merchant_id")
);
--> statement-breakpoint
ALTER TABLE "send_tasks" ADD COLUMN "sign_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "send_tasks" ADD COLUMN "vendor_template_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_channel_entries_code_uq" ON "message_channel_entries" USING btree ("merchant_id","channel_id","role","code");--> statement-breakpoint
-- Hand-written (issue 29): the one sign and template code an SMS or voice channel held in its settings become its
-- default sign and default template.
INSERT INTO "message_channel_entries" ("entry_id", "merchant_id", "channel_id", "role", "code", "name", "is_default")
SELECT c."channel_id" || '-sign', c."merchant_id", c."channel_id", 'sign', c."settings"->>'signName', c."settings"->>'signName', true
FROM "message_channels" AS c
WHERE c."kind" = 'sms' AND coalesce(c."settings"->>'signName', '') <> '';--> statement-breakpoint
INSERT INTO "message_channel_entries" ("entry_id", "merchant_id", "channel_id", "role", "code", "name", "is_default")
SELECT c."channel_id" || '-template', c."merchant_id", c."channel_id", 'template', c."settings"->>'templateCode', c."settings"->>'templateCode', true
FROM "message_channels" AS c
WHERE c."kind" IN ('sms', 'voice') AND coalesce(c."settings"->>'templateCode', '') <> '';--> statement-breakpoint
UPDATE "message_channels" SET "settings" = "settings" - 'signName' - 'templateCode' WHERE "kind" IN ('sms', 'voice');
