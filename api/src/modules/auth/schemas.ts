// Route schemas of sign-in, sign-out and the current user (answers from @pads/contracts/api, the body from the
// shared loginSchema).
import { CurrentUserReply, LoginReply } from '@pads/contracts/api';
import { loginSchema } from '@pads/contracts';
import { errorResponses, NoContent, yupBody } from '../../openapi.js';

const tags = ['auth'];

export const loginRouteSchema = {
  tags,
  summary: 'Sign in with email and password; returns a bearer token',
  security: [],
  body: yupBody(loginSchema),
  response: { 200: LoginReply, ...errorResponses(400, 403, 422, 429) },
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
