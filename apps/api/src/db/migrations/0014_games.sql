CREATE TABLE "challenge_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_activities_duration_check" CHECK ("challenge_activities"."duration_minutes" between 1 and 240)
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"title" jsonb NOT NULL,
	"metric" text NOT NULL,
	"goal" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_month_unique" UNIQUE("month"),
	CONSTRAINT "challenges_metric_check" CHECK ("challenges"."metric" in ('workouts', 'minutes')),
	CONSTRAINT "challenges_month_check" CHECK ("challenges"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "challenges_goal_check" CHECK ("challenges"."goal" > 0)
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "game_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"award_key" text NOT NULL,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_points_source_check" CHECK ("game_points"."source" in ('quiz', 'challenge', 'streak', 'first_comment'))
);
--> statement-breakpoint
CREATE TABLE "quiz_plays" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"position" smallint NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"chosen_index" smallint,
	"is_correct" boolean,
	"points" integer,
	CONSTRAINT "quiz_plays_user_id_week_start_position_pk" PRIMARY KEY("user_id","week_start","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_start" date NOT NULL,
	"prompt" jsonb NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_index" smallint NOT NULL,
	"explanation" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draw_entrants" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "method" text DEFAULT 'lowest-hash' NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_activities" ADD CONSTRAINT "challenge_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_points" ADD CONSTRAINT "game_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_plays" ADD CONSTRAINT "quiz_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_activities_user_day_idx" ON "challenge_activities" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "game_points_award_key" ON "game_points" USING btree ("user_id","award_key");--> statement-breakpoint
CREATE INDEX "game_points_awarded_at_idx" ON "game_points" USING btree ("awarded_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_week_idx" ON "quiz_questions" USING btree ("week_start","created_at");--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_method_check" CHECK ("draws"."method" in ('lowest-hash', 'weighted'));--> statement-breakpoint
-- Draws still open take this month's points into account; drawn ones keep the proof they were published with.
UPDATE "draws" SET "method" = 'weighted' WHERE "status" = 'open';
