CREATE TABLE "logged_workouts" (
	"user_id" uuid NOT NULL,
	"session_key" text NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"logged_at" timestamp with time zone,
	"event_id" bigint NOT NULL,
	CONSTRAINT "logged_workouts_user_id_session_key_pk" PRIMARY KEY("user_id","session_key"),
	CONSTRAINT "logged_workouts_minutes_check" CHECK ("logged_workouts"."minutes" between 1 and 240)
);
--> statement-breakpoint
ALTER TABLE "logged_workouts" ADD CONSTRAINT "logged_workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logged_workouts_user_day_idx" ON "logged_workouts" USING btree ("user_id","day");