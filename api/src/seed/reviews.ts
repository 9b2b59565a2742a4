// Demo reviews, written as the apps write them: pilots (and the demo admin, for the Admin badge) call
// /api/app/pads/:id/reviews, add photos through the photo call, and the demo admin hides a few through
// /api/admin. Reports on reviews are made by the revisions seed, which calls this first.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';

import type { Headers, SeedCall as Call } from './calls.js';
import { multipartBody } from './multipart.js';
import { scaleIdSpans } from './scaleSpans.js';

const COMMENTS = [
  'Easy approach from the south, friendly welcome.',
  'Grass was long but the landing was fine.',
  'Great lunch at the clubhouse, will come back.',
  'Wires on the western edge, keep high until short final.',
  'Owner answered the phone at once. Fuel available.',
  'Slight slope, park facing uphill.',
  'Lovely spot for a picnic stop.',
  'Busy on weekends, call ahead.',
];

export interface DemoReviewWorld {
  app: FastifyInstance;
  call: Call;
  admin: Headers;
  pilotAt: (i: number) => { headers: Headers };
  padAt: (i: number) => { id: number };
}

/** Reviews on the demo pads; returns, per pad index 22–25, a review the report step can report. */
export async function seedDemoReviews({ app, call, admin, pilotAt, padAt }: DemoReviewWorld): Promise<number[]> {
  const { default: sharp } = await import('sharp');
  const reviewIds: number[] = [];
  const reportable: number[] = [];
  for (let i = 0; i < 40; i++) {
    const pad = padAt(18 + (i % 10));
    const byAdmin = i % 13 === 5;
    const stars = (offset: number) => 1 + ((i * 7 + offset) % 5);
    const res = await call('POST', `/api/app/pads/${pad.id}/reviews`, byAdmin ? admin : pilotAt(i).headers, {
      rating: stars(0),
      landing: stars(1),
      helifriendliness: i % 3 ? stars(2) : null,
      food: i % 4 ? stars(3) : null,
      service: stars(4),
      comment: COMMENTS[i % COMMENTS.length],
      is_visited_again: i % 3 === 0,
      is_anonymous: i % 9 === 4,
    } as object);
    const id = (res.data as unknown as { id: number }).id;
    reviewIds.push(id);
    if (i % 10 >= 4 && i % 10 <= 7 && !reportable[(i % 10) - 4] && !byAdmin) reportable[(i % 10) - 4] = id;
    if (i % 8 === 1 && !byAdmin) {
      // One or two photos, made here so no image file is shipped.
      for (let p = 0; p < 1 + (i % 2); p++) {
        const photo = await sharp({
          create: { width: 480, height: 320, channels: 3, background: { r: 30 + i * 5, g: 140 - p * 40, b: 90 } },
        })
          .jpeg()
          .toBuffer();
        const form = multipartBody([
          { name: 'upload', filename: 'review.jpg', contentType: 'image/jpeg', value: photo },
        ]);
        const added = await app.inject({
          method: 'POST',
          url: `/api/app/reviews/${id}/photos`,
          headers: { ...pilotAt(i).headers, ...form.headers },
          payload: form.payload,
        });
        if (added.statusCode !== 201) throw new Error(`seed: review photo → ${added.statusCode} ${added.body}`);
      }
    }
  }
  // A few hidden by the admin.
  for (const id of reviewIds.filter((_, i) => i % 11 === 3))
    await call('PUT', `/api/admin/reviews/toggle-review-mode/${id}`, admin, { is_review_approved: false });
  return reportable;
}

/** Reviews per pad at scale: 5 (500k for the bench's 100k pads); one pad gets 2,000, the busiest. */
export const REVIEWS_PER_PAD = 5;
const BUSIEST_PAD_REVIEWS = 2000;

/**
 * Reviews in bulk (INSERT … SELECT generate_series; through the API this volume would take an hour):
 * ratings 1–5, sub-ratings mostly filled, 5% hidden, 0.5% reported, 3% anonymous, by scale users,
 * dated over three years. Reported ones are locked without a report row: the moderation list's
 * Reported review revisions are seeded with the revisions, not tied to these.
 */
export async function insertScaleReviews(db: { execute: Db['execute'] }, pads: number): Promise<void> {
  const { userLo, userSpan, padLo, padSpan } = await scaleIdSpans(db);
  const total = pads * REVIEWS_PER_PAD;
  await db.execute(sql`
    INSERT INTO reviews (pad_id, user_id, rating, landing, helifriendliness, food, service, comment,
      is_visited_again, is_anonymous, is_approved, is_reported, created_at, updated_at)
    SELECT CASE WHEN g <= ${BUSIEST_PAD_REVIEWS} THEN ${padLo} ELSE ${padLo} + ((g::bigint * 7919) % ${padSpan})::int END,
      ${userLo} + ((g::bigint * 104729) % ${userSpan})::int,
      1 + g % 5, 1 + (g / 3) % 5, CASE WHEN g % 4 = 0 THEN NULL ELSE 1 + (g / 7) % 5 END,
      CASE WHEN g % 3 = 0 THEN NULL ELSE 1 + (g / 11) % 5 END, 1 + (g / 13) % 5,
      (ARRAY['Easy approach, friendly owner.', 'Long grass but fine.', 'Lovely spot.', 'Wires on the western edge.',
        'Busy at weekends, call ahead.', 'Slight slope, park facing uphill.', 'Owner very welcoming.'])[1 + g % 7]
      || (ARRAY[' Great lunch nearby.', ' Fuel available on request.', ' Will come back.', '',
        ' Tea and cake at the farm shop.'])[1 + (g / 7) % 5],
      g % 3 = 0, g % 33 = 0, g % 20 <> 7, g % 200 = 11,
      now() - (g % 1100) * interval '1 day', now() - (g % 1100) * interval '1 day'
    FROM generate_series(1, ${total}) g`);
}
