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
  /** The user's Pads tab narrowed to one filter (`USER_PADS_FILTER`): the reports' pad counts link here. */
  userPads: (id: number | string, filterId: number) =>
    withQuery(`${DASHBOARD}/user-view/${id}`, `tab=pads&filter_id=${filterId}`),
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

/** The largest record id: the API's ids are PostgreSQL integers (int4) and it refuses a path id beyond. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A screen's record id read from its path, or null when the text cannot name a record (abc, 0, -1, 1.5,
 * beyond int4): the screen then shows its not-found panel without asking the server.
 */
export function routeId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
