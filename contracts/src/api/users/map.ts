// /api/admin/users/index-users-for-map: the user list's filters, clustered for the map; users without a
// point are counted in `unlocated`, so `total + unlocated` is the list's total.
import { Type, type Static } from 'typebox';
import { Data } from '../common.ts';
import { ClusteredMap } from '../maps.ts';

export const UserMap = Type.Object({ ...ClusteredMap.properties, unlocated: Type.Integer() });
export type UserMap = Static<typeof UserMap>;

export const UserMapReply = Data(UserMap);
