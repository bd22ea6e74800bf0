CREATE TABLE "wf_signatures" (
	"id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" text NOT NULL,
	"png" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_signatures_id_merchant_id_pk" PRIMARY KEY("id","merchant_id")
);
--> statement-breakpoint
CREATE INDEX "wf_signatures_instance_idx" ON "wf_signatures" USING btree ("merchant_id","instance_id");