// Builds the Fastify application. Every area is one plugin; admin areas are registered inside one
// scope whose onRequest hook demands an admin, so no admin route can forget its guard.
import cors from '@fastify/cors';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { loadKey, secretBox, type SecretBox } from './domain/secretBox.js';
import { routeCheck } from './endpoints.js';
import { registerErrorHandling } from './errors.js';
import { createFileStorage, type FileStorage } from './storage/index.js';
import authPlugin from './plugins/auth.js';
import compressionPlugin from './plugins/compression.js';
import inputGuard from './plugins/inputGuard.js';
import metricsPlugin from './plugins/metrics.js';
import oversizeBodies from './plugins/oversizeBodies.js';
import { namePluginsOnRegister } from './plugins/pluginNames.js';
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
  namePluginsOnRegister(app);
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

  // From here on every route is a declared endpoint's (api/src/endpoints.ts): anything else stops the start.
  const check = routeCheck();
  app.addHook('onRoute', check.onRoute);
  const modules = await loadModules();
  for (const module of modules) {
    if (module.fileRoutes) await app.register(module.fileRoutes);
    if (module.publicRoutes) await app.register(module.publicRoutes, { prefix: '/api' });
  }
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.requireAdmin);
      for (const module of modules) if (module.adminRoutes) await admin.register(module.adminRoutes);
    },
    { prefix: '/api/admin' },
  );
  await app.after();
  check.assertComplete();
  return app;
}

/** What a module's routes.ts exports: its plugins under /api, under /api/admin, and (files) at the root. */
interface ModuleRoutes {
  publicRoutes?: FastifyPluginAsyncTypebox;
  adminRoutes?: FastifyPluginAsyncTypebox;
  fileRoutes?: FastifyPluginAsyncTypebox;
}

/** Set by the bundler (api/build.mjs): the module folders as they were at build time, when there is no src/ to read. */
declare const __API_MODULE_FOLDERS__: string[] | undefined;

/**
 * Every module, one per folder of src/modules (one per URL prefix: docs/conventions.md), in name order: a new
 * module is mounted by being there. Its routes.ts registers its sub-folders. Imported by its .ts name: in the
 * bundle (dist/server.js) esbuild resolves that pattern to every module's routes.ts and bundles them all.
 */
async function loadModules(): Promise<ModuleRoutes[]> {
  const folders =
    typeof __API_MODULE_FOLDERS__ !== 'undefined'
      ? __API_MODULE_FOLDERS__
      : readdirSync(new URL('./modules/', import.meta.url), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
  const modules: ModuleRoutes[] = [];
  // One after the other: Jest's ESM loader fails on concurrent imports sharing a dependency.
  for (const folder of folders) modules.push((await import(`./modules/${folder}/routes.ts`)) as ModuleRoutes);
  return modules;
}
