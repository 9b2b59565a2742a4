// Route schemas of the probes (public: no security); answers from @pads/contracts/api.
import { Health, Liveness } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

const probe = { tags: ['health'], security: [] };
const readyResponses = { 200: Health, ...errorResponses(503) };

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
  response: { 200: Liveness },
};
