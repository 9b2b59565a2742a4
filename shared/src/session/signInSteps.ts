// The steps of signing in, as the sign-in screens see them (types only: the host's login screen bundles
// the views that use them). A password may be all it takes, or a second factor follows: a code from an
// authenticator app (or a recovery code), after setting the app up when every admin must use one.
import type { TwoFactorEnrolment } from '@pads/contracts';
import type { AdminUser } from '@pads/core/api/types.ts';

export interface SecondFactorAnswer {
  code?: string;
  recovery_code?: string;
}

export type SecondStepResult =
  /** `startSession` stores the session: called once the recovery codes, if any, were shown and acknowledged
   * (a stored session takes the visitor away from the sign-in screen). */
  | { status: 'signed-in'; user: AdminUser; recoveryCodes?: string[]; startSession: () => void }
  /** The challenge expired or took too many wrong codes: back to the password, with this message. */
  | { status: 'restart'; message: string };

export interface SecondFactorStep {
  kind: 'verify' | 'setup';
  setup?: TwoFactorEnrolment;
  /** Throws what the server refused (a wrong code is a 422 on `code` or `recovery_code`). */
  submit: (answer: SecondFactorAnswer) => Promise<SecondStepResult>;
}

export type SignInOutcome =
  { status: 'signed-in'; user: AdminUser } | { status: 'second-factor'; step: SecondFactorStep };
