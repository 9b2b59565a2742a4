CREATE TABLE "pad_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pad_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pad_id" integer NOT NULL,
	"user_id" integer,
	"prev" jsonb,
	"next" jsonb,
	"pad_report_type" smallint,
	"review_id" integer,
	"upload_id" integer,
	"comment" text,
	"is_updated_by_own_owner" boolean DEFAULT false NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"link_sent_at" timestamp with time zone,
	"link_sent_by" integer,
	"reverted_at" timestamp with time zone,
	"reverted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "is_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "pending_comment" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "confirmation_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pad_notes" ADD CONSTRAINT "pad_notes_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_notes" ADD CONSTRAINT "pad_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_link_sent_by_users_id_fk" FOREIGN KEY ("link_sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_reverted_by_users_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pad_notes_pad_idx" ON "pad_notes" USING btree ("pad_id","created_at");--> statement-breakpoint
CREATE INDEX "revisions_status_type_idx" ON "revisions" USING btree ("status","type","id");--> statement-breakpoint
CREATE INDEX "revisions_pad_idx" ON "revisions" USING btree ("pad_id","status","type");--> statement-breakpoint
CREATE INDEX "revisions_user_idx" ON "revisions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revisions_created_idx" ON "revisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "revisions_addition_pad_idx" ON "revisions" USING btree ("pad_id","created_at") WHERE "revisions"."type" = 1;