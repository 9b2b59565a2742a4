// /api/health: liveness and the database's reachability.
import { Type, type Static } from 'typebox';

export const Health = Type.Object({ status: Type.String(), db: Type.String() });
export type Health = Static<typeof Health>;
