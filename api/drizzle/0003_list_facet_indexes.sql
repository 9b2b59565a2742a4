DROP INDEX "pads_status_idx";--> statement-breakpoint
CREATE INDEX "contacts_claimed_owner_idx" ON "contacts" USING btree ("pad_id") WHERE "contacts"."contact_type_id" = 4 AND "contacts"."is_claimed";--> statement-breakpoint
CREATE INDEX "pads_list_facets_idx" ON "pads" USING btree ("status_id","category_id","is_landing_permitted","is_phonable","deleted_at","user_id","submitter_user_id");