CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"role" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"photo_url" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_position_index" ON "team_members" USING btree ("position");--> statement-breakpoint
CREATE INDEX "bookings_service_rating_idx" ON "bookings" USING btree ("service_id","rating") WHERE "bookings"."rating" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "reviews";