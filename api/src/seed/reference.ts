// Reference data with fixed ids: the spec and the clients refer to several of them by number
// (category 1 and 7, status 1 and 3, contact type 4, warning 6, facility 13).
export const CATEGORIES = [
  'Aerial Point of Interest',
  'B&B',
  'Landing Site',
  'Hotel',
  'Pub',
  'Restaurant',
  'Aerodrome',
  'Golf Course',
  'Heliport',
] as const;

export { CATEGORY, CONTACT_TYPE, STATUS, WARNING_LANDING_FEE } from '@pads/contracts';

export const STATUSES = ['Unmoderated', 'Pending', 'Moderated', 'Rejected'] as const;

export const CONTACT_TYPES = ['Pad Contact', 'Operator', 'Submitter', 'Owner'] as const;

/** Id 6 implies a landing fee: the pad form then requires a landing fee category. */
export const WARNINGS = [
  'Overhead power lines',
  'Livestock in field',
  'Soft ground after rain',
  'Tall trees on approach',
  'Noise-sensitive area',
  'Landing fee payable',
  'PPR required (prior permission)',
  'Restricted airspace nearby',
  'Uneven surface',
] as const;

/** Id 13 is the landing-fee facility (with category 7 it requires a landing fee category). */
export const FACILITIES = [
  'Fuel (Jet A1)',
  'Fuel (Avgas)',
  'Hangarage',
  'Toilets',
  'Restaurant on site',
  'Accommodation',
  'Car parking',
  'Taxi service',
  'Wi-Fi',
  'Windsock',
  'Night lighting',
  'Fire cover',
  'Landing fee',
  'Customs available',
  // The import format's fuel and custom-facility columns name these (api/src/domain/padImportFormat.ts).
  'Fuel (Mogas)',
  'Custom facility',
] as const;
export const FACILITY_LANDING_FEE = 13;

export const TAGS = [
  'Family friendly',
  'Scenic',
  'Coastal',
  'Historic',
  'Golf',
  'Fine dining',
  'Dog friendly',
  'Wedding venue',
  'Fly-in events',
  'Countryside',
] as const;

export const USER_TAGS = ['VIP', 'Newsletter', 'Instructor', 'Commercial operator', 'Beta tester', 'Press'] as const;

export const LANDING_FEES = ['Free', 'Up to £25', '£25 to £50', '£50 to £100', 'Over £100', 'On request'] as const;
