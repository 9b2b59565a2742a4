// Every endpoint of the API: its method and path (relative to /api), by route table, one table per file of
// ./api/ (whose `<table>Schemas` give each endpoint's params, query, body and answers, and whose folder names the
// handler's: `padNotes` → api/pads/notes.ts → api/src/modules/pads/notes/routes.ts). The apps call these with
// `call` (@pads/shared); the API registers its handlers on them. See ./endpoint.ts.
import type * as api from './api/index.ts';
import { routes } from './endpoint.ts';

// /admin/pads/get-notes, add-note, update-note, delete-note: a pad's internal notes.
export const padNotes = /*#__PURE__*/ routes({} as typeof api.padNotesSchemas, {
  list: 'GET /admin/pads/get-notes/:id',
  add: 'POST /admin/pads/add-note/:id',
  update: 'PUT /admin/pads/update-note/:id',
  remove: { whole: 'DELETE /admin/pads/delete-note/:id' },
});

// /health…: the probes (public).
export const health = /*#__PURE__*/ routes({} as typeof api.healthSchemas, {
  health: { whole: 'GET /health' },
  ready: { whole: 'GET /health/ready' },
  live: { whole: 'GET /health/live' },
});

// /geo…: address predictions, geocoding and reverse geocoding (any signed-in user).
export const geo = /*#__PURE__*/ routes({} as typeof api.geoSchemas, {
  predictions: 'GET /geo/predictions',
  geocode: 'GET /geo/geocode',
  reverse: 'GET /geo/reverse',
});

// /categories, /contact-types, … : the named reference tables (any signed-in user).
export const lookups = /*#__PURE__*/ routes({} as typeof api.lookupsSchemas, {
  categories: 'GET /categories',
  contactTypes: 'GET /contact-types',
  facilities: 'GET /facilities',
  statuses: 'GET /statuses',
  tags: 'GET /tags',
  userTags: 'GET /user-tags',
  warnings: 'GET /warnings',
});

// /regions…: regions, countries and US states (any signed-in user); the HISC prefixes (admins).
export const regions = /*#__PURE__*/ routes({} as typeof api.regionsSchemas, {
  regions: 'GET /regions',
  countries: 'GET /regions/countries',
  usStates: 'GET /regions/us-states',
  hiscCountryCodes: 'GET /admin/regions/get-hisc-country-codes',
});

// /admin/stats: the status bar's counts.
export const stats = /*#__PURE__*/ routes({} as typeof api.statsSchemas, {
  get: 'GET /admin/stats',
});

// /pads/landing-fees (any signed-in user), /admin/pads/search-region: the pad form's lookups.
export const padLookups = /*#__PURE__*/ routes({} as typeof api.padLookupsSchemas, {
  landingFees: 'GET /pads/landing-fees',
  searchRegion: 'GET /admin/pads/search-region',
});

// /admin/sessions: the signed-in admin's own sessions.
export const sessions = /*#__PURE__*/ routes({} as typeof api.sessionsSchemas, {
  list: 'GET /admin/sessions',
  end: { whole: 'DELETE /admin/sessions/:id' },
  endOthers: 'POST /admin/sessions/end-others',
});

// /admin/two-factor: the signed-in admin's own two-factor sign-in.
export const twoFactor = /*#__PURE__*/ routes({} as typeof api.twoFactorSchemas, {
  status: 'GET /admin/two-factor',
  setup: 'POST /admin/two-factor/setup',
  enable: 'POST /admin/two-factor/enable',
  recoveryCodes: 'POST /admin/two-factor/recovery-codes',
  disable: 'POST /admin/two-factor/disable',
});

// /auth…: the panel's sign-in (and its second step), the session's end, sign-out, the signed-in user.
export const auth = /*#__PURE__*/ routes({} as typeof api.authSchemas, {
  login: { whole: 'POST /auth/login' },
  loginTwoFactor: { whole: 'POST /auth/login/two-factor' },
  session: { whole: 'GET /auth/session' },
  logout: { whole: 'POST /auth/logout' },
  user: { whole: 'GET /auth/user' },
});

