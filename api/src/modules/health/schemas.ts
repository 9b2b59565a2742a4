// Route schema of the health check (public: no security).
import { Health } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

export const healthRouteSchema = {
  tags: ['health'],
  summary: 'Liveness and database reachability',
  security: [],
  response: { 200: Health, ...errorResponses(503) },
};
