// Route schemas of sign-in (and its second step), sign-out, the session's end and the current user: answers from
// @pads/contracts/api, bodies documented from the shared yup schemas that validate them.
import { CurrentUserReply, LoginReply, SessionTimes, TwoFactorLoginReply } from '@pads/contracts/api';
import { loginSchema, twoFactorLoginSchema } from '@pads/contracts';
import { errorResponses, NoContent, yupBody } from '../../openapi.js';

const tags = ['auth'];

export const loginRouteSchema = {
  tags,
  summary: 'Sign in with email and password; returns a bearer token',
  security: [],
  body: yupBody(loginSchema),
  response: { 200: LoginReply, ...errorResponses(400, 403, 422, 429) },
};

export const twoFactorLoginRouteSchema = {
  tags,
  summary: "Sign in's second step: the challenge and a TOTP code (or one recovery code); returns a bearer token",
  security: [],
  body: yupBody(twoFactorLoginSchema),
  response: { 200: TwoFactorLoginReply, ...errorResponses(400, 422, 429) },
};

export const sessionRouteSchema = {
  tags,
  summary: 'When the presented session ends (asking does not count as activity)',
  response: { 200: SessionTimes, ...errorResponses(401) },
};

export const logoutRouteSchema = {
  tags,
  summary: 'Revoke the presented token',
  response: { 204: { ...NoContent, description: 'Signed out' }, ...errorResponses(401) },
};

export const currentUserRouteSchema = {
  tags,
  summary: 'The signed-in user',
  response: { 200: CurrentUserReply, ...errorResponses(401) },
};
