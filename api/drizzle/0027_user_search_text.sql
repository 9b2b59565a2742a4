-- The users' keyword search (users list, owner search, Pad Submissions report) reads a stored lower-cased
-- search text and matches it with LIKE on the lowered keyword. ILIKE on the concatenated expression folded
-- the case of every candidate row: 'oak' (13k of 200k users) took 22 ms to count, this takes 13 ms.
DROP INDEX "users_search_trgm";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || "username" || ' ' || "email")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- As 0026 did for the expression it replaces: selective keywords keep a stable estimate.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "users";
