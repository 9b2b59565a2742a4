// The panel's screen URLs, built in one place: links made by the API (list columns) and by the apps
// (buttons, table cells, map popups) use these, never a retyped '/dashboard/…' string.
export const DASHBOARD = '/dashboard';

const withQuery = (path: string, query?: string) => (query ? `${path}?${query}` : path);

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
  duplicateReport: (padId: number | string, duplicatePadId: number | string) =>
    `${DASHBOARD}/reports/duplicate-report/${padId}/${duplicatePadId}`,
  announcementList: () => `${DASHBOARD}/announcements`,
  /** Without an id: the prefix the list engine appends a row's id to (`link_column`). */
  announcementView: (id?: number | string) =>
    id === undefined ? `${DASHBOARD}/announcements` : `${DASHBOARD}/announcements/${id}`,
} as const;
