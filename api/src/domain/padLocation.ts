// A pad's location columns from what the form sent. The form sends what the geocoder found; when it found
// nothing (no network) the country comes from the coordinates and the region from our table, as for
// /api/geo/reverse. Pad creation and the pad-detail Contact tab both write through it.
import type { PadCreateValues } from '@pads/contracts';
import type { Db } from '../db/client.js';
import { countryAt, regionFor } from './offlineGeo.js';
import type { DbOrTx } from './auditLog.js';

export async function completeLocation(db: DbOrTx, location: PadCreateValues['location']) {
  const offline = countryAt(location.latitude, location.longitude);
  const country_code = (location.country_code || offline?.country_code || '').toUpperCase();
  const country = location.country || (offline && offline.country_code === country_code ? offline.country : '');
  const region = await regionFor(
    db as Db,
    country_code,
    [location.region, location.county, offline?.territory ?? ''],
    location,
  );
  return {
    address: location.address,
    country: country || null,
    county: location.county || null,
    region: location.region || region?.region || null,
    region_id: region?.id ?? null,
    country_code: country_code || null,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}
