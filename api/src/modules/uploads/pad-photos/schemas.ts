// OpenAPI documentation of a pad photo's upload (tag "pad detail").
import { errorResponses } from '../../../openapi.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const padPhotoUploadRouteSchema = {
  tags: ['pad detail'],
  summary: 'Upload one photo of a pad (multipart: upload, optional direction); PNG or JPEG by content',
  consumes: ['multipart/form-data'],
  params: {
    type: 'object',
    properties: { entity: { type: 'string', enum: ['pads'] }, id },
    required: ['entity', 'id'],
  },
  response: errorResponses(401, 403, 404, 409, 413, 422),
};
