ALTER TABLE "pads" ADD COLUMN "is_pads_recommended_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "is_added_to_purgatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "is_landing_advice_displayed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "duplicated_pad_id" integer;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "survey_id" integer;