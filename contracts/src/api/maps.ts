// The list maps' answer (api/src/domain/mapClusters.ts): the rows of the list's filters clustered on a pixel
// grid for the viewport. The pad list's map (./pads.ts) and the user map (./users/map.ts) send it.
import { Type, type Static } from 'typebox';

/** A marker: a pad, or a user (category 8, or 9 when archived or a deleted account). */
export const MapPlace = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  category_id: Type.Integer(),
});
export type MapPlace = Static<typeof MapPlace>;

/** West, south, east, north in degrees. */
export const BBox = Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]);

/** Points the server grouped: one counted bubble; `bbox` holds them all, so a click can zoom to fit. */
export const MapCluster = Type.Object({
  latitude: Type.Number(),
  longitude: Type.Number(),
  count: Type.Integer(),
  bbox: BBox,
});
export type MapCluster = Static<typeof MapCluster>;

export const ClusteredMap = Type.Object({
  places: Type.Array(MapPlace),
  clusters: Type.Array(MapCluster),
  total: Type.Integer(),
  zoom: Type.Integer(),
  grid: Type.Integer(),
});
export type ClusteredMap = Static<typeof ClusteredMap>;