// /app…: the pilot and owner app: its sign-in, the submissions that make revisions, reviews, engagement.
export const app = /*#__PURE__*/ routes({} as typeof api.appSchemas, {
  login: { whole: 'POST /app/auth/login' },
  submitPad: 'POST /app/pads',
  suggestUpdate: 'POST /app/pads/:id/suggest-update',
  claim: 'POST /app/pads/:id/claim',
  reportPad: 'POST /app/pads/:id/report',
  reportUpload: 'POST /app/pads/:id/report-upload',
  reportReview: 'POST /app/pads/:id/report-review',
  createReview: 'POST /app/pads/:id/reviews',
  addReviewPhoto: 'POST /app/reviews/:id/photos',
  requestModeration: 'POST /app/pads/:id/request-moderation',
  convert: 'POST /app/pads/:id/convert',
  view: 'POST /app/pads/:id/view',
  ppr: 'POST /app/pads/:id/ppr',
});

// /admin/get-country-report: Pilot Country.
export const getCountryReport = /*#__PURE__*/ routes({} as typeof api.getCountryReportSchemas, {
  report: { whole: 'GET /admin/get-country-report' },
});

// /admin/get-moderation-report: In-app Engagement.
export const getModerationReport = /*#__PURE__*/ routes({} as typeof api.getModerationReportSchemas, {
  report: { whole: 'GET /admin/get-moderation-report' },
});

// /admin/get-premium-subs-report: Premium Subscriptions.
export const getPremiumSubsReport = /*#__PURE__*/ routes({} as typeof api.getPremiumSubsReportSchemas, {
  report: { whole: 'GET /admin/get-premium-subs-report' },
});

// /admin/pad-contacts/pads-report: Pad Submissions by Pilot.
export const padContacts = /*#__PURE__*/ routes({} as typeof api.padContactsSchemas, {
  report: { whole: 'GET /admin/pad-contacts/pads-report' },
});

// /admin/surveys/pad-surveys-report: 360 Surveys.
export const surveyReports = /*#__PURE__*/ routes({} as typeof api.surveyReportsSchemas, {
  report: { whole: 'GET /admin/surveys/pad-surveys-report' },
});

// /admin/pads/pad-stats…, pad-stats-with-calendar, get-country-report: the pad reports.
export const padReports = /*#__PURE__*/ routes({} as typeof api.padReportsSchemas, {
  padStats: { whole: 'GET /admin/pads/pad-stats' },
  padStatsCsv: { file: 'GET /admin/pads/pad-stats/download-csv' },
  favRev: { whole: 'GET /admin/pads/pad-stats-with-calendar' },
  country: { whole: 'GET /admin/pads/get-country-report' },
});

// /admin/users…: the user and admin lists, admin registration, profile and password edits, the map switch.
export const users = /*#__PURE__*/ routes({} as typeof api.usersSchemas, {
  list: { whole: 'GET /admin/users' },
  listCsv: { file: 'GET /admin/users/download-csv' },
  admins: { whole: 'GET /admin/users/get-admins' },
  adminsCsv: { file: 'GET /admin/users/get-admins/download-csv' },
  createAdmin: 'POST /admin/users',
  update: 'PUT /admin/users/:id',
  mapToggle: 'PUT /admin/users/toggle-map',
});

// /admin/users/:id, toggle-user-deletion, toggle-user-role, campaign-options, get-pads: the user page.
export const userDetail = /*#__PURE__*/ routes({} as typeof api.userDetailSchemas, {
  get: 'GET /admin/users/:id',
  toggleDeletion: 'POST /admin/users/toggle-user-deletion/:id',
  toggleRole: 'PUT /admin/users/toggle-user-role/:id',
  campaignOptions: 'GET /admin/users/campaign-options',
  pads: { whole: 'GET /admin/users/get-pads/:id' },
});

// /admin/users/index-users-for-map: the user list's map.
export const userMap = /*#__PURE__*/ routes({} as typeof api.userMapSchemas, {
  map: 'GET /admin/users/index-users-for-map',
});

// /admin/users/search-owner-by-email: the Owners table's search.
export const ownerSearch = /*#__PURE__*/ routes({} as typeof api.ownerSearchSchemas, {
  search: 'GET /admin/users/search-owner-by-email',
});

