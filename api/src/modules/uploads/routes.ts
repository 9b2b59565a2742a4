// GET /uploads/<key>: serves stored photos from whichever storage is configured. Public on purpose:
// keys are 128-bit random, and <img> tags cannot send a bearer token.
import fp from 'fastify-plugin';
import { publicRoutes as manageRoutes } from './manage/routes.js';
import { publicRoutes as padPhotoRoutes } from './pad-photos/routes.js';
import { AppError, notFound } from '../../errors.js';
import { KEY_PATTERN, parseRange, RangeNotSatisfiable } from '../../storage/index.js';
import type { AppInstance } from '../../openapi.js';

// A key never changes content (new photo, new key), so caches may keep it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

// The body is the storage's stream (a file, or S3's answer as it arrives): a photo is never held whole in memory.
// One byte range (Range: bytes=…) is answered with a 206, so a client may resume or fetch a part.
async function uploadsModule(app: AppInstance): Promise<void> {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!KEY_PATTERN.test(key)) throw notFound('File');
    const range = parseRange(request.headers.range);
    const object = await app.storage.get(key, range).catch((error: unknown) => {
      if (!(error instanceof RangeNotSatisfiable)) throw error;
      if (error.size !== undefined) reply.header('content-range', `bytes */${error.size}`);
      throw new AppError(416, 'range_not_satisfiable', 'The requested range is beyond the end of the file.');
    });
    if (!object) throw notFound('File');
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .type(object.contentType);
    if (object.size !== undefined) reply.header('content-length', object.size);
    if (object.range) {
      const { start, end, size } = object.range;
      reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    }
    return reply.send(object.body);
  });
}

// fastify-plugin on purpose: it runs in the parent scope, so the /api prefix given to public modules does
// not apply and files are at /uploads/<key> (docs/api-contract.md).
export const fileRoutes = fp(uploadsModule, { name: 'uploads-files' });

/** The upload calls under /api (admins only): a pad photo's upload (pad-photos/), deleting and ordering (manage/). */
export async function publicRoutes(app: AppInstance): Promise<void> {
  await app.register(padPhotoRoutes);
  await app.register(manageRoutes);
}
