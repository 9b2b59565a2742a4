// /api/geo/*: address predictions, geocoding and reverse geocoding for any signed-in user.
import { validationFailed } from '../../errors.js';
import { endpoints, route } from '../../endpoints.js';
import { GeoService, providerFor } from './service.js';
import type { AppInstance } from '../../openapi.js';

const MIN_QUERY_LENGTH = 3;
const { geo } = endpoints;

export async function publicRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  const service = new GeoService(app.db, providerFor(app.config), app.log);

  route(app, geo.predictions, async (request) => {
    const q = (request.query.q ?? '').trim();
    // The form asks from 3 characters; shorter queries would only burn provider quota.
    if (q.length < MIN_QUERY_LENGTH) return { data: [] };
    return { data: await service.predictions(q) };
  });

  route(app, geo.geocode, async (request) => {
    const placeId = request.query.place_id?.trim();
    const query = request.query.q?.trim();
    if (!placeId && !query) throw validationFailed({ q: ['Either place_id or q is required.'] });
    return { data: await service.geocode({ placeId, query }) };
  });

  route(app, geo.reverse, async (request) => {
    const lat = Number(request.query.lat);
    const lng = Number(request.query.lng);
    const errors: Record<string, string[]> = {};
    if (request.query.lat === undefined || !Number.isFinite(lat) || lat < -90 || lat > 90)
      errors.lat = ['Latitude must be between -90 and 90.'];
    if (request.query.lng === undefined || !Number.isFinite(lng) || lng < -180 || lng > 180)
      errors.lng = ['Longitude must be between -180 and 180.'];
    if (Object.keys(errors).length) throw validationFailed(errors);
    return { data: await service.reverse(lat, lng) };
  });
}
