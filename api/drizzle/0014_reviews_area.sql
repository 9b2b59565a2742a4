CREATE TABLE "review_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"thumb_key" varchar(200),
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_uploads" ADD CONSTRAINT "review_uploads_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_uploads_review_idx" ON "review_uploads" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("id") WHERE NOT "reviews"."is_approved";--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("id") WHERE "reviews"."is_reported";--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm" ON "reviews" USING gin ("comment" gin_trgm_ops);