import { apiErrorBody, call, pageNavigation, type AdminUser, useSessionStore } from '@pads/core';
import { auth } from '@pads/contracts/endpoints';
import type { LoginValues, SecondFactorChallenge, TwoFactorLoginValues } from '@pads/contracts';
import type { TokenReply as SignedIn, TwoFactorLoginReply } from '@pads/contracts/api';
import type { SecondFactorStep, SecondStepResult, SignInOutcome } from './signInSteps';

export async function login(values: LoginValues): Promise<SignedIn | SecondFactorChallenge> {
  const answer = await call(auth.login, { body: values });
  // The answer is a session (token and user) or, for an admin with two-factor sign-in, its challenge.
  return 'token' in answer ? (answer as SignedIn) : (answer as SecondFactorChallenge);
}

export async function loginSecondStep(values: TwoFactorLoginValues): Promise<TwoFactorLoginReply> {
  return call(auth.loginTwoFactor, { body: values });
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
  return (await call(auth.user)).user;
}

/** Revokes the token on the server, then ends the session with a full reload to /login. */
export async function logout(): Promise<void> {
  try {
    await call(auth.logout);
  } finally {
    useSessionStore.getState().clearSession();
    pageNavigation.assign('/login');
  }
}
