CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"device" varchar(300),
	"ip" varchar(64),
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"pad_id" integer,
	"action" varchar(50) NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pad_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(200),
	"phone" varchar(50),
	"email" varchar(200),
	"contact_type_id" integer DEFAULT 1 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_claimed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pad_facilities" (
	"pad_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "pad_facilities_pad_id_facility_id_pk" PRIMARY KEY("pad_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "pad_tags" (
	"pad_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "pad_tags_pad_id_tag_id_pk" PRIMARY KEY("pad_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "pad_warnings" (
	"pad_id" integer NOT NULL,
	"warning_id" integer NOT NULL,
	CONSTRAINT "pad_warnings_pad_id_warning_id_pk" PRIMARY KEY("pad_id","warning_id")
);
--> statement-breakpoint
CREATE TABLE "pads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"category_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"is_landing_permitted" boolean DEFAULT true NOT NULL,
	"is_phonable" boolean DEFAULT true NOT NULL,
	"is_api_accessible" boolean DEFAULT true NOT NULL,
	"is_moderated" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"submitter_user_id" integer,
	"hisc" varchar(16),
	"icao" varchar(4),
	"site_information" text,
	"landing_advice" text,
	"description" text,
	"notes" text,
	"website" varchar(500),
	"twitter_handle" varchar(100),
	"trip_advisor_rating" numeric(2, 1),
	"landing_fee_id" integer,
	"address" varchar(500),
	"country" varchar(200),
	"county" varchar(200),
	"region" varchar(200),
	"region_id" integer,
	"country_code" varchar(2),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"archive_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" varchar(200) NOT NULL,
	"country_code" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"entity" varchar(50) NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"pad_id" integer NOT NULL,
	"user_id" integer,
	"file_key" varchar(200) NOT NULL,
	"thumb_key" varchar(200),
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"direction" varchar(10),
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "us_states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_user_tags" (
	"user_id" integer NOT NULL,
	"user_tag_id" integer NOT NULL,
	CONSTRAINT "user_user_tags_user_id_user_tag_id_pk" PRIMARY KEY("user_id","user_tag_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(200) DEFAULT '' NOT NULL,
	"last_name" varchar(200) DEFAULT '' NOT NULL,
	"username" varchar(200) NOT NULL,
	"email" varchar(200) NOT NULL,
	"password_hash" text NOT NULL,
	"role" smallint DEFAULT 0 NOT NULL,
	"is_tac_accepted" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"country_code" varchar(2),
	"aircraft" varchar(200),
	"renewal_date" timestamp with time zone,
	"free_renewal_date" timestamp with time zone,
	"last_action_at" timestamp with time zone,
	"is_deleted_account" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_contact_type_id_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."contact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_facilities" ADD CONSTRAINT "pad_facilities_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_facilities" ADD CONSTRAINT "pad_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_tags" ADD CONSTRAINT "pad_tags_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_tags" ADD CONSTRAINT "pad_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_warnings" ADD CONSTRAINT "pad_warnings_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_warnings" ADD CONSTRAINT "pad_warnings_warning_id_warnings_id_fk" FOREIGN KEY ("warning_id") REFERENCES "public"."warnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pads" ADD CONSTRAINT "pads_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pads" ADD CONSTRAINT "pads_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pads" ADD CONSTRAINT "pads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pads" ADD CONSTRAINT "pads_submitter_user_id_users_id_fk" FOREIGN KEY ("submitter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pads" ADD CONSTRAINT "pads_landing_fee_id_landing_fees_id_fk" FOREIGN KEY ("landing_fee_id") REFERENCES "public"."landing_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pads" ADD CONSTRAINT "pads_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_user_tags" ADD CONSTRAINT "user_user_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_user_tags" ADD CONSTRAINT "user_user_tags_user_tag_id_user_tags_id_fk" FOREIGN KEY ("user_tag_id") REFERENCES "public"."user_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_uq" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_action_idx" ON "activity_logs" USING btree ("action");--> statement-breakpoint
CREATE INDEX "contacts_pad_idx" ON "contacts" USING btree ("pad_id");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_type_idx" ON "contacts" USING btree ("contact_type_id","is_claimed");--> statement-breakpoint
CREATE INDEX "pads_status_idx" ON "pads" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "pads_category_idx" ON "pads" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "pads_user_idx" ON "pads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pads_submitter_idx" ON "pads" USING btree ("submitter_user_id");--> statement-breakpoint
CREATE INDEX "pads_deleted_idx" ON "pads" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "pads_created_idx" ON "pads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pads_name_idx" ON "pads" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pads_lat_lng_idx" ON "pads" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "pads_country_idx" ON "pads" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "pads_name_trgm" ON "pads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "saved_filters_entity_idx" ON "saved_filters" USING btree ("entity","user_id");--> statement-breakpoint
CREATE INDEX "uploads_pad_idx" ON "uploads" USING btree ("pad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_renewal_idx" ON "users" USING btree ("renewal_date","free_renewal_date");--> statement-breakpoint
CREATE INDEX "users_last_action_idx" ON "users" USING btree ("last_action_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "username" || ' ' || "email") gin_trgm_ops);