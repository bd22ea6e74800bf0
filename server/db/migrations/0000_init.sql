CREATE TABLE "merchant_auths" (
	"auth_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"role_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"merchant_name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"organize_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"organize_name" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"leader" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"position_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"organize_id" text DEFAULT '' NOT NULL,
	"position_name" text NOT NULL,
	"position_code" text DEFAULT '' NOT NULL,
	"permission" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"role_name" text NOT NULL,
	"role_key" text NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"home_page" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_positions" (
	"user_id" text NOT NULL,
	"position_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	CONSTRAINT "user_positions_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_name" text NOT NULL,
	"nick_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"phonenumber" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"job_number" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"sex" text DEFAULT '0' NOT NULL,
	"organize_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"locked_time" timestamp with time zone,
	"unlocking_time" timestamp with time zone,
	"locked_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_data" (
	"dict_id" text PRIMARY KEY NOT NULL,
	"dict_code" text NOT NULL,
	"dict_label" text NOT NULL,
	"dict_value" text NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_messages" (
	"locale" text NOT NULL,
	"msg_key" text NOT NULL,
	"msg_value" text NOT NULL,
	CONSTRAINT "language_messages_locale_msg_key_pk" PRIMARY KEY("locale","msg_key")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"locale" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" text DEFAULT 'ENABLED' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_collects" (
	"user_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_collects_user_id_merchant_id_menu_id_pk" PRIMARY KEY("user_id","merchant_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"menu_title" text NOT NULL,
	"menu_type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"component" text DEFAULT '' NOT NULL,
	"perms" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"visible" text DEFAULT '1' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"prop_id" text PRIMARY KEY NOT NULL,
	"attr_code" text NOT NULL,
	"attr_value" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_attr_code_unique" UNIQUE("attr_code")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" text NOT NULL,
	"menu_id" text NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_apps" (
	"app_id" text PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"app_name" text NOT NULL,
	"app_logo" text DEFAULT '' NOT NULL,
	"app_path" text DEFAULT '' NOT NULL,
	"app_category" text DEFAULT '' NOT NULL,
	"app_order" integer DEFAULT 0 NOT NULL,
	"is_micro" text DEFAULT '1' NOT NULL,
	"visible" text DEFAULT '1' NOT NULL,
	"open_type" text DEFAULT 'SAME_TAB' NOT NULL,
	"need_project" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sys_apps_app_code_unique" UNIQUE("app_code")
);
--> statement-breakpoint
CREATE TABLE "system_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_pem" text NOT NULL,
	"private_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"config" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_auths_user_merchant_idx" ON "merchant_auths" USING btree ("user_id","merchant_id");--> statement-breakpoint
CREATE INDEX "organizations_merchant_idx" ON "organizations" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "positions_merchant_idx" ON "positions" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "roles_merchant_idx" ON "roles" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "user_positions_position_idx" ON "user_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_idx" ON "users" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "users_merchant_idx" ON "users" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_code_value_idx" ON "dict_data" USING btree ("dict_code","dict_value");--> statement-breakpoint
CREATE INDEX "menus_app_idx" ON "menus" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "login_logs_user_idx" ON "login_logs" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE INDEX "login_logs_ip_idx" ON "login_logs" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");