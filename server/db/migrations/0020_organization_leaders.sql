ALTER TABLE "organizations" ADD COLUMN "leader_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written (issue 28): an organisation whose free-text leader names a user of its tenant (by user id, login
-- name or display name) gets that user as its leader.
UPDATE "organizations" AS o SET "leader_ids" = jsonb_build_array(u."user_id")
FROM "users" AS u
WHERE u."merchant_id" = o."merchant_id" AND o."leader" <> '' AND o."leader_ids" = '[]'::jsonb
  AND u."user_id" = (
    SELECT u2."user_id" FROM "users" AS u2
    WHERE u2."merchant_id" = o."merchant_id"
      AND (u2."user_id" = o."leader" OR u2."user_name" = o."leader" OR u2."nick_name" = o."leader")
    ORDER BY (u2."user_id" = o."leader") DESC, u2."user_id" LIMIT 1
  );
