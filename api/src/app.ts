// Builds the Fastify application. Every area is one plugin; admin areas are registered inside one
// scope whose onRequest hook demands an admin, so no admin route can forget its guard.
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { loadKey, secretBox, type SecretBox } from './domain/secretBox.js';
import { registerErrorHandling } from './errors.js';
import { createFileStorage, type FileStorage } from './storage/index.js';
import { adminModules, publicModules } from './modules/index.js';
import authPlugin from './plugins/auth.js';
import compressionPlugin from './plugins/compression.js';
import inputGuard from './plugins/inputGuard.js';
import metricsPlugin from './plugins/metrics.js';
import oversizeBodies from './plugins/oversizeBodies.js';
import securityHeaders, { docsPolicy } from './plugins/securityHeaders.js';
import { parseQuery, refuseRepeatedQueryKeys } from './plugins/queryString.js';
import { sharedSerializers, yupAwareValidators } from './schemaCompilers.js';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Where photos are kept; by default the one the configuration names (src/storage). */
  storage?: FileStorage;
  /** Sees every route as it is added (before any plugin): the tests use it to walk the whole route table. */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Seals the TOTP secrets at rest; its key is read (or made) at first use. */
    secretBox: SecretBox;
    /** The photo storage: one for the whole app, so S3 connections are pooled once. */
    storage: FileStorage;
  }
}

export async function buildApp({ db, config, logger = false, storage, onRoute }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQuery },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true } },
    schemaController: {
      compilersFactory: { buildValidator: yupAwareValidators(), buildSerializer: sharedSerializers },
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', storage ?? createFileStorage(config));
  let box: SecretBox | undefined;
  app.decorate('secretBox', {
    getter: () => (box ??= secretBox(loadKey(config.twoFactor.key, config.twoFactor.keyFile))),
  });
  registerErrorHandling(app);
  refuseRepeatedQueryKeys(app);
  // Before any route: it times the routes it sees being added.
  await app.register(metricsPlugin);
  await app.register(securityHeaders);
  // An error answered before its body was read (a body over the limit) waits for the rest of the body.
  await app.register(oversizeBodies);

  // Before any route, so every route (the streamed exports included) is compressed.
  await app.register(compressionPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Content-Disposition'],
    // Every authorised call is preflighted (the Authorization header): a browser may reuse the answer for
    // the same URL for ten minutes instead of asking again before each call (its default is 5 s).
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pads admin API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsPolicy(config.publicUrl.startsWith('https://')),
  });
  await app.register(authPlugin);
  // After the sign-in check (a 401/403 answers first), before every route's own validation.
  await app.register(inputGuard);

  for (const module of publicModules) await app.register(module, { prefix: '/api' });
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.requireAdmin);
      for (const module of adminModules) await admin.register(module);
    },
    { prefix: '/api/admin' },
  );
  return app;
}
