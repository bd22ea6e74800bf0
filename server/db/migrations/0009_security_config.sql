CREATE TABLE "tenant_security" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"password_min_length" integer,
	"require_upper" boolean,
	"require_lower" boolean,
	"require_digit" boolean,
	"require_special" boolean,
	"login_max_failures" integer,
	"login_failure_window_minutes" integer,
	"login_lock_minutes" integer,
	"session_ttl_minutes" integer,
	"home_page" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
