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
CREATE INDEX "pads_point_spgist" ON "pads" USING spgist (point("longitude", "latitude"));--> statement-breakpoint
-- Backfill: every pair of existing pads within 1 km (the statement of domain/duplicatePairs.ts at this
-- migration; later writes keep the table current).
INSERT INTO duplicate_pairs (pad_a, pad_b, distance_m)
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
    FROM boxes s JOIN pads p ON point(p.longitude, p.latitude) <@ s.b AND p.id <> s.id)
SELECT pad_a, pad_b, min(d)::real FROM near WHERE d <= 1000 GROUP BY 1, 2;
