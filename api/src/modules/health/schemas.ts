// OpenAPI documentation of the health check (public: no security).
import { errorResponses } from '../../openapi.js';

export const healthRouteSchema = {
  tags: ['health'],
  summary: 'Liveness and database reachability',
  security: [],
  response: {
    200: { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' } } },
    ...errorResponses(503),
  },
};
