CREATE TABLE "position_roles" (
	"position_id" text NOT NULL,
	"role_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	CONSTRAINT "position_roles_position_id_role_id_pk" PRIMARY KEY("position_id","role_id")
);
