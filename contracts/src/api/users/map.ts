// /api/admin/users/index-users-for-map: the user list's filters, clustered for the map; users without a
// point are counted in `unlocated`, so `total + unlocated` is the list's total.
import { Type, type Static } from 'typebox';
import { Data, errorResponses } from '../common.ts';
import { listQuerySchemas } from '../lists.ts';
import { ClusteredMap } from '../maps.ts';
import { userListContract } from '../users.ts';

export const UserMap = Type.Object({ ...ClusteredMap.properties, unlocated: Type.Integer() });
export type UserMap = Static<typeof UserMap>;

export const UserMapReply = Data(UserMap);

export const userMapSchemas = {
  map: {
    ...listQuerySchemas(
      userListContract,
      'Users of the current list for the map, clustered on a pixel grid',
      {
        bbox: { description: 'west,south,east,north in degrees (default: the whole world).' },
        zoom: { description: 'Map zoom 0 to 22 (default 5).' },
        grid: { description: 'Grid cell in pixels, 10 to 400 (default 45).' },
        map_search: {
          description:
            "The map's own search (name, username or email; 3 to 200 characters), AND-ed with the list's keyword and filters.",
        },
      },
      'users',
    ),
    response: { 200: UserMapReply, ...errorResponses(422) },
  },
};
