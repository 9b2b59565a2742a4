CREATE TABLE "revision_counts" (
	"status" smallint NOT NULL,
	"type" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "revision_counts_status_type_pk" PRIMARY KEY("status","type")
);
--> statement-breakpoint
CREATE INDEX "revisions_pending_idx" ON "revisions" USING btree ("id") WHERE "revisions"."status" = 1;--> statement-breakpoint
CREATE INDEX "revisions_pending_type_idx" ON "revisions" USING btree ("type","id") WHERE "revisions"."status" = 1;