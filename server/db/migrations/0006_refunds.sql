ALTER TABLE "bookings" ADD COLUMN "refunded_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_points_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_points_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- Refunds recorded before this migration were the line totals in USD cents, already settled.
UPDATE "payments" SET "settled_at" = "created_at", "amount_minor" = "amount_cents" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "bookings" SET "refunded_minor" = "total_cents", "refunded_points_cents" = 0 WHERE "status" IN ('cancelled', 'rejected');--> statement-breakpoint
UPDATE "orders" SET "refunded_minor" = coalesce((SELECT sum("refunded_minor") FROM "bookings" WHERE "bookings"."order_id" = "orders"."id"), 0);
