// Signing in through the shared API client and session store (one of each per page). Part of the
// signed-in app's chunk: the login screen reaches it through loadSignedIn, never by a static import.
import { describeError, login, useSessionStore, type AdminUser, type LoginValues } from '@pads/shared';

export { describeError };

/** Signs in and stores the session; throws what the server refused. */
export async function signIn(values: LoginValues): Promise<AdminUser> {
  const { token, user } = await login(values);
  useSessionStore.getState().setSession(token, user);
  return user;
}
