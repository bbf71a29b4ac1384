CREATE TABLE "persona_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"citations" jsonb NOT NULL,
	"refusal_topic" text,
	"refusal_pointer" text,
	"status" text DEFAULT 'shown' NOT NULL,
	"flag_reason" text,
	"flagged_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"correction_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persona_answers_status_check" CHECK ("persona_answers"."status" in ('shown', 'flagged', 'approved', 'corrected', 'hidden')),
	CONSTRAINT "persona_answers_source_check" CHECK ("persona_answers"."source" in ('library', 'model', 'refusal', 'no_match'))
);
--> statement-breakpoint
CREATE TABLE "persona_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"origin" text DEFAULT 'written' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persona_entries_language_check" CHECK ("persona_entries"."language" in ('en', 'fr', 'ar')),
	CONSTRAINT "persona_entries_origin_check" CHECK ("persona_entries"."origin" in ('written', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "model_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"feature" text NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"latency_ms" integer NOT NULL,
	"first_token_ms" integer,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"cost_usd" numeric(12, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persona_answers" ADD CONSTRAINT "persona_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_answers" ADD CONSTRAINT "persona_answers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_answers" ADD CONSTRAINT "persona_answers_correction_entry_id_persona_entries_id_fk" FOREIGN KEY ("correction_entry_id") REFERENCES "public"."persona_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_entries" ADD CONSTRAINT "persona_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_calls" ADD CONSTRAINT "model_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persona_answers_user_idx" ON "persona_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "persona_answers_status_idx" ON "persona_answers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "model_calls_user_day_idx" ON "model_calls" USING btree ("user_id","created_at");