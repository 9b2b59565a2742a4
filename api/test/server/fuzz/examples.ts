// Valid bodies for the operations whose body the OpenAPI document describes without its fields (bodies
// read by the shared yup schemas, multipart forms sent as JSON): the fuzz test mutates them field by field.
const padCreate = {
  name: 'Fuzz Farm',
  category_id: 3,
  is_landing_permitted: true,
  is_api_accessible: false,
  hisc_country_code: 'GB',
  hisc: 'FUZZaa',
  icao: '',
  landing_fee_id: 1,
  tags: [1, 2],
  warnings: [3],
  facilities: [4, 5],
  location: {
    address: '1 Farm Lane, Dublin',
    country: 'Ireland',
    county: '',
    region: '',
    latitude: 53.35,
    longitude: -6.26,
  },
  contacts: [{ name: 'Ann', phone: '+441234567', email: 'ann@pads.test', contact_type_id: 1 }],
  website: 'https://fuzz.example',
  twitter_handle: '@fuzz',
  trip_advisor_rating: 4.5,
  site_information: 'Grass strip',
  landing_advice: 'Land north of the barn',
  description: 'A farm',
  notes: 'Call first',
};

const surveySteps = {
  general: { notice: 2, ppr: 'phone', ppr_details: 'Ring the farmhouse' },
  landing: { size: 30, size_unit: 1, surface: 2, slope: 1, secondary_area: 'no' },
  hazards: { categories: [6, 3], details: 'Power lines to the east' },
  approach: { procedures: 'From the south', departures: 'To the north', visual_reference: 'Barn' },
  facilities: { categories: ['fuel'], landing_fee: 'yes', range_fee: '€20', range_fee_details: 'Cash' },
  view: {
    north: { comment: 'Barn' },
    east: { comment: 'Lake' },
    west: { comment: 'Trees' },
    south: { comment: 'Road' },
  },
  location: { latitude: 52.1, longitude: -9.5 },
};

const savedFilter = {
  name: 'Fuzz filter',
  is_public: false,
  entity: 'pads',
  columns: ['name', 'category'],
  filters: { 'created_at:equals': '2024-01-01' },
};

const padMerge = {
  name: 'Merged',
  category_id: 3,
  is_landing_permitted: true,
  'location#name': 'Somewhere',
  'location#latitude': 53.3,
  'location#longitude': -6.2,
  'location#region': '',
  'location#country': 'IE',
  'location#county': '',
  'location#is_address_split': false,
  facilities: [1],
  warnings: [1],
  landing_fees: [],
  icao: '',
  hisc: '',
  site_information: '',
  landing_advice: '',
  tags: [1],
  'pad_social#website': '',
  'pad_social#twitter_handle': '',
  'pad_social#trip_advisor_rating': null,
  accept_survey: false,
  upload_ids: [],
  contacts: [{ name: 'Ann', phone: '', email: 'ann@pads.test', contact_type_id: 1 }],
  owners: [],
};

export const EXAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/admin/pads': padCreate,
  'POST /api/app/pads': padCreate,
  'PUT /api/admin/pads/{id}': { ...padCreate, version: 1 },
  'POST /api/surveys/{padId}': { steps: surveySteps, version: 1 },
  'PUT /api/admin/surveys/{id}': { steps: surveySteps, version: 1 },
  'POST /api/admin/reports': savedFilter,
  'PUT /api/admin/reports/{id}': savedFilter,
  'POST /api/admin/dupe-checker/merge-pads/{a}/{b}': padMerge,
  'POST /api/admin/revisions/pad/update/{id}': { ...padMerge, version: 1 },
  'POST /api/uploads/add-upload-order': [
    { id: 1, order: 1 },
    { id: 2, order: 2 },
  ],
  'POST /api/admin/pads/import': {
    columns: ['name', 'latitude', 'longitude'],
    rows: [['Fuzz', '53.1', '-6.1']],
    file_name: 'f.csv',
  },
};
