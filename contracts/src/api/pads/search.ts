// /api/admin/pads/search: the pads area's results in the search box (by name, id, ICAO and HISC code, or nearest a
// pasted point).
import { Type, type Static } from 'typebox';
import { errorResponses, Nullable } from '../common.ts';
import { SearchMatchKind, SearchQueryParams } from '../search.ts';

export const PadSearchHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Nullable(Type.String()),
  country: Nullable(Type.String()),
  icao: Nullable(Type.String()),
  hisc: Nullable(Type.String()),
  is_moderated: Type.Boolean({
    description: "Its status is Moderated (status_id 3), as the pad view's toggle sets it",
  }),
  is_private: Type.Boolean(),
  is_archived: Type.Boolean(),
  match: SearchMatchKind,
  distance_m: Nullable(Type.Number({ description: 'Metres from the pasted point (nearest matches only)' })),
});
export type PadSearchHit = Static<typeof PadSearchHit>;

export const PadSearchAnswer = Type.Object({
  data: Type.Array(PadSearchHit),
  near: Nullable(
    Type.Object(
      { latitude: Type.Number(), longitude: Type.Number() },
      { description: 'The point read from the query, when it is a coordinate: the pads are the nearest to it' },
    ),
  ),
});
export type PadSearchAnswer = Static<typeof PadSearchAnswer>;

export const padSearchSchemas = {
  search: {
    tags: ['search'],
    summary:
      'Pads by id, ICAO or HISC code, name prefix or fragment (case and accents ignored), or nearest a pasted point (lat, lng or degrees-minutes-seconds); at most 10, exact matches first',
    querystring: SearchQueryParams,
    response: { 200: PadSearchAnswer, ...errorResponses(401, 403, 422) },
  },
};
