ALTER TABLE "services" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meeting_lat" double precision;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meeting_lon" double precision;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_hours" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_hours" CHECK ("services"."duration_hours" IS NULL OR "services"."duration_hours" BETWEEN 1 AND 24);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_meeting_coordinates" CHECK (("services"."meeting_lat" IS NULL) = ("services"."meeting_lon" IS NULL) AND ("services"."meeting_lat" IS NULL OR ("services"."meeting_lat" BETWEEN -90 AND 90 AND "services"."meeting_lon" BETWEEN -180 AND 180)));