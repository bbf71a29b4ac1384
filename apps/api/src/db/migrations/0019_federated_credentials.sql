CREATE TABLE "federated_credentials" (
	"cookie_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"id_token" text NOT NULL,
	"raw_nonce" text NOT NULL,
	"display_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
