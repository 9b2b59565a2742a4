// The survey PDF with four 2 MB photos (issue 12's closing-note figure): time to the last byte and size.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { multipartBody } from '../src/seed/multipart.js';
import { atMost } from './goals.js';

/** A ~2 MB JPEG: noise does not compress, so the size is what a phone camera makes. */
async function twoMegabytePhoto(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = (x >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 66 })
    .toBuffer();
}

export async function surveyPdfBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM pads WHERE deleted_at IS NULL AND category_id <> 1 AND survey_id IS NULL ORDER BY id LIMIT 1`,
  );
  const padId = Number(rows[0]!.id);
  const started = await app.inject({ method: 'POST', url: `/api/surveys/${padId}`, headers, payload: {} });
  const surveyId = started.json().data.id as number;
  let photoBytes = 0;
  for (const [i, direction] of ['north', 'east', 'west', 'south'].entries()) {
    const photo = await twoMegabytePhoto(i + 1);
    photoBytes = Math.max(photoBytes, photo.length);
    const form = multipartBody([
      { name: 'direction', value: direction },
      { name: 'upload', filename: `${direction}.jpg`, contentType: 'image/jpeg', value: photo },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/surveys/${surveyId}/uploads`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 200) throw new Error(`survey photo: ${res.statusCode} ${res.body}`);
  }
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/surveys/download-pdf/${surveyId}`, headers });
    times.push(performance.now() - t);
    size = res.rawPayload.length;
  }
  times.sort((a, b) => a - b);
  // Leave the bench data as it was.
  await db.execute(sql`UPDATE pads SET survey_id = NULL WHERE id = ${padId}`);
  await db.execute(sql`DELETE FROM surveys WHERE id = ${surveyId}`);
  atMost('survey PDF', 'four 2 MB photos: median of 5', times[2]!, 1000, 'ms');
  console.log(
    `\nSurvey PDF with four ${(photoBytes / 1048576).toFixed(1)} MB photos: median ${times[2]!.toFixed(0)} ms of 5 (first ${times[0]!.toFixed(0)}–${times[4]!.toFixed(0)} ms range), ${(size / 1024).toFixed(0)} KB`,
  );
}