// /admin/users/search: the users area's results in the search box.
export const userSearch = /*#__PURE__*/ routes({} as typeof api.userSearchSchemas, {
  search: 'GET /admin/users/search',
});

// /admin/users/undefined-users-report, concurrent-logins-report, pilot-aircrafts-report: the user reports.
export const userReports = /*#__PURE__*/ routes({} as typeof api.userReportsSchemas, {
  dropOff: { whole: 'GET /admin/users/undefined-users-report' },
  concurrentLogins: { whole: 'GET /admin/users/concurrent-logins-report' },
  pilotAircrafts: { whole: 'GET /admin/users/pilot-aircrafts-report' },
});

// /admin/logs: System Logs.
export const logs = /*#__PURE__*/ routes({} as typeof api.logsSchemas, {
  list: { whole: 'GET /admin/logs' },
  listCsv: { file: 'GET /admin/logs/download-csv' },
});

// /admin/logs/pad-logs/:id: a pad's change log.
export const padLogs = /*#__PURE__*/ routes({} as typeof api.padLogsSchemas, {
  list: { whole: 'GET /admin/logs/pad-logs/:id' },
});

// /admin/logs/user-logs/:id: a user's Activity tab.
export const userLogs = /*#__PURE__*/ routes({} as typeof api.userLogsSchemas, {
  list: { whole: 'GET /admin/logs/user-logs/:id' },
});

// /admin/contacts…: an owner's pending state or confirmation e-mail; deleting a contact.
export const contacts = /*#__PURE__*/ routes({} as typeof api.contactsSchemas, {
  pendingStatus: { whole: 'PUT /admin/contacts/update-pending-status/:padId/:contactId' },
  remove: { whole: 'DELETE /admin/contacts/:padId/:contactId' },
  removeOfType: { whole: 'DELETE /admin/contacts/:padId/:contactId/:typeId' },
});

// /admin/upload-report…: a reported photo accepted or ignored.
export const uploadReports = /*#__PURE__*/ routes({} as typeof api.uploadReportsSchemas, {
  accept: { whole: 'DELETE /admin/upload-report/accept/:id' },
  ignore: { whole: 'PATCH /admin/upload-report/ignore/:id' },
});

// /admin/review-reports…: a review report, a reported review, upholding or ignoring a report.
export const reviewReports = /*#__PURE__*/ routes({} as typeof api.reviewReportsSchemas, {
  show: 'GET /admin/review-reports/show-review-report/:id',
  showReview: 'GET /admin/review-reports/show/:id',
  approve: { whole: 'DELETE /admin/review-reports/approve-review-report/:id' },
  ignore: { whole: 'DELETE /admin/review-reports/ignore-review-report/:id' },
});

// /admin/campaigns…: the campaigns table, create, rename, delete.
export const campaigns = /*#__PURE__*/ routes({} as typeof api.campaignsSchemas, {
  list: { whole: 'GET /admin/campaigns' },
  create: 'POST /admin/campaigns',
  rename: 'PUT /admin/campaigns/:id',
  remove: { whole: 'DELETE /admin/campaigns/:id' },
});

// /admin/dupe-checker…: the suspected duplicate pairs, their count, one pair, the merge.
export const dupeChecker = /*#__PURE__*/ routes({} as typeof api.dupeCheckerSchemas, {
  index: { whole: 'GET /admin/dupe-checker/index' },
  count: 'GET /admin/dupe-checker/dupe-report-count',
  show: 'GET /admin/dupe-checker/show/:a/:b',
  merge: { whole: 'POST /admin/dupe-checker/merge-pads/:a/:b' },
});

// /admin/reports…: the saved list filters (the spec's name for them).
export const savedFilters = /*#__PURE__*/ routes({} as typeof api.savedFiltersSchemas, {
  list: 'GET /admin/reports',
  create: 'POST /admin/reports',
  update: 'PUT /admin/reports/:id',
  remove: { whole: 'DELETE /admin/reports/:id' },
});

// /uploads/:id, /uploads/add-upload-order: deleting and ordering any upload (admins).
export const uploads = /*#__PURE__*/ routes({} as typeof api.uploadsSchemas, {
  remove: { whole: 'DELETE /uploads/:id' },
  order: { whole: 'POST /uploads/add-upload-order' },
});

