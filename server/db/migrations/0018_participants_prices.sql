CREATE TABLE "booking_participants" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"birth_date" date,
	"licence_number" text,
	"licence_expiry" date,
	"waiver_version" integer,
	"waiver_lang" text,
	"waiver_accepted_at" timestamp with time zone,
	"waiver_accepted_by" text,
	"waiver_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"basis" text NOT NULL,
	"amount_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"included" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_fees_amount" CHECK ("service_fees"."amount" >= 0 AND ("service_fees"."amount_kind" = 'fixed' OR "service_fees"."amount" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "service_participant_types" (
	"service_id" integer NOT NULL,
	"code" text NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"price_cents" integer NOT NULL,
	"takes_seat" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_participant_types_service_id_code_pk" PRIMARY KEY("service_id","code"),
	CONSTRAINT "participant_types_price" CHECK ("service_participant_types"."price_cents" >= 0),
	CONSTRAINT "participant_types_ages" CHECK (("service_participant_types"."min_age" IS NULL OR "service_participant_types"."min_age" BETWEEN 0 AND 120) AND ("service_participant_types"."max_age" IS NULL OR "service_participant_types"."max_age" BETWEEN 0 AND 120) AND ("service_participant_types"."min_age" IS NULL OR "service_participant_types"."max_age" IS NULL OR "service_participant_types"."min_age" <= "service_participant_types"."max_age"))
);
--> statement-breakpoint
CREATE TABLE "service_price_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_periods_range" CHECK ("service_price_periods"."ends_on" >= "service_price_periods"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "service_waivers" (
	"service_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_waivers_service_id_version_lang_pk" PRIMARY KEY("service_id","version","lang")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "adult_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "licence_from_age" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kind" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "balance_due_days" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kept_on_lapse" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "participants" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "base_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fees_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "taxes_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_reason" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "participants" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fees" ADD CONSTRAINT "service_fees_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_participant_types" ADD CONSTRAINT "service_participant_types_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price_periods" ADD CONSTRAINT "service_price_periods_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_waivers" ADD CONSTRAINT "service_waivers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_participants_booking_id_position_index" ON "booking_participants" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "service_fees_service_id_index" ON "service_fees" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_price_periods_service_id_index" ON "service_price_periods" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit" CHECK (("services"."deposit_kind" IS NULL AND "services"."deposit_value" IS NULL AND "services"."balance_due_days" IS NULL) OR ("services"."deposit_value" > 0 AND "services"."balance_due_days" BETWEEN 1 AND 365 AND ("services"."deposit_kind" = 'fixed' OR "services"."deposit_value" <= 100)));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_min_age" CHECK ("services"."min_age" IS NULL OR "services"."min_age" BETWEEN 0 AND 120);--> statement-breakpoint
-- Everything sold before participant types: adults at the service's price, paid in full at checkout.
INSERT INTO "service_participant_types" ("service_id", "code", "price_cents", "takes_seat") SELECT "id", 'adult', "price_cents", true FROM "services";--> statement-breakpoint
UPDATE "cart_items" SET "participants" = jsonb_build_object('adult', "guests");--> statement-breakpoint
UPDATE "bookings" AS b SET "participants" = jsonb_build_object('adult', b."guests"), "prices" = jsonb_build_object('adult', b."unit_price_cents"), "base_cents" = b."total_cents", "discount_cents" = CASE WHEN o."subtotal_cents" > 0 THEN round(b."total_cents"::numeric * o."discount_cents" / o."subtotal_cents")::integer ELSE 0 END FROM "orders" AS o WHERE o."id" = b."order_id";--> statement-breakpoint
UPDATE "bookings" SET "deposit_cents" = "total_cents" - "discount_cents";--> statement-breakpoint
UPDATE "orders" SET "paid_cents" = "total_cents";
--> statement-breakpoint
INSERT INTO "booking_participants" ("id", "booking_id", "position", "type") SELECT gen_random_uuid()::text, b."id", g.n, 'adult' FROM "bookings" AS b, generate_series(0, b."guests" - 1) AS g(n);
