ALTER TABLE "users" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Members who joined when the leaderboard promised "usernames only" keep their username until they choose (decision
-- 050); members who join from now on show their first name and initial unless they choose otherwise.
ALTER TABLE "users" ADD COLUMN "name_display" text DEFAULT 'username' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "name_display" SET DEFAULT 'name';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_picture" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_display_check" CHECK ("users"."name_display" in ('name', 'username'));