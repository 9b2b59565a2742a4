// Response shapes the API sends and the apps read (docs/api-contract.md).

export interface AdminSettings {
  is_map_on: boolean;
  is_user_map_on: boolean;
}

/** The one public shape of a user: every endpoint that returns a user sends this. */
export interface PublicUser {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  role: number;
  is_tac_accepted: boolean;
  deleted_at: string | null;
  /** Sent back with an edit: a stale one gets a 409. */
  version: number;
  settings: { admin_settings: AdminSettings };
}

/** The one error shape of every API error. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[] | string>;
}

/** One address prediction of GET /api/geo/predictions. */
export interface Prediction {
  place_id: string;
  description: string;
}

/** A place as every geocoding provider answers it (the API's providers map their own names onto this). */
export interface GeoPlace {
  address: string;
  country: string;
  country_code: string;
  county: string;
  region: string;
  latitude: number;
  longitude: number;
}

/** GET /api/geo/geocode and /api/geo/reverse: the place, the region it falls in and who answered (google, nominatim or offline). */
export interface ResolvedGeoPlace extends GeoPlace {
  region_id: number | null;
  source: string;
}

/** One pad of a user's Pads tab (GET /admin/users/get-pads/:id): the pad and how the user relates to it. */
export interface UserPadRow {
  id: number;
  name: string;
  category_id: number;
  category: { name: string };
  status_id: number;
  status: { name: string };
  country_code: string | null;
  region: string | null;
  deleted_at: string | null;
  created_at: string;
  is_private: boolean;
  is_submitted: boolean;
  is_owned: boolean;
  is_favourite: boolean;
}
