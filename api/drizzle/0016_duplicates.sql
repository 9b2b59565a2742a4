CREATE TABLE "duplicate_dismissals" (
	"pad_a" integer NOT NULL,
	"pad_b" integer NOT NULL,
	"a_latitude" double precision NOT NULL,
	"a_longitude" double precision NOT NULL,
	"b_latitude" double precision NOT NULL,
	"b_longitude" double precision NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_dismissals_pad_a_pad_b_pk" PRIMARY KEY("pad_a","pad_b"),
	CONSTRAINT "duplicate_dismissals_ordered" CHECK ("duplicate_dismissals"."pad_a" < "duplicate_dismissals"."pad_b")
);
--> statement-breakpoint
CREATE TABLE "duplicate_pairs" (
	"pad_a" integer NOT NULL,
	"pad_b" integer NOT NULL,
	"distance_m" real NOT NULL,
	"a_lnp" boolean DEFAULT false NOT NULL,
	"b_lnp" boolean DEFAULT false NOT NULL,
	"a_archived" boolean DEFAULT false NOT NULL,
	"b_archived" boolean DEFAULT false NOT NULL,
	"a_unmoderated" boolean DEFAULT false NOT NULL,
	"b_unmoderated" boolean DEFAULT false NOT NULL,
	"a_country" varchar(2),
	"b_country" varchar(2),
	"dismissed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "duplicate_pairs_pad_a_pad_b_pk" PRIMARY KEY("pad_a","pad_b"),
	CONSTRAINT "duplicate_pairs_ordered" CHECK ("duplicate_pairs"."pad_a" < "duplicate_pairs"."pad_b")
);
--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_pad_a_pads_id_fk" FOREIGN KEY ("pad_a") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_pad_b_pads_id_fk" FOREIGN KEY ("pad_b") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_pad_a_pads_id_fk" FOREIGN KEY ("pad_a") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_pad_b_pads_id_fk" FOREIGN KEY ("pad_b") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_pairs_b_idx" ON "duplicate_pairs" USING btree ("pad_b");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_distance_idx" ON "duplicate_pairs" USING btree ("distance_m");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_default_idx" ON "duplicate_pairs" USING btree ("distance_m") WHERE NOT ("duplicate_pairs"."a_lnp" OR "duplicate_pairs"."b_lnp" OR "duplicate_pairs"."a_archived" OR "duplicate_pairs"."b_archived" OR "duplicate_pairs"."a_unmoderated" OR "duplicate_pairs"."b_unmoderated" OR "duplicate_pairs"."dismissed");--> statement-breakpoint
CREATE INDEX "pads_point_spgist" ON "pads" USING spgist (point("longitude", "latitude"));--> statement-breakpoint
-- Each pair carries its pads' state (for the list's filters and the badge count): a pad whose state
-- changes, by whatever write, updates its pairs here.
CREATE FUNCTION duplicate_pairs_pad_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE duplicate_pairs SET a_lnp = NOT NEW.is_landing_permitted, a_archived = NEW.deleted_at IS NOT NULL,
    a_unmoderated = NEW.status_id <> 3, a_country = NEW.country_code WHERE pad_a = NEW.id;
  UPDATE duplicate_pairs SET b_lnp = NOT NEW.is_landing_permitted, b_archived = NEW.deleted_at IS NOT NULL,
    b_unmoderated = NEW.status_id <> 3, b_country = NEW.country_code WHERE pad_b = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pads_duplicate_pair_state AFTER UPDATE OF is_landing_permitted, deleted_at, status_id, country_code ON pads
  FOR EACH ROW WHEN (OLD.is_landing_permitted IS DISTINCT FROM NEW.is_landing_permitted
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.status_id IS DISTINCT FROM NEW.status_id
    OR OLD.country_code IS DISTINCT FROM NEW.country_code)
  EXECUTE FUNCTION duplicate_pairs_pad_state();
--> statement-breakpoint
-- Backfill: every pair of existing pads within 1 km (the statement of domain/duplicatePairs.ts at this
-- migration; later writes keep the table current).
INSERT INTO duplicate_pairs (pad_a, pad_b, distance_m, a_lnp, b_lnp, a_archived, b_archived, a_unmoderated,
  b_unmoderated, a_country, b_country)
WITH src AS (SELECT id, latitude AS lat, longitude AS lng FROM pads),
  dims AS (SELECT id, lat, lng, 0.008993216059187306::float8 AS dlat,
    0.008993216059187306::float8 / greatest(cos(radians(lat)), 0.001) AS dlng FROM src),
  boxes AS (
    SELECT id, lat, lng, box(point(greatest(lng - dlng, -180), lat - dlat), point(least(lng + dlng, 180), lat + dlat)) AS b FROM dims
    UNION ALL SELECT id, lat, lng, box(point(lng - dlng + 360, lat - dlat), point(180, lat + dlat)) FROM dims WHERE lng - dlng < -180
    UNION ALL SELECT id, lat, lng, box(point(-180, lat - dlat), point(lng + dlng - 360, lat + dlat)) FROM dims WHERE lng + dlng > 180),
  near AS (
    SELECT least(s.id, p.id) AS pad_a, greatest(s.id, p.id) AS pad_b,
      6371000 * 2 * asin(least(1, sqrt(power(sin(radians(p.latitude - s.lat) / 2), 2)
        + cos(radians(s.lat)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - s.lng) / 2), 2)))) AS d
    FROM boxes s JOIN pads p ON point(p.longitude, p.latitude) <@ s.b AND p.id <> s.id),
  pairs AS (SELECT pad_a, pad_b, min(d)::real AS distance_m FROM near WHERE d <= 1000 GROUP BY 1, 2)
SELECT x.pad_a, x.pad_b, x.distance_m, NOT pa.is_landing_permitted, NOT pb.is_landing_permitted,
  pa.deleted_at IS NOT NULL, pb.deleted_at IS NOT NULL, pa.status_id <> 3, pb.status_id <> 3, pa.country_code, pb.country_code
FROM pairs x JOIN pads pa ON pa.id = x.pad_a JOIN pads pb ON pb.id = x.pad_b;
