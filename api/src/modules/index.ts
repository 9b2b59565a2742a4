// The route areas. Public modules mount under /api (each guards itself: most need a signed-in user);
// admin modules mount under /api/admin, where every route needs an admin.
import type { FastifyPluginAsync } from 'fastify';
import authModule from './auth/routes.js';
import healthModule from './health/routes.js';
import lookupsModule, { adminLookupsModule } from './lookups/routes.js';
import statsModule from './stats/routes.js';
import geoModule from './geo/routes.js';
import uploadsModule from './uploads/routes.js';
import padsModule from './pads/routes.js';
import usersModule from './users/routes.js';
import savedFiltersModule from './saved-filters/routes.js';

// uploadsModule serves /uploads/<key> at the root (see its file).
export const publicModules: FastifyPluginAsync[] = [geoModule, uploadsModule, healthModule, authModule, lookupsModule];

export const adminModules: FastifyPluginAsync[] = [
  padsModule,
  usersModule,
  statsModule,
  adminLookupsModule,
  savedFiltersModule,
];
