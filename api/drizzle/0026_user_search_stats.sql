-- Keyword searches are planned from the statistics of the searched expression. With the default target
-- (100: a 30,000-row sample, a 100-bucket histogram) a selective keyword is now and then estimated at 1-2%
-- of the table, when a sampled value happens to match, and the planner then walks the primary key filtering
-- every row (110-500 ms for 'scale-1234' over 200k users) instead of reading the few matches from the
-- trigram index (7 ms). A target of 1,000 samples the whole table at these sizes, so the estimate is stable.
ALTER INDEX "users_search_trgm" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "pads" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
-- The user map's index gains role, so the map of pilots or of owners is an index-only scan too.
DROP INDEX IF EXISTS "users_map_cell_idx";--> statement-breakpoint
CREATE INDEX "users_map_cell_idx" ON "users" USING btree ("map_x","map_y","id","role");--> statement-breakpoint
ANALYZE "users";--> statement-breakpoint
ANALYZE "pads";
