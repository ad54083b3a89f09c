CREATE TABLE "supplier_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text,
	"supplier_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
-- Ratings given before this column existed are dated by the booking's last change.
UPDATE "bookings" SET "rated_at" = "updated_at" WHERE "rating" IS NOT NULL AND "rated_at" IS NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "kind" text;--> statement-breakpoint
-- Existing ledger lines get a kind from what they say: debits were spent, credits were top-ups
-- unless the description names a referral reward, a refund or a booking's 5% back.
UPDATE "transactions" SET "kind" = CASE
	WHEN "type" = 'debit' THEN 'spend'
	WHEN "description" ILIKE 'referral%' THEN 'referral'
	WHEN "description" ILIKE '%refund%' THEN 'refund'
	WHEN "description" ILIKE '5\% back%' AND "booking_id" IS NOT NULL THEN 'cashback'
	ELSE 'top_up'
END WHERE "kind" IS NULL;--> statement-breakpoint
-- The unique index below allows one cashback line per booking; a stray second one keeps its money as a top-up.
UPDATE "transactions" SET "kind" = 'top_up' WHERE "kind" = 'cashback' AND "id" NOT IN (
	SELECT DISTINCT ON ("booking_id") "id" FROM "transactions" WHERE "kind" = 'cashback' ORDER BY "booking_id", "created_at", "id"
);--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_messages" ADD CONSTRAINT "supplier_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_messages" ADD CONSTRAINT "supplier_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_messages" ADD CONSTRAINT "supplier_messages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_messages_booking_id_index" ON "supplier_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_cashback_per_booking" ON "transactions" USING btree ("booking_id") WHERE "transactions"."kind" = 'cashback';