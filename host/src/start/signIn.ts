// Signing in through the shared API client and session store (one of each per page). Part of the
// signed-in app's chunk: the login screen reaches it through loadSignedIn, never by a static import.
import {
  currentUserQueryKey,
  describeError,
  login,
  prefetchStartupData,
  useSessionStore,
  type AdminUser,
  type LoginValues,
} from '@pads/shared';
import { appQueryClient } from './appQueryClient';
import { prefetchLanding } from './warmUp';

export { describeError };

/**
 * Signs in and stores the session; throws what the server refused. The signed-in app's first requests
 * (the startup data and the landing screen's own) go out at once, before the app is drawn.
 */
export async function signIn(values: LoginValues): Promise<AdminUser> {
  const { token, user } = await login(values);
  useSessionStore.getState().setSession(token, user);
  const queryClient = appQueryClient();
  // Nothing cached for an earlier session in this tab carries over to this one.
  queryClient.clear();
  // The session restore would otherwise ask the server for the user the sign-in just returned.
  queryClient.setQueryData(currentUserQueryKey, user);
  prefetchStartupData(queryClient);
  prefetchLanding(queryClient);
  return user;
}
