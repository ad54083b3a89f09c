CREATE TABLE "service_translations" (
	"service_id" integer NOT NULL,
	"lang" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "service_translations_service_id_lang_pk" PRIMARY KEY("service_id","lang")
);
--> statement-breakpoint
ALTER TABLE "service_translations" ADD CONSTRAINT "service_translations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;