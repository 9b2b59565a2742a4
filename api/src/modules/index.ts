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
import appModule from './app/routes.js';
import revisionsModule from './revisions/routes.js';
import padOwnersModule from './pad-owners/routes.js';
import padNotesModule from './pad-notes/routes.js';
import uploadReportsModule from './upload-reports/routes.js';

// uploadsModule serves /uploads/<key> at the root (see its file).
// appModule is the pilot/owner app (/api/app/…): its own sign-in and the calls that create revisions.
export const publicModules: FastifyPluginAsync[] = [
  geoModule,
  uploadsModule,
  healthModule,
  authModule,
  lookupsModule,
  appModule,
];

export const adminModules: FastifyPluginAsync[] = [
  padsCreateModule,
  statsModule,
  adminUsersModule,
  adminLookupsModule,
  padListModule,
  adminListModule,
  savedFiltersModule,
  revisionsModule,
  padOwnersModule,
  padNotesModule,
  uploadReportsModule,
];