// /uploads/:entity/:id: a pad photo's upload (admins).
export const padPhotos = /*#__PURE__*/ routes({} as typeof api.padPhotosSchemas, {
  upload: 'POST /uploads/:entity/:id',
});

// /admin/pads/:id: the pad detail page's read and its tab saves.
export const padDetail = /*#__PURE__*/ routes({} as typeof api.padDetailSchemas, {
  get: 'GET /admin/pads/:id',
  save: { whole: 'PUT /admin/pads/:id' },
});

// /admin/pads/toggle-…/:id, add-to-purgatory, generate-link: the pad view's actions.
export const padState = /*#__PURE__*/ routes({} as typeof api.padStateSchemas, {
  moderation: 'PATCH /admin/pads/toggle-moderation/:id',
  private: 'PUT /admin/pads/toggle-pad-private-status/:id',
  purgatory: { whole: 'GET /admin/pads/add-to-purgatory/:id' },
  recommended: 'PUT /admin/pads/toggle-pads-recommended/:id',
  archive: { whole: 'POST /admin/pads/toggle-pad-deletion/:id' },
  link: 'GET /admin/pads/generate-link/:id',
});

// /pads/set-primary-contact/…: the pad's primary contact (admins, under /api).
export const primaryContact = /*#__PURE__*/ routes({} as typeof api.primaryContactSchemas, {
  set: 'PUT /pads/set-primary-contact/:padId/:contactId/:contactTypeId',
});

// /admin/pads/get-owners, add-owner, accept-owner, add-owner-contact-by-email: the pad's owners.
export const padOwners = /*#__PURE__*/ routes({} as typeof api.padOwnersSchemas, {
  list: 'GET /admin/pads/get-owners/:id',
  add: 'PATCH /admin/pads/add-owner/:id/:userId',
  accept: 'PATCH /admin/pads/accept-owner',
  addContact: { whole: 'POST /admin/pads/add-owner-contact-by-email' },
});

// /admin/pads/toggle-not-duplicated/:prev/:next: 'Mark as NOT duplicate'.
export const padDuplicates = /*#__PURE__*/ routes({} as typeof api.padDuplicatesSchemas, {
  notDuplicate: 'PUT /admin/pads/toggle-not-duplicated/:prev/:next',
});

// /admin/pads/reviews/:padId: the pad's Reviews tab.
export const padReviews = /*#__PURE__*/ routes({} as typeof api.padReviewsSchemas, {
  list: { whole: 'GET /admin/pads/reviews/:padId' },
});

// /admin/pads/import/validate, /admin/pads/import: the CSV pad import.
export const padImport = /*#__PURE__*/ routes({} as typeof api.padImportSchemas, {
  validate: 'POST /admin/pads/import/validate',
  import: 'POST /admin/pads/import',
});

// /admin/pads/search: the pads area's results in the search box (an answer with the pasted point: read whole).
export const padSearch = /*#__PURE__*/ routes({} as typeof api.padSearchSchemas, {
  search: { whole: 'GET /admin/pads/search' },
});

// /admin/pads: the pad list, its CSV export and map, the map switch, pad create.
export const pads = /*#__PURE__*/ routes({} as typeof api.padsSchemas, {
  list: { whole: 'GET /admin/pads' },
  listCsv: { file: 'GET /admin/pads/download-csv' },
  map: 'GET /admin/pads/pads-for-map',
  indexMap: 'GET /admin/pads/index-pads-for-map',
  mapToggle: 'PUT /admin/pads/toggle-map',
  create: 'POST /admin/pads',
});

// /admin/revisions…: the moderation list, one revision, its resolution; the merge (revisions/merge/).
export const revisions = /*#__PURE__*/ routes({} as typeof api.revisionsSchemas, {
  list: { whole: 'GET /admin/revisions' },
  listCsv: { file: 'GET /admin/revisions/download-csv' },
  show: 'GET /admin/revisions/:id',
  accept: { whole: 'GET /admin/revisions/accept/:id' },
  cancel: { whole: 'GET /admin/revisions/cancel/:id' },
  revert: { whole: 'GET /admin/revisions/revert-moderation/:id' },
  sendLink: { whole: 'GET /admin/revisions/send-moderation-link/:id' },
  merge: { whole: 'POST /admin/revisions/pad/update/:id' },
});

