CREATE TABLE "auth_failures" (
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_failures_action_subject_pk" PRIMARY KEY("action","subject")
);
--> statement-breakpoint
CREATE TABLE "federated_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federated_identities_provider_subject_pk" PRIMARY KEY("provider","subject"),
	CONSTRAINT "federated_identities_provider_check" CHECK ("federated_identities"."provider" in ('google.com', 'apple.com'))
);
--> statement-breakpoint
CREATE TABLE "federated_sign_in_attempts" (
	"cookie_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"link_uid" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"height_cm" integer,
	"weight_kg" real,
	"workout_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_profiles_height_check" CHECK ("health_profiles"."height_cm" is null or "health_profiles"."height_cm" between 50 and 272),
	CONSTRAINT "health_profiles_weight_check" CHECK ("health_profiles"."weight_kg" is null or "health_profiles"."weight_kg" between 20 and 400)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "federated_identities" ADD CONSTRAINT "federated_identities_uid_identity_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."identity_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_sign_in_attempts" ADD CONSTRAINT "federated_sign_in_attempts_link_uid_identity_accounts_uid_fk" FOREIGN KEY ("link_uid") REFERENCES "public"."identity_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_profiles" ADD CONSTRAINT "health_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;