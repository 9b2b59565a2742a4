CREATE TABLE "pad_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"pad_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppr_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pad_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_version" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "is_new_version" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pad_views" ADD CONSTRAINT "pad_views_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_views" ADD CONSTRAINT "pad_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pad_views_pad_idx" ON "pad_views" USING btree ("pad_id");--> statement-breakpoint
CREATE INDEX "pad_views_created_idx" ON "pad_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ppr_requests_pad_idx" ON "ppr_requests" USING btree ("pad_id");--> statement-breakpoint
CREATE INDEX "ppr_requests_created_idx" ON "ppr_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_started_idx" ON "subscriptions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");