import { endpointCaller } from '@pads/contracts/endpoint';
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { runtimeConfig } from '../runtimeConfig';
import { rememberSignOutNotice, useSessionStore } from '../session/sessionStore';
import { pageNavigation } from './navigation';

export function apiBaseUrl(): string {
  return `${runtimeConfig.apiUrl.replace(/\/+$/, '')}/api`;
}

let redirectingToLogin = false;

/** Any 401 ends the session; the full reload drops every cached query and store. */
export function handleUnauthorized(): void {
  useSessionStore.getState().clearSession();
  if (redirectingToLogin) return;
  redirectingToLogin = true;
  pageNavigation.assign('/login');
}

/** For tests: allow another redirect after a handled 401. */
export function resetUnauthorizedRedirect(): void {
  redirectingToLogin = false;
}

function createApiClient(): AxiosInstance {
  // Bearer only, no cookies: the API's CORS does not allow credentials.
  const client = axios.create({ headers: { Accept: 'application/json' } });
  client.interceptors.request.use((config) => {
    // Resolved per request: the runtime config arrives after this module is loaded.
    config.baseURL = apiBaseUrl();
    const token = useSessionStore.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      // A session that ended by itself (idle, maximum length) or elsewhere: the sign-in screen says which.
      const body = error.response.data as { reason?: unknown; message?: unknown } | undefined;
      if (body?.reason && typeof body.message === 'string') rememberSignOutNotice(body.message);
      handleUnauthorized();
    }
    return Promise.reject(error);
  });
  return client;
}

export const apiClient = createApiClient();

/** What a call may add to its request (an abort signal, upload progress …); method, URL, query and body are the call's. */
export type CallOptions = Omit<AxiosRequestConfig, 'method' | 'url' | 'params' | 'data' | 'baseURL'>;

/**
 * The one typed client of the apps (docs/conventions.md, "Server calls"): `call(endpoint, { params, query, body })`
 * over `apiClient` (so the 401 flow and the interceptors stay one), typed by the endpoint's declaration in
 * @pads/contracts and resolving to its answer, `{ data }` unwrapped.
 */
export const call = endpointCaller<CallOptions>(apiClient);
