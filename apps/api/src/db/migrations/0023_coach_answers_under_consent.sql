CREATE TABLE "coach_energy_answers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"goal" text NOT NULL,
	"activity" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_energy_answers_goal_check" CHECK ("coach_energy_answers"."goal" in ('lose', 'keep', 'gain', 'performance')),
	CONSTRAINT "coach_energy_answers_activity_check" CHECK ("coach_energy_answers"."activity" in ('sedentary', 'light', 'moderate', 'active', 'very_active'))
);
--> statement-breakpoint
ALTER TABLE "coach_energy_answers" ADD CONSTRAINT "coach_energy_answers_user_id_health_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."health_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Goal and activity are health data (D6): only the members who consent keep theirs.
INSERT INTO "coach_energy_answers" ("user_id", "goal", "activity", "updated_at")
	SELECT "coach_answers"."user_id", "coach_answers"."goal", "coach_answers"."activity", "coach_answers"."updated_at"
	FROM "coach_answers" JOIN "health_profiles" ON "health_profiles"."user_id" = "coach_answers"."user_id";--> statement-breakpoint
ALTER TABLE "coach_answers" DROP CONSTRAINT "coach_answers_goal_check";--> statement-breakpoint
ALTER TABLE "coach_answers" DROP CONSTRAINT "coach_answers_activity_check";--> statement-breakpoint
ALTER TABLE "coach_answers" DROP COLUMN "goal";--> statement-breakpoint
ALTER TABLE "coach_answers" DROP COLUMN "activity";--> statement-breakpoint
ALTER TABLE "coach_meal_weeks" DROP CONSTRAINT "coach_meal_weeks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "coach_meal_weeks" ADD COLUMN "bends" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Weeks planned from health data since withdrawn go with it.
DELETE FROM "coach_meal_weeks"
	WHERE NOT EXISTS (SELECT 1 FROM "health_profiles" WHERE "health_profiles"."user_id" = "coach_meal_weeks"."user_id");--> statement-breakpoint
ALTER TABLE "coach_meal_weeks" ADD CONSTRAINT "coach_meal_weeks_user_id_health_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."health_profiles"("user_id") ON DELETE cascade ON UPDATE no action;
