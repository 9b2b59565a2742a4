// Route schema of the user map: the user list's query, its answer from @pads/contracts/api.
import { UserMapReply } from '@pads/contracts/api';
import { listRouteSchema } from '../../../lists/index.js';
import { errorResponses } from '../../../openapi.js';
import { userList } from '../users.list.js';

export const userMapRouteSchema = {
  ...listRouteSchema(userList, 'users', 'Users of the current list for the map, clustered on a pixel grid', {
    bbox: { description: 'west,south,east,north in degrees (default: the whole world).' },
    zoom: { description: 'Map zoom 0 to 22 (default 5).' },
    grid: { description: 'Grid cell in pixels, 10 to 400 (default 45).' },
    map_search: {
      description:
        "The map's own search (name, username or email; 3 to 200 characters), AND-ed with the list's keyword and filters.",
    },
  }),
  response: { 200: UserMapReply, ...errorResponses(422) },
};
