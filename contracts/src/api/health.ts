// /api/health…: the probes. Readiness (/health, /health/ready) names the database's state too.
import { Type, type Static } from 'typebox';

export const Health = Type.Object({ status: Type.String(), db: Type.String() });
export type Health = Static<typeof Health>;

export const Liveness = Type.Object({ status: Type.String() });
export type Liveness = Static<typeof Liveness>;
