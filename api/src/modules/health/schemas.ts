// OpenAPI documentation of the probes (public: no security).
import { errorResponses } from '../../openapi.js';

const probe = { tags: ['health'], security: [] };
const statusSchema = { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' } } } as const;
const readyResponses = { 200: statusSchema, ...errorResponses(503) };

export const healthRouteSchema = {
  ...probe,
  summary: 'Readiness (the database answers); same as /health/ready',
  response: readyResponses,
};

export const readyRouteSchema = {
  ...probe,
  summary: 'Readiness: the API and its database answer',
  response: readyResponses,
};

export const liveRouteSchema = {
  ...probe,
  summary: 'Liveness: the process serves requests (the database may be away)',
  response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
};
