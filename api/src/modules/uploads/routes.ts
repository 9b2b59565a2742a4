// GET /uploads/<key>: serves stored photos from whichever storage is configured. Public on purpose:
// keys are 128-bit random, and <img> tags cannot send a bearer token.
import fp from 'fastify-plugin';
import { publicRoutes as manageRoutes } from './manage/routes.js';
import { publicRoutes as padPhotoRoutes } from './pad-photos/routes.js';
import { notFound } from '../../errors.js';
import { createFileStorage, KEY_PATTERN } from '../../storage/index.js';
import type { AppInstance } from '../../openapi.js';

// A key never changes content (new photo, new key), so caches may keep it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

async function uploadsModule(app: AppInstance): Promise<void> {
  const storage = createFileStorage(app.config);
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!KEY_PATTERN.test(key)) throw notFound('File');
    const object = await storage.get(key);
    if (!object) throw notFound('File');
    reply.header('cache-control', CACHE_CONTROL).header('x-content-type-options', 'nosniff').type(object.contentType);
    if (object.size !== undefined) reply.header('content-length', object.size);
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
