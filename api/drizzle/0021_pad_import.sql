CREATE TABLE "pad_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_name" varchar(255),
	"rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"replaced" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "last_import_id" integer;--> statement-breakpoint
ALTER TABLE "pad_imports" ADD CONSTRAINT "pad_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pads_icao_idx" ON "pads" USING btree ("icao") WHERE "pads"."icao" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pads_last_import_idx" ON "pads" USING btree ("last_import_id") WHERE "pads"."last_import_id" IS NOT NULL;