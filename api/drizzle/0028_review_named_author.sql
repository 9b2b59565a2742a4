-- The reviews list's 'Author (user ID)' filter matches the author of a review that is not anonymous only:
-- filtering by a user must not reveal which anonymous reviews they wrote.
CREATE INDEX "reviews_named_author_idx" ON "reviews" USING btree ((CASE WHEN "is_anonymous" THEN NULL ELSE "user_id" END));
