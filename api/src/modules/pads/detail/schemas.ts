// Route schemas of the pad detail area (OpenAPI documentation; bodies are validated by the shared yup
// schemas of @pads/contracts, ids by these param schemas: a non-numeric id is a 422).
import { errorJsonSchema, errorResponses } from '../../../openapi.js';

export const padTags = ['pad detail'];
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const padIdParams = { type: 'object', properties: { id }, required: ['id'] } as const;

/** A stale version: who changed the pad last, when, and its current version. */
export const conflictJsonSchema = {
  type: 'object',
  properties: {
    ...errorJsonSchema.properties,
    updated_by: {
      type: 'object',
      nullable: true,
      properties: { id: { type: 'integer' }, email: { type: 'string' } },
    },
    updated_at: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

export const doc = (summary: string, codes: number[], extra: Record<string, unknown> = {}) => ({
  tags: padTags,
  summary,
  params: padIdParams,
  response: { ...errorResponses(401, 403, 404, 422, ...codes), 409: conflictJsonSchema },
  ...extra,
});

export const versionQuery = {
  type: 'object',
  properties: { version: { type: 'integer', description: 'The version the pad was loaded with (409 when stale).' } },
} as const;

export const generateLinkQuery = {
  type: 'object',
  properties: { device: { type: 'string', enum: ['mobile', 'web'], default: 'web' } },
} as const;

export const primaryContactParams = {
  type: 'object',
  properties: { padId: id, contactId: id, contactTypeId: id },
  required: ['padId', 'contactId', 'contactTypeId'],
} as const;
