CREATE TABLE "sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD CONSTRAINT "sandbox_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;