// The API's modules, one per URL prefix: `modules/<segment>` serves `/api/admin/<segment>…` and `/api/<segment>…`
// (docs/conventions.md, "A module per URL prefix"); a module mounts its own sub-folders. Public routes mount
// under /api (each guards itself: most need a signed-in user); admin routes under /api/admin, where every
// route needs an admin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as announcements from './announcements/routes.js';
import * as app from './app/routes.js';
import * as auth from './auth/routes.js';
import * as campaigns from './campaigns/routes.js';
import * as categories from './categories/routes.js';
import * as claims from './claims/routes.js';
import * as contactTypes from './contact-types/routes.js';
import * as contacts from './contacts/routes.js';
import * as dupeChecker from './dupe-checker/routes.js';
import * as facilities from './facilities/routes.js';
import * as geo from './geo/routes.js';
import * as getCountryReport from './get-country-report/routes.js';
import * as getModerationReport from './get-moderation-report/routes.js';
import * as getPremiumSubsReport from './get-premium-subs-report/routes.js';
import * as health from './health/routes.js';
import * as live from './live/routes.js';
import * as logs from './logs/routes.js';
import * as padContacts from './pad-contacts/routes.js';
import * as pads from './pads/routes.js';
import * as regions from './regions/routes.js';
import * as reports from './reports/routes.js';
import * as reviewReports from './review-reports/routes.js';
import * as sessions from './sessions/routes.js';
import * as reviews from './reviews/routes.js';
import * as revisions from './revisions/routes.js';
import * as stats from './stats/routes.js';
import * as statuses from './statuses/routes.js';
import * as surveys from './surveys/routes.js';
import * as tags from './tags/routes.js';
import * as twoFactor from './two-factor/routes.js';
import * as uploadReports from './upload-reports/routes.js';
import * as undo from './undo/routes.js';
import * as uploads from './uploads/routes.js';
import * as userTags from './user-tags/routes.js';
import * as users from './users/routes.js';
import * as warnings from './warnings/routes.js';

export const publicModules: FastifyPluginAsyncTypebox[] = [
  geo.publicRoutes,
  // Files at /uploads/<key> (outside /api: see its file).
  uploads.fileRoutes,
  health.publicRoutes,
  auth.publicRoutes,
  categories.publicRoutes,
  contactTypes.publicRoutes,
  warnings.publicRoutes,
  facilities.publicRoutes,
  tags.publicRoutes,
  userTags.publicRoutes,
  statuses.publicRoutes,
  regions.publicRoutes,
  // The pilot/owner app (/api/app/…): its own sign-in and the calls that create revisions.
  app.publicRoutes,
  // Admin-only routes on the spec's /api paths: each demands an admin in its own scope.
  pads.publicRoutes,
  uploads.publicRoutes,
  announcements.publicRoutes,
  reviews.publicRoutes,
  surveys.publicRoutes,
];

export const adminModules: FastifyPluginAsyncTypebox[] = [
  pads.adminRoutes,
  users.adminRoutes,
  stats.adminRoutes,
  regions.adminRoutes,
  reports.adminRoutes,
  revisions.adminRoutes,
  dupeChecker.adminRoutes,
  contacts.adminRoutes,
  uploadReports.adminRoutes,
  logs.adminRoutes,
  announcements.adminRoutes,
  reviews.adminRoutes,
  reviewReports.adminRoutes,
  campaigns.adminRoutes,
  padContacts.adminRoutes,
  getCountryReport.adminRoutes,
  getModerationReport.adminRoutes,
  getPremiumSubsReport.adminRoutes,
  surveys.adminRoutes,
  sessions.adminRoutes,
  twoFactor.adminRoutes,
  // The moderators' teamwork (issue 35): claims, the live event stream, undo.
  claims.adminRoutes,
  live.adminRoutes,
  undo.adminRoutes,
];
