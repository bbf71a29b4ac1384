CREATE TABLE "feed_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feed_moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"excerpt" text NOT NULL,
	"moderator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_post_images" (
	"key" text PRIMARY KEY NOT NULL,
	"post_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"editor_id" uuid,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"state" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_readers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_read_at" timestamp with time zone,
	"digest_subscribed" boolean DEFAULT false NOT NULL,
	"digest_token" text NOT NULL,
	"digest_since" timestamp with time zone,
	"digest_last_sent_at" timestamp with time zone,
	CONSTRAINT "feed_readers_digest_token_unique" UNIQUE("digest_token")
);
--> statement-breakpoint
CREATE TABLE "feed_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"comment_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_posts" DROP CONSTRAINT "feed_posts_language_check";--> statement-breakpoint
DROP INDEX "feed_posts_language_title_key";--> statement-breakpoint
DROP INDEX "feed_posts_language_published_idx";--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "written_in" text;--> statement-breakpoint
-- The posts so far were each written in one language: that language becomes the one they are written in, and their
-- text its only text (D9). They were all published.
UPDATE "feed_posts" SET "written_in" = "language";--> statement-breakpoint
ALTER TABLE "feed_posts" ALTER COLUMN "written_in" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('writtenIn', "language", 'texts', jsonb_build_object("language", "title"));--> statement-breakpoint
ALTER TABLE "feed_posts" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('writtenIn', "language", 'texts', jsonb_build_object("language", "content"));--> statement-breakpoint
ALTER TABLE "feed_posts" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "feed_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
UPDATE "feed_posts" SET "state" = 'published';--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "feed_posts" SET "created_at" = "published_at", "updated_at" = "published_at";--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_parent_id_feed_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feed_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_moderation_log" ADD CONSTRAINT "feed_moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_images" ADD CONSTRAINT "feed_post_images_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_images" ADD CONSTRAINT "feed_post_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_revisions" ADD CONSTRAINT "feed_post_revisions_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_revisions" ADD CONSTRAINT "feed_post_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_readers" ADD CONSTRAINT "feed_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_comment_id_feed_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."feed_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_comments_post_idx" ON "feed_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_comments_parent_idx" ON "feed_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "feed_post_images_post_idx" ON "feed_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "feed_post_revisions_post_idx" ON "feed_post_revisions" USING btree ("post_id","edited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_reports_post_reporter_key" ON "feed_reports" USING btree ("post_id","reporter_id") WHERE "feed_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_reports_comment_reporter_key" ON "feed_reports" USING btree ("comment_id","reporter_id") WHERE "feed_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "feed_reports_open_idx" ON "feed_reports" USING btree ("created_at") WHERE "feed_reports"."decided_at" is null;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_posts_one_pinned_key" ON "feed_posts" USING btree ((true)) WHERE "feed_posts"."pinned_at" is not null;--> statement-breakpoint
CREATE INDEX "feed_posts_visible_idx" ON "feed_posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feed_posts"."state" = 'published' and "feed_posts"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "feed_posts" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_written_in_check" CHECK ("feed_posts"."written_in" in ('en', 'fr', 'ar'));--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_state_check" CHECK ("feed_posts"."state" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_published_at_check" CHECK ("feed_posts"."state" <> 'published' or "feed_posts"."published_at" is not null);