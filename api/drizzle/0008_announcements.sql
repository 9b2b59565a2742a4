CREATE TABLE "announcement_uploads" (
	"id" integer PRIMARY KEY DEFAULT nextval('uploads_id_seq') NOT NULL,
	"announcement_id" integer NOT NULL,
	"device_type" varchar(10) NOT NULL,
	"title" varchar(255) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"thumb_key" varchar(200) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"frames" integer DEFAULT 1 NOT NULL,
	"order" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"order" integer NOT NULL,
	"is_published_android" boolean DEFAULT false NOT NULL,
	"is_published_ios" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "announcement_uploads" ADD CONSTRAINT "announcement_uploads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_uploads" ADD CONSTRAINT "announcement_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_uploads_owner_idx" ON "announcement_uploads" USING btree ("announcement_id","device_type","order");--> statement-breakpoint
CREATE INDEX "announcements_order_idx" ON "announcements" USING btree ("order","id");