// Signing in through the shared API client and session store (one of each per page). Part of the
// signed-in app's chunk: the login screen reaches it through loadSignedIn, never by a static import.
import {
  currentUserQueryKey,
  describeError,
  prefetchStartupData,
  signInWithPassword,
  useSessionStore,
  type AdminUser,
  type LoginValues,
  type SignInOutcome,
} from '@pads/shared';
import { appQueryClient } from './appQueryClient';
import { prefetchLanding } from './warmUp';

export { describeError };

/**
 * Signs in (with a second factor when the server asks for one) and stores the session; throws what the
 * server refused. The signed-in app's first requests (the landing screen's own, then the startup data) go out
 * as soon as the session is stored, before the app is drawn.
 */
export function signIn(values: LoginValues): Promise<SignInOutcome> {
  return signInWithPassword(values, startSession);
}

function startSession(token: string, user: AdminUser): void {
  useSessionStore.getState().setSession(token, user);
  const queryClient = appQueryClient();
  // Nothing cached for an earlier session in this tab carries over to this one.
  queryClient.clear();
  // The session restore would otherwise ask the server for the user the sign-in just returned.
  queryClient.setQueryData(currentUserQueryKey, user);
  // The landing screen's requests first, the startup data (eleven lookups and the stats) once they are answered: a
  // browser opens six connections to the API and queues the rest, and the pad list (which draws before the lookups)
  // waited behind the lookups and the stats, each preflighted, in the second round of six (issue 38).
  void prefetchLanding(queryClient).finally(() => prefetchStartupData(queryClient));
}
