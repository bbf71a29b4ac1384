-- Every plan takes the default, Free ones too: the 40 calls a day members had before the number became the plan's.
-- Free members never reach the model (4003), so a Free plan's number is never read.
ALTER TABLE "plans" ADD COLUMN "ai_daily_calls" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_ai_daily_calls_check" CHECK ("plans"."ai_daily_calls" between 0 and 1000);