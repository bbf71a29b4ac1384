CREATE TABLE "coach_answers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"goal" text NOT NULL,
	"activity" text NOT NULL,
	"sessions_per_week" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_answers_goal_check" CHECK ("coach_answers"."goal" in ('lose', 'keep', 'gain', 'performance')),
	CONSTRAINT "coach_answers_activity_check" CHECK ("coach_answers"."activity" in ('sedentary', 'light', 'moderate', 'active', 'very_active')),
	CONSTRAINT "coach_answers_sessions_check" CHECK ("coach_answers"."sessions_per_week" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "coach_answers" ADD CONSTRAINT "coach_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;