ALTER TABLE "services" ADD COLUMN "booking_cutoff_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_booking_cutoff" CHECK ("services"."booking_cutoff_hours" BETWEEN 1 AND 168);--> statement-breakpoint
-- Requests already waiting: their deadline ends at the new cut-off (2 hours before the start, a
-- start being a date and time on the peninsula, UTC+12) when it would have passed it.
UPDATE "bookings" SET "supplier_deadline" = ("start_date" + "time"::time - interval '14 hours') AT TIME ZONE 'UTC'
WHERE "status" = 'pending' AND "supplier_deadline" > ("start_date" + "time"::time - interval '14 hours') AT TIME ZONE 'UTC';
