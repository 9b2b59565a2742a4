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
import appModule from './app/routes.js';
import revisionsModule from './revisions/routes.js';
import dupeCheckerModule from './dupe-checker/routes.js';
import padOwnersModule from './pad-owners/routes.js';
import padNotesModule from './pad-notes/routes.js';
import uploadReportsModule from './upload-reports/routes.js';
import padContactRoutes from './pads/contacts.routes.js';
import padLogsModule from './pad-logs/routes.js';
import reviewsModule, { publicReviewsModule } from './reviews/routes.js';
import campaignsModule from './campaigns/routes.js';
import reportsModule from './reports/routes.js';
import padImportModule from './pad-import/routes.js';
import adminSurveysModule, { surveysModule } from './surveys/routes.js';
import uploadManagementRoutes from './uploads/manage.routes.js';
import sessionsModule from './sessions/routes.js';
import twoFactorModule from './two-factor/routes.js';

// uploadsModule serves /uploads/<key> at the root (see its file).
// appModule is the pilot/owner app (/api/app/…): its own sign-in and the calls that create revisions.
import uploadOrderModule from './uploads/uploadOrder.routes.js';
import { adminAnnouncementsModule, announcementsModule } from './announcements/index.js';
export const publicModules: FastifyPluginAsync[] = [
  geoModule,
  uploadsModule,
  healthModule,
  authModule,
  lookupsModule,
  appModule,
  // Admin-only routes on the spec's /api paths: each demands an admin in its own scope.
  padContactRoutes,
  uploadManagementRoutes,
  uploadOrderModule,
  announcementsModule,
  publicReviewsModule,
  surveysModule,
];

export const adminModules: FastifyPluginAsync[] = [
  padsModule,
  usersModule,
  statsModule,
  adminLookupsModule,
  savedFiltersModule,
  revisionsModule,
  dupeCheckerModule,
  padOwnersModule,
  padNotesModule,
  uploadReportsModule,
  padLogsModule,
  adminAnnouncementsModule,
  reviewsModule,
  campaignsModule,
  reportsModule,
  padImportModule,
  adminSurveysModule,
  sessionsModule,
  twoFactorModule,
];
