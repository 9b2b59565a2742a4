-- The search box (issue 36): pads by name, users by name, username and e-mail, ignoring case and accents.
-- unaccent ships with PostgreSQL's contrib modules (Debian: postgresql-contrib; the embedded server has it) and is a
-- trusted extension, so the database's owner may create it. unaccent() itself is only STABLE (its dictionary could
-- be changed), which no index or generated column may use: search_fold() names the dictionary and declares the
-- result IMMUTABLE, the usual way to index unaccented text. Schema-qualified: it runs with any search_path (a
-- restore, an index rebuild). The folded texts are stored (pads.name_fold, users.search_fold), so a trigram search
-- rechecks its candidates by reading a column instead of unaccenting each row's text again.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (search_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_fold" text GENERATED ALWAYS AS (search_fold("first_name" || ' ' || "last_name" || ' ' || "username" || ' ' || "email")) STORED;--> statement-breakpoint
CREATE INDEX "pads_name_fold_trgm" ON "pads" USING gin ("name_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pads_name_fold_prefix_idx" ON "pads" USING btree (("name_fold" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "pads_hisc_upper_idx" ON "pads" USING btree (upper("hisc")) WHERE "pads"."hisc" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_fold_trgm" ON "users" USING gin ("search_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_fold_prefix_idx" ON "users" USING btree (("search_fold" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ((lower("username") COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ((lower("email") COLLATE "C"),"id");