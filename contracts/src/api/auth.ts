// /api/auth…: sign-in (and its second factor), sign-out, the session's end, the signed-in user. PublicUser is the one shape of a user every call sends.
import { Type, type Static } from 'typebox';
import { DateTime, errorResponses, NoContent, Nullable, StringEnum } from './common.ts';
import { loginSchema, twoFactorLoginSchema } from '../schemas/index.ts';
import { yupBody } from './fromYup.ts';

export const AdminSettings = Type.Object({ is_map_on: Type.Boolean(), is_user_map_on: Type.Boolean() });
export type AdminSettings = Static<typeof AdminSettings>;

/** The one public shape of a user (api/src/domain/user.ts: serializeUser). */
export const PublicUser = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Integer({ description: '0 Undefined, 1 Admin, 2 Pilot, 3 Owner' }),
  is_tac_accepted: Type.Boolean(),
  deleted_at: Nullable(DateTime),
  /** Sent back with an edit: a stale one gets a 409. */
  version: Type.Integer(),
  settings: Type.Object({ admin_settings: AdminSettings }),
});
export type PublicUser = Static<typeof PublicUser>;

/** A new authenticator app's set-up: its secret, the otpauth URI and that URI as a QR code. */
export const Enrolment = Type.Object({
  secret: Type.String({ description: 'base32, for typing into the app' }),
  otpauth_url: Type.String(),
  qr_code: Type.String({ description: 'The otpauth URI as a QR code (PNG data URL)' }),
});
export type Enrolment = Static<typeof Enrolment>;

/** POST /app/auth/login: a bearer token and its user. */
export const TokenReply = Type.Object({ token: Type.String(), user: PublicUser });
export type TokenReply = Static<typeof TokenReply>;

/**
 * POST /auth/login: a token and the user; or, when a second factor is needed, no token but `two_factor`
 * (verify: enter a code; setup: set up an authenticator app first, with `setup`) and the `challenge` for
 * /auth/login/two-factor.
 */
export const LoginReply = Type.Object(
  {
    token: Type.Optional(Type.String()),
    user: Type.Optional(PublicUser),
    two_factor: Type.Optional(StringEnum(['verify', 'setup'])),
    challenge: Type.Optional(Type.String()),
    setup: Type.Optional(Enrolment),
  },
  {
    description:
      'A token and the user; or, when a second factor is needed, no token but `two_factor` (verify: enter a ' +
      'code; setup: set up an authenticator app first, with `setup`) and the `challenge` for /auth/login/two-factor',
  },
);
export type LoginReply = Static<typeof LoginReply>;

/** POST /auth/login/two-factor: the token and user; after a set-up at sign-in, the new recovery codes (shown once). */
export const TwoFactorLoginReply = Type.Object({
  token: Type.String(),
  user: PublicUser,
  recovery_codes: Type.Optional(
    Type.Array(Type.String(), { description: 'After a set-up at sign-in: the new recovery codes, shown once' }),
  ),
});
export type TwoFactorLoginReply = Static<typeof TwoFactorLoginReply>;

/** GET /auth/session: when the presented session ends (asking does not count as activity). */
export const SessionTimes = Type.Object({
  idle_timeout_minutes: Type.Number(),
  last_used_at: DateTime,
  idle_expires_at: DateTime,
  expires_at: DateTime,
});
export type SessionTimes = Static<typeof SessionTimes>;

/** GET /auth/user. */
export const CurrentUserReply = Type.Object({ user: PublicUser });
export type CurrentUserReply = Static<typeof CurrentUserReply>;

const tags = ['auth'];

export const authSchemas = {
  login: {
    tags,
    summary: 'Sign in with email and password; returns a bearer token',
    security: [],
    body: yupBody(loginSchema),
    response: { 200: LoginReply, ...errorResponses(400, 403, 422, 429) },
  },
  loginTwoFactor: {
    tags,
    summary: "Sign in's second step: the challenge and a TOTP code (or one recovery code); returns a bearer token",
    security: [],
    body: yupBody(twoFactorLoginSchema),
    response: { 200: TwoFactorLoginReply, ...errorResponses(400, 422, 429) },
  },
  session: {
    tags,
    summary: 'When the presented session ends (asking does not count as activity)',
    response: { 200: SessionTimes, ...errorResponses(401) },
  },
  logout: {
    tags,
    summary: 'Revoke the presented token',
    response: { 204: { ...NoContent, description: 'Signed out' }, ...errorResponses(401) },
  },
  user: {
    tags,
    summary: 'The signed-in user',
    response: { 200: CurrentUserReply, ...errorResponses(401) },
  },
};
