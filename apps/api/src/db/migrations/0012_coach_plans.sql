CREATE TABLE "coach_meal_weeks" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"inputs_key" text NOT NULL,
	"days" jsonb NOT NULL,
	"swaps" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_meal_weeks_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "coach_session_logs" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"day_index" smallint NOT NULL,
	"rating" text NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_session_logs_user_id_week_start_day_index_pk" PRIMARY KEY("user_id","week_start","day_index"),
	CONSTRAINT "coach_session_logs_day_check" CHECK ("coach_session_logs"."day_index" between 0 and 6),
	CONSTRAINT "coach_session_logs_rating_check" CHECK ("coach_session_logs"."rating" in ('too_easy', 'right', 'too_hard'))
);
--> statement-breakpoint
CREATE TABLE "coach_training_weeks" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"progression" integer NOT NULL,
	"change" text NOT NULL,
	"because" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_training_weeks_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "coach_weight_logs" (
	"user_id" uuid NOT NULL,
	"logged_on" date NOT NULL,
	"weight_kg" real NOT NULL,
	"energy_kcal" integer,
	CONSTRAINT "coach_weight_logs_user_id_logged_on_pk" PRIMARY KEY("user_id","logged_on"),
	CONSTRAINT "coach_weight_logs_weight_check" CHECK ("coach_weight_logs"."weight_kg" between 20 and 400)
);
--> statement-breakpoint
ALTER TABLE "coach_answers" ADD COLUMN "equipment" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_answers" ADD COLUMN "level" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_meal_weeks" ADD CONSTRAINT "coach_meal_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_session_logs" ADD CONSTRAINT "coach_session_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_training_weeks" ADD CONSTRAINT "coach_training_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_weight_logs" ADD CONSTRAINT "coach_weight_logs_user_id_health_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."health_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_answers" ADD CONSTRAINT "coach_answers_level_check" CHECK ("coach_answers"."level" in ('beginner', 'intermediate', 'advanced'));