CREATE INDEX "pads_region_trgm" ON "pads" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pads_landing_not_permitted_idx" ON "pads" USING btree ("category_id") WHERE NOT "pads"."is_landing_permitted";--> statement-breakpoint
CREATE INDEX "pads_not_phonable_idx" ON "pads" USING btree ("category_id") WHERE NOT "pads"."is_phonable";