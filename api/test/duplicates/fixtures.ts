// The merge screen's payload in duplicate mode, built from a pad of GET /admin/dupe-checker/show (its merge
// view) as the screen sends it when every row keeps that pad's side; `extra` overrides keys.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the merge view JSON as the client reads it
export const mergePayloadFrom = (o: any, extra: Record<string, unknown> = {}) => ({
  name: o.name,
  category_id: o.category_id,
  is_landing_permitted: o.is_landing_permitted,
  'location#name': o.location.name,
  'location#latitude': o.location.latitude,
  'location#longitude': o.location.longitude,
  'location#region': o.location.region ?? '',
  'location#country': o.location.country_code ?? '',
  'location#county': o.location.county ?? '',
  'location#is_address_split': false,
  facilities: o.facilities,
  warnings: o.warnings,
  landing_fees: o.landing_fees,
  icao: o.icao ?? '',
  hisc: o.hisc ?? '',
  site_information: o.site_information ?? '',
  landing_advice: o.landing_advice ?? '',
  tags: o.tags,
  'pad_social#website': o.pad_social.website ?? '',
  'pad_social#twitter_handle': '',
  'pad_social#trip_advisor_rating': o.pad_social.trip_advisor_rating,
  accept_survey: false,
  upload_ids: [],
  contacts: o.contacts.filter((c: { contact_type_id: number }) => c.contact_type_id === 1),
  owners: [],
  ...extra,
});
