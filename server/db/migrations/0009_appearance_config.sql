ALTER TABLE "language_messages" ADD COLUMN "merchant_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "language_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "merchant_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "language_messages" DROP CONSTRAINT "language_messages_locale_msg_key_pk";--> statement-breakpoint
ALTER TABLE "languages" DROP CONSTRAINT "languages_pkey";--> statement-breakpoint
ALTER TABLE "language_messages" ADD CONSTRAINT "language_messages_merchant_id_locale_msg_key_pk" PRIMARY KEY("merchant_id","locale","msg_key");--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_merchant_id_locale_pk" PRIMARY KEY("merchant_id","locale");
