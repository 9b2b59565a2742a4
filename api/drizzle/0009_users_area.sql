CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_aircrafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tail_number" varchar(20) NOT NULL,
	"type" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_favourites" (
	"user_id" integer NOT NULL,
	"pad_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favourites_user_id_pad_id_pk" PRIMARY KEY("user_id","pad_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_code" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_name" varchar(300);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "map_x" integer GENERATED ALWAYS AS (floor(("longitude" + 180) / 360 * 1073741824)::int) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "map_y" integer GENERATED ALWAYS AS (CASE WHEN "latitude" IS NOT NULL THEN floor((pi() - ln(tan(pi() / 4 + radians(least(greatest("latitude", -85.05112878), 85.05112878)) / 2))) / (2 * pi()) * 1073741824)::int END) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_device" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "archive_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_free_renewal" boolean GENERATED ALWAYS AS (coalesce("free_renewal_date" = "renewal_date", false)) STORED;--> statement-breakpoint
ALTER TABLE "user_aircrafts" ADD CONSTRAINT "user_aircrafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favourites" ADD CONSTRAINT "user_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favourites" ADD CONSTRAINT "user_favourites_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_aircrafts_user_idx" ON "user_aircrafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_aircrafts_tail_idx" ON "user_aircrafts" USING btree (lower("tail_number"));--> statement-breakpoint
CREATE INDEX "user_favourites_pad_idx" ON "user_favourites" USING btree ("pad_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_free_renewal_idx" ON "users" USING btree ("renewal_date") WHERE "users"."is_free_renewal";--> statement-breakpoint
CREATE INDEX "users_campaign_idx" ON "users" USING btree ("campaign_id") WHERE "users"."campaign_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_lat_lng_idx" ON "users" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "users_map_cell_idx" ON "users" USING btree ("map_x","map_y","id");