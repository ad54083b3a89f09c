CREATE TABLE "checkout_rates" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charged_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_rates" ADD CONSTRAINT "checkout_rates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders before this migration were recorded and charged in USD cents.
UPDATE "orders" SET "charged_minor" = "total_cents", "currency" = 'USD', "exchange_rate" = 1;--> statement-breakpoint
UPDATE "payments" SET "amount_minor" = "amount_cents", "currency" = 'USD';
