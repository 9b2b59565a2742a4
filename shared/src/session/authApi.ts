import { apiClient, apiErrorBody, pageNavigation, type AdminUser, useSessionStore } from '@pads/core';
import type { LoginValues, SecondFactorChallenge, TwoFactorLoginValues } from '@pads/contracts';
import type { TokenReply as SignedIn, TwoFactorLoginReply } from '@pads/contracts/api';
import type { SecondFactorStep, SecondStepResult, SignInOutcome } from './signInSteps';

export async function login(values: LoginValues): Promise<SignedIn | SecondFactorChallenge> {
  const { data } = await apiClient.post<SignedIn | SecondFactorChallenge>('/auth/login', values);
  return data;
}

export async function loginSecondStep(values: TwoFactorLoginValues): Promise<TwoFactorLoginReply> {
  const { data } = await apiClient.post<TwoFactorLoginReply>('/auth/login/two-factor', values);
  return data;
}

/**
 * Signs in with the password and, when the server asks for it, a second factor; `startSession` stores the
 * session once there is a token. Throws what the server refused.
 */
export async function signInWithPassword(
  values: LoginValues,
  startSession: (token: string, user: AdminUser) => void,
): Promise<SignInOutcome> {
  const answer = await login(values);
  if ('token' in answer) {
    startSession(answer.token, answer.user);
    return { status: 'signed-in', user: answer.user };
  }
  const step: SecondFactorStep = {
    kind: answer.two_factor,
    setup: answer.setup,
    submit: async (factor): Promise<SecondStepResult> => {
      try {
        const { token, user, recovery_codes } = await loginSecondStep({ challenge: answer.challenge, ...factor });
        return {
          status: 'signed-in',
          user,
          recoveryCodes: recovery_codes,
          startSession: () => startSession(token, user),
        };
      } catch (error) {
        const expired = apiErrorBody(error)?.errors?.challenge;
        if (expired) return { status: 'restart', message: [expired].flat()[0]! };
        throw error;
      }
    },
  };
  return { status: 'second-factor', step };
}

export async function fetchCurrentUser(): Promise<AdminUser> {
  const { data } = await apiClient.get<{ user: AdminUser }>('/auth/user');
  return data.user;
}

/** Revokes the token on the server, then ends the session with a full reload to /login. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post('/auth/logout');
  } finally {
    useSessionStore.getState().clearSession();
    pageNavigation.assign('/login');
  }
}