// /admin/revisions/search: the moderation area's result in the search box (a revision by its id).
export const revisionSearch = /*#__PURE__*/ routes({} as typeof api.revisionSearchSchemas, {
  search: 'GET /admin/revisions/search',
});

// /admin/reviews…: the reviews list and export, one review, hide or show; /reviews/:padId (any signed-in user).
export const reviews = /*#__PURE__*/ routes({} as typeof api.reviewsSchemas, {
  list: { whole: 'GET /admin/reviews' },
  listCsv: { file: 'GET /admin/reviews/download-csv' },
  show: 'GET /admin/reviews/:id',
  toggle: { whole: 'PUT /admin/reviews/toggle-review-mode/:id' },
  padReviews: 'GET /reviews/:padId',
});

// /admin/announcement…: the announcements list, create or rename, one, publish, archive, order; the slide
// upload (/uploads/multiple-upload/announcement/:id, admins); the apps' feed (/announcements).
export const announcements = /*#__PURE__*/ routes({} as typeof api.announcementsSchemas, {
  list: { whole: 'GET /admin/announcement' },
  listCsv: { file: 'GET /admin/announcement/download-csv' },
  save: 'POST /admin/announcement',
  show: 'GET /admin/announcement/show/:id',
  publish: 'PUT /admin/announcement/toggle-published-device/:id',
  archive: 'PUT /admin/announcement/toggle-announcement-deletion/:id',
  order: 'PUT /admin/announcement/order-announcements',
  slideUpload: 'POST /uploads/multiple-upload/announcement/:id',
  feed: 'GET /announcements',
});

// /surveys… (the apps, and admins) and /admin/surveys… (the panel's Survey Information tab): 360° surveys.
export const surveys = /*#__PURE__*/ routes({} as typeof api.surveysSchemas, {
  show: 'GET /surveys/:id',
  pdfData: 'GET /surveys/download-pdf-data/:id',
  pdf: { file: 'GET /surveys/download-pdf/:id' },
  padSurvey: 'GET /admin/surveys/:padId',
  padPhotos: 'GET /admin/surveys/get-uploads/:padId',
  save: 'PUT /admin/surveys/:id',
  photo: 'POST /admin/surveys/:id/uploads',
  appSave: 'POST /surveys/:padId',
  status: 'POST /surveys/:id/status',
  appPhoto: 'POST /surveys/:id/uploads',
});

// /admin/claims…: who is reviewing which revision or duplicate pair (issue 35): the lists read them, the merge
// screens claim, renew (heartbeat), take over and release.
export const claims = /*#__PURE__*/ routes({} as typeof api.claimsSchemas, {
  list: 'GET /admin/claims',
  claimRevision: 'PUT /admin/claims/revision/:id',
  takeOverRevision: 'POST /admin/claims/revision/:id/take-over',
  releaseRevision: 'DELETE /admin/claims/revision/:id',
  claimPair: 'PUT /admin/claims/pair/:a/:b',
  takeOverPair: 'POST /admin/claims/pair/:a/:b/take-over',
  releasePair: 'DELETE /admin/claims/pair/:a/:b',
});

// /admin/live: the panel's event stream (Server-Sent Events, read by @pads/core's liveEvents with fetch, not `call`).
export const live = /*#__PURE__*/ routes({} as typeof api.liveSchemas, {
  stream: { whole: 'GET /admin/live' },
});

// /admin/undo/:id: takes back an Accept, a Reject, a merge or an Archive.
export const undo = /*#__PURE__*/ routes({} as typeof api.undoSchemas, {
  undo: 'POST /admin/undo/:id',
});

// /admin/revisions/queue-health, next-pending: the moderation queue's health and the merge screen's next item.
export const revisionQueue = /*#__PURE__*/ routes({} as typeof api.revisionQueueSchemas, {
  health: 'GET /admin/revisions/queue-health',
  nextPending: 'GET /admin/revisions/next-pending',
});
