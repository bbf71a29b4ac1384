ALTER TABLE "rewards" ADD COLUMN "written_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "translations" jsonb DEFAULT '{"name":{},"description":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_written_language_check" CHECK ("rewards"."written_language" in ('en', 'fr', 'ar'));