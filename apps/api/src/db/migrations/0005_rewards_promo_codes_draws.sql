CREATE TABLE "draw_entrants" (
	"draw_id" uuid NOT NULL,
	"ticket" text NOT NULL,
	"user_id" uuid,
	CONSTRAINT "draw_entrants_draw_id_ticket_pk" PRIMARY KEY("draw_id","ticket")
);
--> statement-breakpoint
CREATE TABLE "draw_free_entries" (
	"draw_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_free_entries_draw_id_user_id_pk" PRIMARY KEY("draw_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "draw_winners" (
	"draw_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"ticket" text NOT NULL,
	"user_id" uuid,
	"promo_code_id" bigint NOT NULL,
	CONSTRAINT "draw_winners_draw_id_rank_pk" PRIMARY KEY("draw_id","rank")
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"prize_reward_id" uuid NOT NULL,
	"winner_count" integer NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"entrant_list_hash" text,
	"entrant_count" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "draws_month_unique" UNIQUE("month"),
	CONSTRAINT "draws_status_check" CHECK ("draws"."status" in ('open', 'drawn')),
	CONSTRAINT "draws_month_check" CHECK ("draws"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "draws_winner_count_check" CHECK ("draws"."winner_count" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "promo_code_import_issues" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"outcome" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "promo_code_import_issues_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "promo_code_import_issues_outcome_check" CHECK ("promo_code_import_issues"."outcome" in ('duplicate_in_file', 'already_in_stock', 'expired', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "promo_code_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "promo_code_imports_status_check" CHECK ("promo_code_imports"."status" in ('running', 'completed', 'failed', 'interrupted')),
	CONSTRAINT "promo_code_imports_format_check" CHECK ("promo_code_imports"."format" in ('csv', 'xlsx', 'xls'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reward_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"expires_on" date,
	"import_id" uuid,
	"import_row" integer,
	"user_id" uuid,
	"used_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_status_check" CHECK ("promo_codes"."status" in ('available', 'used'))
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"promo_code_id" bigint NOT NULL,
	"reported_code_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"partner" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"low_stock_threshold" integer DEFAULT 10 NOT NULL,
	"low_stock_alerted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_category_check" CHECK ("rewards"."category" in ('fashion', 'sport', 'streaming')),
	CONSTRAINT "rewards_threshold_check" CHECK ("rewards"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "draw_entrants" ADD CONSTRAINT "draw_entrants_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entrants" ADD CONSTRAINT "draw_entrants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_free_entries" ADD CONSTRAINT "draw_free_entries_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_free_entries" ADD CONSTRAINT "draw_free_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_winners" ADD CONSTRAINT "draw_winners_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_winners" ADD CONSTRAINT "draw_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_winners" ADD CONSTRAINT "draw_winners_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_prize_reward_id_rewards_id_fk" FOREIGN KEY ("prize_reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_import_issues" ADD CONSTRAINT "promo_code_import_issues_import_id_promo_code_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."promo_code_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_imports" ADD CONSTRAINT "promo_code_imports_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_imports" ADD CONSTRAINT "promo_code_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_reported_code_id_promo_codes_id_fk" FOREIGN KEY ("reported_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_imports_reward_idx" ON "promo_code_imports" USING btree ("reward_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_reward_code_key" ON "promo_codes" USING btree ("reward_id","code");--> statement-breakpoint
CREATE INDEX "promo_codes_reward_available_idx" ON "promo_codes" USING btree ("reward_id","created_at") WHERE "promo_codes"."status" = 'available';--> statement-breakpoint
CREATE INDEX "promo_codes_import_idx" ON "promo_codes" USING btree ("import_id","import_row");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_user_reward_key" ON "reward_claims" USING btree ("user_id","reward_id");