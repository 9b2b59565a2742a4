// /api/geo…: address predictions, the place of a prediction or an address, the address at a point.
import { Type, type Static } from 'typebox';
import { Data, errorResponses, Nullable } from './common.ts';

/** One address prediction. */
export const Prediction = Type.Object({ place_id: Type.String(), description: Type.String() });
export type Prediction = Static<typeof Prediction>;

/** A place as every geocoding provider answers it (the API's providers map their own names onto this). */
export const GeoPlace = Type.Object({
  address: Type.String(),
  country: Type.String(),
  country_code: Type.String(),
  county: Type.String(),
  region: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type GeoPlace = Static<typeof GeoPlace>;

/** The place, the region it falls in and who answered (google, nominatim or offline). */
export const ResolvedGeoPlace = Type.Object({
  ...GeoPlace.properties,
  region_id: Nullable(Type.Integer()),
  source: Type.String(),
});
export type ResolvedGeoPlace = Static<typeof ResolvedGeoPlace>;

export const PredictionsReply = Data(Type.Array(Prediction));
/** GET /geo/geocode and /geo/reverse: the place, or null when nothing is there (the open sea). */
export const GeoPlaceReply = Data(Nullable(ResolvedGeoPlace));
export type GeoPlaceReply = Static<typeof GeoPlaceReply>;

export const PredictionsQuery = Type.Object({ q: Type.Optional(Type.String()) });
export const GeocodeQuery = Type.Object({ place_id: Type.Optional(Type.String()), q: Type.Optional(Type.String()) });
export const ReverseQuery = Type.Object({ lat: Type.Optional(Type.String()), lng: Type.Optional(Type.String()) });

// The handlers check the query themselves, so a short or missing one answers its own way (an empty list, a 422
// naming the field).
const tags = ['geo'];

export const geoSchemas = {
  predictions: {
    tags,
    summary: 'Address predictions for the text (from 3 characters; shorter gives an empty list)',
    querystring: PredictionsQuery,
    response: { 200: PredictionsReply, ...errorResponses(401) },
  },
  geocode: {
    tags,
    summary: 'The place of a prediction (place_id) or of an address text (q)',
    querystring: GeocodeQuery,
    response: { 200: GeoPlaceReply, ...errorResponses(401, 422) },
  },
  reverse: {
    tags,
    summary: 'The address at a point',
    querystring: ReverseQuery,
    response: { 200: GeoPlaceReply, ...errorResponses(401, 422) },
  },
};
