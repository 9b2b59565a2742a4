// JSON-schema pieces shared by route schemas. They document the API at /api/docs; request bodies are
// validated by the shared yup schemas (see yupBodyValidator), so a body schema here is documentation only.
import type { FastifySchemaCompiler } from 'fastify';
import { routeId } from '@pads/contracts';
import { validationFailed } from './errors.js';

export const errorJsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    reason: {
      type: 'string',
      description: 'On a 401 for a session that ended: idle_timeout, session_lifetime or session_ended',
    },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

/** The error responses a route may give, keyed by status code. */
export function errorResponses(...codes: number[]): Record<string, typeof errorJsonSchema> {
  return Object.fromEntries(codes.map((c) => [String(c), errorJsonSchema]));
}

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

export const namedListSchema = (description: string) =>
  ({
    type: 'object',
    description,
    properties: {
      data: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
      },
    },
  }) as const;

/**
 * Route-level validator compiler for routes whose body yup validates. The body JSON schema then only
 * documents the body: left to ajv, its type coercion (null → false, 1 → "1") would change values
 * before yup sees them and its messages would pre-empt the form's. Numeric id params are still checked.
 */
export const yupBodyValidator: FastifySchemaCompiler<unknown> = ({ httpPart, schema }) => {
  if (httpPart === 'body') return (data: unknown) => ({ value: data });
  if (httpPart === 'params' && schema === idParamsSchema) {
    return (data: unknown) => {
      const raw = (data as { id?: unknown }).id;
      const id = typeof raw === 'string' ? routeId(raw) : null;
      if (id !== null) return { value: { ...(data as object), id } };
      return { error: validationFailed({ id: ['The id must be a positive integer.'] }) };
    };
  }
  throw new Error(`yupBodyValidator cannot validate ${httpPart}`);
};

/** A pad's reviews and its stars (the pilots' and the admins' Reviews calls answer both). */
export const reviewsAndStarsSchema = {
  type: 'object',
  properties: {
    reviews: { type: 'array', items: { type: 'object', additionalProperties: true } },
    stars: { type: 'object', additionalProperties: true },
  },
} as const;
