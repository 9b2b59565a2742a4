-- The search box's folded texts (0057) get the statistics target users.search_text has (0026, 0027): the planner
-- chooses between walking the prefix index with a filter and reading a fragment's trigram candidates from how many
-- rows it expects a fragment to match, and a fragment is estimated from these statistics.
ALTER TABLE "pads" ALTER COLUMN "name_fold" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_fold" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "pads";--> statement-breakpoint
ANALYZE "users";
