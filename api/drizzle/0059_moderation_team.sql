CREATE TABLE "moderation_claims" (
	"kind" text NOT NULL,
	"item_a" integer NOT NULL,
	"item_b" integer DEFAULT 0 NOT NULL,
	"pad_ids" integer[] NOT NULL,
	"admin_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_claims_kind_item_a_item_b_pk" PRIMARY KEY("kind","item_a","item_b")
);
--> statement-breakpoint
CREATE TABLE "moderation_decision_hours" (
	"hour" timestamp with time zone NOT NULL,
	"admin_id" integer NOT NULL,
	"decision" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "moderation_decision_hours_hour_admin_id_decision_pk" PRIMARY KEY("hour","admin_id","decision")
);
--> statement-breakpoint
CREATE TABLE "moderation_decision_totals" (
	"decision" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "undo_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" text NOT NULL,
	"pad_ids" integer[] NOT NULL,
	"images" jsonb NOT NULL,
	"file_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"log_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undo_actions" ADD CONSTRAINT "undo_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_claims_expires_idx" ON "moderation_claims" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "undo_actions_expires_idx" ON "undo_actions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "revisions_pending_age_idx" ON "revisions" USING btree ("type","created_at") WHERE "revisions"."status" = 1;
--> statement-breakpoint
-- Decisions kept per hour and admin, and in all (moderation_decision_hours, moderation_decision_totals): a pending
-- revision resolved (1 → 2 accepted, 1 → 3 rejected) adds one; a decision undone (2 or 3 → 1, domain/undo.ts) takes
-- its hour's one away again and counts once as 'undone' in the totals, which only grow (a Prometheus counter).
-- Statement-level with transition tables, like revision_counts: a bulk update costs one upsert per key.
CREATE FUNCTION moderation_decisions_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.status AS old_status, n.status AS new_status, o.resolved_at AS old_at, coalesce(o.resolved_by, 0) AS old_by,
      n.resolved_at AS new_at, coalesce(n.resolved_by, 0) AS new_by
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.status = 1 AND n.status IN (2, 3)) OR (o.status IN (2, 3) AND n.status = 1)
  ), hours AS (
    INSERT INTO moderation_decision_hours AS h (hour, admin_id, decision, n)
    SELECT hour, admin_id, decision, sum(d) FROM (
      SELECT date_trunc('hour', new_at) AS hour, new_by AS admin_id, new_status AS decision, 1 AS d FROM moved WHERE old_status = 1
      UNION ALL
      SELECT date_trunc('hour', old_at), old_by, old_status, -1 FROM moved WHERE new_status = 1
    ) AS c WHERE hour IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (hour, admin_id, decision) DO UPDATE SET n = h.n + EXCLUDED.n
  )
  INSERT INTO moderation_decision_totals AS t (decision, n)
  SELECT CASE WHEN old_status <> 1 THEN 'undone' WHEN new_status = 2 THEN 'accepted' ELSE 'rejected' END, count(*)
  FROM moved GROUP BY 1 ORDER BY 1
  ON CONFLICT (decision) DO UPDATE SET n = t.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER moderation_decisions_update AFTER UPDATE ON revisions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION moderation_decisions_on_update();
--> statement-breakpoint
INSERT INTO moderation_decision_totals (decision, n)
SELECT d, coalesce((SELECT sum(n) FROM revision_counts WHERE status = s), 0)
FROM (VALUES ('accepted', 2), ('rejected', 3), ('undone', NULL)) AS v (d, s);
--> statement-breakpoint
INSERT INTO moderation_decision_hours (hour, admin_id, decision, n)
SELECT date_trunc('hour', resolved_at), coalesce(resolved_by, 0), status, count(*) FROM revisions
WHERE status IN (2, 3) AND resolved_at > now() - interval '25 hours' GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The panels' live updates (domain/live.ts): each statement that changes what a panel shows tells every API
-- instance on channel pads_live, at its commit (nothing on a rollback). The payload is the topic and the
-- transaction's start time, the same for every statement of one transaction, so PostgreSQL folds a transaction's
-- identical notifications into one. Heartbeats (claims' heartbeat_at, expires_at) and users' last activity are not
-- news: the triggers name the columns that are.
CREATE FUNCTION live_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pads_live', json_build_object('topic', TG_ARGV[0], 'at', floor(extract(epoch FROM now()) * 1000))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER revisions_live AFTER INSERT OR UPDATE OR DELETE ON revisions
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify('revisions');
--> statement-breakpoint
CREATE TRIGGER duplicate_pairs_live AFTER INSERT OR UPDATE OR DELETE ON duplicate_pairs
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify('pairs');
--> statement-breakpoint
CREATE TRIGGER moderation_claims_live AFTER INSERT OR DELETE OR UPDATE OF admin_id, claimed_at ON moderation_claims
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify('claims');
--> statement-breakpoint
CREATE TRIGGER pads_live_stats AFTER INSERT OR DELETE OR UPDATE OF status_id, is_landing_permitted, category_id, deleted_at, has_claimed_owner ON pads
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify('stats');
--> statement-breakpoint
CREATE TRIGGER users_live_stats AFTER INSERT OR DELETE OR UPDATE OF role, deleted_at, renewal_date, free_renewal_date, is_deleted_account ON users
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify('stats');
