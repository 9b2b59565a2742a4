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

/** The 403 message of a call the signed-in user may not make on that record (the spec's wording). */
export const NOT_AUTHORIZED = 'You are not authorized for this action.';

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

/** A review's author; an anonymous author's names and username are withheld (spec part 2 §3 "Review"). */
export interface ReviewAuthor {
  id: number | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  is_anonymous: boolean;
  role: number | null;
}

export interface ReviewPhoto {
  id: number;
  file_url: string;
  thumb_url: string | null;
}

/** One review as every review endpoint sends it (spec part 2 §3 "Review"). */
export interface Review {
  id: number;
  pad_id: number;
  pad: { id: number; name: string };
  rating: number;
  landing: number | null;
  helifriendliness: number | null;
  food: number | null;
  service: number | null;
  comment: string | null;
  is_visited_again: boolean;
  is_review_approved: boolean;
  is_reported: boolean;
  uploads_count: number;
  uploads: ReviewPhoto[];
  user: ReviewAuthor;
  created_at: string;
  updated_at: string;
}

/**
 * A pad's aggregate stars over its shown reviews (hidden ones do not count): averages rounded to one
 * decimal (null with no rating), `visits` and `total_ratings` the number of shown reviews,
 * `total_is_visited_again` how many of them would visit again.
 */
export interface ReviewStars {
  rating: number | null;
  landing: number | null;
  helifriendliness: number | null;
  food: number | null;
  service: number | null;
  visits: number;
  total_ratings: number;
  total_is_visited_again: number;
}

export interface PadReviews {
  reviews: Review[];
  stars: ReviewStars;
}

/** A campaign row (spec part 3 §3 "Campaign"): users it signed up now, converted to premium, and lapsed. */
export interface Campaign {
  id: number;
  name: string;
  count: number;
  converted: number;
  reverted: number;
  created_at: string;
}

/**
 * One suspected duplicate pair of GET /admin/dupe-checker/index (spec part 3 §3 "Duplicate pair row"), plus
 * the distance in metres.
 */
export interface PairRow {
  original_id: number;
  dupe_id: number;
  original_name: string;
  dupe_name: string;
  distance: number;
  is_lp_original: boolean;
  is_lp_dupe: boolean;
  is_original_inactive: boolean;
  is_dupe_inactive: boolean;
  is_original_unmoderated: boolean;
  is_dupe_unmoderated: boolean;
}

/** What POST /auth/login answers instead of a token when a second factor is needed. */
export interface TwoFactorEnrolment {
  secret: string;
  otpauth_url: string;
  /** The otpauth URI as a QR code (a PNG data URL). */
  qr_code: string;
}

export interface SecondFactorChallenge {
  two_factor: 'verify' | 'setup';
  challenge: string;
  /** For 'setup': an admin who must use two-factor sign-in and has none sets it up now. */
  setup?: TwoFactorEnrolment;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
  /** TWO_FACTOR_REQUIRED: it cannot be turned off. */
  required: boolean;
}

/** One of the signed-in admin's live sessions (GET /admin/sessions). */
export interface AdminSession {
  id: number;
  device: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  current: boolean;
}
