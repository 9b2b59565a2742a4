// A pad as the merge screen receives it, for the unit tests of the merge rules.
import type { MergePad } from './mergeTypes';

export function mergePad(overrides: Partial<MergePad> = {}): MergePad {
  return {
    id: 1,
    name: 'Hilltop Farm',
    category_id: 3,
    status_id: 3,
    is_landing_permitted: true,
    icao: null,
    hisc: null,
    landing_fees: null,
    site_information: 'Open field',
    landing_advice: null,
    is_owned: false,
    deleted_at: null,
    location: {
      name: '1 Farm Lane',
      latitude: 52.1,
      longitude: -9.5,
      region: 'Munster',
      country: 'Ireland',
      country_code: 'IE',
      county: 'Kerry',
    },
    pad_social: { website: 'https://hilltop.example', twitter_handle: null, trip_advisor_rating: null },
    tags: [1],
    warnings: [],
    facilities: [],
    contacts: [{ id: 10, contact_type_id: 1, name: 'Ann', email: 'ann@pads.test', phone: '+353123', is_primary: true }],
    ...overrides,
  };
}
