ALTER TABLE "activity_logs" ADD COLUMN "entity_type" varchar(50);--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "entity_id" integer;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "subject_user_id" integer;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "device" varchar(300);--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_pad_idx" ON "activity_logs" USING btree ("pad_id","created_at") WHERE "activity_logs"."pad_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_logs_subject_idx" ON "activity_logs" USING btree ("subject_user_id","created_at") WHERE "activity_logs"."subject_user_id" IS NOT NULL;