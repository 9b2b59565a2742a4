// The route areas. Public modules mount under /api (each guards itself: most need a signed-in user);
// admin modules mount under /api/admin, where every route needs an admin.
import type { FastifyPluginAsync } from 'fastify';
import adminUsersModule from './admin-users/index.js';
import authModule from './auth/index.js';
import healthModule from './health/index.js';
import lookupsModule, { adminLookupsModule } from './lookups/index.js';
import statsModule from './stats/index.js';
import geoModule from './geo/index.js';
import padsCreateModule from './pads-create/index.js';
import uploadsModule from './uploads/index.js';
import adminListModule from './admin-list/index.js';
import padListModule from './pad-list/index.js';
import savedFiltersModule from './saved-filters/index.js';
import usersModule from './users/index.js';

// uploadsModule serves /uploads/<key> at the root (see its file).
export const publicModules: FastifyPluginAsync[] = [geoModule, uploadsModule, healthModule, authModule, lookupsModule];

export const adminModules: FastifyPluginAsync[] = [
  padsCreateModule,
  statsModule,
  adminUsersModule,
  adminLookupsModule,
  padListModule,
  adminListModule,
  savedFiltersModule,
  usersModule,
];
