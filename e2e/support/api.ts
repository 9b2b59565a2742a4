// The suites' own data, made through the API as the panel and the apps make it: every test registers the
// admins and pilots it acts as and creates the pads it works on, under unique names, so it never depends on
// what else the database holds or on being alone in it.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';
import { unique } from './unique';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  data?: unknown;
  params?: Record<string, string | number | boolean>;
  multipart?: Record<string, string | number | boolean | { name: string; mimeType: string; buffer: Buffer }>;
  /** The status the call must answer (any 2xx when not given). */
  status?: number;
}

/** One call to the API with a bearer token; fails the test with the answer's body on another status. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: Method,
  path: string,
  { data, params, multipart, status }: CallOptions = {},
): Promise<T> {
  const res = await request.fetch(`${E2E.apiUrl}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    params,
    ...(multipart ? { multipart } : data === undefined ? {} : { data }),
  });
  const text = await res.text();
  if (status === undefined) expect(res.ok(), `${method} ${path} → ${res.status()} ${text}`).toBe(true);
  else expect(res.status(), `${method} ${path} → ${res.status()} ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** An admin token from the panel's sign-in call. */
export async function panelToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await apiCall<{ token: string }>(request, null, 'POST', '/api/auth/login', { data: { email, password } }))
    .token;
}

/** A pilot's or owner's token from the app's sign-in call. */
export async function appToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await apiCall<{ token: string }>(request, null, 'POST', '/api/app/auth/login', { data: { email, password } }))
    .token;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  /** A live token: the panel's for an admin, the app's for a pilot. */
  token: string;
}

interface UserRow {
  id: number;
  version: number;
}

/** Registers an admin as the admin profile's "Add a new admin" does (not signed in yet: `token` is ''). */
export async function registerAdmin(
  request: APIRequestContext,
  adminToken: string,
  { prefix = 'e2e', firstName = 'E2E', lastName }: { prefix?: string; firstName?: string; lastName?: string } = {},
): Promise<Account> {
  const tag = unique();
  const account = {
    email: `${prefix}.${tag}@pads.test`,
    password: `secret-${tag}-${unique()}`,
    username: `${prefix}.${tag}`,
    firstName,
    lastName: lastName ?? `Tester ${tag}`,
  };
  const { data } = await apiCall<{ data: UserRow }>(request, adminToken, 'POST', '/api/admin/users', {
    status: 201,
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      username: account.username,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      role: 1,
      is_tac_accepted: true,
    },
  });
  return { ...account, id: data.id, token: '' };
}

/** A new admin, signed in through the API. */
export async function newAdmin(request: APIRequestContext, adminToken: string, prefix = 'e2e.admin') {
  const admin = await registerAdmin(request, adminToken, { prefix });
  return { ...admin, token: await panelToken(request, admin.email, admin.password) };
}

export const ROLE = { Undefined: 0, Admin: 1, Pilot: 2, Owner: 3 } as const;

export interface Place {
  country_code: string;
  state_code?: string;
}

/** Edits a user's Info tab as the user page saves it (only the fields given change). */
export async function editUser(
  request: APIRequestContext,
  adminToken: string,
  id: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const { data: user } = await apiCall<{ data: Record<string, unknown> & { location: Place; version: number } }>(
    request,
    adminToken,
    'GET',
    `/api/admin/users/${id}`,
  );
  const field = (key: string) => (user[key] ?? '') as string;
  await apiCall(request, adminToken, 'PUT', `/api/admin/users/${id}`, {
    data: {
      tab: 'info',
      ...Object.fromEntries(['first_name', 'last_name', 'username', 'email', 'phone'].map((k) => [k, field(k)])),
      role: user.role,
      country_code: user.location.country_code ?? '',
      state_code: user.location.state_code ?? '',
      renewal_date: '',
      premium_state: 'free',
      campaign_id: null,
      version: user.version,
      ...changes,
    },
  });
}

/**
 * A user of the apps (a pilot unless another role is given), signed in to the app: registered as an admin, then
 * given the role on the user page (the API registers only admins; pilots and owners sign up in the apps), with a
 * country (and state) if given. `prefix` starts the username and e-mail, which the lists' keyword searches.
 */
export async function newPilot(
  request: APIRequestContext,
  adminToken: string,
  place?: Place,
  { prefix = 'e2e.pilot', role = ROLE.Pilot, lastName }: { prefix?: string; role?: number; lastName?: string } = {},
): Promise<Account> {
  const firstName = role === ROLE.Owner ? 'Owner' : 'Pilot';
  const user = await registerAdmin(request, adminToken, { prefix, firstName, lastName });
  await apiCall(request, adminToken, 'PUT', `/api/admin/users/toggle-user-role/${user.id}`, { data: { role } });
  if (place) await editUser(request, adminToken, user.id, { state_code: '', ...place });
  return { ...user, token: await appToken(request, user.email, user.password) };
}

/** Archives a user the suites registered (the user page's Archive), so a deployment keeps no live test admins. */
export async function archiveUser(request: APIRequestContext, adminToken: string, id: number): Promise<void> {
  await apiCall(request, adminToken, 'POST', `/api/admin/users/toggle-user-deletion/${id}`, {
    data: { note: 'Registered by the e2e suites' },
  });
}

/** The saved filters an admin is offered for a list (`entity`: pads, users, logs…): theirs and every public one. */
export async function savedFilters(request: APIRequestContext, token: string, entity: string) {
  return (
    await apiCall<{ data: { name: string; is_public: boolean; filters: Record<string, string> }[] }>(
      request,
      token,
      'GET',
      '/api/admin/reports',
      { params: { entity } },
    )
  ).data;
}

/** An admin's own settings (the lists' map switches), as the session reads them. */
export async function adminSettings(
  request: APIRequestContext,
  token: string,
): Promise<{ is_map_on?: boolean; is_user_map_on?: boolean }> {
  const { user } = await apiCall<{
    user: { settings?: { admin_settings?: { is_map_on?: boolean; is_user_map_on?: boolean } } };
  }>(request, token, 'GET', '/api/auth/user');
  return user.settings?.admin_settings ?? {};
}
