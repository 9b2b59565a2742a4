// The panel's screen URLs, built in one place: links made by the API (list columns) and by the apps
// (buttons, table cells, map popups, the router's base) use these, never a retyped '/dashboard/…' string
// (eslint.config.js refuses one anywhere else).
export const DASHBOARD = '/dashboard';

const withQuery = (path: string, query?: string) => (query ? `${path}?${query}` : path);

/** A screen of the panel from its path relative to /dashboard (a remote's route or menu entry). */
export const dashboardPath = (relative: string) => `${DASHBOARD}/${relative}`;

export const paths = {
  padList: (query?: string) => withQuery(`${DASHBOARD}/pad-list`, query),
  padCreate: () => `${DASHBOARD}/pad-create`,
  padImport: () => `${DASHBOARD}/pad-import`,
  /** Without an id: the prefix the list engine appends a row's id to (`link_column`). */
  padView: (id?: number | string) => (id === undefined ? `${DASHBOARD}/pad-view` : `${DASHBOARD}/pad-view/${id}`),
  userList: (query?: string) => withQuery(`${DASHBOARD}/user-list`, query),
  userView: (id?: number | string) => (id === undefined ? `${DASHBOARD}/user-view` : `${DASHBOARD}/user-view/${id}`),
  adminProfile: () => `${DASHBOARD}/admin-profile`,
  reviewList: (query?: string) => withQuery(`${DASHBOARD}/comments-list`, query),
  moderationList: () => `${DASHBOARD}/moderation-list`,
  moderationRevision: (id: number | string) => `${DASHBOARD}/moderation-revision/${id}`,
  /** The reports area: every report, the duplicates list and the campaigns sit under it. */
  reports: () => `${DASHBOARD}/reports`,
  report: (key: string) => `${DASHBOARD}/reports/${key}`,
  duplicateList: () => `${DASHBOARD}/reports/duplicate-report`,
  duplicateReport: (padId: number | string, duplicatePadId: number | string) =>
    `${DASHBOARD}/reports/duplicate-report/${padId}/${duplicatePadId}`,
  announcementList: () => `${DASHBOARD}/announcements`,
  /** Without an id: the prefix the list engine appends a row's id to (`link_column`). */
  announcementView: (id?: number | string) =>
    id === undefined ? `${DASHBOARD}/announcements` : `${DASHBOARD}/announcements/${id}`,
} as const;
