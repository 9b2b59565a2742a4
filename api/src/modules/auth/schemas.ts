import { userJsonSchema } from '../../domain/user.js';
import { errorResponses } from '../../openapi.js';

const tags = ['auth'];

export const loginRouteSchema = {
  tags,
  summary: 'Sign in with email and password; returns a bearer token',
  security: [],
  body: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
    required: ['email', 'password'],
  },
  response: {
    200: { type: 'object', properties: { token: { type: 'string' }, user: userJsonSchema } },
    ...errorResponses(400, 403, 422, 429),
  },
};

export const logoutRouteSchema = {
  tags,
  summary: 'Revoke the presented token',
  response: { 204: { type: 'null', description: 'Signed out' }, ...errorResponses(401) },
};

export const currentUserRouteSchema = {
  tags,
  summary: 'The signed-in user',
  response: { 200: { type: 'object', properties: { user: userJsonSchema } }, ...errorResponses(401) },
};
