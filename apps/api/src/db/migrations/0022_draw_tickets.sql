CREATE TABLE "draw_tickets" (
	"draw_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ticket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_tickets_draw_id_user_id_pk" PRIMARY KEY("draw_id","user_id"),
	CONSTRAINT "draw_tickets_draw_ticket_unique" UNIQUE("draw_id","ticket"),
	CONSTRAINT "draw_tickets_ticket_check" CHECK ("draw_tickets"."ticket" ~ '^[0-9a-f]{16}$')
);
--> statement-breakpoint
ALTER TABLE "draw_tickets" ADD CONSTRAINT "draw_tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_tickets" ADD CONSTRAINT "draw_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;