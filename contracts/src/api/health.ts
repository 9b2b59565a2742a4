// /api/health…: the probes. Readiness (/health, /health/ready) names the database's state too.
import { Type, type Static } from 'typebox';
import { errorResponses } from './common.ts';

export const Health = Type.Object({ status: Type.String(), db: Type.String() });
export type Health = Static<typeof Health>;

export const Liveness = Type.Object({ status: Type.String() });
export type Liveness = Static<typeof Liveness>;

const probe = { tags: ['health'], security: [] };
const readyResponses = { 200: Health, ...errorResponses(503) };

export const healthSchemas = {
  health: {
    ...probe,
    summary: 'Readiness (the database answers); same as /health/ready',
    response: readyResponses,
  },
  ready: { ...probe, summary: 'Readiness: the API and its database answer', response: readyResponses },
  live: {
    ...probe,
    summary: 'Liveness: the process serves requests (the database may be away)',
    response: { 200: Liveness },
  },
};
